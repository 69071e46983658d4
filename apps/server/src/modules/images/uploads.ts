/**
 * Files the console uploads for the storefront to show: goods pictures, ad pictures and quality
 * reports. They are public (GET /api/img/upload/{kind}/{owner}/{file}) and never change once
 * written (a new upload gets a new random name), so they are cached for good.
 */
import path from 'node:path';
import { fileKind, openScan, removeScan, saveScan, storedKind, type ScanFolder } from '../qualification/files.js';

export const PUBLIC_UPLOADS = { goods: 'goods-images', ad: 'ad-images', report: 'quality-reports' } as const satisfies Record<
  string,
  ScanFolder
>;
export type PublicUploadKind = keyof typeof PUBLIC_UPLOADS;

type FileKind = NonNullable<ReturnType<typeof fileKind>>;

const FILE_RE = /^[0-9a-f]{32}\.(png|jpg|pdf)$/;
const URL_RE = /^\/api\/img\/upload\/(goods|ad|report)\/(\d+)\/([0-9a-f]{32}\.(?:png|jpg|pdf))$/;

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

export const isPublicUpload = (url: string): boolean => URL_RE.test(url);

/** The stored file and its type; undefined when there is none. */
export async function openPublicUpload(dataDir: string, kind: PublicUploadKind, ownerId: number, file: string) {
  const type = storedKind(file);
  if (!type || !isUploadFileName(file)) return undefined;
  const stream = await openScan(dataDir, relativeOf(kind, ownerId, file), PUBLIC_UPLOADS[kind]);
  return stream && { mime: type.mime, stream };
}
