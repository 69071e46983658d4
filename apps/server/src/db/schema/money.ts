import { RECHARGE_STATUSES } from '@yc/contracts';
import { index, integer, pgEnum, pgTable, text, uniqueIndex, varchar, date } from 'drizzle-orm/pg-core';
import { stores } from './accounts.js';
import { createdAt, fen, id, tstz } from './columns.js';

/** Append-only wallet ledger: a balance is the sum of its rows, never a column updated in place. */
export const walletLedger = pgTable(
  'wallet_ledger',
  {
    id: id(),
    storeId: integer('store_id').notNull().references(() => stores.id),
    /** Signed fen: recharge and refund positive, payment negative. */
    amount: fen('amount').notNull(),
    /** recharge | pay | refund | cashback | adjust */
    useType: varchar('use_type', { length: 12 }).notNull(),
    refType: varchar('ref_type', { length: 16 }).notNull(),
    refId: integer('ref_id').notNull(),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('wallet_ledger_store_idx').on(t.storeId, t.createdAt),
    uniqueIndex('wallet_ledger_once_idx').on(t.refType, t.refId, t.useType),
  ],
);

/** Payment-term credit (账期): the terms of a store. */
export const creditAccounts = pgTable('credit_accounts', {
  storeId: integer('store_id').primaryKey().references(() => stores.id),
  limit: fen('limit').notNull(),
  termDays: integer('term_days').notNull().default(30),
});

/** Append-only credit ledger: use is positive debt, repayment and refund negative. */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: id(),
    storeId: integer('store_id').notNull().references(() => stores.id),
    amount: fen('amount').notNull(),
    /** use | repay | refund */
    type: varchar('type', { length: 10 }).notNull(),
    refType: varchar('ref_type', { length: 16 }).notNull(),
    refId: integer('ref_id').notNull(),
    dueDate: date('due_date'),
    createdAt: createdAt(),
  },
  (t) => [index('credit_ledger_store_idx').on(t.storeId, t.createdAt), uniqueIndex('credit_ledger_once_idx').on(t.refType, t.refId, t.type)],
);

export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: id(),
    storeId: integer('store_id').notNull().references(() => stores.id),
    points: integer('points').notNull(),
    /** order | exchange | draw | adjust */
    reason: varchar('reason', { length: 16 }).notNull(),
    refId: integer('ref_id').notNull().default(0),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('points_ledger_store_idx').on(t.storeId, t.createdAt)],
);

export const rechargeStatus = pgEnum('recharge_status', RECHARGE_STATUSES);

export const rechargeOrders = pgTable(
  'recharge_orders',
  {
    id: id(),
    storeId: integer('store_id').notNull().references(() => stores.id),
    amount: fen('amount').notNull(),
    status: rechargeStatus('status').notNull().default('pending'),
    paidAt: tstz('paid_at'),
    createdAt: createdAt(),
  },
  (t) => [index('recharge_orders_store_idx').on(t.storeId)],
);
