import { MultiSwitchBody } from '@yc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.js';
import { requireAuth } from '../../plugins/session.js';
import * as multi from './service.js';

const multiRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/multi/index', async (request) => ok(await multi.listStores(app.db, requireAuth(request))));

  app.post('/multi/switch', { schema: { body: MultiSwitchBody } }, async (request) => {
    await multi.switchStore(app.db, requireAuth(request), request.body.id);
    return ok(null, '切换成功');
  });
};

export default multiRoutes;
