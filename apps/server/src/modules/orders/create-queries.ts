/**
 * SQL of making an order. Flash-sale units and the coupon are taken with conditional updates, so two
 * orders racing for the last units or one coupon cannot both succeed; the row lock each update takes
 * is held to the end of the transaction.
 */
import { and, asc, count, eq, gt, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  accountStores,
  companies,
  companyMembers,
  flashSales,
  orderItems,
  orders,
  storeCoupons,
  stores,
  voucherLedger,
} from '../../db/schema/index.js';
import { forgetStockViews } from '../../lib/expiring-cache.js';

export async function insertOrder(tx: DbOrTx, values: typeof orders.$inferInsert) {
  const [row] = await tx.insert(orders).values(values).returning({ id: orders.id, orderNo: orders.orderNo, expiresAt: orders.expiresAt });
  return row;
}

export async function insertOrderItems(tx: DbOrTx, rows: (typeof orderItems.$inferInsert)[]): Promise<void> {
  await tx.insert(orderItems).values(rows);
}

/** The store's orders placed and not yet paid (待付款 or 待审批), still within their time. */
export async function openOrderCount(tx: DbOrTx, storeId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.storeId, storeId), inArray(orders.status, ['unpaid', 'pending_approval']), gt(orders.expiresAt, sql`now()`)));
  return row?.n ?? 0;
}

/** Marks a coupon of the store used by the order, unless it was used meanwhile. */
export async function useCoupon(tx: DbOrTx, storeId: number, storeCouponId: number, orderId: number): Promise<boolean> {
  const rows = await tx
    .update(storeCoupons)
    .set({ usedOrderId: orderId, usedAt: sql`now()` })
    .where(
      and(
        eq(storeCoupons.id, storeCouponId),
        eq(storeCoupons.storeId, storeId),
        isNull(storeCoupons.usedOrderId),
        isNull(storeCoupons.usedAt),
      ),
    )
    .returning({ id: storeCoupons.id });
  return rows.length > 0;
}

/** Cash vouchers spent on the order: one negative ledger row each (a voucher's balance is its amount plus its rows). */
export async function spendVouchers(tx: DbOrTx, orderId: number, uses: readonly { voucherId: number; fen: number }[]): Promise<void> {
  if (uses.length) await tx.insert(voucherLedger).values(uses.map((u) => ({ voucherId: u.voucherId, orderId, amount: -u.fen })));
}

/** The order's flash-sale units per sale, in sale-id order (every order takes them in the same order, so two cannot deadlock). */
export function flashUnitsOf(tx: DbOrTx, orderId: number) {
  return tx
    .select({
      flashSaleId: sql<number>`${orderItems.flashSaleId}`,
      name: sql<string>`min(${orderItems.name})`,
      units: sql<number>`sum(${orderItems.number})::int`,
    })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), isNotNull(orderItems.flashSaleId)))
    .groupBy(orderItems.flashSaleId)
    .orderBy(asc(orderItems.flashSaleId));
}

/** Sells `n` flash units while the sale has them; false when it has fewer. */
export async function takeFlash(tx: DbOrTx, flashSaleId: number, n: number): Promise<boolean> {
  const rows = await tx
    .update(flashSales)
    .set({ sold: sql`${flashSales.sold} + ${n}` })
    .where(and(eq(flashSales.id, flashSaleId), sql`${flashSales.sold} + ${n} <= ${flashSales.stock}`))
    .returning({ id: flashSales.id });
  if (rows.length) await forgetStockViews(tx);
  return rows.length > 0;
}

/** Gift lines cut to the units the stock gave: a row given none leaves the order. */
export async function cutGiftLines(tx: DbOrTx, cuts: ReadonlyMap<number, number>): Promise<void> {
  for (const [id, number] of cuts) {
    if (number > 0) await tx.update(orderItems).set({ number }).where(eq(orderItems.id, id));
    else await tx.delete(orderItems).where(eq(orderItems.id, id));
  }
}

/** A login's limits in a store, whether the store has every order approved, and how long its company lets an order wait. */
export async function approvalTerms(tx: DbOrTx, accountId: number, storeId: number) {
  const [row] = await tx
    .select({
      orderLimit: accountStores.orderLimit,
      monthLimit: accountStores.monthLimit,
      requiresApproval: stores.requiresApproval,
      holdHours: companies.approvalHoldHours,
    })
    .from(stores)
    .leftJoin(accountStores, and(eq(accountStores.storeId, stores.id), eq(accountStores.accountId, accountId)))
    .leftJoin(companyMembers, eq(companyMembers.accountId, accountId))
    .leftJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(stores.id, storeId));
  return row;
}

/** What a login has ordered in a store since `from` (orders not cancelled), for its monthly limit. */
export async function spentSince(tx: DbOrTx, accountId: number, storeId: number, from: Date): Promise<number> {
  const [row] = await tx
    .select({ fen: sql<number>`coalesce(sum(${orders.payAmount}), 0)`.mapWith(Number) })
    .from(orders)
    .where(
      and(
        eq(orders.accountId, accountId),
        eq(orders.storeId, storeId),
        ne(orders.status, 'cancelled'),
        sql`${orders.createdAt} >= ${from.toISOString()}`,
      ),
    );
  return row?.fen ?? 0;
}
