import type { AfterSaleStatus, OrderStatus } from '@yc/contracts';
import { and, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import type { PageSlice } from '../../../db/paging.js';
import { receiptOverdue } from '../../hm-receipt/queries.js';
import { withTotal } from '../../../db/paging.js';
import { afterSales, invoices, orderItems, orders, stores } from '../../../db/schema/index.js';
import { containing } from '../shared/like.js';

/** Stores of one account-manager card only (managedStoresOf), or every store. */
const ownedBy = (managerId: number | null) => (managerId === null ? undefined : eq(stores.managerId, managerId));

/** Order number, company or contact phone. */
const orderKeywords = (k: string | undefined) =>
  k ? or(ilike(orders.orderNo, containing(k)), ilike(stores.company, containing(k)), ilike(stores.contactPhone, containing(k))) : undefined;

export interface OrderFilter {
  keywords?: string;
  isHm?: boolean;
  from?: Date;
  to?: Date;
  ownedBy: number | null;
}

function orderWhere(f: OrderFilter): SQL | undefined {
  return and(
    orderKeywords(f.keywords),
    f.isHm === undefined ? undefined : eq(orders.isHm, f.isHm),
    f.from ? gte(orders.createdAt, f.from) : undefined,
    f.to ? lt(orders.createdAt, f.to) : undefined,
    ownedBy(f.ownedBy),
  );
}

const goodsCount =
  sql<number>`(SELECT coalesce(sum(${orderItems.number}), 0) FROM ${orderItems} WHERE ${orderItems.orderId} = ${orders.id})`.mapWith(
    Number,
  );

/** Paid orders wait longest first (the warehouse's queue); the other states newest first. */
export async function orderPage(db: DbOrTx, f: OrderFilter, status: OrderStatus | undefined, slice: PageSlice) {
  const where = and(orderWhere(f), status ? eq(orders.status, status) : undefined);
  return withTotal(
    db
      .select({ order: orders, company: stores.company, contactPhone: stores.contactPhone, goodsCount })
      .from(orders)
      .innerJoin(stores, eq(stores.id, orders.storeId))
      .where(where)
      .orderBy(status === 'paid' ? orders.paidAt : desc(orders.id))
      .limit(slice.limit)
      .offset(slice.offset),
    db.select({ n: count() }).from(orders).innerJoin(stores, eq(stores.id, orders.storeId)).where(where),
  );
}

/** Orders per state under the same search, for the list's tabs. */
export async function orderCounts(db: DbOrTx, f: OrderFilter): Promise<Record<string, number>> {
  const rows = await db
    .select({ status: orders.status, n: count() })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(orderWhere(f))
    .groupBy(orders.status);
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}

export async function orderWithStore(db: DbOrTx, id: number, managerId: number | null) {
  const [row] = await db
    .select({
      order: orders,
      store: { id: stores.id, company: stores.company, contactName: stores.contactName, contactPhone: stores.contactPhone },
    })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(and(eq(orders.id, id), ownedBy(managerId)));
  return row;
}

/** What the audit log keeps of an order's fulfilment, read under the order's row lock. */
export async function lockFulfilment(tx: DbOrTx, id: number) {
  const [row] = await tx
    .select({
      orderNo: orders.orderNo,
      status: orders.status,
      carrier: orders.carrier,
      trackingNo: orders.trackingNo,
      shippedAt: orders.shippedAt,
      deliveredAt: orders.deliveredAt,
      completedAt: orders.completedAt,
      hmReceiptReviewedAt: orders.hmReceiptReviewedAt,
    })
    .from(orders)
    .where(eq(orders.id, id))
    .for('update');
  return row;
}

export interface AfterSaleFilter {
  status?: AfterSaleStatus;
  type?: string;
  keywords?: string;
  ownedBy: number | null;
}

/** Pending requests first, oldest first (the queue), then the rest newest first. */
export function afterSalePage(db: DbOrTx, f: AfterSaleFilter, slice: PageSlice) {
  const where = and(
    f.status ? eq(afterSales.status, f.status) : undefined,
    f.type ? eq(afterSales.type, f.type) : undefined,
    orderKeywords(f.keywords),
    ownedBy(f.ownedBy),
  );
  return withTotal(
    db
      .select({ request: afterSales, orderNo: orders.orderNo, payMethod: orders.payMethod, storeId: stores.id, company: stores.company })
      .from(afterSales)
      .innerJoin(orders, eq(orders.id, afterSales.orderId))
      .innerJoin(stores, eq(stores.id, afterSales.storeId))
      .where(where)
      .orderBy(
        sql`${afterSales.status} = 'pending' DESC`,
        sql`CASE WHEN ${afterSales.status} = 'pending' THEN ${afterSales.id} ELSE -${afterSales.id} END`,
      )
      .limit(slice.limit)
      .offset(slice.offset),
    db
      .select({ n: count() })
      .from(afterSales)
      .innerJoin(orders, eq(orders.id, afterSales.orderId))
      .innerJoin(stores, eq(stores.id, afterSales.storeId))
      .where(where),
  );
}

export async function afterSaleStore(db: DbOrTx, id: number, managerId: number | null) {
  const [row] = await db
    .select({ storeId: afterSales.storeId })
    .from(afterSales)
    .innerJoin(stores, eq(stores.id, afterSales.storeId))
    .where(and(eq(afterSales.id, id), ownedBy(managerId)));
  return row?.storeId;
}

export async function lockAfterSale(tx: DbOrTx, id: number) {
  const [row] = await tx
    .select({ status: afterSales.status, refundAmount: afterSales.refundAmount, reply: afterSales.reply, handledAt: afterSales.handledAt })
    .from(afterSales)
    .where(eq(afterSales.id, id))
    .for('update');
  return row;
}

const HM_STATE: Record<string, SQL | undefined> = {
  uploaded: and(isNotNull(orders.hmReceiptPath), isNull(orders.hmReceiptReviewedAt)),
  overdue: receiptOverdue,
  missing: and(isNull(orders.hmReceiptPath), inArray(orders.status, ['shipped', 'completed'])),
  reviewed: isNotNull(orders.hmReceiptReviewedAt),
};

/** 含麻 orders by the state of their signed receipt; the oldest upload (or shipment) first. */
export function hmPage(db: DbOrTx, state: string, keywords: string | undefined, managerId: number | null, slice: PageSlice) {
  const where = and(eq(orders.isHm, true), HM_STATE[state], orderKeywords(keywords), ownedBy(managerId));
  return withTotal(
    db
      .select({ order: orders, company: stores.company, contactPhone: stores.contactPhone })
      .from(orders)
      .innerJoin(stores, eq(stores.id, orders.storeId))
      .where(where)
      // Overdue ones by their shipment: the longest waiting first.
      .orderBy(
        state === 'reviewed'
          ? desc(orders.hmReceiptReviewedAt)
          : state === 'overdue'
            ? orders.shippedAt
            : sql`coalesce(${orders.hmReceiptAt}, ${orders.shippedAt})`,
      )
      .limit(slice.limit)
      .offset(slice.offset),
    db.select({ n: count() }).from(orders).innerJoin(stores, eq(stores.id, orders.storeId)).where(where),
  );
}

export function invoiceAdminPage(db: DbOrTx, f: OrderFilter, slice: PageSlice) {
  const k = f.keywords ? containing(f.keywords) : undefined;
  const where = and(
    k ? or(ilike(invoices.invoiceNo, k), ilike(invoices.taxInvoiceNo, k), ilike(orders.orderNo, k), ilike(stores.company, k)) : undefined,
    f.from ? gte(invoices.createdAt, f.from) : undefined,
    f.to ? lt(invoices.createdAt, f.to) : undefined,
    ownedBy(f.ownedBy),
  );
  return withTotal(
    db
      .select({ invoice: invoices, orderNo: orders.orderNo, storeId: stores.id, company: stores.company })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .innerJoin(stores, eq(stores.id, invoices.storeId))
      .where(where)
      .orderBy(desc(invoices.id))
      .limit(slice.limit)
      .offset(slice.offset),
    db
      .select({ n: count() })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .innerJoin(stores, eq(stores.id, invoices.storeId))
      .where(where),
  );
}

export async function invoiceStore(db: DbOrTx, id: number, managerId: number | null) {
  const [row] = await db
    .select({ storeId: invoices.storeId })
    .from(invoices)
    .innerJoin(stores, eq(stores.id, invoices.storeId))
    .where(and(eq(invoices.id, id), ownedBy(managerId)));
  return row?.storeId;
}
