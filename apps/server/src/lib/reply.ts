import { Code } from '@yc/contracts';
import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';

export const ok = <T>(data: T, msg = 'success') => ({ code: Code.OK, msg, data });

/** A private file shown in the browser (a scan, a receipt, an invoice): never cached, never sniffed into another type. */
export const sendInline = (reply: FastifyReply, file: { mime: string; fileName: string; body: Readable | Buffer }) =>
  reply
    .type(file.mime)
    .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.body);
