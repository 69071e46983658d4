import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { afterSales, coldChainReadings, goods, orderItems, orders, receiptRefusals, stores } from '../../db/schema/index.js';

/** Every line of the order in line order, with its goods' 冷链 range (null columns when it needs none). */
export function orderLinesWithCold(db: DbOrTx, orderId: number) {
  return db
    .select({ id: orderItems.id, name: orderItems.name, coldMinC: goods.coldMinC, coldMaxC: goods.coldMaxC })
    .from(orderItems)
    .innerJoin(goods, eq(goods.id, orderItems.goodsId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
}

export function readingsOf(db: DbOrTx, orderId: number) {
  return db
    .select()
    .from(coldChainReadings)
    .where(eq(coldChainReadings.orderId, orderId))
    .orderBy(asc(coldChainReadings.readAt), asc(coldChainReadings.id));
}

export async function insertReadings(tx: DbOrTx, rows: (typeof coldChainReadings.$inferInsert)[]): Promise<void> {
  // 2000 readings of 7 columns stay far below the 65535 bind parameters of one statement.
  if (rows.length) await tx.insert(coldChainReadings).values(rows);
}

/** The order's refusals with the state of the request each opened, newest first. */
export function refusalsOf(db: DbOrTx, orderId: number) {
  return db
    .select({ refusal: receiptRefusals, status: afterSales.status })
    .from(receiptRefusals)
    .innerJoin(afterSales, eq(afterSales.id, receiptRefusals.afterSaleId))
    .where(eq(receiptRefusals.orderId, orderId))
    .orderBy(asc(receiptRefusals.id));
}

export async function insertRefusal(tx: DbOrTx, row: typeof receiptRefusals.$inferInsert): Promise<void> {
  await tx.insert(receiptRefusals).values(row);
}

/** The order as the console reaches it: an account manager only within the stores on their card (null: every store). */
export async function staffOrder(db: DbOrTx, id: number, managerId: number | null) {
  const [row] = await db
    .select({ order: orders })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(and(eq(orders.id, id), managerId === null ? undefined : eq(stores.managerId, managerId)));
  return row?.order;
}
