import { UPLOAD_MAX_BYTES } from '@yc/contracts';

/** The kinds the server keeps (qualification/files.ts): the name's extension and the leading bytes must agree. */
const KINDS = [
  { names: ['png'], magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { names: ['jpg', 'jpeg'], magic: [0xff, 0xd8, 0xff] },
  { names: ['pdf'], magic: [...'%PDF-'].map((c) => c.charCodeAt(0)) },
] as const;

/** The server's own messages (qualification/upload.ts, service.ts), so the buyer reads one wording. */
export const SCAN_MESSAGES = {
  missing: '请选择要上传的文件',
  kind: '仅支持上传 jpg、png、pdf 格式的文件',
  size: `文件大小不能超过${UPLOAD_MAX_BYTES / 1024 / 1024}MB`,
} as const;

export const SCAN_ACCEPT = '.jpg,.jpeg,.png,.pdf';

/** Pictures only (the photos of a return or after-sales request): the server refuses a PDF there. */
export const PICTURE = { accept: '.jpg,.jpeg,.png', kind: '仅支持上传 jpg、png 格式的图片' } as const;

const extensionOf = (name: string): string => /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

async function leadingBytes(file: Blob, count: number): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, count).arrayBuffer());
}

/** Why the server would refuse this scan (or, with `pictureOnly`, this picture), checked before it is sent; null when it would take it. */
export async function scanRefusal(file: File | undefined, { pictureOnly = false } = {}): Promise<string | null> {
  if (!file || file.size === 0) return SCAN_MESSAGES.missing;
  const kindMessage = pictureOnly ? PICTURE.kind : SCAN_MESSAGES.kind;
  const kind = KINDS.find((k) => (k.names as readonly string[]).includes(extensionOf(file.name)) && !(pictureOnly && k.names[0] === 'pdf'));
  if (!kind) return kindMessage;
  if (file.size > UPLOAD_MAX_BYTES) return SCAN_MESSAGES.size;
  const head = await leadingBytes(file, kind.magic.length);
  return kind.magic.every((byte, index) => head[index] === byte) ? null : kindMessage;
}
