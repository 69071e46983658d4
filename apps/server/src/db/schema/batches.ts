import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, pgEnum, pgTable, primaryKey, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { BATCH_LEDGER_KINDS, BATCH_STATUSES } from '@yc/contracts';
import { goods } from './catalog.js';
import { createdAt, id, tstz } from './columns.js';
import { afterSales, orderItems, orders } from './orders.js';
import { staff } from './staff.js';

export const batchStatus = pgEnum('batch_status', BATCH_STATUSES);
export const batchLedgerKind = pgEnum('batch_ledger_kind', BATCH_LEDGER_KINDS);

/**
 * Stock per batch (批号) of a goods. A goods row is stocked in one warehouse (goods.warehouse_id), so
 * its batches are in that warehouse. `quantity` is on the shelf and free to sell; `reserved` is
 * allocated to orders not shipped yet. goods.stock is the sum of `quantity` over sellable batches,
 * and goods.expiry_from/to span their expiry dates: both written in the transaction that changes a batch.
 */
export const goodsBatches = pgTable(
  'goods_batches',
  {
    id: id(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    batchNo: varchar('batch_no', { length: 30 }).notNull(),
    producedOn: date('produced_on').notNull(),
    expiresOn: date('expires_on').notNull(),
    quantity: integer('quantity').notNull(),
    reserved: integer('reserved').notNull().default(0),
    status: batchStatus('status').notNull().default('sellable'),
    /** Why the warehouse locked the batch (a recall), or why the job did (expired). */
    lockReason: text('lock_reason').notNull().default(''),
    /** 检验报告 files (their public addresses). */
    reports: varchar('reports', { length: 120 })
      .array()
      .notNull()
      .default(sql`'{}'::varchar[]`),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('goods_batches_goods_no_idx').on(t.goodsId, t.batchNo),
    // FEFO walks a goods' batches by expiry.
    index('goods_batches_fefo_idx').on(t.goodsId, t.expiresOn, t.id),
    // The daily job finds sellable batches past their date without a scan.
    index('goods_batches_sellable_expiry_idx')
      .on(t.expiresOn)
      .where(sql`${t.status} = 'sellable'`),
    // The 效期看板 reads batches still holding units by expiry, whatever their status; emptied batches stay out of it.
    index('goods_batches_on_hand_expiry_idx')
      .on(t.expiresOn)
      .where(sql`${t.quantity} + ${t.reserved} > 0`),
    check('goods_batches_quantity_check', sql`${t.quantity} >= 0`),
    check('goods_batches_reserved_check', sql`${t.reserved} >= 0`),
    check('goods_batches_dates_check', sql`${t.expiresOn} > ${t.producedOn}`),
  ],
);

/**
 * Every change of a batch, never rewritten: a batch's quantity is the sum of its quantity_delta, its
 * reserved units the sum of reserved_delta. Who (actorText) and why on every row.
 */
export const batchLedger = pgTable(
  'batch_ledger',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => goodsBatches.id),
    goodsId: integer('goods_id').notNull(),
    kind: batchLedgerKind('kind').notNull(),
    quantityDelta: integer('quantity_delta').notNull().default(0),
    reservedDelta: integer('reserved_delta').notNull().default(0),
    orderId: integer('order_id').references(() => orders.id),
    afterSaleId: integer('after_sale_id').references(() => afterSales.id),
    actor: varchar('actor', { length: 32 }).notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('batch_ledger_batch_idx').on(t.batchId), index('batch_ledger_order_idx').on(t.orderId)],
);

/** The batches each order line was allocated (FEFO at checkout), and how many of them came back by return. */
export const orderLineBatches = pgTable(
  'order_line_batches',
  {
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id),
    batchId: integer('batch_id')
      .notNull()
      .references(() => goodsBatches.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    quantity: integer('quantity').notNull(),
    returned: integer('returned').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.orderItemId, t.batchId] }),
    index('order_line_batches_order_idx').on(t.orderId),
    check('order_line_batches_quantity_check', sql`${t.quantity} > 0`),
    check('order_line_batches_returned_check', sql`${t.returned} >= 0 AND ${t.returned} <= ${t.quantity}`),
  ],
);

/** One row of a 入库 file as read and checked: what it would receive, or why it cannot. */
export interface BatchImportRow {
  line: number;
  sku: string;
  goodsId: number | null;
  batchNo: string;
  producedOn: string;
  expiresOn: string;
  quantity: number | null;
  errors: string[];
}

/** A 入库 file (CSV/XLSX) previewed with its per-row errors, then applied once. */
export const batchImports = pgTable('batch_imports', {
  id: id(),
  staffId: integer('staff_id')
    .notNull()
    .references(() => staff.id),
  fileName: varchar('file_name', { length: 200 }).notNull(),
  rows: jsonb('rows').$type<BatchImportRow[]>().notNull(),
  appliedAt: tstz('applied_at'),
  createdAt: createdAt(),
});
