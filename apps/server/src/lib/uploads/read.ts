/** Reading a multipart upload: its text fields and its one file (the part named `file`), held in memory up to the size limit. */
import multipart from '@fastify/multipart';
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '@yc/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { FieldError } from '../errors.js';
import { assertNoNul, NUL_REFUSED } from '../nul-bytes.js';
import type { UploadedFile } from './kinds.js';

interface Upload {
  fields: Record<string, string>;
  file?: UploadedFile;
}

/**
 * Multipart for the routes of the plugin that registers it (one file, `fields` short text fields),
 * no wider: no other route accepts an upload. The file limit is the largest any purpose allows.
 */
export const acceptUploads = (app: FastifyInstance, fields = 4) =>
  app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields, fieldSize: 1024, parts: fields + 1 } });

export async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw new FieldError('file', UPLOAD_MESSAGES.missing);
  const fields: Record<string, string> = {};
  let file: UploadedFile | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        // Read either way: an unread file part stalls the stream.
        const data = await part.toBuffer();
        if (part.fieldname === 'file') file = { name: part.filename, mimetype: part.mimetype, data };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    const errors = request.server.multipartErrors;
    if (err instanceof errors.RequestFileTooLargeError) throw new FieldError('file', UPLOAD_MESSAGES.tooLarge(UPLOAD_MAX_BYTES));
    if (err instanceof errors.FilesLimitError) throw new FieldError('file', '每次只能上传一个文件');
    // The other limits answer 413 through the error handler; anything else is a broken body (cut off, no boundary).
    if (err instanceof errors.FieldsLimitError || err instanceof errors.PartsLimitError) throw err;
    throw new FieldError('file', '上传的内容不完整，请重新上传');
  }
  // The body hook never sees multipart fields: they are checked here, as every other value is.
  assertNoNul(fields, 'body');
  if (file?.name.includes('\0')) throw new FieldError('file', NUL_REFUSED);
  return { fields, file };
}

/** Validates fields that did not pass through Fastify's schema, with the same 422 as a schema failure. */
export function parseFields<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new FieldError(issue.path.length ? issue.path.join('.') : 'body', issue.message);
}
