/** What an upload is, by its content: the one check every upload route passes. */
import { UPLOAD_MESSAGES, UPLOAD_PURPOSES, UPLOAD_TYPES, type UploadPurpose, type UploadType } from '@yc/contracts';
import { fileTypeFromBuffer } from 'file-type';
import path from 'node:path';
import { FieldError } from '../errors.js';

export interface UploadedFile {
  name: string;
  /** The type the client declared for the part. */
  mimetype: string;
  data: Buffer;
}

/** A file whose content was found to be `type`, of a type its purpose allows. */
export interface CheckedUpload {
  type: UploadType;
  data: Buffer;
}

const TYPES = Object.keys(UPLOAD_TYPES) as UploadType[];
/** Declared types that say nothing (a client that does not know), and the old names browsers still send for JPEG. */
const UNDECLARED = new Set(['', 'application/octet-stream']);
const JPEG_ALIASES = new Set(['image/jpg', 'image/pjpeg']);

async function contentType(data: Buffer): Promise<UploadType | undefined> {
  const found = await fileTypeFromBuffer(data);
  return found && TYPES.find((t) => UPLOAD_TYPES[t].mime === found.mime);
}

const nameAgrees = (name: string, type: UploadType): boolean =>
  (UPLOAD_TYPES[type].names as readonly string[]).includes(path.extname(name).slice(1).toLowerCase());

function declaredAgrees(mimetype: string, type: UploadType): boolean {
  const declared = mimetype.toLowerCase();
  return UNDECLARED.has(declared) || declared === UPLOAD_TYPES[type].mime || (type === 'jpg' && JPEG_ALIASES.has(declared));
}

/**
 * The file as its purpose allows it: present, within the purpose's size, of an allowed type by its
 * bytes, and named and declared as that type (a PNG called .pdf, or HTML called .png, is refused).
 */
export async function checkUpload(file: UploadedFile | undefined, purpose: UploadPurpose): Promise<CheckedUpload> {
  if (!file || file.data.length === 0) throw new FieldError('file', UPLOAD_MESSAGES.missing);
  const rule = UPLOAD_PURPOSES[purpose];
  if (file.data.length > rule.maxBytes) throw new FieldError('file', UPLOAD_MESSAGES.tooLarge(rule.maxBytes));
  const type = await contentType(file.data);
  const allowed: readonly UploadType[] = rule.types;
  if (!type || !allowed.includes(type) || !nameAgrees(file.name, type) || !declaredAgrees(file.mimetype, type)) {
    throw new FieldError('file', rule.refusal);
  }
  return { type, data: file.data };
}
