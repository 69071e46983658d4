/**
 * The demo's 60-day history (issue 40): written through the store's API and services and moved back
 * to its days, it leaves every ledger and every shelf exact, and fills the pages it is for.
 */
import { parseTraceCode } from '@yc/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { WANTED } from '../../src/seed/data/history-desk.js';
import { seedDemoHistory, type HistorySummary } from '../../src/seed/history/index.js';
import { DEMO_MEMBER, fileApp, login } from '../helper.js';
import { getAs } from '../fixtures.js';
import { loggedInStaff } from '../staff-fixtures.js';

const app = fileApp(4);
const rows = async <T extends Record<string, unknown>>(q: ReturnType<typeof sql>) => (await app.db.execute<T>(q)).rows;
const DAYS = 60;

let summary: HistorySummary;
let batchesBefore: Map<number, { quantity: number; reserved: number }>;
type Counts = { messages: number; feedback: number; wanted: number; misses: number; parcels: number; claims: number };
const counts = async () =>
  (
    await rows<Counts>(sql`
      SELECT (SELECT count(*) FROM chat_messages)::int AS messages, (SELECT count(*) FROM feedback)::int AS feedback,
             (SELECT count(*) FROM wanted_requests)::int AS wanted, (SELECT count(*) FROM search_misses)::int AS misses,
             (SELECT count(*) FROM points_orders WHERE source = 'exchange')::int AS parcels,
             (SELECT count(*) FROM store_coupons WHERE source = 'claim')::int AS claims`)
  )[0];
let countsBefore: Counts;
let claimedBefore: number;
let lastWantedBefore: number;
beforeAll(async () => {
  const before = await rows<{ id: number; quantity: number; reserved: number }>(sql`SELECT id, quantity, reserved FROM goods_batches`);
  batchesBefore = new Map(before.map((b) => [b.id, b]));
  countsBefore = await counts();
  lastWantedBefore = (await rows<{ id: number }>(sql`SELECT coalesce(max(id), 0)::int AS id FROM wanted_requests`))[0].id;
  claimedBefore = (await rows<{ n: number }>(sql`SELECT coalesce(sum(claimed), 0)::int AS n FROM coupons WHERE is_public`))[0].n;
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
    expect(states.map((s) => s.status).sort()).toEqual(['cancelled', 'completed', 'paid', 'pending_approval', 'shipped', 'unpaid']);
    // Each move stays after the one before it, and the number tells the day the order was placed.
    const disordered = await rows(sql`
      SELECT id FROM orders WHERE paid_at < created_at OR shipped_at < paid_at OR completed_at < shipped_at
        OR substr(order_no, 3, 8) <> to_char(created_at AT TIME ZONE 'Asia/Shanghai', 'YYYYMMDD')`);
    expect(disordered).toEqual([]);
    // Nothing the history wrote is left in the future, beyond an unpaid order's 30 minutes.
    const ahead = await rows(
      sql`SELECT id FROM orders WHERE created_at > now() OR paid_at > now() OR shipped_at > now() OR completed_at > now()`,
    );
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

    // Read in time order, no wallet went below zero: each store's 开户充值 is of its opening day, before its first payment.
    const overdrawn = await rows(sql`
      SELECT store_id FROM (SELECT store_id, sum(amount) OVER (PARTITION BY store_id ORDER BY created_at, id) AS running FROM wallet_ledger) r
      WHERE running < 0`);
    expect(overdrawn).toEqual([]);

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
    // 待处理退货/售后: the demo store's return of today waits; others were approved or refused with the warehouse's reason.
    expect(board.today.pending_after_sales).toBeGreaterThanOrEqual(1);
    const fates = await rows<{ status: string }>(sql`SELECT DISTINCT status::text FROM after_sales`);
    expect(fates.map((f) => f.status).sort()).toEqual(['approved', 'pending', 'rejected']);
    // The 30 days' orders went by the pages that count themselves.
    expect(board.page_views.map((v: { name: string }) => v.name)).toEqual(expect.arrayContaining(['index', 'cart_step1', 'cart_step2']));

    const member = await login(app, DEMO_MEMBER);
    const orders = (await getAs(app, '/api/order/list?page=1', member)).json().data;
    expect(orders.total).toBeGreaterThanOrEqual(8);
    const usual = (await getAs(app, '/api/user/fast_buy?page=1', member)).json().data;
    expect(usual.total).toBeGreaterThanOrEqual(100);
    const months = (await getAs(app, '/api/user/statements', member)).json().data;
    expect(months.length).toBeGreaterThanOrEqual(3);
    // /erpjk: the key its ERP reads with and a trial's, revoked the day it was replaced; each dated its day.
    const keys = (await getAs(app, '/api/company/api_keys', member)).json().data as {
      status: string;
      created_at: number;
      revoked_at: number | null;
    }[];
    expect(keys.map((k) => k.status).sort()).toEqual(['active', 'revoked']);
    const daysAgo = (at: number) => Math.round((Date.now() / 1000 - at) / 86_400);
    expect(keys.map((k) => daysAgo(k.created_at)).sort((a, b) => a - b)).toEqual([21, 45]);
  });

  it('uses coupons claimed in the 领券中心 at checkout: each discount is its coupon’s, on a day within its window', async () => {
    const used = await rows<{ id: number; source: string; bad: boolean }>(sql`
      SELECT o.id, sc.source,
        (sc.used_order_id IS DISTINCT FROM o.id OR sc.store_id <> o.store_id
          OR (c.type = 'amount' AND o.coupon_amount <> c.amount) OR (c.type = 'rate' AND c.max_discount > 0 AND o.coupon_amount > c.max_discount)
          OR o.created_at < c.valid_from OR o.created_at > c.valid_to OR o.goods_amount < c.threshold
          OR (sc.source = 'claim' AND sc.created_at > o.created_at)) AS bad
      FROM orders o JOIN store_coupons sc ON sc.id = o.store_coupon_id JOIN coupons c ON c.id = sc.coupon_id
      WHERE o.status <> 'cancelled'`);
    expect(used.filter((u) => u.bad)).toEqual([]);
    expect(used.filter((u) => u.source === 'claim').length).toBeGreaterThanOrEqual(3);
    // An order carries a coupon's amount only with that coupon, and a coupon is spent on one order.
    const loose = await rows(sql`SELECT id FROM orders WHERE coupon_amount > 0 AND store_coupon_id IS NULL`);
    expect(loose).toEqual([]);
    const twice = await rows(
      sql`SELECT store_coupon_id FROM orders WHERE store_coupon_id IS NOT NULL AND status <> 'cancelled' GROUP BY 1 HAVING count(*) > 1`,
    );
    expect(twice).toEqual([]);
    // The centre counted each claim once.
    const after = await counts();
    const [claimed] = await rows<{ n: number }>(sql`SELECT coalesce(sum(claimed), 0)::int AS n FROM coupons WHERE is_public`);
    expect(after.claims - countsBefore.claims).toBeGreaterThan(0);
    expect(claimed.n - claimedBefore).toBe(after.claims - countsBefore.claims);
    expect(await rows(sql`SELECT id FROM coupons WHERE claimed > total`)).toEqual([]);
    // A cancelled order gave its coupon back.
    expect(
      await rows(sql`SELECT sc.id FROM store_coupons sc JOIN orders o ON o.id = sc.used_order_id WHERE o.status = 'cancelled'`),
    ).toEqual([]);
  });

  it('spends points in the 积分商城: every exchange is its ledger row, no store’s points go below zero', async () => {
    expect((await counts()).parcels - countsBefore.parcels).toBeGreaterThanOrEqual(10);
    const unmatched = await rows(sql`
      SELECT po.id FROM points_orders po
      WHERE po.source = 'exchange' AND (SELECT coalesce(-sum(points), 0) FROM points_ledger p WHERE p.reason = 'exchange' AND p.ref_id = po.id AND p.store_id = po.store_id) <> po.points`);
    expect(unmatched).toEqual([]);
    const stray = await rows(sql`
      SELECT p.id FROM points_ledger p LEFT JOIN points_orders po ON po.id = p.ref_id
      WHERE p.reason = 'exchange' AND (po.id IS NULL OR -p.points <> po.points)`);
    expect(stray).toEqual([]);
    // Read in time order, no store spent points it did not have.
    const short = await rows(sql`
      SELECT store_id FROM (SELECT store_id, sum(points) OVER (PARTITION BY store_id ORDER BY created_at, id) AS running FROM points_ledger) r
      WHERE running < 0`);
    expect(short).toEqual([]);
    const states = await rows<{ status: string }>(sql`SELECT DISTINCT status::text FROM points_orders WHERE source = 'exchange'`);
    expect(states.map((s) => s.status)).toEqual(expect.arrayContaining(['shipped', 'completed']));
    const ahead = await rows(
      sql`SELECT id FROM points_orders WHERE created_at > now() OR shipped_at < created_at OR completed_at < shipped_at`,
    );
    expect(ahead).toEqual([]);
    // The mall shows the demo store the balance its ledger sums to.
    const cookie = await login(app, DEMO_MEMBER);
    const [store] = await rows<{ id: number }>(sql`SELECT s.id FROM stores s WHERE s.company = '仁济大药房(朝阳店)'`);
    const [sum] = await rows<{ points: number }>(
      sql`SELECT coalesce(sum(points), 0)::int AS points FROM points_ledger WHERE store_id = ${store.id}`,
    );
    expect((await getAs(app, '/api/points/goods?page=1', cookie)).json().data.balance).toBe(sum.points);
  });

  it('answers the buyers’ questions in the chat, the feedback and the 求购 of what their searches missed', async () => {
    const after = await counts();
    expect(after.messages - countsBefore.messages).toBeGreaterThanOrEqual(40);
    // Every question of the history has the staff's answer after it, in its conversation.
    const unanswered = await rows(sql`
      SELECT m.id FROM chat_messages m
      WHERE m.side = 'buyer' AND m.kind = 'text' AND m.client_msg_id LIKE 'h%-ask'
        AND NOT EXISTS (SELECT 1 FROM chat_messages a WHERE a.conversation_id = m.conversation_id AND a.side = 'staff' AND a.id > m.id AND a.created_at >= m.created_at)`);
    expect(unanswered).toEqual([]);
    const days = await rows(
      sql`SELECT DISTINCT (created_at AT TIME ZONE 'Asia/Shanghai')::date FROM chat_messages WHERE client_msg_id LIKE 'h%'`,
    );
    expect(days.length).toBeGreaterThanOrEqual(10);
    const member = await login(app, DEMO_MEMBER);
    // Today's answer waits on the demo store's badge.
    expect((await getAs(app, '/api/chat/unread', member)).json().data.count).toBeGreaterThanOrEqual(1);

    expect(after.feedback - countsBefore.feedback).toBeGreaterThanOrEqual(3);
    expect(after.wanted - countsBefore.wanted).toBeGreaterThanOrEqual(3);
    // Each 求购 of the history follows the search that missed it.
    const unsearched = await rows(sql`
      SELECT w.id FROM wanted_requests w
      WHERE w.id > ${lastWantedBefore} AND NOT EXISTS (SELECT 1 FROM search_misses m WHERE m.store_id = w.store_id AND m.keywords = w.name AND m.created_at <= w.created_at)`);
    expect(unsearched).toEqual([]);
    // The console's week of searches that found nothing names them (the demo store's of five days ago at least).
    const { cookie: merchandiser } = await loggedInStaff(app, 'merchandiser');
    const misses = (await getAs(app, '/api/admin/search/misses', merchandiser)).json().data as { keywords: string }[];
    expect(misses.filter((m) => WANTED.some((w) => w.keywords === m.keywords)).length).toBeGreaterThanOrEqual(1);
    const [replied] = await rows<{ feedback: number; wanted: number }>(sql`
      SELECT (SELECT count(*) FROM feedback WHERE reply IS NOT NULL)::int AS feedback, (SELECT count(*) FROM wanted_requests WHERE status = 'replied')::int AS wanted`);
    expect(replied.feedback).toBeGreaterThan(0);
    expect(replied.wanted).toBeGreaterThan(0);
    expect((await getAs(app, '/api/user/feedback_list?page=1', member)).json().data.total).toBeGreaterThanOrEqual(1);
    expect((await getAs(app, '/api/user/buy?page=1', member)).json().data.total).toBeGreaterThanOrEqual(1);
  });

  it('leaves 赵采购’s order of today waiting for 李仁济’s approval, the earlier ones approved and received', async () => {
    const member = await login(app, DEMO_MEMBER);
    const queue = (await getAs(app, '/api/company/approvals', member)).json().data as { id: number; buyer: string; created_at: number }[];
    expect(queue.length).toBe(1);
    expect(queue[0].buyer).toContain('赵采购');
    expect(new Date(queue[0].created_at * 1000).toDateString()).toBe(new Date().toDateString());
    const approved = await rows<{ status: string }>(sql`
      SELECT o.status::text FROM orders o JOIN accounts a ON a.id = o.account_id
      WHERE a.phone = '13800000003' AND o.status <> 'pending_approval'`);
    expect(approved.map((o) => o.status)).toEqual(['completed', 'completed']);
  });

  it('ships the demo member’s newest orders with a 追溯码 for every box of their drug lines, each of its goods’ 药品标识码', async () => {
    // The catalogue: every drug has its own 药品标识码, devices and 中药饮片 are 无追溯码.
    const [catalogue] = await rows<{ wrong: number; prefixes: number; drugs: number }>(sql`
      SELECT count(*) FILTER (WHERE goods_type = 1 AND (rx_class IS NULL) <> trace_exempt)::int AS wrong,
             count(DISTINCT trace_prefixes[1])::int AS prefixes, count(*) FILTER (WHERE NOT trace_exempt AND goods_type = 1)::int AS drugs
      FROM goods`);
    expect(catalogue.wrong).toBe(0);
    expect(catalogue.prefixes).toBe(catalogue.drugs);

    const lines = await rows<{
      order_id: number;
      status: string;
      phone: string;
      number: number;
      exempt: boolean;
      prefixes: string[];
      codes: string[];
    }>(sql`
      SELECT o.id AS order_id, o.status::text AS status, a.phone, oi.number, g.trace_exempt AS exempt, g.trace_prefixes AS prefixes,
             coalesce(array_agg(tc.code ORDER BY tc.id) FILTER (WHERE tc.id IS NOT NULL), '{}') AS codes
      FROM orders o JOIN accounts a ON a.id = o.account_id JOIN order_items oi ON oi.order_id = o.id JOIN goods g ON g.id = oi.goods_id
      LEFT JOIN trace_codes tc ON tc.order_item_id = oi.id AND tc.returned_at IS NULL
      WHERE o.id IN (SELECT order_id FROM trace_codes)
      GROUP BY o.id, a.phone, oi.id, g.id`);
    const orders = new Set(lines.map((l) => l.order_id));
    expect(orders.size).toBeGreaterThanOrEqual(3);
    for (const l of lines) {
      expect(l.phone).toBe(DEMO_MEMBER.username);
      expect(['shipped', 'completed']).toContain(l.status);
      // As many codes as boxes on a drug line, none on a 无追溯码 one; each a 20-digit code of the line's goods.
      expect(l.codes.length).toBe(l.exempt ? 0 : l.number);
      for (const code of l.codes) {
        const parsed = parseTraceCode(code);
        expect(parsed.ok && parsed.value.kind === 'nmpa' && l.prefixes.includes(parsed.value.prefix ?? '')).toBe(true);
      }
    }
    // Each scanned before its order shipped, on the day it shipped.
    const late = await rows(sql`
      SELECT tc.id FROM trace_codes tc JOIN orders o ON o.id = tc.order_id
      WHERE tc.scanned_at > o.shipped_at OR (tc.scanned_at AT TIME ZONE 'Asia/Shanghai')::date <> (o.shipped_at AT TIME ZONE 'Asia/Shanghai')::date`);
    expect(late).toEqual([]);

    // The member's order detail shows them line by line.
    const member = await login(app, DEMO_MEMBER);
    const [front] = await rows<{ id: number }>(sql`
      SELECT o.id FROM orders o JOIN stores s ON s.id = o.store_id
      WHERE s.company = '仁济大药房(朝阳店)' AND o.id IN (SELECT order_id FROM trace_codes) ORDER BY o.id DESC LIMIT 1`);
    const orderId = front.id;
    const info = (await getAs(app, `/api/order/info/${orderId}`, member)).json().data as {
      items: { number: number; trace_codes: string[] }[];
    };
    const shown = info.items.flatMap((i) => i.trace_codes);
    expect(shown.sort()).toEqual(
      lines
        .filter((l) => l.order_id === orderId)
        .flatMap((l) => l.codes)
        .sort(),
    );
    expect(shown.length).toBeGreaterThan(0);
  });

  it('records how every payment was made: none settled is left with the bill’s placeholder method', async () => {
    const placeholder = await rows(sql`SELECT id FROM payments WHERE status <> 'pending' AND method = 'pending'`);
    expect(placeholder).toEqual([]);
    const repaid = await rows<{ method: string }>(
      sql`SELECT DISTINCT method FROM payments WHERE purpose = 'credit_repay' AND status = 'succeeded'`,
    );
    expect(repaid.map((r) => r.method)).toEqual(['wallet']);
  });
});
