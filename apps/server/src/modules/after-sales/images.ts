/**
 * Pictures a buyer shows with a return or after-sales request: uploaded one at a time before the
 * request, kept under the store's own folder, and named in the request by the address they are read
 * back at. A store reads and names only its own pictures: the folder comes from the session, never
 * from the address. The request claims its pictures (lib/uploads); ones never sent go a day later.
 */
import { AFTER_SALE_IMAGE_PATH, type AfterSaleImage } from '@yc/contracts';
import type fs from 'node:fs';
import path from 'node:path';
import type { Db, DbOrTx } from '../../db/client.js';
import { FieldError, notFound } from '../../lib/errors.js';
import { openUploadFile, storedType, uploadExists, uploadPath } from '../../lib/uploads/files.js';
import { checkUpload, type UploadedFile } from '../../lib/uploads/kinds.js';
import { claimUploads } from '../../lib/uploads/ledger.js';
import { saveUpload } from '../../lib/uploads/store.js';
import type { AuthContext } from '../../plugins/session.js';

const FOLDER = 'after-sales';
const GONE = '图片不存在，请重新上传';

const stored = (storeId: number, name: string) => uploadPath(FOLDER, storeId, name);
const storedOf = (auth: Pick<AuthContext, 'storeId'>, urls: readonly string[]) =>
  [...new Set(urls)].map((url) => stored(auth.storeId, url.slice(AFTER_SALE_IMAGE_PATH.length)));

export async function uploadImage(db: Db, dataDir: string, auth: AuthContext, file: UploadedFile | undefined): Promise<AfterSaleImage> {
  const checked = await checkUpload(file, 'picture');
  const saved = await saveUpload(db, dataDir, { kind: 'store', id: auth.storeId }, { folder: FOLDER, owner: auth.storeId }, checked);
  return { url: AFTER_SALE_IMAGE_PATH + path.posix.basename(saved) };
}

/** A picture of the session's store; another store's is not found. */
export async function imageFile(dataDir: string, auth: Pick<AuthContext, 'storeId'>, name: string): Promise<{ stream: fs.ReadStream; mime: string }> {
  const relative = stored(auth.storeId, name);
  const type = storedType(relative);
  const stream = type && (await openUploadFile(dataDir, relative, FOLDER));
  if (!type || !stream) throw notFound('图片');
  return { stream, mime: type.mime };
}

/** Every picture a request names must be one this store uploaded (the contract has checked the names' form). */
export async function assertImagesStored(dataDir: string, auth: AuthContext, urls: readonly string[]): Promise<void> {
  for (const relative of storedOf(auth, urls)) {
    if (!(await uploadExists(dataDir, relative))) throw new FieldError('images', GONE);
  }
}

/** The request's claim on its pictures, in the request's transaction; a picture already removed as unsent is refused. */
export async function claimImages(tx: DbOrTx, auth: AuthContext, urls: readonly string[]): Promise<void> {
  const paths = storedOf(auth, urls);
  if ((await claimUploads(tx, paths)).length !== paths.length) throw new FieldError('images', GONE);
}
