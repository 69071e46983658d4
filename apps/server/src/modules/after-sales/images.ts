/**
 * Pictures a buyer shows with a return or after-sales request: uploaded one at a time before the
 * request (jpg or png by content, as qualification scans are checked), kept under the store's own
 * folder, and named in the request by the address they are read back at. A store reads and names
 * only its own pictures: the folder comes from the session, never from the address.
 */
import { AFTER_SALE_IMAGE_PATH, type AfterSaleImage } from '@yc/contracts';
import fs from 'node:fs';
import path from 'node:path';
import { FieldError, notFound } from '../../lib/errors.js';
import type { AuthContext } from '../../plugins/session.js';
import { fileKind, openScan, saveScan, storedKind } from '../qualification/files.js';
import { NO_FILE, type UploadedFile } from '../qualification/upload.js';

const FOLDER = 'after-sales';
const PICTURE_KINDS: readonly string[] = ['png', 'jpg'];

const stored = (storeId: number, name: string) => path.posix.join('uploads', FOLDER, String(storeId), name);

export async function uploadImage(dataDir: string, auth: AuthContext, file: UploadedFile | undefined): Promise<AfterSaleImage> {
  if (!file || file.data.length === 0) throw new FieldError('file', NO_FILE);
  const kind = fileKind(file.name, file.data);
  if (!kind || !PICTURE_KINDS.includes(kind.ext)) throw new FieldError('file', '仅支持上传 jpg、png 格式的图片');
  const saved = await saveScan(dataDir, auth.storeId, kind, file.data, FOLDER);
  return { url: AFTER_SALE_IMAGE_PATH + path.posix.basename(saved) };
}

/** A picture of the session's store; another store's is not found. */
export async function imageFile(dataDir: string, auth: Pick<AuthContext, 'storeId'>, name: string): Promise<{ stream: fs.ReadStream; mime: string }> {
  const relative = stored(auth.storeId, name);
  const kind = storedKind(relative);
  const stream = kind && (await openScan(dataDir, relative, FOLDER));
  if (!kind || !stream) throw notFound('图片');
  return { stream, mime: kind.mime };
}

/** Every picture a request names must be one this store uploaded (the contract has checked the names' form). */
export async function assertImagesStored(dataDir: string, auth: AuthContext, urls: readonly string[]): Promise<void> {
  for (const url of urls) {
    const file = path.join(dataDir, stored(auth.storeId, url.slice(AFTER_SALE_IMAGE_PATH.length)));
    const stat = await fs.promises.stat(file).catch(() => undefined);
    if (!stat?.isFile()) throw new FieldError('images', '图片不存在，请重新上传');
  }
}
