import { and, count, eq, sql, sum } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { accountManagers, addresses, cartItems, messages, pointsLedger } from '../../db/schema/index.js';

export async function defaultManager(db: DbOrTx) {
  const [row] = await db.select().from(accountManagers).where(sql`${accountManagers.isDefault} <> 0`).limit(1);
  return row;
}

export async function storeCounters(db: DbOrTx, storeId: number) {
  const [cart] = await db.select({ n: count() }).from(cartItems).where(eq(cartItems.storeId, storeId));
  const [unread] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.storeId, storeId), eq(messages.isRead, false)));
  const [points] = await db.select({ n: sum(pointsLedger.points).mapWith(Number) }).from(pointsLedger).where(eq(pointsLedger.storeId, storeId));
  const [addr] = await db
    .select({ a: addresses })
    .from(addresses)
    .where(eq(addresses.storeId, storeId))
    .orderBy(sql`${addresses.isDefault} DESC`, addresses.id)
    .limit(1);
  return { cart: cart?.n ?? 0, unread: unread?.n ?? 0, points: points?.n ?? 0, address: addr?.a };
}
