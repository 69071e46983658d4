import { Envelope, GoodsSearchQuery, GoodsSuggestions } from '@yc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.js';
import { suggest } from './service.js';

const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/goods/search', { schema: { querystring: GoodsSearchQuery, response: { 200: Envelope(GoodsSuggestions) } } }, async (request) =>
    ok(await suggest(app.db, request.query)),
  );
};

export default searchRoutes;
