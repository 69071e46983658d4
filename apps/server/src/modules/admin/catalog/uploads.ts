/** The one file of a console upload (the multipart part named `file`), checked for what it must be. */
import multipart from '@fastify/multipart';
import { UPLOAD_MAX_BYTES } from '@yc/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FieldError } from '../../../lib/errors.js';
import type { Db, Tx } from '../../../db/client.js';
import { uploadInPlace, uploadKind, type PublicUploadKind } from '../../images/uploads.js';
import type { Actor } from '../audit/audit.js';
import type { rowWrites } from '../row-writes.js';
import { NO_FILE, readUpload } from '../../qualification/upload.js';
import type { CheckedFile } from './goods-media.js';

/** Multipart for the uploads of the area that registers it (one file, a few short fields), no wider. */
export const acceptUploads = (app: FastifyInstance) =>
  app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 5 } });

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

/**
 * Puts an uploaded picture in place of a row's (its `picture`), audited as `{entity}.{action}`; the
 * upload is kept under `kind`/`owner`, and the picture it replaces goes if it was an upload too.
 */
export async function uploadRowPicture<R>(
  db: Db,
  dataDir: string,
  staff: Actor,
  row: { rows: ReturnType<typeof rowWrites<R>>; id: number; action: string; kind: PublicUploadKind; owner: number },
  file: CheckedFile,
  picture: (row: R) => string,
  write: (tx: Tx, url: string) => Promise<unknown>,
): Promise<string> {
  await row.rows.existing(db, row.id);
  return uploadInPlace(dataDir, row.kind, row.owner, file, (url) =>
    row.rows.update(
      db,
      staff,
      row.id,
      async (tx, before) => {
        await write(tx, url);
        return picture(before);
      },
      row.action,
    ),
  );
}
