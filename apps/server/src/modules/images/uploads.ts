/**
 * Files the console uploads for the storefront to show: goods pictures, ad pictures, quality
 * reports, brand logos, category icons and points-mall gift pictures. They are public (GET /api/img/upload/{kind}/{owner}/{file}) and never change once
 * written (a new upload gets a new random name), so they are cached for good.
 */
import { STORED_UPLOAD_NAME } from '@yc/contracts';
import path from 'node:path';
import type { Db, DbOrTx } from '../../db/client.js';
import { openUploadFile, storedType, uploadPath, type UploadFolder } from '../../lib/uploads/files.js';
import type { CheckedUpload } from '../../lib/uploads/kinds.js';
import { claimUploads, type Uploader } from '../../lib/uploads/ledger.js';
import { removeUpload, saveUpload } from '../../lib/uploads/store.js';

export const PUBLIC_UPLOADS = {
  goods: 'goods-images',
  ad: 'ad-images',
  report: 'quality-reports',
  brand: 'brand-logos',
  category: 'category-icons',
  points: 'points-goods-images',
} as const satisfies Record<string, UploadFolder>;
export type PublicUploadKind = keyof typeof PUBLIC_UPLOADS;

const URL_RE = /^\/api\/img\/upload\/(goods|ad|report|brand|category|points)\/(\d+)\/([0-9a-f]{32}\.(?:jpg|png|webp|gif|pdf))$/;

/** The stored path behind an address savePublicUpload gave; undefined for any other address (a drawn picture, a link). */
function storedPathOf(url: string): string | undefined {
  const m = URL_RE.exec(url);
  return m ? uploadPath(PUBLIC_UPLOADS[m[1] as PublicUploadKind], Number(m[2]), m[3]) : undefined;
}

/** Stores the file under the id of what it shows, counted against the staff member's quota, and answers its public address. */
export async function savePublicUpload(
  db: Db,
  dataDir: string,
  by: Uploader,
  kind: PublicUploadKind,
  ownerId: number,
  file: CheckedUpload,
): Promise<string> {
  const relative = await saveUpload(db, dataDir, by, { folder: PUBLIC_UPLOADS[kind], owner: ownerId }, file);
  return `/api/img/upload/${kind}/${ownerId}/${path.posix.basename(relative)}`;
}

/** Marks an uploaded address as in use, in the transaction that writes it into its row. */
export async function claimPublicUpload(tx: DbOrTx, url: string): Promise<void> {
  const relative = storedPathOf(url);
  if (relative) await claimUploads(tx, [relative]);
}

/** Removes the file behind an address savePublicUpload gave; any other address is left alone. */
export async function removePublicUpload(db: DbOrTx, dataDir: string, url: string): Promise<void> {
  const relative = storedPathOf(url);
  if (relative) await removeUpload(db, dataDir, relative);
}

/**
 * Puts `url` (an upload just saved, or a drawn address) where an old address was: `change` writes it
 * (claiming it, see claimPublicUpload) and answers the address it replaced. When the change fails the
 * new file goes; once it is in, the old one does (a drawn address is left alone).
 */
export async function replacePublicUpload(db: Db, dataDir: string, url: string, change: () => Promise<string>): Promise<void> {
  let before: string;
  try {
    before = await change();
  } catch (err) {
    await removePublicUpload(db, dataDir, url);
    throw err;
  }
  if (before !== url) await removePublicUpload(db, dataDir, before);
}

/** Saves `file` and lets `change` put its address in place of the old one, as replacePublicUpload does. */
export async function uploadInPlace(
  db: Db,
  dataDir: string,
  by: Uploader,
  place: { kind: PublicUploadKind; ownerId: number },
  file: CheckedUpload,
  change: (url: string) => Promise<string>,
): Promise<string> {
  const url = await savePublicUpload(db, dataDir, by, place.kind, place.ownerId, file);
  await replacePublicUpload(db, dataDir, url, () => change(url));
  return url;
}

export const isPublicUpload = (url: string): boolean => URL_RE.test(url);

/** The stored file and its type; undefined when there is none. */
export async function openPublicUpload(dataDir: string, kind: PublicUploadKind, ownerId: number, file: string) {
  const type = storedType(file);
  if (!type || !STORED_UPLOAD_NAME.test(file)) return undefined;
  const stream = await openUploadFile(dataDir, uploadPath(PUBLIC_UPLOADS[kind], ownerId, file), PUBLIC_UPLOADS[kind]);
  return stream && { mime: type.mime, stream };
}
