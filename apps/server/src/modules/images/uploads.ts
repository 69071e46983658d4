/**
 * Files the console uploads for the storefront to show: goods pictures, ad pictures, quality
 * reports, brand logos, category icons and points-mall gift pictures. They are public (GET /api/img/upload/{kind}/{owner}/{file}) and never change once
 * written (a new upload gets a new random name), so they are cached for good.
 */
import path from 'node:path';
import { fileKind, openScan, removeScan, saveScan, storedKind, type ScanFolder } from '../qualification/files.js';

export const PUBLIC_UPLOADS = {
  goods: 'goods-images',
  ad: 'ad-images',
  report: 'quality-reports',
  brand: 'brand-logos',
  category: 'category-icons',
  points: 'points-goods-images',
} as const satisfies Record<string, ScanFolder>;
export type PublicUploadKind = keyof typeof PUBLIC_UPLOADS;

type FileKind = NonNullable<ReturnType<typeof fileKind>>;

const FILE_RE = /^[0-9a-f]{32}\.(png|jpg|pdf)$/;
const URL_RE = /^\/api\/img\/upload\/(goods|ad|report|brand|category|points)\/(\d+)\/([0-9a-f]{32}\.(?:png|jpg|pdf))$/;

export const isUploadFileName = (file: string): boolean => FILE_RE.test(file);

const relativeOf = (kind: PublicUploadKind, ownerId: number, file: string) =>
  path.posix.join('uploads', PUBLIC_UPLOADS[kind], String(ownerId), file);

/** Pictures (jpg, png) and, where allowed, PDF: checked by name and bytes alike. */
export function uploadKind(name: string, data: Buffer, allowPdf: boolean): FileKind | undefined {
  const kind = fileKind(name, data);
  return kind && (allowPdf || kind.ext !== 'pdf') ? kind : undefined;
}

/** Stores the file under the id of what it shows and answers its public address. */
export async function savePublicUpload(
  dataDir: string,
  kind: PublicUploadKind,
  ownerId: number,
  file: FileKind,
  data: Buffer,
): Promise<string> {
  const relative = await saveScan(dataDir, ownerId, file, data, PUBLIC_UPLOADS[kind]);
  return `/api/img/upload/${kind}/${ownerId}/${path.posix.basename(relative)}`;
}

/** Removes the file behind an address savePublicUpload gave; any other address (a drawn picture, a link) is left alone. */
export async function removePublicUpload(dataDir: string, url: string): Promise<void> {
  const m = URL_RE.exec(url);
  if (m) await removeScan(dataDir, relativeOf(m[1] as PublicUploadKind, Number(m[2]), m[3]));
}

/**
 * Puts `url` (an upload just saved, or a drawn address) where an old address was: `change` writes it
 * and answers the address it replaced. When the change fails the new file goes; once it is in, the
 * old one does (a drawn address is left alone).
 */
export async function replacePublicUpload(dataDir: string, url: string, change: () => Promise<string>): Promise<void> {
  let before: string;
  try {
    before = await change();
  } catch (err) {
    await removePublicUpload(dataDir, url);
    throw err;
  }
  if (before !== url) await removePublicUpload(dataDir, before);
}

/** Saves `file` and lets `change` put its address in place of the old one, as replacePublicUpload does. */
export async function uploadInPlace(
  dataDir: string,
  kind: PublicUploadKind,
  ownerId: number,
  file: { kind: FileKind; data: Buffer },
  change: (url: string) => Promise<string>,
): Promise<string> {
  const url = await savePublicUpload(dataDir, kind, ownerId, file.kind, file.data);
  await replacePublicUpload(dataDir, url, () => change(url));
  return url;
}

export const isPublicUpload = (url: string): boolean => URL_RE.test(url);

/** The stored file and its type; undefined when there is none. */
export async function openPublicUpload(dataDir: string, kind: PublicUploadKind, ownerId: number, file: string) {
  const type = storedKind(file);
  if (!type || !isUploadFileName(file)) return undefined;
  const stream = await openScan(dataDir, relativeOf(kind, ownerId, file), PUBLIC_UPLOADS[kind]);
  return stream && { mime: type.mime, stream };
}
