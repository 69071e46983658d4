import { Answer, PayPasswordChangeBody, PayPasswordCodeBody } from '@yc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.js';
import { requireAuth } from '../../plugins/session.js';
import * as payPassword from './service.js';

// Guesses are bounded by the SMS code's checks and the attempt lock; this only slows a flood.
const perMinute = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/** 账户安全 (/basic): the login's 支付密码. */
const payPasswordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/user/payPassword/set',
    { schema: { body: PayPasswordCodeBody, response: { 200: Answer(z.null()) } }, config: perMinute },
    async (request) => {
      await payPassword.setPayPassword(app.db, requireAuth(request), request.body);
      return ok(null, '支付密码设置成功');
    },
  );

  app.post(
    '/user/payPassword/reset',
    { schema: { body: PayPasswordCodeBody, response: { 200: Answer(z.null()) } }, config: perMinute },
    async (request) => {
      await payPassword.resetPayPassword(app.db, requireAuth(request), request.body);
      return ok(null, '支付密码已重置');
    },
  );

  app.post(
    '/user/payPassword/change',
    { schema: { body: PayPasswordChangeBody, response: { 200: Answer(z.null()) } }, config: perMinute },
    async (request) => {
      await payPassword.changePayPassword(app.db, requireAuth(request), request.body, request.ip);
      return ok(null, '支付密码修改成功');
    },
  );
};

export default payPasswordRoutes;
