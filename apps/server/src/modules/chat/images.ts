/**
 * Chat pictures: uploaded one at a time before the message that shows them, kept in the store's own
 * folder under DATA_DIR, so a message can only name a picture of its own conversation's store. The
 * message claims its picture (lib/uploads); one never sent is removed a day later.
 */
import { CHAT_IMAGE_NAME, type ChatImageUpload } from '@yc/contracts';
import fs from 'node:fs';
import path from 'node:path';
import type { Db, DbOrTx } from '../../db/client.js';
import { FieldError, notFound } from '../../lib/errors.js';
import { openUploadFile, storedType, uploadPath } from '../../lib/uploads/files.js';
import { checkUpload, type UploadedFile } from '../../lib/uploads/kinds.js';
import { claimUploads, type Uploader } from '../../lib/uploads/ledger.js';
import { saveUpload } from '../../lib/uploads/store.js';

const FOLDER = 'chat';
const GONE = '图片不存在，请重新上传';

/** Where a picture of a store lives, relative to DATA_DIR (what the message row keeps). */
export const chatImagePath = (storeId: number, name: string) => uploadPath(FOLDER, storeId, name);

/** Stores a picture in the store's conversation folder; `urlOf` is where the uploader's side reads it. */
export async function saveChatImage(
  db: Db,
  dataDir: string,
  by: Uploader,
  storeId: number,
  file: UploadedFile | undefined,
  urlOf: (name: string) => string,
): Promise<ChatImageUpload> {
  const checked = await checkUpload(file, 'picture');
  const name = path.posix.basename(await saveUpload(db, dataDir, by, { folder: FOLDER, owner: storeId }, checked));
  return { image: name, url: urlOf(name) };
}

/** The stored path of a picture this store uploaded; a name of another store's (or none) is refused. */
export async function storedChatImage(dataDir: string, storeId: number, name: string): Promise<string> {
  const relative = chatImagePath(storeId, name);
  const stat = await fs.promises.stat(path.join(dataDir, relative)).catch(() => undefined);
  if (!stat?.isFile()) throw new FieldError('image', GONE);
  return relative;
}

/** The message's claim on its picture, in the message's transaction; a picture already removed as unsent is refused. */
export async function claimChatImage(tx: DbOrTx, relative: string): Promise<void> {
  if ((await claimUploads(tx, [relative])).length === 0) throw new FieldError('image', GONE);
}

/** A picture of this store's conversation; any other name (another store's folder, a path) is not found. */
export async function chatImageFile(dataDir: string, storeId: number, name: string): Promise<{ stream: fs.ReadStream; mime: string }> {
  if (!CHAT_IMAGE_NAME.test(name)) throw notFound('图片');
  const relative = chatImagePath(storeId, name);
  const type = storedType(relative);
  const stream = type && (await openUploadFile(dataDir, relative, FOLDER));
  if (!type || !stream) throw notFound('图片');
  return { stream, mime: type.mime };
}
