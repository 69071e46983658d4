/**
 * Response declarations of the routes that answer something other than the JSON envelope: a file,
 * a page, a redirect or a socket upgrade. Fastify passes bytes, streams and non-JSON text through
 * without serialising, so these only tell the OpenAPI document (plugins/api-docs.ts) what comes back.
 */
import { UPLOAD_PURPOSES, UPLOAD_TYPES, type UploadPurpose } from '@yc/contracts';
import { z } from 'zod';

const BYTES = z.string().meta({ format: 'binary' });

export interface RawResponse {
  description: string;
  content?: Record<string, { schema: z.ZodType }>;
  /** Response headers worth documenting, as JSON schemas (what @fastify/swagger reads). */
  headers?: Record<string, { type: 'string'; description: string }>;
  /** 'null': no body at all. */
  type?: 'null';
}

/** A file sent as one of `mediaTypes` (a picture, a scan, a PDF). */
export const fileResponse = (description: string, mediaTypes: readonly string[]): RawResponse => ({
  description,
  content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: BYTES }])),
});

/** A file to save (lib/reply.ts sendAttachment): the download carries its own name. */
export const attachmentResponse = (description: string, mediaTypes: readonly string[]): RawResponse => ({
  ...fileResponse(description, mediaTypes),
  headers: { 'content-disposition': { type: 'string', description: "attachment; filename*=UTF-8''文件名（URL 编码），保存时用的文件名" } },
});

/** An HTML page. */
export const pageResponse = (description: string): RawResponse => ({ description, content: { 'text/html': { schema: z.string() } } });

/** No body: a redirect (its Location says where) or the switch to a WebSocket. */
export const emptyResponse = (description: string): RawResponse => ({ description, type: 'null' });

/** A stored upload, served as the type its bytes were checked to be (lib/uploads): any its purpose allows. */
export const uploadResponse = (description: string, purpose: UploadPurpose): RawResponse =>
  fileResponse(
    description,
    UPLOAD_PURPOSES[purpose].types.map((type) => UPLOAD_TYPES[type].mime),
  );

/** A picture the server draws as SVG from its row (nothing is downloaded). */
export const drawnPicture = (what: string): RawResponse => fileResponse(`${what}，按资料绘制的 SVG`, ['image/svg+xml']);

/** The redirect to the picture uploaded in place of a drawn one. */
export const uploadedInstead = (what: string): RawResponse => emptyResponse(`${what}已上传：Location 指向上传的文件`);

/**
 * A multipart upload as lib/uploads/read.ts reads it: the one file in the part `file`, and the short
 * text fields the handler parses itself. Fastify validates no multipart body, so the route declares it
 * as `schema.upload` for the OpenAPI document only (plugins/api-docs.ts makes it the request body).
 */
export interface UploadForm {
  /** What the file is, and the types it may be. */
  file: string;
  fields?: z.ZodObject;
}

declare module 'fastify' {
  interface FastifySchema {
    upload?: UploadForm;
  }
}

/** The upload of `what`: a file of a type `purpose` allows (checked by its bytes) or, without one, any file the call reads itself. */
export function uploadForm(what: string, purpose?: UploadPurpose, fields?: z.ZodObject): UploadForm {
  if (!purpose) return { file: what, fields };
  const { types, maxBytes } = UPLOAD_PURPOSES[purpose];
  const names = types.map((type) => type.toUpperCase()).join('/');
  return { file: `${what}：${names}，不超过 ${maxBytes / 1024 / 1024} MB`, fields };
}
