import { Code } from '@yc/contracts';
import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';

export const ok = <T>(data: T, msg = 'success') => ({ code: Code.OK, msg, data });

type SentFile = { mime: string; fileName: string; body: Readable | Buffer };

const sendFile =
  (disposition: 'inline' | 'attachment') =>
  (reply: FastifyReply, file: SentFile, cacheControl = 'private, no-store') =>
    reply
      .type(file.mime)
      .header('content-disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
      .header('cache-control', cacheControl)
      .header('x-content-type-options', 'nosniff')
      .send(file.body);

/**
 * A stored file shown in the browser (a scan, a receipt, an invoice, an uploaded picture) as the type its bytes
 * were checked to be, never sniffed into another; private ones are never cached.
 */
export const sendInline = sendFile('inline');

/** A file saved rather than shown (the papers that go with an order: 随货同行单, 首营资料), under its own name. */
export const sendAttachment = sendFile('attachment');
