/**
 * Uploaded files on disk under DATA_DIR/uploads/<folder>/<owner>/, named at random: qualification
 * certificates, signed 含麻 receipts, return and after-sales pictures, chat pictures and the tax
 * system's 数电票 files under the store's id; the console's goods pictures, ads, quality reports,
 * logos, icons and gift pictures under the id of what they show.
 */
import { UPLOAD_TYPES, type UploadType } from '@yc/contracts';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export type UploadFolder =
  | 'qualifications'
  | 'hm-receipts'
  | 'after-sales'
  | 'chat'
  | 'goods-images'
  | 'ad-images'
  | 'quality-reports'
  | 'brand-logos'
  | 'category-icons'
  | 'points-goods-images'
  | 'tax-invoices';
export const UPLOADS_ROOT = 'uploads';

/** Where a file of this folder and owner lives, relative to DATA_DIR (what the database keeps). */
export const uploadPath = (folder: UploadFolder, owner: number, name: string): string =>
  path.posix.join(UPLOADS_ROOT, folder, String(owner), name);

/** A fresh random path for a file of this type. */
export const newUploadPath = (folder: UploadFolder, owner: number, type: UploadType): string =>
  uploadPath(folder, owner, `${crypto.randomBytes(16).toString('hex')}.${type}`);

/** The type a stored file was saved as, from the extension its path got; undefined for any other name. */
export function storedType(relative: string): { type: UploadType; mime: string } | undefined {
  const ext = path.extname(relative).slice(1);
  return Object.hasOwn(UPLOAD_TYPES, ext) ? { type: ext as UploadType, mime: UPLOAD_TYPES[ext as UploadType].mime } : undefined;
}

export async function writeUploadFile(dataDir: string, relative: string, data: Buffer): Promise<void> {
  const absolute = path.join(dataDir, relative);
  await fs.promises.mkdir(path.dirname(absolute), { recursive: true });
  await fs.promises.writeFile(absolute, data, { flag: 'wx' });
}

export async function removeUploadFile(dataDir: string, relative: string): Promise<void> {
  await fs.promises.rm(path.join(dataDir, relative), { force: true });
}

/** Whether the path names a file that is there. */
export async function uploadExists(dataDir: string, relative: string): Promise<boolean> {
  const stat = await fs.promises.stat(path.join(dataDir, relative)).catch(() => undefined);
  return stat?.isFile() ?? false;
}

/** A readable stream of a stored file; undefined when the path leaves the folder or the file is gone. */
export async function openUploadFile(dataDir: string, relative: string, folder: UploadFolder): Promise<fs.ReadStream | undefined> {
  const root = path.join(dataDir, UPLOADS_ROOT, folder) + path.sep;
  const absolute = path.resolve(dataDir, relative);
  if (!absolute.startsWith(root)) return undefined;
  return (await uploadExists(dataDir, relative)) ? fs.createReadStream(absolute) : undefined;
}
