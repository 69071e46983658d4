/** /api/admin/search: aliases and zero-result queries, for the merchandisers (商品运营). */
import {
  AdminIdParams,
  AdminSearchMisses,
  AdminSynonymBody,
  AdminSynonymPage,
  AdminSynonymQuery,
  Answer,
  CreatedId,
  Done,
  Envelope,
} from '@yc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/reply.js';
import { requireStaff, staffOf } from '../shared/guard.js';
import * as search from './service.js';

const MERCH = requireStaff('merchandiser');

const searchAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search/synonyms',
    { preHandler: MERCH, schema: { querystring: AdminSynonymQuery, response: { 200: Envelope(AdminSynonymPage) } } },
    async (request) => ok(await search.listSynonyms(app.db, request.query)),
  );
  app.post(
    '/search/synonyms',
    { preHandler: MERCH, schema: { body: AdminSynonymBody, response: { 200: Answer(CreatedId) } } },
    async (request) => ok({ id: await search.createSynonym(app.db, staffOf(request), request.body) }, '别名已添加'),
  );
  app.post(
    '/search/synonyms/:id',
    { preHandler: MERCH, schema: { params: AdminIdParams, body: AdminSynonymBody, response: { 200: Done } } },
    async (request) => {
      await search.updateSynonym(app.db, staffOf(request), request.params.id, request.body);
      return ok(null, '别名已保存');
    },
  );
  app.delete('/search/synonyms/:id', { preHandler: MERCH, schema: { params: AdminIdParams, response: { 200: Done } } }, async (request) => {
    await search.deleteSynonym(app.db, staffOf(request), request.params.id);
    return ok(null, '别名已删除');
  });
  app.get('/search/misses', { preHandler: MERCH, schema: { response: { 200: Envelope(AdminSearchMisses) } } }, async () =>
    ok(await search.weekMisses(app.db)),
  );
};

export default searchAdminRoutes;
