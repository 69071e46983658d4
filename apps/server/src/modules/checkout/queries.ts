/**
 * SQL of placing an order. Stock and flash-sale units are taken with conditional updates, so two
 * checkouts racing for the last units cannot both succeed and stock never goes below 0; the row
 * lock each update takes is held to the end of the transaction.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { flashSales, goods, orderItems, orders, storeCoupons, voucherLedger } from '../../db/schema/index.js';
import { forgetStockViews } from '../../lib/expiring-cache.js';

/** Takes `n` units (and counts them sold); the stock left, or null when fewer than `n` remain. */
export async function takeStock(tx: DbOrTx, goodsId: number, n: number): Promise<number | null> {
  const [row] = await tx
    .update(goods)
    .set({ stock: sql`${goods.stock} - ${n}`, sales: sql`${goods.sales} + ${n}` })
    .where(and(eq(goods.id, goodsId), sql`${goods.stock} >= ${n}`))
    .returning({ stock: goods.stock });
  // Cached listings show stock and sales: every order that takes units drops them.
  if (row) await forgetStockViews(tx);
  return row ? row.stock : null;
}

export async function stockOf(tx: DbOrTx, goodsId: number): Promise<number> {
  const [row] = await tx.select({ stock: goods.stock }).from(goods).where(eq(goods.id, goodsId));
  return row?.stock ?? 0;
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

export async function insertOrder(tx: DbOrTx, values: typeof orders.$inferInsert) {
  const [row] = await tx.insert(orders).values(values).returning({ id: orders.id, orderNo: orders.orderNo, expiresAt: orders.expiresAt });
  return row;
}

export async function insertOrderItems(tx: DbOrTx, rows: (typeof orderItems.$inferInsert)[]): Promise<void> {
  await tx.insert(orderItems).values(rows);
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
