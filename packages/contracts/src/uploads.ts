/**
 * What the store and the console may upload, shared by the server (which checks the bytes) and the
 * pages (which check before sending). A file's type is what its content is; its name and declared
 * type must agree with that.
 */
import { z } from './zod.js';
import { UPLOAD_MAX_BYTES } from './account.js';

/** The types kept: the extension the stored file gets, the names a client may give it, the type it is served as. */
export const UPLOAD_TYPES = {
  jpg: { names: ['jpg', 'jpeg'], mime: 'image/jpeg' },
  png: { names: ['png'], mime: 'image/png' },
  webp: { names: ['webp'], mime: 'image/webp' },
  gif: { names: ['gif'], mime: 'image/gif' },
  pdf: { names: ['pdf'], mime: 'application/pdf' },
} as const;
export type UploadType = keyof typeof UPLOAD_TYPES;

/**
 * Per purpose: the types allowed, the most bytes (documents keep the pictures' 5 MB, the stricter of
 * the two limits already in force) and the refusal naming what is allowed.
 */
export const UPLOAD_PURPOSES = {
  /** Chat pictures, return photos, goods pictures, logos, icons, gift and ad pictures. */
  picture: { types: ['jpg', 'png', 'webp', 'gif'], maxBytes: UPLOAD_MAX_BYTES, refusal: '文件类型不支持，请上传 JPG/PNG/WEBP/GIF 图片' },
  /** Certificates, signed 含麻 receipts, quality reports: a scan as a picture or a PDF. */
  document: {
    types: ['jpg', 'png', 'webp', 'gif', 'pdf'],
    maxBytes: UPLOAD_MAX_BYTES,
    refusal: '文件类型不支持，请上传 JPG/PNG/WEBP/GIF 图片或 PDF 文件',
  },
} as const satisfies Record<string, { types: readonly UploadType[]; maxBytes: number; refusal: string }>;
export type UploadPurpose = keyof typeof UPLOAD_PURPOSES;

/** The `accept` of a file input for a purpose: every name its types may carry. */
export const uploadAccept = (purpose: UploadPurpose): string =>
  UPLOAD_PURPOSES[purpose].types.flatMap((t) => UPLOAD_TYPES[t].names.map((n) => `.${n}`)).join(',');

/** A stored upload's name: random hex and the type its bytes proved to be (a picture's, or any). */
export const STORED_PICTURE_NAME = /^[0-9a-f]{32}\.(jpg|png|webp|gif)$/;
export const STORED_UPLOAD_NAME = /^[0-9a-f]{32}\.(jpg|png|webp|gif|pdf)$/;

/** How much one store or one staff member may upload in a China day. */
export const UPLOAD_DAILY_FILES = 200;
export const UPLOAD_DAILY_BYTES = 200 * 1024 * 1024;

/** What an upload answers: the address the stored file is served at. */
export const UploadedUrl = z.object({ url: z.string() });

export const UPLOAD_MESSAGES = {
  missing: '请选择要上传的文件',
  tooLarge: (maxBytes: number) => `文件大小不能超过${maxBytes / 1024 / 1024}MB`,
  quota: '今日上传已达上限，请明天再试',
} as const;
