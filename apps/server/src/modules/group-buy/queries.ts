/**
 * SQL of group buys. A seat counts while its order is not cancelled; a store has joined once its
 * order is paid. Every change to a group happens under the group's row lock.
 */
import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { groupBuyMembers, groupBuys, orderItems, orders, stores } from '../../db/schema/index.js';

export type GroupRow = typeof groupBuys.$inferSelect;

const seats = sql<number>`count(*) FILTER (WHERE ${orders.status} <> 'cancelled')::int`;
const joined = sql<number>`count(*) FILTER (WHERE ${orders.status} IN ('paid', 'shipped', 'completed'))::int`;

export async function lockGroup(tx: DbOrTx, id: number): Promise<GroupRow | undefined> {
  const [row] = await tx.select().from(groupBuys).where(eq(groupBuys.id, id)).for('update');
  return row;
}

export async function insertGroup(tx: DbOrTx, values: typeof groupBuys.$inferInsert): Promise<GroupRow> {
  const [row] = await tx.insert(groupBuys).values(values).returning();
  return row;
}

export async function insertMember(tx: DbOrTx, values: typeof groupBuyMembers.$inferInsert): Promise<void> {
  await tx.insert(groupBuyMembers).values(values);
}

/** Seats taken and stores paid, per group. */
export async function groupCounts(db: DbOrTx, groupIds: readonly number[]): Promise<Map<number, { seats: number; joined: number }>> {
  if (groupIds.length === 0) return new Map();
  const rows = await db
    .select({ groupId: groupBuyMembers.groupId, seats, joined })
    .from(groupBuyMembers)
    .innerJoin(orders, eq(orders.id, groupBuyMembers.orderId))
    .where(inArray(groupBuyMembers.groupId, [...groupIds]))
    .groupBy(groupBuyMembers.groupId);
  return new Map(rows.map((r) => [r.groupId, { seats: r.seats, joined: r.joined }]));
}

/** Those of these groups the store holds a seat in (its order not cancelled). */
export async function seatedGroupIds(db: DbOrTx, storeId: number, groupIds: readonly number[]): Promise<Set<number>> {
  if (groupIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ groupId: groupBuyMembers.groupId })
    .from(groupBuyMembers)
    .innerJoin(orders, eq(orders.id, groupBuyMembers.orderId))
    .where(
      and(inArray(groupBuyMembers.groupId, [...groupIds]), eq(groupBuyMembers.storeId, storeId), sql`${orders.status} <> 'cancelled'`),
    );
  return new Set(rows.map((r) => r.groupId));
}

/** The open groups of an activity not yet past their time, soonest to expire first, with the opening store's name. */
export function openGroups(db: DbOrTx, activityId: number, limit: number) {
  return db
    .select({ group: groupBuys, leader: stores.company })
    .from(groupBuys)
    .innerJoin(stores, eq(stores.id, groupBuys.leaderStoreId))
    .where(and(eq(groupBuys.activityId, activityId), eq(groupBuys.status, 'open'), sql`${groupBuys.expiresAt} > now()`))
    .orderBy(asc(groupBuys.expiresAt), asc(groupBuys.id))
    .limit(limit);
}

/** The group an order was placed in, if it is a group order. */
export async function groupOfOrder(db: DbOrTx, orderId: number): Promise<number | undefined> {
  const [row] = await db.select({ groupId: groupBuyMembers.groupId }).from(groupBuyMembers).where(eq(groupBuyMembers.orderId, orderId));
  return row?.groupId;
}

/** Completes a group once its paid orders reach its size; answers whether it did now. */
export async function completeIfFull(tx: DbOrTx, group: GroupRow): Promise<boolean> {
  if (group.status !== 'open') return false;
  const counted = (await groupCounts(tx, [group.id])).get(group.id);
  if ((counted?.joined ?? 0) < group.size) return false;
  await tx.update(groupBuys).set({ status: 'completed', completedAt: new Date() }).where(eq(groupBuys.id, group.id));
  return true;
}

export async function markExpired(tx: DbOrTx, groupId: number): Promise<void> {
  await tx.update(groupBuys).set({ status: 'expired' }).where(eq(groupBuys.id, groupId));
}

/** Open groups past their time, oldest first. */
export function dueGroups(db: DbOrTx, limit: number) {
  return db
    .select({ id: groupBuys.id })
    .from(groupBuys)
    .where(and(eq(groupBuys.status, 'open'), lt(groupBuys.expiresAt, sql`now()`)))
    .orderBy(asc(groupBuys.expiresAt))
    .limit(limit);
}

/** The group's orders under their row locks, in id order like every order lock, so the expiry and a payment cannot deadlock. */
export function lockGroupOrders(tx: DbOrTx, groupId: number) {
  return tx
    .select({ order: orders })
    .from(orders)
    .innerJoin(groupBuyMembers, eq(groupBuyMembers.orderId, orders.id))
    .where(eq(groupBuyMembers.groupId, groupId))
    .orderBy(asc(orders.id))
    .for('update', { of: orders });
}

/** The store's seats with their group, goods line and order, newest first. */
export function storeSeats(db: DbOrTx, storeId: number, limit: number) {
  return db
    .select({
      group: groupBuys,
      leader: stores.company,
      orderId: orders.id,
      orderStatus: orders.status,
      goodsName: orderItems.name,
      price: orderItems.price,
      number: orderItems.number,
    })
    .from(groupBuyMembers)
    .innerJoin(groupBuys, eq(groupBuys.id, groupBuyMembers.groupId))
    .innerJoin(stores, eq(stores.id, groupBuys.leaderStoreId))
    .innerJoin(orders, eq(orders.id, groupBuyMembers.orderId))
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(eq(groupBuyMembers.storeId, storeId))
    .orderBy(desc(groupBuyMembers.id))
    .limit(limit);
}
