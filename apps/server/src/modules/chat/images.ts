/**
 * Chat pictures: uploaded one at a time before the message that shows them (jpg or png by content,
 * as qualification scans are checked), kept in the store's own folder under DATA_DIR, so a message
 * can only name a picture of its own conversation's store.
 */
import { CHAT_IMAGE_NAME, type ChatImageUpload } from '@yc/contracts';
import fs from 'node:fs';
import path from 'node:path';
import { FieldError, notFound } from '../../lib/errors.js';
import { fileKind, openScan, saveScan, storedKind } from '../qualification/files.js';
import { NO_FILE, type UploadedFile } from '../qualification/upload.js';

const FOLDER = 'chat';
const PICTURE_KINDS: readonly string[] = ['png', 'jpg'];
export const PICTURE_ONLY = '仅支持发送 jpg、png 格式的图片';

/** Where a picture of a store lives, relative to DATA_DIR (what the message row keeps). */
export const chatImagePath = (storeId: number, name: string) => path.posix.join('uploads', FOLDER, String(storeId), name);

/** Stores a picture in the store's conversation folder; `urlOf` is where the uploader's side reads it. */
export async function saveChatImage(
  dataDir: string,
  storeId: number,
  file: UploadedFile | undefined,
  urlOf: (name: string) => string,
): Promise<ChatImageUpload> {
  if (!file || file.data.length === 0) throw new FieldError('file', NO_FILE);
  const kind = fileKind(file.name, file.data);
  if (!kind || !PICTURE_KINDS.includes(kind.ext)) throw new FieldError('file', PICTURE_ONLY);
  const name = path.posix.basename(await saveScan(dataDir, storeId, kind, file.data, FOLDER));
  return { image: name, url: urlOf(name) };
}

/** The stored path of a picture this store uploaded; a name of another store's (or none) is refused. */
export async function storedChatImage(dataDir: string, storeId: number, name: string): Promise<string> {
  const relative = chatImagePath(storeId, name);
  const stat = await fs.promises.stat(path.join(dataDir, relative)).catch(() => undefined);
  if (!stat?.isFile()) throw new FieldError('image', '图片不存在，请重新上传');
  return relative;
}

/** A picture of this store's conversation; any other name (another store's folder, a path) is not found. */
export async function chatImageFile(dataDir: string, storeId: number, name: string): Promise<{ stream: fs.ReadStream; mime: string }> {
  if (!CHAT_IMAGE_NAME.test(name)) throw notFound('图片');
  const relative = chatImagePath(storeId, name);
  const kind = storedKind(relative);
  const stream = kind && (await openScan(dataDir, relative, FOLDER));
  if (!kind || !stream) throw notFound('图片');
  return { stream, mime: kind.mime };
}
