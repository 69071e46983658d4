/**
 * The waiting work of each kind: how much there is and the longest-waiting few. `managerId` narrows
 * a kind to the stores of one account-manager card (managedStoresOf); null is every store.
 */
import { LOW_STOCK } from '@yc/contracts';
import { and, asc, count, eq, gt, isNotNull, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { afterSales, chatConversations, chatMessages, goods, orders, pointsGoods, pointsOrders, stores } from '../../../db/schema/index.js';
import { receiptOverdue } from '../../hm-receipt/queries.js';

export interface QueueRow {
  id: number;
  title: string;
  detail: string;
  at: Date | null;
  /** The id the item's page is at, when it is not the row's own (a request's order). */
  pageId?: number;
}

export interface QueuePart {
  count: number;
  rows: QueueRow[];
}

const ofManager = (managerId: number | null): SQL | undefined => (managerId === null ? undefined : eq(stores.managerId, managerId));

async function part(total: Promise<{ n: number }[]>, rows: Promise<QueueRow[]>): Promise<QueuePart> {
  const [[t], list] = await Promise.all([total, rows]);
  return { count: t?.n ?? 0, rows: list };
}

export function storesToReview(db: DbOrTx, managerId: number | null, limit: number): Promise<QueuePart> {
  const where = and(eq(stores.qualificationStatus, 'pending'), ofManager(managerId));
  return part(
    db.select({ n: count() }).from(stores).where(where),
    db
      .select({ id: stores.id, title: stores.company, detail: stores.province, at: stores.createdAt })
      .from(stores)
      .where(where)
      .orderBy(asc(stores.createdAt), asc(stores.id))
      .limit(limit),
  );
}

export function hmReceiptsToReview(db: DbOrTx, managerId: number | null, limit: number): Promise<QueuePart> {
  const where = and(eq(orders.isHm, true), isNotNull(orders.hmReceiptPath), isNull(orders.hmReceiptReviewedAt), ofManager(managerId));
  return part(
    db.select({ n: count() }).from(orders).innerJoin(stores, eq(stores.id, orders.storeId)).where(where),
    db
      .select({ id: orders.id, title: orders.orderNo, detail: stores.company, at: orders.hmReceiptAt })
      .from(orders)
      .innerJoin(stores, eq(stores.id, orders.storeId))
      .where(where)
      .orderBy(asc(orders.hmReceiptAt), asc(orders.id))
      .limit(limit),
  );
}

export function hmReceiptsOverdue(db: DbOrTx, managerId: number | null, limit: number): Promise<QueuePart> {
  const where = and(receiptOverdue, ofManager(managerId));
  return part(
    db.select({ n: count() }).from(orders).innerJoin(stores, eq(stores.id, orders.storeId)).where(where),
    db
      .select({ id: orders.id, title: orders.orderNo, detail: stores.company, at: orders.shippedAt })
      .from(orders)
      .innerJoin(stores, eq(stores.id, orders.storeId))
      .where(where)
      .orderBy(asc(orders.shippedAt), asc(orders.id))
      .limit(limit),
  );
}

export function ordersToShip(db: DbOrTx, managerId: number | null, limit: number): Promise<QueuePart> {
  const where = and(eq(orders.status, 'paid'), ofManager(managerId));
  return part(
    db.select({ n: count() }).from(orders).innerJoin(stores, eq(stores.id, orders.storeId)).where(where),
    db
      .select({ id: orders.id, title: orders.orderNo, detail: stores.company, at: orders.paidAt })
      .from(orders)
      .innerJoin(stores, eq(stores.id, orders.storeId))
      .where(where)
      .orderBy(asc(orders.paidAt), asc(orders.id))
      .limit(limit),
  );
}

export function afterSalesToHandle(db: DbOrTx, managerId: number | null, limit: number): Promise<QueuePart> {
  const where = and(eq(afterSales.status, 'pending'), ofManager(managerId));
  return part(
    db.select({ n: count() }).from(afterSales).innerJoin(stores, eq(stores.id, afterSales.storeId)).where(where),
    db
      .select({ id: afterSales.id, title: orders.orderNo, detail: stores.company, at: afterSales.createdAt, pageId: afterSales.orderId })
      .from(afterSales)
      .innerJoin(orders, eq(orders.id, afterSales.orderId))
      .innerJoin(stores, eq(stores.id, afterSales.storeId))
      .where(where)
      .orderBy(asc(afterSales.createdAt), asc(afterSales.id))
      .limit(limit),
  );
}

export function pointsOrdersToShip(db: DbOrTx, managerId: number | null, limit: number): Promise<QueuePart> {
  const where = and(eq(pointsOrders.status, 'pending'), ofManager(managerId));
  return part(
    db.select({ n: count() }).from(pointsOrders).innerJoin(stores, eq(stores.id, pointsOrders.storeId)).where(where),
    db
      .select({ id: pointsOrders.id, title: pointsGoods.name, detail: stores.company, at: pointsOrders.createdAt })
      .from(pointsOrders)
      .innerJoin(pointsGoods, eq(pointsGoods.id, pointsOrders.pointsGoodsId))
      .innerJoin(stores, eq(stores.id, pointsOrders.storeId))
      .where(where)
      .orderBy(asc(pointsOrders.createdAt), asc(pointsOrders.id))
      .limit(limit),
  );
}

/** Goods on sale with no stock (`low` false), or with some but under LOW_STOCK units; the emptiest first. */
export function goodsShort(db: DbOrTx, low: boolean, limit: number): Promise<QueuePart> {
  const where = and(eq(goods.onSale, true), low ? and(gt(goods.stock, 0), lt(goods.stock, LOW_STOCK)) : lte(goods.stock, 0));
  return part(
    db.select({ n: count() }).from(goods).where(where),
    db
      .select({
        id: goods.id,
        title: goods.name,
        detail: sql<string>`${goods.spec} || ' · 库存 ' || ${goods.stock}`,
        at: sql<Date | null>`NULL`,
      })
      .from(goods)
      .where(where)
      .orderBy(asc(goods.stock), asc(goods.id))
      .limit(limit),
  );
}

/**
 * Open conversations whose store wrote last without this member (or anyone, while it waits in the
 * queue) having read it: unassigned ones and the member's own.
 */
export function chatsWaiting(db: DbOrTx, staffId: number, managerId: number | null, limit: number): Promise<QueuePart> {
  const unread = sql`EXISTS (SELECT 1 FROM ${chatMessages} m WHERE m.conversation_id = ${chatConversations.id} AND m.side = 'buyer' AND m.id > ${chatConversations.staffReadId})`;
  const where = and(
    eq(chatConversations.state, 'open'),
    or(isNull(chatConversations.staffId), eq(chatConversations.staffId, staffId)),
    unread,
    ofManager(managerId),
  );
  return part(
    db.select({ n: count() }).from(chatConversations).innerJoin(stores, eq(stores.id, chatConversations.storeId)).where(where),
    db
      .select({ id: chatConversations.id, title: stores.company, detail: stores.contactName, at: chatConversations.lastMessageAt })
      .from(chatConversations)
      .innerJoin(stores, eq(stores.id, chatConversations.storeId))
      .where(where)
      .orderBy(asc(chatConversations.lastMessageAt), asc(chatConversations.id))
      .limit(limit),
  );
}
