import { Envelope, GoodsSearchQuery, GoodsSuggestions } from '@yc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.js';
import { replyCache } from '../../lib/reply-cache.js';
import { suggest } from './service.js';

/** Suggestions come from the names of the catalogue, not its stock: they may be held longer than a listing. */
const SUGGESTIONS_MS = 10_000;
const SUGGESTION_QUERIES = 5_000;

const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const suggestions = replyCache(app, Envelope(GoodsSuggestions), SUGGESTIONS_MS, SUGGESTION_QUERIES);
  app.get(
    '/goods/search',
    { config: { answersByUrl: suggestions }, schema: { querystring: GoodsSearchQuery, response: { 200: Envelope(GoodsSuggestions) } } },
    async (request, reply) =>
      suggestions.sendByUrl(reply, async () => ok(await app.replicaRead(request, (db) => suggest(db, request.query)))),
  );
};

export default searchRoutes;
