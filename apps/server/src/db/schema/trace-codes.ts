import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { stores } from './accounts.js';
import { goods } from './catalog.js';
import { id, tstz } from './columns.js';
import { orderItems, orders } from './orders.js';
import { staff } from './staff.js';

/**
 * 药品追溯码 the warehouse scanned into an order's line at outbound (issue 37), in the normalised form
 * of parseTraceCode. A box leaves once: the code is unique among rows not returned, so two scans of one
 * code into two orders cannot both stand, whichever transaction commits first. A returned box's row keeps
 * its history and frees the code to ship again.
 */
export const traceCodes = pgTable(
  'trace_codes',
  {
    id: id(),
    code: text('code').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    /** The batch the code says (GS1 AI 10) or the line's only batch; null when neither is known. */
    batchNo: varchar('batch_no', { length: 30 }),
    /** The buyer's store, so a buyer's reads stay in their store without a join. */
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    scannedBy: integer('scanned_by')
      .notNull()
      .references(() => staff.id),
    scannedAt: tstz('scanned_at').notNull().defaultNow(),
    returnedAt: tstz('returned_at'),
  },
  (t) => [
    uniqueIndex('trace_codes_shipped_code_idx')
      .on(t.code)
      .where(sql`${t.returnedAt} IS NULL`),
    index('trace_codes_order_idx').on(t.orderId, t.orderItemId),
  ],
);
