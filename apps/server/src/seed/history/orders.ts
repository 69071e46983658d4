/** How the history's buyers order and pay, as the cart, the checkout and the pay pages call the store, and how the warehouse ships. */
import { COLD_CHAIN_CARRIERS, type OrderTraceCodes, TRACE_BATCH_MAX } from '@yc/contracts';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { App } from '../../app.js';
import type { Db } from '../../db/client.js';
import { goods, orderItems } from '../../db/schema/index.js';
import { DEMO_PAY_PASSWORD } from '../data/demo-accounts.js';
import { call, type Caller, confirmSandbox } from './calls.js';
import { bestCouponOn } from './marketing.js';

export interface Placed {
  id: number;
  payFen: number;
  /** 1: over the 采购员's limit, the order waits for the 负责人 (待审批). */
  needsApproval: number;
}

type Line = { goods_id: number; price: number; number: number };

/**
 * Puts the lines in the cart and checks them out. `couponAt` (the moment the order stands for) is a
 * buyer who holds coupons from the 领券中心: it checks out with the best one valid then; otherwise none.
 */
export async function place(app: App, buyer: Caller, lines: Line[], couponAt?: number): Promise<Placed> {
  const ids: number[] = [];
  // The cart takes 100 goods an add, as the pages send them.
  for (let i = 0; i < lines.length; i += 100)
    ids.push(...(await call<{ ids: number[] }>(app, buyer, 'POST', '/api/cart', { params: lines.slice(i, i + 100) })).ids);
  const coupon_id = couponAt === undefined ? 0 : await bestCouponOn(app, buyer, ids, couponAt);
  const placed = await call<{ order_id: number; pay_amount: number; needs_approval: number }>(app, buyer, 'POST', '/api/cart/checkout', {
    ids,
    coupon_id,
  });
  return { id: placed.order_id, payFen: Math.round(placed.pay_amount * 100), needsApproval: placed.needs_approval };
}

/** The pages a buyer passes on the way to an order (首页, 购物车, 确认订单), counted as the pages count themselves. */
export async function viewCheckoutPages(app: App, buyer: Caller): Promise<void> {
  for (const [name, path] of [
    ['index', '/'],
    ['cart_step1', '/cart'],
    ['cart_step2', '/cart/step2'],
  ])
    await call(app, buyer, 'POST', '/api/analytics/page_view', { path, name });
}

/** Pays as the buyer would: the wallet topped up online first when short, 账期 only within what is left of it. */
export async function pay(app: App, buyer: Caller, order: Placed, wanted: 'wallet' | 'credit' | 'online'): Promise<void> {
  let method = wanted;
  if (method === 'credit') {
    const credit = await call<{ available: number }>(app, buyer, 'GET', '/api/user/user_credit');
    if (Math.round(credit.available * 100) < order.payFen) method = 'wallet';
  }
  if (method === 'wallet') await topUp(app, buyer, order.payFen);
  const paid = await call<{ pay_url: string | null }>(app, buyer, 'POST', '/api/pay/order', {
    order_id: order.id,
    method,
    ...(method === 'online' ? {} : { pay_password: DEMO_PAY_PASSWORD }),
  });
  if (method === 'online' && paid.pay_url) await confirmSandbox(app, paid.pay_url);
}

async function topUp(app: App, buyer: Caller, needFen: number): Promise<void> {
  const wallet = await call<{ balance: number }>(app, buyer, 'GET', '/api/user/user_money');
  const shortFen = needFen - Math.round(wallet.balance * 100);
  if (shortFen <= 0) return;
  // Whole thousands of yuan, as a pharmacy tops up.
  const yuan = Math.ceil(shortFen / 100_000) * 1000;
  const created = await call<{ pay_url: string | null }>(app, buyer, 'POST', '/api/charge/store', { amount: yuan });
  if (created.pay_url) await confirmSandbox(app, created.pay_url);
}

export async function repayCredit(app: App, buyer: Caller): Promise<void> {
  const credit = await call<{ used: number }>(app, buyer, 'GET', '/api/user/user_credit');
  const usedFen = Math.round(credit.used * 100);
  if (usedFen <= 0) return;
  await topUp(app, buyer, usedFen);
  const bill = await call<{ id: number }>(app, buyer, 'POST', '/api/pay/user_credit_create', {});
  await call(app, buyer, 'POST', '/api/pay/user_credit_pay', { id: bill.id, method: 'wallet', pay_password: DEMO_PAY_PASSWORD });
}

/** The warehouse ships an order with its 顺丰 number, by 顺丰冷运 when a line is kept 冷藏 (the store refuses any other). */
export async function ship(app: App, warehouse: Caller, orderId: number): Promise<void> {
  const [cold] = await app.db
    .select({ id: orderItems.id })
    .from(orderItems)
    .innerJoin(goods, eq(goods.id, orderItems.goodsId))
    .where(and(eq(orderItems.orderId, orderId), isNotNull(goods.coldMinC)))
    .limit(1);
  await call(app, warehouse, 'POST', `/api/admin/orders/${orderId}/ship`, {
    carrier: cold ? COLD_CHAIN_CARRIERS[0] : '顺丰速运',
    tracking_no: `SF${String(orderId).padStart(12, '0')}`,
  });
}

/** A box's 20-digit 追溯码: its goods' 药品标识码, then the line and the box (unique in the demo, as a box's code is). */
const traceCodeOf = (prefix: string, orderItemId: number, box: number): string =>
  `${prefix}${String(orderItemId).padStart(9, '0')}${String(box).padStart(4, '0')}`;

/** The warehouse scans a code for each box of the order's drug lines, each line's as one batch (a case's codes pasted). */
export async function scanTraceCodes(app: App, db: Db, warehouse: Caller, orderId: number): Promise<void> {
  const url = `/api/admin/orders/${orderId}/trace-codes`;
  const sheet = await call<OrderTraceCodes>(app, warehouse, 'GET', url);
  const lines = sheet.lines.filter((l) => !l.trace_exempt);
  if (!lines.length) return;
  const rows = await db
    .select({ id: goods.id, prefixes: goods.tracePrefixes })
    .from(goods)
    .where(
      inArray(
        goods.id,
        lines.map((l) => l.goods_id),
      ),
    );
  const prefixOf = new Map(rows.map((r) => [r.id, r.prefixes[0]]));
  for (const line of lines) {
    const prefix = prefixOf.get(line.goods_id);
    if (!prefix) throw new Error(`goods ${line.goods_id} has no 药品标识码 and is not 无追溯码`);
    // The line's boxes as the warehouse pastes a case's codes: one batch call per 500.
    for (let box = line.codes.length; box < line.quantity; box += TRACE_BATCH_MAX) {
      const codes = Array.from({ length: Math.min(TRACE_BATCH_MAX, line.quantity - box) }, (_, k) =>
        traceCodeOf(prefix, line.order_item_id, box + k),
      );
      await call(app, warehouse, 'POST', `${url}/batch`, { order_item_id: line.order_item_id, codes });
    }
  }
}
