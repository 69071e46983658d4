/**
 * How JSON answers are compressed: the levels chosen by measurement (docs/performance.md), for `plugins/compression.ts`,
 * which compresses each answer as it goes out, and for the answers held in memory (`reply-cache.ts`), which are
 * compressed once per encoding and sent as they are: a browser asks every listing compressed, and compressing the
 * same held 15 KB again for each request cost the listing nine tenths of its rate.
 */
import negotiate from '@fastify/accept-negotiator';
import zlib from 'node:zlib';

/** A listing page (15 KB of JSON) takes 0.23 ms at gzip level 1 for 3.0 KB, against 0.51 ms at level 6 for 2.7 KB. */
const GZIP_LEVEL = 1;
/** Brotli serves only clients without gzip, at its cheapest quality (0.37 ms for 3.3 KB of the same page). */
const BROTLI_QUALITY = 1;
/** Under 1 KB an answer is sent as it is: the saving is less than the headers it adds. */
export const COMPRESS_FROM_BYTES = 1024;
/** In order of preference, which decides between encodings a client accepts alike. */
export const ENCODINGS = ['gzip', 'br'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/**
 * The encoding @fastify/compress picks for this Accept-Encoding: its negotiator, with `*` and `x-gzip` read as gzip
 * as it reads them; undefined for none.
 */
export function negotiatedEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  return negotiate(acceptEncoding.toLowerCase().replace(/\*|x-gzip/gu, 'gzip'), [...ENCODINGS]) ?? undefined;
}

/** zlib's options for the levels above, as both the plugin and `encode` pass them. */
export const GZIP_OPTIONS: zlib.ZlibOptions = { level: GZIP_LEVEL };
export const BROTLI_OPTIONS: zlib.BrotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } };

/** `body` in `encoding`, at the levels above. */
export function encode(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'gzip' ? zlib.gzipSync(body, GZIP_OPTIONS) : zlib.brotliCompressSync(body, BROTLI_OPTIONS);
}
