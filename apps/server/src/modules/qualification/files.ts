/**
 * Scans on disk under DATA_DIR/uploads/<folder>/<storeId>/, named at random: qualification
 * certificates, the signed receipts of 含麻 orders, the pictures of returns and after-sales, and chat pictures;
 * and, under the id of what they show, the console's goods pictures, ads and quality reports.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export type ScanFolder =
  | 'qualifications'
  | 'hm-receipts'
  | 'after-sales'
  | 'chat'
  | 'goods-images'
  | 'ad-images'
  | 'quality-reports'
  | 'brand-logos'
  | 'category-icons'
  | 'points-goods-images';
const UPLOADS = 'uploads';

/** What the bytes are, whatever the name says: a renamed executable is not an image. */
const KINDS = [
  { ext: 'png', names: ['png'], mime: 'image/png', magic: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { ext: 'jpg', names: ['jpg', 'jpeg'], mime: 'image/jpeg', magic: Buffer.from([0xff, 0xd8, 0xff]) },
  { ext: 'pdf', names: ['pdf'], mime: 'application/pdf', magic: Buffer.from('%PDF-', 'latin1') },
] as const;

type FileKind = (typeof KINDS)[number];

/** The kind both the name's extension and the leading bytes agree on; undefined otherwise. */
export function fileKind(name: string, data: Buffer): FileKind | undefined {
  const ext = path.extname(name).slice(1).toLowerCase();
  return KINDS.find((k) => (k.names as readonly string[]).includes(ext) && data.subarray(0, k.magic.length).equals(k.magic));
}

/** The kind a stored scan was saved as, from the extension saveScan gave it. */
export function storedKind(relative: string): FileKind | undefined {
  const ext = path.extname(relative).slice(1);
  return KINDS.find((k) => k.ext === ext);
}

/** Writes the scan and answers its path relative to DATA_DIR, which is what the database keeps. */
export async function saveScan(
  dataDir: string,
  storeId: number,
  kind: FileKind,
  data: Buffer,
  folder: ScanFolder = 'qualifications',
): Promise<string> {
  const relative = path.posix.join(UPLOADS, folder, String(storeId), `${crypto.randomBytes(16).toString('hex')}.${kind.ext}`);
  const absolute = path.join(dataDir, relative);
  await fs.promises.mkdir(path.dirname(absolute), { recursive: true });
  await fs.promises.writeFile(absolute, data, { flag: 'wx' });
  return relative;
}

export async function removeScan(dataDir: string, relative: string): Promise<void> {
  await fs.promises.rm(path.join(dataDir, relative), { force: true });
}

/** A readable stream of a stored scan; undefined when the path leaves the upload folder or the file is gone. */
export async function openScan(
  dataDir: string,
  relative: string,
  folder: ScanFolder = 'qualifications',
): Promise<fs.ReadStream | undefined> {
  const root = path.join(dataDir, UPLOADS, folder) + path.sep;
  const absolute = path.resolve(dataDir, relative);
  if (!absolute.startsWith(root)) return undefined;
  const stat = await fs.promises.stat(absolute).catch(() => undefined);
  return stat?.isFile() ? fs.createReadStream(absolute) : undefined;
}
