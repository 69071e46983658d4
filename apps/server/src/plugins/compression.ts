/**
 * Answers of 1 KB and more compressed for clients that accept it (@fastify/compress). Levels by measurement
 * (README, 性能): a listing page (15 KB of JSON) takes 0.23 ms at gzip level 1 for 3.0 KB, against 0.51 ms at
 * level 6 for 2.7 KB and 0.37–0.53 ms at brotli quality 1–4, so gzip 1 is preferred and brotli, at quality 1,
 * serves only clients without gzip: the list spends the least CPU for nearly the smallest answer. Built files
 * are compressed at build time instead and served as they are (web-app.ts); request bodies are never
 * inflated, so a small compressed body cannot grow past the body limit.
 */
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import zlib from 'node:zlib';

/** JSON, text, scripts and SVG; pictures, PDFs and spreadsheets are compressed already. */
const COMPRESSIBLE = /^(?:application\/(?:json|javascript|xml)|text\/|image\/svg\+xml)/;

const BROTLI_QUALITY = 1;
const GZIP_LEVEL = 1;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: 1024,
    encodings: ['gzip', 'br'],
    customTypes: COMPRESSIBLE,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    zlibOptions: { level: GZIP_LEVEL },
  });
}
