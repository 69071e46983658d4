/**
 * Answers of 1 KB and more compressed for clients that accept it (@fastify/compress), at the levels of
 * `lib/answer-encoding.ts`. Answers held in memory come compressed already and pass through as they are
 * (reply-cache.ts); built files are compressed at build time and served as they are (web-app.ts). Request bodies
 * are never inflated, so a small compressed body cannot grow past the body limit.
 */
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { BROTLI_OPTIONS, COMPRESS_FROM_BYTES, ENCODINGS, GZIP_OPTIONS } from '../lib/answer-encoding.js';

/** JSON, text, scripts and SVG; pictures, PDFs and spreadsheets are compressed already. */
const COMPRESSIBLE = /^(?:application\/(?:json|javascript|xml)|text\/|image\/svg\+xml)/;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESS_FROM_BYTES,
    encodings: [...ENCODINGS],
    customTypes: COMPRESSIBLE,
    brotliOptions: BROTLI_OPTIONS,
    zlibOptions: GZIP_OPTIONS,
  });
}
