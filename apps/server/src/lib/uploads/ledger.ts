/** The uploads table: the daily quota, the claim a record makes on a file, and the files nobody claimed. */
import { UPLOAD_DAILY_BYTES, UPLOAD_DAILY_FILES, UPLOAD_MESSAGES, Code } from '@yc/contracts';
import { and, count, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { uploads } from '../../db/schema/index.js';
import { BizError } from '../errors.js';

/** Who uploads: a store (whichever member of it) or a staff member. */
export interface Uploader {
  kind: 'store' | 'staff';
  id: number;
}

const chinaDayStart = sql`(date_trunc('day', now() AT TIME ZONE 'Asia/Shanghai') AT TIME ZONE 'Asia/Shanghai')`;

/**
 * Records a file about to be written, refused (429) once the uploader's China day holds
 * UPLOAD_DAILY_FILES files or would pass UPLOAD_DAILY_BYTES. One uploader's uploads count one after
 * another under a transaction lock, so concurrent ones (on any process) never pass the quota together.
 */
export async function recordUpload(db: Db, by: Uploader, path: string, bytes: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`uploads:${by.kind}:${by.id}`}))`);
    const [used] = await tx
      .select({ files: count(), bytes: sql<number>`coalesce(sum(${uploads.bytes}), 0)`.mapWith(Number) })
      .from(uploads)
      .where(and(eq(uploads.uploaderKind, by.kind), eq(uploads.uploaderId, by.id), gte(uploads.createdAt, chinaDayStart)));
    if (used.files >= UPLOAD_DAILY_FILES || used.bytes + bytes > UPLOAD_DAILY_BYTES) {
      throw new BizError(Code.TOO_MANY, UPLOAD_MESSAGES.quota, 429);
    }
    await tx.insert(uploads).values({ path, uploaderKind: by.kind, uploaderId: by.id, bytes });
  });
}

/**
 * Marks files as used by a record, in the record's own transaction (a claimed file is never an
 * orphan); answers the paths it found recorded, already claimed or not.
 */
export async function claimUploads(tx: DbOrTx, paths: readonly string[]): Promise<string[]> {
  if (paths.length === 0) return [];
  const rows = await tx
    .update(uploads)
    .set({ claimedAt: sql`coalesce(${uploads.claimedAt}, now())` })
    .where(inArray(uploads.path, [...paths]))
    .returning({ path: uploads.path });
  return rows.map((r) => r.path);
}

export async function forgetUpload(db: DbOrTx, path: string): Promise<void> {
  await db.delete(uploads).where(eq(uploads.path, path));
}

/**
 * Takes the records of up to `limit` files nobody claimed, uploaded before `before`, and answers
 * their paths. Rows a claim holds are skipped, and a claim waiting on a row taken here finds it gone,
 * so a file is either claimed or removed, never both.
 */
export async function takeOrphans(db: DbOrTx, before: Date, limit: number): Promise<string[]> {
  const oldest = db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(isNull(uploads.claimedAt), lt(uploads.createdAt, before)))
    .orderBy(uploads.createdAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db.delete(uploads).where(inArray(uploads.id, oldest)).returning({ path: uploads.path });
  return rows.map((r) => r.path);
}
