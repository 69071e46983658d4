import { BusinessScope, Envelope, UpdateUserInfoBody } from '@yc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.js';
import { requireAuth } from '../../plugins/session.js';
import * as account from './service.js';

/** /zhzx/basic: the login's own details and the store's business scope. */
const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/user/updateUserInfo',
    {
      schema: { body: UpdateUserInfoBody, response: { 200: Envelope(z.null()) } },
      // A phone change checks the login password (each try also spends one of the SMS code's few checks).
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      await account.updateUserInfo(app.db, requireAuth(request), request.body, request.log);
      return ok(null, '保存成功');
    },
  );

  app.get('/user/jyfw', { schema: { response: { 200: Envelope(BusinessScope) } } }, async (request) =>
    ok(await account.businessScope(app.db, requireAuth(request))),
  );
};

export default accountRoutes;
