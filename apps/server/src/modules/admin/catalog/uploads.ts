/** The one file of a console upload (the multipart part named `file`), checked for what it must be. */
import { UPLOAD_MESSAGES, type UploadPurpose } from '@yc/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../../db/client.js';
import { FieldError } from '../../../lib/errors.js';
import { checkUpload, type CheckedUpload, type UploadedFile } from '../../../lib/uploads/kinds.js';
import type { Uploader } from '../../../lib/uploads/ledger.js';
import { readUpload } from '../../../lib/uploads/read.js';
import { claimPublicUpload, uploadInPlace, type PublicUploadKind } from '../../images/uploads.js';
import type { Actor } from '../shared/audit.js';
import type { rowWrites } from '../shared/row-writes.js';

/** A staff member's uploads count against their own daily quota. */
export const staffUploader = (staff: Actor): Uploader => ({ kind: 'staff', id: staff.staffId });

/** The uploaded file, of a type `purpose` allows by its content. */
export async function uploadedFor(request: FastifyRequest, purpose: UploadPurpose): Promise<CheckedUpload> {
  return checkUpload((await readUpload(request)).file, purpose);
}

/** Any file (the bulk import reads and checks it itself, and keeps none) with its name. */
export async function uploadedFile(request: FastifyRequest): Promise<UploadedFile> {
  const { file } = await readUpload(request);
  if (!file || file.data.length === 0) throw new FieldError('file', UPLOAD_MESSAGES.missing);
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
  file: CheckedUpload,
  picture: (row: R) => string,
  write: (tx: Tx, url: string) => Promise<unknown>,
): Promise<string> {
  await row.rows.existing(db, row.id);
  return uploadInPlace(db, dataDir, staffUploader(staff), { kind: row.kind, ownerId: row.owner }, file, (url) =>
    row.rows.update(
      db,
      staff,
      row.id,
      async (tx, before) => {
        await write(tx, url);
        await claimPublicUpload(tx, url);
        return picture(before);
      },
      row.action,
    ),
  );
}
