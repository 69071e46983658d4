/**
 * The demo's 60-day history (issue 40): written through the store's API and services and moved back
 * to its days, it leaves every ledger and every shelf exact, and fills the pages it is for.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoHistory, type HistorySummary } from '../../src/seed/history/index.js';
import { DEMO_MEMBER, fileApp, login } from '../helper.js';
import { getAs } from '../fixtures.js';
import { loggedInStaff } from '../staff-fixtures.js';

const app = fileApp(4);
const rows = async <T extends Record<string, unknown>>(q: ReturnType<typeof sql>) => (await app.db.execute<T>(q)).rows;
const DAYS = 60;

let summary: HistorySummary;
let batchesBefore: Map<number, { quantity: number; reserved: number }>;
beforeAll(async () => {
  const before = await rows<{ id: number; quantity: number; reserved: number }>(sql`SELECT id, quantity, reserved FROM goods_batches`);
  batchesBefore = new Map(before.map((b) => [b.id, b]));
  summary = await seedDemoHistory(app.db, app.config, DAYS);
}, 600_000);

describe('the demo history', () => {
  it('spreads orders in every state over the 60 days, only the refusals a real store meets', async () => {
    expect(summary.orders).toBeGreaterThan(150);
    // Nothing was refused but the stock a store found gone (none here: the usual goods are well stocked).
    expect(summary.refused).toEqual({});
    const days = await rows<{ d: string }>(sql`SELECT DISTINCT (created_at AT TIME ZONE 'Asia/Shanghai')::date::text AS d FROM orders`);
    expect(days.length).toBeGreaterThanOrEqual(50);
    const oldest = await rows<{ age: number }>(sql`SELECT (current_date - min(created_at)::date)::int AS age FROM orders`);
    expect(oldest[0].age).toBeGreaterThanOrEqual(DAYS - 1);
    const states = await rows<{ status: string }>(sql`SELECT DISTINCT status::text FROM orders`);
    expect(states.map((s) => s.status).sort()).toEqual(['cancelled', 'completed', 'paid', 'shipped', 'unpaid']);
    // Each move stays after the one before it, and the number tells the day the order was placed.
    const disordered = await rows(sql`
      SELECT id FROM orders WHERE paid_at < created_at OR shipped_at < paid_at OR completed_at < shipped_at
        OR substr(order_no, 3, 8) <> to_char(created_at AT TIME ZONE 'Asia/Shanghai', 'YYYYMMDD')`);
    expect(disordered).toEqual([]);
    // Nothing the history wrote is left in the future, beyond an unpaid order's 30 minutes.
    const ahead = await rows(sql`SELECT id FROM orders WHERE created_at > now() OR paid_at > now() OR shipped_at > now() OR completed_at > now()`);
    expect(ahead).toEqual([]);
    const shippedLong = await rows(sql`SELECT id FROM orders WHERE status = 'shipped' AND shipped_at < now() - interval '9 days'`);
    expect(shippedLong).toEqual([]);
  });

  it('leaves the wallets, 账期 and points exact: every ledger row is its order’s, recharge’s or return’s figure', async () => {
    const walletPays = await rows(sql`
      SELECT o.id FROM orders o
      WHERE o.pay_method = 'wallet' AND o.paid_at IS NOT NULL
        AND (SELECT coalesce(-sum(amount), 0) FROM wallet_ledger w WHERE w.use_type = 'pay' AND w.ref_type = 'order' AND w.ref_id = o.id) <> o.pay_amount`);
    expect(walletPays).toEqual([]);
    const strayPays = await rows(sql`
      SELECT w.id FROM wallet_ledger w LEFT JOIN orders o ON o.id = w.ref_id
      WHERE w.use_type = 'pay' AND w.ref_type = 'order' AND (o.pay_method IS DISTINCT FROM 'wallet' OR -w.amount <> o.pay_amount)`);
    expect(strayPays).toEqual([]);
    const refunds = await rows(sql`
      SELECT w.id FROM wallet_ledger w LEFT JOIN orders o ON o.id = w.ref_id
      WHERE w.use_type = 'refund' AND w.ref_type = 'order' AND (o.status <> 'cancelled' OR w.amount <> o.pay_amount)`);
    expect(refunds).toEqual([]);
    const returns = await rows(sql`
      SELECT w.id FROM wallet_ledger w LEFT JOIN after_sales a ON a.id = w.ref_id
      WHERE w.use_type = 'refund' AND w.ref_type = 'after_sale' AND (a.status <> 'approved' OR w.amount <> a.refund_amount)`);
    expect(returns).toEqual([]);
    const recharges = await rows(sql`
      SELECT w.id FROM wallet_ledger w LEFT JOIN recharge_orders r ON r.id = w.ref_id
      WHERE w.use_type = 'recharge' AND w.ref_type = 'recharge' AND (r.status <> 'paid' OR w.amount <> r.amount OR r.store_id <> w.store_id)`);
    expect(recharges).toEqual([]);
    const [repaid] = await rows<{ wallet: number; credit: number }>(sql`
      SELECT (SELECT coalesce(-sum(amount), 0) FROM wallet_ledger WHERE ref_type = 'credit_repay')::int AS wallet,
             (SELECT coalesce(-sum(amount), 0) FROM credit_ledger WHERE type = 'repay')::int AS credit`);
    expect(repaid.wallet).toBe(repaid.credit);
    const creditUses = await rows(sql`
      SELECT o.id FROM orders o
      WHERE o.pay_method = 'credit' AND o.paid_at IS NOT NULL
        AND (SELECT coalesce(sum(amount), 0) FROM credit_ledger c WHERE c.type = 'use' AND c.ref_id = o.id) <> o.pay_amount`);
    expect(creditUses).toEqual([]);
    // Points: one earning per completed order, none for an order that never completed.
    const points = await rows(sql`
      SELECT o.id FROM orders o
      WHERE (SELECT count(*) FROM points_ledger p WHERE p.reason = 'order' AND p.ref_id = o.id) <> (CASE WHEN o.status = 'completed' THEN 1 ELSE 0 END)`);
    expect(points).toEqual([]);
    // Every paid order has its one payment, settled, or refunded when the order was cancelled.
    const payments = await rows(sql`
      SELECT o.id FROM orders o
      WHERE o.paid_at IS NOT NULL AND (SELECT count(*) FROM payments p WHERE p.purpose = 'order' AND p.ref_id = o.id
        AND p.status = (CASE WHEN o.status = 'cancelled' THEN 'refunded' ELSE 'succeeded' END)::payment_status) <> 1`);
    expect(payments).toEqual([]);

    // The demo member's pages read the same sums.
    const cookie = await login(app, DEMO_MEMBER);
    const [store] = await rows<{ id: number }>(sql`SELECT s.id FROM stores s WHERE s.company = '仁济大药房(朝阳店)'`);
    const [sums] = await rows<{ wallet: number; credit: number; points: number }>(sql`
      SELECT (SELECT coalesce(sum(amount), 0) FROM wallet_ledger WHERE store_id = ${store.id})::int AS wallet,
             (SELECT coalesce(sum(amount), 0) FROM credit_ledger WHERE store_id = ${store.id})::int AS credit,
             (SELECT coalesce(sum(points), 0) FROM points_ledger WHERE store_id = ${store.id})::int AS points`);
    const wallet = (await getAs(app, '/api/user/user_money', cookie)).json().data;
    expect(Math.round(wallet.balance * 100)).toBe(sums.wallet);
    const credit = (await getAs(app, '/api/user/user_credit', cookie)).json().data;
    expect(Math.round(credit.used * 100)).toBe(sums.credit);
  });

  it('leaves every batch and shelf exact: the batch ledger adds up, the goods’ stock is its sellable batches’ units (reserved ones apart)', async () => {
    const after = await rows<{ id: number; quantity: number; reserved: number; dq: number; dr: number }>(sql`
      SELECT b.id, b.quantity, b.reserved, coalesce(sum(l.quantity_delta), 0)::int AS dq, coalesce(sum(l.reserved_delta), 0)::int AS dr
      FROM goods_batches b JOIN batch_ledger l ON l.batch_id = b.id
      WHERE l.order_id IS NOT NULL OR l.after_sale_id IS NOT NULL
      GROUP BY b.id`);
    expect(after.length).toBeGreaterThan(500);
    const off = after.filter((b) => {
      const was = batchesBefore.get(b.id);
      return !was || was.quantity + b.dq !== b.quantity || was.reserved + b.dr !== b.reserved;
    });
    expect(off).toEqual([]);
    // What is still reserved is what today's open orders hold.
    const [held] = await rows<{ reserved: number; open: number }>(sql`
      SELECT (SELECT coalesce(sum(reserved), 0) FROM goods_batches)::int AS reserved,
             (SELECT coalesce(sum(lb.quantity), 0) FROM order_line_batches lb JOIN orders o ON o.id = lb.order_id WHERE o.status IN ('unpaid', 'paid'))::int AS open`);
    expect(held.reserved).toBe(held.open);
    const shelves = await rows(sql`
      SELECT g.id FROM goods g
      WHERE g.id IN (SELECT goods_id FROM batch_ledger WHERE order_id IS NOT NULL)
        AND g.stock <> (SELECT coalesce(sum(b.quantity), 0) FROM goods_batches b
                        WHERE b.goods_id = g.id AND b.status = 'sellable' AND b.expires_on >= (now() AT TIME ZONE 'Asia/Shanghai')::date)`);
    expect(shelves).toEqual([]);
  });

  it('fills the console’s 数据概览 and the demo member’s orders, 常购清单 and 对账单', async () => {
    const { cookie: staff } = await loggedInStaff(app, 'admin');
    const board = (await getAs(app, '/api/admin/dashboard', staff)).json().data;
    expect(board.sales.filter((d: { sales: number }) => d.sales > 0).length).toBeGreaterThanOrEqual(20);
    expect(board.top_goods.length).toBeGreaterThanOrEqual(5);
    expect(board.waiting_stores.length).toBeGreaterThanOrEqual(2);
    expect(board.today.to_ship).toBeGreaterThan(0);

    const member = await login(app, DEMO_MEMBER);
    const orders = (await getAs(app, '/api/order/list?page=1', member)).json().data;
    expect(orders.total).toBeGreaterThanOrEqual(8);
    const usual = (await getAs(app, '/api/user/fast_buy?page=1', member)).json().data;
    expect(usual.total).toBeGreaterThanOrEqual(100);
    const months = (await getAs(app, '/api/user/statements', member)).json().data;
    expect(months.length).toBeGreaterThanOrEqual(3);
  });
});
