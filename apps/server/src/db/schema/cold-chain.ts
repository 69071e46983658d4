import { boolean, index, integer, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { stores } from './accounts.js';
import { createdAt, id, tstz } from './columns.js';
import { afterSales, orders } from './orders.js';
import { staff } from './staff.js';

/**
 * The temperature record of a 冷链 shipment (issue 37): readings the warehouse entered or read from the
 * logger's file, at dispatch and on arrival. Temperatures are tenths of °C so 7.5 ℃ stays exact; the
 * out-of-range flag is decided once, against the order's 冷链 range when the reading is recorded.
 */
export const coldChainReadings = pgTable(
  'cold_chain_readings',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** dispatch | arrival */
    stage: varchar('stage', { length: 10 }).notNull(),
    readAt: tstz('read_at').notNull(),
    tempTenths: smallint('temp_tenths').notNull(),
    outOfRange: boolean('out_of_range').notNull(),
    /** manual | file */
    source: varchar('source', { length: 8 }).notNull(),
    recordedBy: integer('recorded_by')
      .notNull()
      .references(() => staff.id),
    createdAt: createdAt(),
  },
  (t) => [index('cold_chain_readings_order_idx').on(t.orderId, t.readAt)],
);

/**
 * A buyer's 拒收 at receipt: the GSP reason and note, and the after-sales request it opened (which keeps
 * its own lifecycle). While that request stands the order is not completed by the daily job.
 */
export const receiptRefusals = pgTable(
  'receipt_refusals',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    afterSaleId: integer('after_sale_id')
      .notNull()
      .references(() => afterSales.id)
      .unique(),
    reason: varchar('reason', { length: 12 }).notNull(),
    note: text('note').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('receipt_refusals_order_idx').on(t.orderId)],
);
