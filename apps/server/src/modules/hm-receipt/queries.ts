import { HM_RECEIPT_DUE_DAYS } from '@yc/contracts';
import { and, count, desc, eq, inArray, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { PageSlice } from '../../db/paging.js';
import { withTotal } from '../../db/paging.js';
import { orders } from '../../db/schema/index.js';

/**
 * A 含麻 order shipped more than HM_RECEIPT_DUE_DAYS ago whose signed receipt is not accepted yet: its
 * arrival is unconfirmed, which the wholesaler must chase (the console's 逾期未确认 and its work queue).
 */
export const receiptOverdue = and(
  eq(orders.isHm, true),
  isNull(orders.hmReceiptReviewedAt),
  inArray(orders.status, ['shipped', 'completed']),
  lt(orders.shippedAt, sql`now() - make_interval(days => ${HM_RECEIPT_DUE_DAYS})`),
);

/** The store's 含麻 orders that were not cancelled: a cancelled one never needs a receipt. */
export function hmOrderPage(db: DbOrTx, storeId: number, slice: PageSlice) {
  const where = and(eq(orders.storeId, storeId), eq(orders.isHm, true), ne(orders.status, 'cancelled'));
  return withTotal(
    db.select().from(orders).where(where).orderBy(desc(orders.id)).limit(slice.limit).offset(slice.offset),
    db.select({ n: count() }).from(orders).where(where),
  );
}

/** The 采购人 the store's newest 含麻 order recorded, other than `exceptOrderId`: offered to the next one. */
export async function lastHmBuyer(db: DbOrTx, storeId: number, exceptOrderId: number) {
  const [row] = await db
    .select({ name: orders.hmBuyerName, idNo: orders.hmBuyerIdNo })
    .from(orders)
    .where(and(eq(orders.storeId, storeId), ne(orders.id, exceptOrderId), isNotNull(orders.hmBuyerName), isNotNull(orders.hmBuyerIdNo)))
    .orderBy(desc(orders.id))
    .limit(1);
  return row && row.name && row.idNo ? { name: row.name, idNo: row.idNo } : undefined;
}
