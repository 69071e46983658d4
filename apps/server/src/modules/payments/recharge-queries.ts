import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { rechargeOrders } from '../../db/schema/index.js';

export async function insertRecharge(tx: DbOrTx, storeId: number, amount: number) {
  const [row] = await tx.insert(rechargeOrders).values({ storeId, amount }).returning();
  return row;
}

export async function markRechargePaid(tx: DbOrTx, id: number): Promise<void> {
  await tx.update(rechargeOrders).set({ status: 'paid', paidAt: new Date() }).where(and(eq(rechargeOrders.id, id), eq(rechargeOrders.status, 'pending')));
}

export async function findRecharge(db: DbOrTx, storeId: number, id: number) {
  const [row] = await db
    .select()
    .from(rechargeOrders)
    .where(and(eq(rechargeOrders.id, id), eq(rechargeOrders.storeId, storeId)));
  return row;
}

export const recentRecharges = (db: DbOrTx, storeId: number) =>
  db.select().from(rechargeOrders).where(eq(rechargeOrders.storeId, storeId)).orderBy(desc(rechargeOrders.id)).limit(10);
