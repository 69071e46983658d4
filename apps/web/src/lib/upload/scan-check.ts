import { UPLOAD_MESSAGES, UPLOAD_PURPOSES, UPLOAD_TYPES, uploadAccept, type UploadType } from '@yc/contracts';

/** The leading bytes of each type the server keeps (a WEBP's RIFF header is enough here; the server reads the whole signature). */
const MAGIC: Record<UploadType, readonly number[]> = {
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpg: [0xff, 0xd8, 0xff],
  webp: [...'RIFF'].map((c) => c.charCodeAt(0)),
  gif: [...'GIF8'].map((c) => c.charCodeAt(0)),
  pdf: [...'%PDF-'].map((c) => c.charCodeAt(0)),
};

/** The server's own messages (lib/uploads), so the buyer reads one wording. */
export const SCAN_MESSAGES = {
  missing: UPLOAD_MESSAGES.missing,
  kind: UPLOAD_PURPOSES.document.refusal,
  size: UPLOAD_MESSAGES.tooLarge(UPLOAD_PURPOSES.document.maxBytes),
} as const;

export const SCAN_ACCEPT = uploadAccept('document');

/** Pictures only (chat, the photos of a return, the console's pictures): the server refuses a PDF there. */
export const PICTURE = { accept: uploadAccept('picture'), kind: UPLOAD_PURPOSES.picture.refusal } as const;

const extensionOf = (name: string): string => /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

async function leadingBytes(file: Blob, count: number): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, count).arrayBuffer());
}

/** Why the server would refuse this scan (or, with `pictureOnly`, this picture), checked before it is sent; null when it would take it. */
export async function scanRefusal(file: File | undefined, { pictureOnly = false } = {}): Promise<string | null> {
  if (!file || file.size === 0) return SCAN_MESSAGES.missing;
  const rule = UPLOAD_PURPOSES[pictureOnly ? 'picture' : 'document'];
  const allowed: readonly UploadType[] = rule.types;
  const type = allowed.find((t) => (UPLOAD_TYPES[t].names as readonly string[]).includes(extensionOf(file.name)));
  if (!type) return rule.refusal;
  if (file.size > rule.maxBytes) return UPLOAD_MESSAGES.tooLarge(rule.maxBytes);
  const head = await leadingBytes(file, MAGIC[type].length);
  return MAGIC[type].every((byte, index) => head[index] === byte) ? null : rule.refusal;
}
