import { and, asc, count, eq, inArray, lt, notExists, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { accounts, accountStores, afterSales, orders, qualifications, receiptRefusals, stores } from '../../db/schema/index.js';

/** Shipped orders whose shipping is older than `before`, oldest first; an order the buyer refused (拒收) waits while that return stands. */
export function shippedBefore(db: DbOrTx, before: Date, limit: number) {
  const refused = db
    .select({ id: receiptRefusals.id })
    .from(receiptRefusals)
    .innerJoin(afterSales, eq(afterSales.id, receiptRefusals.afterSaleId))
    .where(and(eq(receiptRefusals.orderId, orders.id), inArray(afterSales.status, ['pending', 'approved'])));
  return db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'shipped'), lt(orders.shippedAt, before), notExists(refused)))
    .orderBy(asc(orders.shippedAt))
    .limit(limit);
}

/** Stores whose qualifications wait for review, oldest first, with how many certificates wait with them. */
export function pendingStores(db: DbOrTx) {
  const waiting = db
    .select({ storeId: qualifications.storeId, n: count().as('n') })
    .from(qualifications)
    .where(eq(qualifications.status, 'pending'))
    .groupBy(qualifications.storeId)
    .as('waiting');
  return db
    .select({
      id: stores.id,
      company: stores.company,
      contactName: stores.contactName,
      contactPhone: stores.contactPhone,
      province: stores.province,
      createdAt: stores.createdAt,
      documents: sql<number>`coalesce(${waiting.n}, 0)`.mapWith(Number),
    })
    .from(stores)
    .leftJoin(waiting, eq(waiting.storeId, stores.id))
    .where(eq(stores.qualificationStatus, 'pending'))
    .orderBy(asc(stores.id));
}

/** Stores owned by the login of this phone. */
export async function storeIdsOwnedBy(db: DbOrTx, phone: string): Promise<number[]> {
  const rows = await db
    .select({ id: accountStores.storeId })
    .from(accountStores)
    .innerJoin(accounts, eq(accounts.id, accountStores.accountId))
    .where(and(eq(accounts.phone, phone), eq(accountStores.isOwner, true)))
    .orderBy(accountStores.storeId);
  return rows.map((r) => r.id);
}

export async function lockStoreRow(tx: DbOrTx, id: number) {
  const [row] = await tx
    .select({ id: stores.id, company: stores.company, status: stores.qualificationStatus })
    .from(stores)
    .where(eq(stores.id, id))
    .for('update');
  return row;
}

/** Decides a store's review: the store and the certificates still waiting take the same verdict. */
export async function setReview(tx: DbOrTx, storeId: number, status: 'passed' | 'rejected', reason: string | null): Promise<void> {
  await tx.update(stores).set({ qualificationStatus: status, qualificationReason: reason }).where(eq(stores.id, storeId));
  await tx
    .update(qualifications)
    .set({ status, reason })
    .where(and(eq(qualifications.storeId, storeId), eq(qualifications.status, 'pending')));
}
