/** 对账单 (issue 19): a store's 财务 confirms a month's statement or disputes a line of it; the account manager answers disputes. */
import { index, integer, jsonb, pgEnum, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import { STATEMENT_DISPUTE_STATUSES } from '@yc/contracts';
import { accounts, stores } from './accounts.js';
import { createdAt, id, tstz } from './columns.js';
import { staff } from './staff.js';

export const statementDisputeStatus = pgEnum('statement_dispute_status', STATEMENT_DISPUTE_STATUSES);

/** A month the store confirmed (对账确认), with the closing figures it agreed to; a month is confirmed once. */
export const statementConfirmations = pgTable(
  'statement_confirmations',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    /** YYYY-MM, China time. */
    month: varchar('month', { length: 7 }).notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    /** Fen (points as points): what the statement closed at when it was confirmed. */
    closing: jsonb('closing').$type<{ wallet: number; credit: number; points: number }>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.month] })],
);

/** A line of a month's statement the store disputes, with its note, until the account manager answers it. */
export const statementDisputes = pgTable(
  'statement_disputes',
  {
    id: id(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    month: varchar('month', { length: 7 }).notNull(),
    /** The line's key in the statement (`wallet:12`, `online-refund:7`). */
    lineKey: varchar('line_key', { length: 40 }).notNull(),
    /** The line as the store saw it, so the console reads it without recomputing the month. */
    lineText: text('line_text').notNull(),
    note: text('note').notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    status: statementDisputeStatus('status').notNull().default('open'),
    reply: text('reply'),
    staffId: integer('staff_id').references(() => staff.id),
    resolvedAt: tstz('resolved_at'),
    createdAt: createdAt(),
  },
  (t) => [index('statement_disputes_store_idx').on(t.storeId, t.month), index('statement_disputes_status_idx').on(t.status, t.createdAt)],
);
