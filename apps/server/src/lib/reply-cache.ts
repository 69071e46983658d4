/**
 * Catalogue answers kept serialised for a moment: under load most requests of a listing, a goods page or
 * a suggestion are the same few questions asked by buyers who see the catalogue alike, and answering them
 * from memory spares the queries, the response check and the JSON of each. An operator's change empties
 * them in every API process (forgetCachedCatalogue), and a change of stock those that show it
 * (forgetStockViews).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import { ExpiringCache, type CatalogueChange } from './expiring-cache.js';

/** A reply cache that lives as long as the app. */
export function replyCache(app: FastifyInstance, schema: z.ZodType, ttlMs: number, maxEntries: number, holds?: CatalogueChange): ReplyCache {
  const cache = new ReplyCache(schema, ttlMs, maxEntries, holds);
  app.addHook('onClose', async () => cache.dispose());
  return cache;
}

class ReplyCache {
  private readonly bodies: ExpiringCache<Buffer>;

  constructor(
    /** The route's response schema: the body is checked and stripped by it as the route's serialiser would. */
    private readonly schema: z.ZodType,
    ttlMs: number,
    maxEntries: number,
    holds?: CatalogueChange,
  ) {
    this.bodies = new ExpiringCache(ttlMs, maxEntries, { holds, serveWhileRefreshing: true });
  }

  dispose(): void {
    this.bodies.dispose();
  }

  /** Sends the answer to `key`, made by `load` when it is not held (concurrent misses share one load). */
  async send(reply: FastifyReply, key: string, load: () => Promise<unknown>): Promise<FastifyReply> {
    const body = await this.bodies.get(key, async () => Buffer.from(JSON.stringify(this.schema.parse(await load()))));
    return reply.type('application/json; charset=utf-8').send(body);
  }
}
