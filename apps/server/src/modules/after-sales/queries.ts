import { and, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { afterSaleEvents, afterSales, orders } from '../../db/schema/index.js';
import type { PageSlice } from '../catalog/queries.js';
import { withTotal } from '../catalog/queries.js';
import { orderMatches } from '../order/queries.js';

export type RequestRow = typeof afterSales.$inferSelect;

/** A request with what its views need of its order. */
const withOrder = { request: afterSales, orderNo: orders.orderNo, payMethod: orders.payMethod };
export type RequestWithOrder = { request: RequestRow; orderNo: string; payMethod: string | null };

export async function insertRequest(tx: DbOrTx, row: typeof afterSales.$inferInsert): Promise<RequestRow> {
  const [inserted] = await tx.insert(afterSales).values(row).returning();
  return inserted;
}

export async function updateRequest(tx: DbOrTx, id: number, set: Partial<typeof afterSales.$inferInsert>): Promise<RequestRow> {
  const [row] = await tx.update(afterSales).set(set).where(eq(afterSales.id, id)).returning();
  return row;
}

export async function addRequestEvent(tx: DbOrTx, afterSaleId: number, status: string, text: string): Promise<void> {
  await tx.insert(afterSaleEvents).values({ afterSaleId, status, text });
}

/** Reads a request under a row lock: of this store for the buyer, of any store (storeId undefined) for an operator. */
export async function lockRequest(tx: DbOrTx, id: number, storeId?: number): Promise<RequestRow | undefined> {
  const [row] = await tx
    .select()
    .from(afterSales)
    .where(and(eq(afterSales.id, id), storeId === undefined ? undefined : eq(afterSales.storeId, storeId)))
    .for('update');
  return row;
}

export async function findRequest(db: DbOrTx, storeId: number, id: number): Promise<RequestWithOrder | undefined> {
  const [row] = await db
    .select(withOrder)
    .from(afterSales)
    .innerJoin(orders, eq(orders.id, afterSales.orderId))
    .where(and(eq(afterSales.id, id), eq(afterSales.storeId, storeId)));
  return row;
}

export async function requestPage(db: DbOrTx, storeId: number, f: { type?: string; keywords?: string }, slice: PageSlice) {
  const where = and(eq(afterSales.storeId, storeId), f.type === undefined ? undefined : eq(afterSales.type, f.type), orderMatches(f.keywords));
  return withTotal(
    db
      .select(withOrder)
      .from(afterSales)
      .innerJoin(orders, eq(orders.id, afterSales.orderId))
      .where(where)
      .orderBy(desc(afterSales.id))
      .limit(slice.limit)
      .offset(slice.offset),
    db.select({ n: count() }).from(afterSales).innerJoin(orders, eq(orders.id, afterSales.orderId)).where(where),
  );
}

export function requestsOfOrder(db: DbOrTx, orderId: number) {
  return db.select().from(afterSales).where(eq(afterSales.orderId, orderId)).orderBy(desc(afterSales.id));
}

export function requestEvents(db: DbOrTx, afterSaleId: number) {
  return db
    .select()
    .from(afterSaleEvents)
    .where(eq(afterSaleEvents.afterSaleId, afterSaleId))
    .orderBy(afterSaleEvents.createdAt, afterSaleEvents.id);
}
