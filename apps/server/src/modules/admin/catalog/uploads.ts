/** The one file of a console upload (the multipart part named `file`), checked for what it must be. */
import type { FastifyRequest } from 'fastify';
import { FieldError } from '../../../lib/errors.js';
import { uploadKind } from '../../images/uploads.js';
import { NO_FILE, readUpload } from '../../qualification/upload.js';
import type { CheckedFile } from './goods-media.js';

/** A picture (jpg or png) or, with `allowPdf`, a PDF: checked by name and by its bytes. */
export async function uploadedPicture(request: FastifyRequest, allowPdf = false): Promise<CheckedFile> {
  const { file } = await readUpload(request);
  if (!file) throw new FieldError('file', NO_FILE);
  const kind = uploadKind(file.name, file.data, allowPdf);
  if (!kind) throw new FieldError('file', allowPdf ? '只能上传 JPG、PNG 图片或 PDF 文件' : '只能上传 JPG 或 PNG 图片');
  return { kind, data: file.data };
}

/** Any file (the bulk import reads it itself) with its name. */
export async function uploadedFile(request: FastifyRequest): Promise<{ name: string; data: Buffer }> {
  const { file } = await readUpload(request);
  if (!file || file.data.length === 0) throw new FieldError('file', NO_FILE);
  return file;
}
