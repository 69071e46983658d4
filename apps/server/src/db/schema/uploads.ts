import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz } from './columns.js';

/**
 * Every file a store or a staff member uploaded (lib/uploads): counted against the uploader's daily
 * quota, and, when no record claimed it within 24 hours, removed with its file by the orphan job.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: id(),
    /** Relative to DATA_DIR, as the record that uses it keeps it: uploads/<folder>/<owner>/<random>.<ext>. */
    path: text('path').notNull().unique(),
    /** store | staff */
    uploaderKind: varchar('uploader_kind', { length: 8 }).notNull(),
    uploaderId: integer('uploader_id').notNull(),
    bytes: integer('bytes').notNull(),
    /** Set in the transaction of the record that first used the file (a message, a request, a certificate…). */
    claimedAt: tstz('claimed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('uploads_uploader_day_idx').on(t.uploaderKind, t.uploaderId, t.createdAt),
    index('uploads_unclaimed_idx').on(t.createdAt).where(sql`${t.claimedAt} IS NULL`),
  ],
);
