/** SQL of moving an order line's units from one batch onto another (the warehouse's batch override). */
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { goodsBatches, orderLineBatches } from '../../db/schema/index.js';

export async function batchById(tx: DbOrTx, id: number): Promise<typeof goodsBatches.$inferSelect | undefined> {
  const [row] = await tx.select().from(goodsBatches).where(eq(goodsBatches.id, id));
  return row;
}

/** The line's record of `from` goes; its units join the line's record of `to` (made when the line holds none of it yet). */
export async function shiftLineBatch(
  tx: DbOrTx,
  line: { orderId: number; orderItemId: number },
  from: number,
  to: number,
  n: number,
): Promise<void> {
  await tx.delete(orderLineBatches).where(and(eq(orderLineBatches.orderItemId, line.orderItemId), eq(orderLineBatches.batchId, from)));
  await tx
    .insert(orderLineBatches)
    .values({ orderItemId: line.orderItemId, batchId: to, orderId: line.orderId, quantity: n })
    .onConflictDoUpdate({
      target: [orderLineBatches.orderItemId, orderLineBatches.batchId],
      set: { quantity: sql`${orderLineBatches.quantity} + excluded.quantity` },
    });
}
