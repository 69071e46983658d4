import { Answer, Envelope, LinkedStore, MultiLinkBody, MultiSwitchBody, MultiUntieQuery } from '@yc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.js';
import { requireAuth } from '../../plugins/session.js';
import * as multi from './service.js';

const multiRoutes: FastifyPluginAsyncZod = async (app) => {
  // The spec's store-list and store-switch calls "exist but their paths are not shown": /multi/stores
  // and /multi/store_switch answer the same as /multi/index and /multi/switch.
  for (const path of ['/multi/index', '/multi/stores']) {
    app.get(path, { schema: { response: { 200: Envelope(z.array(LinkedStore)) } } }, async (request) =>
      ok(await multi.listStores(app.db, requireAuth(request))),
    );
  }
  for (const path of ['/multi/switch', '/multi/store_switch']) {
    app.post(path, { schema: { body: MultiSwitchBody, response: { 200: Answer(z.null()) } } }, async (request) => {
      await multi.switchStore(app.db, requireAuth(request), request.body.id);
      return ok(null, '切换成功');
    });
  }

  app.delete('/multi/untie', { schema: { querystring: MultiUntieQuery, response: { 200: Answer(z.null()) } } }, async (request) => {
    await multi.untieStore(app.db, requireAuth(request), request.query.id);
    return ok(null, '解绑成功');
  });

  app.post(
    '/multi/link',
    {
      schema: { body: MultiLinkBody, response: { 200: Answer(z.array(LinkedStore)) } },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => ok(await multi.linkByLogin(app.db, requireAuth(request), request.body, request.ip), '关联成功'),
  );
};

export default multiRoutes;
