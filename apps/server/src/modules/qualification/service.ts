import {
  EXPIRY_WARNING_DAYS,
  QUALIFICATION_STATUS_TEXT,
  QUALIFICATION_TYPES,
  UPLOAD_TYPES,
  type Qualification,
  type QualificationList,
  type QualificationUploadFields,
} from '@yc/contracts';
import type fs from 'node:fs';
import type { Db } from '../../db/client.js';
import type { qualifications } from '../../db/schema/index.js';
import { chinaToday } from '../../lib/china-day.js';
import { FieldError, notFound } from '../../lib/errors.js';
import type { AuthContext } from '../../plugins/session.js';
import { openUploadFile } from '../../lib/uploads/files.js';
import { checkUpload, type UploadedFile } from '../../lib/uploads/kinds.js';
import { claimUploads } from '../../lib/uploads/ledger.js';
import { removeUpload, saveUpload } from '../../lib/uploads/store.js';
import * as q from './queries.js';

const DAY = 86_400_000;

const fileUrl = (id: number) => `/api/user/zizhi/${id}/file`;

/** A certificate as the buyer (and, with its own download url, the console) reads it. */
export function qualificationView(r: typeof qualifications.$inferSelect, today: string, urlOf: (id: number) => string = fileUrl): Qualification {
  const expiresAt = r.expiresAt ? r.expiresAt.toISOString().slice(0, 10) : null;
  const daysLeft = expiresAt ? Math.round((Date.parse(expiresAt) - Date.parse(today)) / DAY) : null;
  return {
    id: r.id,
    type: r.type,
    number: r.number,
    status: r.status,
    status_text: QUALIFICATION_STATUS_TEXT[r.status] ?? r.status,
    reason: r.reason,
    expires_at: expiresAt,
    days_left: daysLeft,
    expired: daysLeft !== null && daysLeft < 0 ? 1 : 0,
    expiry_warning: daysLeft !== null && daysLeft <= EXPIRY_WARNING_DAYS ? 1 : 0,
    file_url: r.filePath ? urlOf(r.id) : null,
    file_name: r.fileName,
    created_at: r.createdAt.toISOString(),
  };
}

export async function listQualifications(db: Db, auth: AuthContext): Promise<QualificationList> {
  const [review, rows] = await Promise.all([q.storeReview(db, auth.storeId), q.currentQualifications(db, auth.storeId)]);
  const status = review?.status ?? 'pending';
  const today = chinaToday();
  return {
    status,
    status_text: QUALIFICATION_STATUS_TEXT[status] ?? status,
    is_passed: status === 'passed' ? 1 : 0,
    reason: review?.reason ?? null,
    types: [...QUALIFICATION_TYPES],
    list: rows.map((r) => qualificationView(r, today)),
  };
}

/** Files an uploaded scan for the session's store: a picture or a PDF by content, stored under a random name. */
export async function uploadQualification(
  db: Db,
  dataDir: string,
  auth: AuthContext,
  fields: QualificationUploadFields,
  file: UploadedFile | undefined,
): Promise<Qualification> {
  if (fields.expires_at < chinaToday()) throw new FieldError('expires_at', '证件已过期，请上传在有效期内的证件');
  const checked = await checkUpload(file, 'document');
  const filePath = await saveUpload(db, dataDir, { kind: 'store', id: auth.storeId }, { folder: 'qualifications', owner: auth.storeId }, checked);
  const row = await db
    .transaction(async (tx) => {
      await claimUploads(tx, [filePath]);
      return q.fileQualification(tx, {
        storeId: auth.storeId,
        type: fields.type,
        number: fields.number,
        filePath,
        fileName: (file?.name ?? '').slice(-200),
        mime: UPLOAD_TYPES[checked.type].mime,
        size: checked.data.length,
        expiresAt: new Date(`${fields.expires_at}T00:00:00Z`),
        status: 'pending',
      });
    })
    .catch(async (err: unknown) => {
      await removeUpload(db, dataDir, filePath);
      throw err;
    });
  return qualificationView(row, chinaToday());
}

/** The scan of a certificate of the session's store; another store's id is not found. */
export const qualificationFile = (db: Db, dataDir: string, auth: AuthContext, id: number) => storeQualificationFile(db, dataDir, auth.storeId, id);

/** The scan of a certificate of this store (the console reads any store's). */
export async function storeQualificationFile(
  db: Db,
  dataDir: string,
  storeId: number,
  id: number,
): Promise<{ stream: fs.ReadStream; mime: string; fileName: string }> {
  const row = await q.findQualification(db, storeId, id);
  const stream = row?.filePath ? await openUploadFile(dataDir, row.filePath, 'qualifications') : undefined;
  if (!row || !stream) throw notFound('证件文件');
  return { stream, mime: row.mime, fileName: row.fileName };
}
