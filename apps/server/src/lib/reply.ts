import { Code } from '@yc/contracts';
import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';

export const ok = <T>(data: T, msg = 'success') => ({ code: Code.OK, msg, data });

/**
 * A stored file shown in the browser (a scan, a receipt, an invoice, an uploaded picture) as the type its bytes
 * were checked to be, never sniffed into another; private ones are never cached.
 */
export const sendInline = (
  reply: FastifyReply,
  file: { mime: string; fileName: string; body: Readable | Buffer },
  cacheControl = 'private, no-store',
) =>
  reply
    .type(file.mime)
    .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
    .header('cache-control', cacheControl)
    .header('x-content-type-options', 'nosniff')
    .send(file.body);
