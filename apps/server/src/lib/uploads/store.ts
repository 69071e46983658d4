/**
 * Keeping uploads: a checked file is counted against its uploader's quota and written; the record
 * that uses it claims it in its own transaction; a file nobody claimed within a day is removed.
 *
 * Why claims rather than scanning what records reference: the ten places that keep a file name it
 * in five forms (paths, public addresses, bare names); a claim is made once, where the record is
 * written, in the same transaction, so a file in use is never taken for an orphan, and files from
 * before the table existed (never recorded) are never touched.
 */
import type { Db, DbOrTx } from '../../db/client.js';
import { newUploadPath, removeUploadFile, writeUploadFile, type UploadFolder } from './files.js';
import type { CheckedUpload } from './kinds.js';
import { forgetUpload, recordUpload, takeOrphans, type Uploader } from './ledger.js';

/** Unclaimed uploads older than this are orphans: an upload waits this long for its message or request. */
export const ORPHAN_AFTER_MS = 24 * 3_600_000;
const ORPHAN_BATCH = 500;

/** Counts the file against the uploader's daily quota and stores it under `folder`/`owner`; answers its path under DATA_DIR. */
export async function saveUpload(
  db: Db,
  dataDir: string,
  by: Uploader,
  place: { folder: UploadFolder; owner: number },
  file: CheckedUpload,
): Promise<string> {
  const relative = newUploadPath(place.folder, place.owner, file.type);
  await recordUpload(db, by, relative, file.data.length);
  try {
    await writeUploadFile(dataDir, relative, file.data);
  } catch (err) {
    await forgetUpload(db, relative);
    throw err;
  }
  return relative;
}

/** Removes a stored file and its record (a file replaced, a picture deleted, a save that failed). */
export async function removeUpload(db: DbOrTx, dataDir: string, relative: string): Promise<void> {
  await removeUploadFile(dataDir, relative);
  await forgetUpload(db, relative);
}

/** The orphan job: removes files no record claimed within ORPHAN_AFTER_MS of their upload; answers how many. */
export async function removeOrphanUploads(db: Db, dataDir: string, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - ORPHAN_AFTER_MS);
  let removed = 0;
  for (;;) {
    const paths = await takeOrphans(db, before, ORPHAN_BATCH);
    for (const relative of paths) await removeUploadFile(dataDir, relative);
    removed += paths.length;
    if (paths.length < ORPHAN_BATCH) return removed;
  }
}
