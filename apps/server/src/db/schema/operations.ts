import { integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz } from './columns.js';
import { staff } from './staff.js';

/** One row of a bulk price and stock file as it was read: fen and units, or null where the file leaves it unchanged. */
export interface GoodsImportRow {
  /** The row's line in the file (the header is line 1). */
  line: number;
  sku: string;
  priceFen: number | null;
  stock: number | null;
  /** Why the row cannot be applied; empty for a valid row. */
  errors: string[];
}

/**
 * A bulk price and stock update: read and checked at upload (the preview), applied once later.
 * Keeping the rows here lets any API process apply what another one previewed.
 */
export const goodsImports = pgTable('goods_imports', {
  id: id(),
  staffId: integer('staff_id')
    .notNull()
    .references(() => staff.id),
  fileName: varchar('file_name', { length: 200 }).notNull(),
  rows: jsonb('rows').$type<GoodsImportRow[]>().notNull(),
  appliedAt: tstz('applied_at'),
  createdAt: createdAt(),
});

/** A message the console sent to stores: one `messages` row per store it reached. */
export const messageBroadcasts = pgTable('message_broadcasts', {
  id: id(),
  staffId: integer('staff_id')
    .notNull()
    .references(() => staff.id),
  type: varchar('type', { length: 20 }).notNull(),
  title: varchar('title', { length: 200 }).notNull(),
  content: text('content').notNull(),
  /** all: every store; stores: the stores picked. */
  audience: varchar('audience', { length: 10 }).notNull(),
  recipients: integer('recipients').notNull(),
  createdAt: createdAt(),
});
