/**
 * Catalogue answers kept serialised for a moment: under load most requests of a listing, a goods page or
 * a suggestion are the same few questions asked by buyers who see the catalogue alike, and answering them
 * from memory spares the queries, the response check and the JSON of each. An operator's change empties
 * them in every API process (forgetCachedCatalogue), and a change of stock those that show it
 * (forgetStockViews).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import { COMPRESS_FROM_BYTES, type Encoding, encode, negotiatedEncoding } from './answer-encoding.js';
import { ExpiringCache, type CatalogueChange } from './expiring-cache.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The answers of a route whose answer depends on its URL alone, the same for every caller whoever is
     * logged in (the suggestions): one held for the request's URL is sent as soon as the request is routed.
     */
    answersByUrl?: ReplyCache;
  }
}

const JSON_UTF8 = 'application/json; charset=utf-8';

/**
 * The longest URL held as a key. Any real question fits (a suggestion's 50 characters of keyword, percent-encoded,
 * and its type come to under 500); a URL padded with parameters the route ignores is held by its parsed query
 * instead, and so answered the whole way, which keeps a full cache's keys small.
 */
const URL_KEY_MAX = 512;

/** A reply cache that lives as long as the app. */
export function replyCache(
  app: FastifyInstance,
  schema: z.ZodType,
  ttlMs: number,
  maxEntries: number,
  holds?: CatalogueChange,
): ReplyCache {
  const cache = new ReplyCache(schema, ttlMs, maxEntries, holds);
  app.addHook('onClose', async () => cache.dispose());
  return cache;
}

/**
 * Sends the answer held for the URL of a route that declares `answersByUrl`, before any other hook of the
 * request. The URL passed every check on its way to that answer (the NUL guard, the query's schema), and
 * the session, cookies and role are not read, since the answer depends on none of them: a suggestion
 * answered from memory cost more in those hooks than in everything else of the app (docs/performance.md).
 * Registered before every other onRequest hook.
 */
export function registerEarlyAnswers(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    const held = request.routeOptions.config.answersByUrl?.held(request.url);
    if (held) held.send(reply);
    else done();
  });
}

/**
 * One answer held: its JSON, and the same compressed in each encoding a client asked for, made on the first such
 * request (plugins/compression.ts passes an answer that is compressed already).
 */
class HeldAnswer {
  private readonly encoded = new Map<Encoding, Buffer>();

  constructor(private readonly json: Buffer) {}

  send(reply: FastifyReply): FastifyReply {
    reply.type(JSON_UTF8);
    const encoding = this.json.length >= COMPRESS_FROM_BYTES ? negotiatedEncoding(reply.request.headers['accept-encoding']) : undefined;
    if (!encoding) return reply.send(this.json);
    let body = this.encoded.get(encoding);
    if (!body) this.encoded.set(encoding, (body = encode(this.json, encoding)));
    return reply.header('content-encoding', encoding).header('vary', 'accept-encoding').send(body);
  }
}

class ReplyCache {
  private readonly answers: ExpiringCache<HeldAnswer>;

  constructor(
    /** The route's response schema: the body is checked and stripped by it as the route's serialiser would. */
    private readonly schema: z.ZodType,
    ttlMs: number,
    maxEntries: number,
    holds?: CatalogueChange,
  ) {
    this.answers = new ExpiringCache(ttlMs, maxEntries, { holds, serveWhileRefreshing: true });
  }

  dispose(): void {
    this.answers.dispose();
  }

  /** Sends the answer to `key`, made by `load` when it is not held (concurrent misses share one load). */
  async send(reply: FastifyReply, key: string, load: () => Promise<unknown>): Promise<FastifyReply> {
    const held = await this.answers.get(key, async () => new HeldAnswer(Buffer.from(JSON.stringify(this.schema.parse(await load())))));
    return held.send(reply);
  }

  /** `send` keyed by the request's URL, for a route that declares `answersByUrl: this`. */
  sendByUrl(reply: FastifyReply, load: () => Promise<unknown>): Promise<FastifyReply> {
    const { url, query } = reply.request;
    return this.send(reply, url.length <= URL_KEY_MAX ? url : JSON.stringify(query), load);
  }

  /** The answer held for `url`, loaded and not too old; undefined otherwise. */
  held(url: string): HeldAnswer | undefined {
    return this.answers.loaded(url)?.value;
  }
}
