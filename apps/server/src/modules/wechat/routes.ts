import { Answer, WechatBindBody, WechatBindCode } from '@yc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.js';
import { requireAuth } from '../../plugins/session.js';
import * as wechat from './service.js';

/** /bdwx: binding the login to a WeChat user. */
const wechatRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/user/create_code',
    { schema: { response: { 200: Answer(WechatBindCode) } }, config: { rateLimit: { max: 20, timeWindow: '1 minute' } } },
    async (request) => ok(await wechat.createBindCode(app.db, requireAuth(request), `${request.protocol}://${request.host}`)),
  );

  // Sandbox stand-in for WeChat's callback: no session, the single-use token names the login.
  app.post(
    '/user/wechat/bind',
    { schema: { body: WechatBindBody, response: { 200: Answer(z.null()) } }, config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (request) => {
      await wechat.bindWechat(app.db, request.body);
      return ok(null, '绑定成功');
    },
  );

  app.delete('/user/unbind_wechat', { schema: { response: { 200: Answer(z.null()) } } }, async (request) => {
    await wechat.unbindWechat(app.db, requireAuth(request));
    return ok(null, '解绑成功');
  });
};

export default wechatRoutes;
