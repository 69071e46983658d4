import { and, count, desc, eq } from 'drizzle-orm';
import type { AfterSaleStatus } from '@yc/contracts';
import type { DbOrTx } from '../../db/client.js';
import type { PageSlice } from '../../db/paging.js';
import { withTotal } from '../../db/paging.js';
import { afterSaleEvents, afterSales, orders } from '../../db/schema/index.js';
import { orderMatches } from '../orders/queries.js';

export type RequestRow = typeof afterSales.$inferSelect;

/** A request with what its views need of its order. */
const withOrder = { request: afterSales, orderNo: orders.orderNo, payMethod: orders.payMethod };
export type RequestWithOrder = { request: RequestRow; orderNo: string; payMethod: string | null };

export async function insertRequest(tx: DbOrTx, row: typeof afterSales.$inferInsert): Promise<RequestRow> {
  const [inserted] = await tx.insert(afterSales).values(row).returning();
  return inserted;
}

/** The one status write of requests, called by transition.ts alone; the `from` condition makes a stale row's move a loud failure. */
export async function moveRequest(
  tx: DbOrTx,
  request: RequestRow,
  to: AfterSaleStatus,
  set: Omit<Partial<typeof afterSales.$inferInsert>, 'status' | 'id' | 'storeId' | 'orderId'>,
): Promise<void> {
  const moved = await tx
    .update(afterSales)
    .set({ ...set, status: to })
    .where(and(eq(afterSales.id, request.id), eq(afterSales.status, request.status)))
    .returning({ id: afterSales.id });
  if (moved.length !== 1) throw new Error(`request ${request.id} was not ${request.status} when moving to ${to}: read it under its row lock`);
}

export async function addRequestEvent(tx: DbOrTx, afterSaleId: number, status: string, text: string, actor: string): Promise<void> {
  await tx.insert(afterSaleEvents).values({ afterSaleId, status, text, actor });
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
