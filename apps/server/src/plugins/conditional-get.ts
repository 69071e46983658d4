/**
 * ETags on the public reads that rarely change (categories and brands, banners, articles): a route
 * that declares `config: { etag: true }` answers with a hash of its body and `no-cache`, so the browser
 * asks again each time and gets an empty 304 while nothing changed. Runs before compression, on the
 * serialised JSON, so the tag names the content whatever the encoding (hence weak).
 */
import type { FastifyInstance } from 'fastify';
import crypto from 'node:crypto';

declare module 'fastify' {
  interface FastifyContextConfig {
    etag?: boolean;
  }
}

const matches = (header: string | undefined, tag: string): boolean =>
  header !== undefined && header.split(',').some((candidate) => candidate.trim() === tag || candidate.trim() === '*');

export function registerConditionalGet(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.routeOptions.config.etag || reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) {
      return payload;
    }
    const tag = `W/"${crypto.createHash('sha1').update(payload).digest('base64url')}"`;
    reply.header('etag', tag).header('cache-control', 'no-cache');
    if (!matches(request.headers['if-none-match'], tag)) return payload;
    reply.code(304).removeHeader('content-type').removeHeader('content-length');
    return '';
  });
}
