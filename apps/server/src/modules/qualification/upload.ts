/** Reading the multipart certificate upload: its text fields and its one file, held in memory up to the size limit. */
import { UPLOAD_MAX_BYTES } from '@yc/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { FieldError } from '../../lib/errors.js';

export interface UploadedFile {
  name: string;
  data: Buffer;
}

interface Upload {
  fields: Record<string, string>;
  file?: UploadedFile;
}

export const NO_FILE = '请选择要上传的文件';
const TOO_LARGE = `文件大小不能超过${UPLOAD_MAX_BYTES / 1024 / 1024}MB`;

export async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw new FieldError('file', NO_FILE);
  const fields: Record<string, string> = {};
  let file: UploadedFile | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        // Read either way: an unread file part stalls the stream.
        const data = await part.toBuffer();
        if (part.fieldname === 'file') file = { name: part.filename, data };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    const errors = request.server.multipartErrors;
    if (err instanceof errors.RequestFileTooLargeError) throw new FieldError('file', TOO_LARGE);
    if (err instanceof errors.FilesLimitError) throw new FieldError('file', '每次只能上传一个文件');
    // The other limits answer 413 through the error handler; anything else is a broken body (cut off, no boundary).
    if (err instanceof errors.FieldsLimitError || err instanceof errors.PartsLimitError) throw err;
    throw new FieldError('file', '上传的内容不完整，请重新上传');
  }
  return { fields, file };
}

/** Validates fields that did not pass through Fastify's schema, with the same 422 as a schema failure. */
export function parseFields<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new FieldError(issue.path.length ? issue.path.join('.') : 'body', issue.message);
}
