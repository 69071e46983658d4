/**
 * What the buyer sees adds up: a cart that crosses a ladder tier and a 满减 tier, with a coupon and a
 * goods sold in middle packs, read on step 1, step 2, the order and its invoice, where every figure
 * shown must come to the total to the fen.
 */
import fs from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../apps/server/src/db/client.js';
import { coupons, goods, promotions, storeCoupons } from '../../apps/server/src/db/schema/index.js';
import { shipOrder } from '../../apps/server/src/modules/fulfilment/service.js';
import { launch, loginThroughPage, newContext, pageApi, screenshot, SCREENSHOTS } from '../browser.js';
import { createStore, openServerDatabase, typePayPassword } from '../fixtures.js';
import { pdfText } from '../pdf-text.js';

const BUYER = { phone: '13700008501', password: 'Pharma@2026', company: '和顺大药房(对账测试店)', name: '郑和顺' };
const OPERATOR = { kind: 'system', what: 'ops' } as const;
const DAY = 86_400_000;
/** Odd amounts on purpose: neither splits evenly over two lines, so the fen left over show where they go. */
const REDUCE_FEN = 1001;
const COUPON_FEN = 333;
const COUPON_NAME = '对账测试券满0减3.33';

/** The wire shapes this journey reads (subsets of the contracts' CartList and OrderInfo). */
interface CartLine {
  id: number;
  goods_id: number;
  number: number;
  price: number;
  amount: number;
  goods_manjian_amount: number;
  coupon_amount: number;
  is_selected: number;
  goods: { name: string };
}
interface OrderView {
  order_no: string;
  pay_amount: number;
  shipping_paid: number;
  items: { name: string; subtotal: number; discount: number; voucher: number; paid: number }[];
}

interface Prepared {
  /** A goods with two ladder tiers: the cart starts in the first and crosses into the second. */
  ladder: { id: number; name: string; first: number; firstPrice: number; secondPrice: number };
  /** A goods sold only in middle packs of 10. */
  pack: { id: number; name: string };
  promotionId: number;
  /** What the two goods were before the journey set them, put back after it. */
  restore: { id: number; minQty: number; midPack: number }[];
}

let browser: Browser;
let server: { db: Db; close: () => Promise<void> };
let page: Page;
let prepared: Prepared;

/** Plain seed goods of the store's scope, in stock, with no other price or promotion that could take their place. */
const plainGoods = sql`
  g.goods_type = 1 AND g.on_sale AND NOT g.is_controlled AND NOT g.contains_ephedrine AND NOT g.is_free_shipping
  AND NOT g.is_dpby AND NOT g.is_near_expiry AND g.qg_number = 0 AND g.stock >= 500 AND g.base_price BETWEEN 500 AND 5000
  AND NOT EXISTS (SELECT 1 FROM flash_sales f WHERE f.goods_id = g.id)
  AND NOT EXISTS (SELECT 1 FROM promotions p WHERE (g.id = ANY(p.goods_ids) OR cardinality(p.goods_ids) = 0) AND now() < p.ends_at)
  AND NOT EXISTS (SELECT 1 FROM activity_goods a WHERE a.goods_id = g.id)
  AND NOT EXISTS (SELECT 1 FROM goods_level_prices lp WHERE lp.goods_id = g.id)`;

/** Picks the two goods by id (the same on every run of the seed), sets their quantity rules, and puts both under one 满减. */
async function prepare(db: Db, storeId: number): Promise<Prepared> {
  const ladderRows = await db.execute<{ id: number; name: string; first: number; first_price: number; second_price: number }>(sql`
    SELECT g.id, g.name, t1.number AS first, t1.price AS first_price, t2.price AS second_price
    FROM goods g
    JOIN LATERAL (SELECT number, price FROM goods_ladder_prices WHERE goods_id = g.id ORDER BY number LIMIT 1) t1 ON true
    JOIN LATERAL (SELECT number, price FROM goods_ladder_prices WHERE goods_id = g.id ORDER BY number OFFSET 1 LIMIT 1) t2 ON true
    WHERE ${plainGoods} AND t1.number BETWEEN 3 AND 30 AND t2.price < t1.price AND t1.price = g.base_price
    ORDER BY g.id LIMIT 1`);
  const ladder = ladderRows.rows[0];
  if (!ladder) throw new Error('the seeded catalogue has no ladder goods for this journey');
  const packRows = await db.execute<{ id: number; name: string }>(sql`
    SELECT g.id, g.name FROM goods g
    WHERE ${plainGoods} AND g.id <> ${ladder.id} AND NOT EXISTS (SELECT 1 FROM goods_ladder_prices l WHERE l.goods_id = g.id)
    ORDER BY g.id LIMIT 1`);
  const pack = packRows.rows[0];
  if (!pack) throw new Error('the seeded catalogue has no plain goods for this journey');

  const before = await db
    .select({ id: goods.id, minQty: goods.minQty, midPack: goods.midPack })
    .from(goods)
    .where(sql`${goods.id} IN (${ladder.id}, ${pack.id})`);
  await db.update(goods).set({ minQty: 1, midPack: 1 }).where(eq(goods.id, ladder.id));
  await db.update(goods).set({ minQty: 10, midPack: 10 }).where(eq(goods.id, pack.id));

  // The 满减's tier lies between the cart as first filled (one unit and one middle pack) and the cart
  // once the ladder goods crosses its first tier, so that one change reaches both.
  const startFen = ladder.first_price + 10 * (await basePrice(db, pack.id));
  const endFen = (ladder.first + 1) * ladder.second_price + 10 * (await basePrice(db, pack.id));
  const threshold = Math.floor((startFen + endFen) / 2);
  const [promotion] = await db
    .insert(promotions)
    .values({
      type: 'manjian',
      name: '对账测试满减',
      rule: { tiers: [{ threshold_fen: threshold, reduce_fen: REDUCE_FEN }] },
      goodsIds: [ladder.id, pack.id],
      startsAt: new Date(Date.now() - DAY),
      endsAt: new Date(Date.now() + DAY),
    })
    .returning({ id: promotions.id });
  const [template] = await db
    .insert(coupons)
    .values({
      name: COUPON_NAME,
      type: 'amount',
      amount: COUPON_FEN,
      threshold: 0,
      scope: { kind: 'all' },
      validFrom: new Date(Date.now() - DAY),
      validTo: new Date(Date.now() + DAY),
    })
    .returning({ id: coupons.id });
  await db.insert(storeCoupons).values({ storeId, couponId: template.id, source: 'issue' });
  return {
    ladder: { id: ladder.id, name: ladder.name, first: ladder.first, firstPrice: ladder.first_price, secondPrice: ladder.second_price },
    pack,
    promotionId: promotion.id,
    restore: before,
  };
}

async function basePrice(db: Db, id: number): Promise<number> {
  const [row] = await db.select({ price: goods.basePrice }).from(goods).where(eq(goods.id, id));
  return row.price;
}

beforeAll(async () => {
  server = openServerDatabase();
  const { storeId } = await createStore(server.db, { ...BUYER, signed: true, address: true, walletFen: 10_000_000 });
  prepared = await prepare(server.db, storeId);
  browser = await launch();
  page = await (await newContext(browser)).newPage();
  await loginThroughPage(page, BUYER.phone, BUYER.password);
});
afterAll(async () => {
  await browser?.close();
  if (prepared) {
    await server.db.update(promotions).set({ endsAt: new Date() }).where(eq(promotions.id, prepared.promotionId));
    for (const g of prepared.restore) await server.db.update(goods).set({ minQty: g.minQty, midPack: g.midPack }).where(eq(goods.id, g.id));
  }
  await server?.close();
});

const api = <T>(path: string, body?: object) => pageApi<T>(page, path, body);

/** A figure as the page shows it (¥1,234.50, -¥3.33, +¥15.00), in fen with its sign. */
const fen = (text: string): number => {
  const value = Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
  // || 0: -¥0.00 is nothing off, not -0.
  return (text.trim().startsWith('-') ? -value : value) || 0;
};
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
/** The page's money format: yuan rounded down to 2 decimals. */
const yuan = (amount: number): string => `¥${(Math.floor(Math.round(amount * 1000) / 10) / 100).toFixed(2)}`;

async function settle(): Promise<void> {
  await page.waitForLoadState('networkidle');
}

/** The rows of a breakdown (商品小计, 运费, 满减/满折, 优惠券 …) as label → signed fen, and its total. */
async function breakdown(list: Locator): Promise<{ rows: Map<string, number>; total: number | null }> {
  const rows = new Map<string, number>();
  let total: number | null = null;
  for (const row of await list.locator('[data-amount]').all()) {
    const key = (await row.getAttribute('data-amount')) ?? '';
    const value = fen(await row.locator('dd').innerText());
    if (key === 'total') total = value;
    else rows.set(key, value);
  }
  return { rows, total };
}

async function addFromDetail(id: number, name: string): Promise<void> {
  await page.goto(`/list/info/${id}`);
  await page.getByRole('heading', { level: 1, name }).waitFor({ timeout: 15_000 });
  await settle();
  const added = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/cart' && r.request().method() === 'POST');
  await page.getByRole('main').getByRole('button', { name: /加入购物车/ }).first().click();
  expect((await added).ok()).toBe(true);
}

/** Step 1: the lines' subtotals and shares, and the bar's rows, add up to 合计 to the fen. */
async function checkStepOne(): Promise<CartLine[]> {
  await settle();
  const cart = await api<{ data: CartLine[]; totals: { pay_amount: number } }>('/api/cart/list');
  const bar = page.getByRole('region', { name: '结算栏' });
  await expect.poll(() => bar.getByLabel('应付合计').innerText(), { timeout: 10_000 }).toBe(yuan(cart.totals.pay_amount));
  const { rows } = await breakdown(bar.getByLabel('已选商品金额'));
  const selected = cart.data.filter((l) => l.is_selected === 1);
  for (const line of selected) {
    const row = page.getByRole('table', { name: '购物车商品' }).getByRole('row', { name: line.goods.name, exact: true });
    const text = await row.innerText();
    expect(text).toContain(yuan(line.amount));
    const share = fen(yuan(line.goods_manjian_amount)) + fen(yuan(line.coupon_amount));
    if (share > 0) expect(text).toContain(`优惠 -${yuan(share / 100)}`);
  }
  expect(sum(selected.map((l) => fen(yuan(l.amount))))).toBe(rows.get('goods'));
  expect(sum(selected.map((l) => fen(yuan(l.goods_manjian_amount)) + fen(yuan(l.coupon_amount))))).toBe(
    -((rows.get('promotion') ?? 0) + (rows.get('coupon') ?? 0)),
  );
  expect(sum([...rows.values()])).toBe(fen(await bar.getByLabel('应付合计').innerText()));
  return selected;
}

describe('totals that reconcile', () => {
  it('adds goods across a ladder and a 满减 tier with a coupon and a middle pack; step 1, step 2, the order and the invoice add up to the fen', async () => {
    const { ladder, pack } = prepared;
    await addFromDetail(ladder.id, ladder.name);
    await addFromDetail(pack.id, pack.name);
    // The middle-pack goods says so beside its stepper and went in as one whole pack.
    expect(await page.getByRole('main').innerText()).toContain('按中包装 10');

    await page.goto('/cart');
    await page.getByRole('table', { name: '购物车商品' }).waitFor({ timeout: 15_000 });
    const before = await checkStepOne();
    expect(before.find((l) => l.goods_id === pack.id)?.number).toBe(10);
    expect(before.find((l) => l.goods_id === ladder.id)?.price).toBe(ladder.firstPrice / 100);
    expect((await breakdown(page.getByLabel('已选商品金额'))).rows.get('promotion')).toBe(0);

    // One change crosses into the second ladder tier and reaches the 满减 tier.
    const line = before.find((l) => l.goods_id === ladder.id);
    if (!line) throw new Error('the ladder goods is not in the cart');
    const edited = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/cart/${line.id}/edit`);
    const quantity = page.getByRole('spinbutton', { name: `${ladder.name}数量` });
    await quantity.fill(String(ladder.first + 1));
    await quantity.press('Enter');
    expect((await edited).ok()).toBe(true);
    await settle();
    const after = await checkStepOne();
    expect(after.find((l) => l.goods_id === ladder.id)?.price).toBe(ladder.secondPrice / 100);
    const stepOne = await breakdown(page.getByLabel('已选商品金额'));
    expect(stepOne.rows.get('promotion')).toBe(-REDUCE_FEN);
    expect(stepOne.rows.get('coupon')).toBe(-COUPON_FEN);
    await screenshot(page, 'totals-step1');

    // Step 2: the coupon is picked; the lines' subtotals and shares and the rows come to 应付金额.
    await page.getByRole('button', { name: '去结算' }).click();
    await page.waitForURL((url) => url.pathname === '/cart/step2');
    await page.getByRole('heading', { name: '填写并核对订单信息' }).waitFor();
    await settle();
    const coupon = page.getByRole('radiogroup', { name: '优惠券' }).getByRole('radio', { name: new RegExp(COUPON_NAME) });
    await expect.poll(() => coupon.isChecked(), { timeout: 10_000 }).toBe(true);
    const stepTwo = await breakdown(page.getByLabel('订单金额'));
    expect(stepTwo.total).not.toBeNull();
    expect(sum([...stepTwo.rows.values()])).toBe(stepTwo.total);
    expect(stepTwo.rows.get('promotion')).toBe(-REDUCE_FEN);
    expect(stepTwo.rows.get('coupon')).toBe(-COUPON_FEN);
    const goodsList = page.locator('section[aria-labelledby="checkout-lines"]');
    const lines = goodsList.locator('tbody tr');
    await expect.poll(() => lines.count()).toBe(2);
    const heads = (await goodsList.locator('thead th').allInnerTexts()).map((t) => t.trim());
    const cells = await Promise.all((await lines.all()).map(async (tr) => (await tr.locator('td').allInnerTexts()).map((t) => t.trim())));
    const [subtotalAt, offAt] = [heads.indexOf('小计'), heads.indexOf('优惠')];
    expect(sum(cells.map((c) => fen(c[subtotalAt])))).toBe(stepTwo.rows.get('goods'));
    expect(sum(cells.map((c) => (c[offAt] === '—' ? 0 : fen(c[offAt]))))).toBe(-REDUCE_FEN - COUPON_FEN);
    await page.getByLabel('订单金额').scrollIntoViewIfNeeded();
    await screenshot(page, 'totals-step2');
    await page.getByLabel('订单金额').screenshot({ path: `${SCREENSHOTS}/totals-step2-breakdown.png` });

    await page.getByRole('button', { name: '提交订单' }).click();
    await page.waitForURL(/\/cart\/step3\/\d+$/, { timeout: 15_000 });
    const orderId = Number(new URL(page.url()).pathname.split('/').at(-1));
    await page.getByRole('heading', { name: '订单提交成功，请尽快付款！' }).waitFor();
    await settle();
    await expect.poll(() => page.getByRole('radio', { name: /余额支付/ }).getAttribute('aria-checked')).toBe('true');
    await typePayPassword(page);
    await page.getByRole('button', { name: /立即支付/ }).click();
    await page.waitForURL((url) => url.pathname === '/cart/step4');

    // The order: the same breakdown, and each line's subtotal, share and what it was paid.
    await page.goto(`/order/info/${orderId}`);
    const amounts = page.getByLabel('订单金额');
    await amounts.waitFor({ timeout: 15_000 });
    await settle();
    const placed = await breakdown(amounts);
    expect(placed.rows).toEqual(stepTwo.rows);
    expect(placed.total).toBe(stepTwo.total);
    const table = page.getByRole('table', { name: '商品清单' });
    const headers = (await table.getByRole('columnheader').allInnerTexts()).map((t) => t.trim());
    const column = async (title: string) => {
      const at = headers.indexOf(title);
      const rows = await table.locator('tbody tr.ant-table-row').all();
      return Promise.all(rows.map(async (tr) => (await tr.locator('td').nth(at).innerText()).trim()));
    };
    const subtotals = (await column('小计')).map(fen);
    const off = (await column('优惠')).map((t) => (t === '—' ? 0 : fen(t)));
    const paid = (await column('实付')).map(fen);
    expect(subtotals).toHaveLength(2);
    expect(sum(subtotals)).toBe(placed.rows.get('goods'));
    expect(sum(off)).toBe(-REDUCE_FEN - COUPON_FEN);
    paid.forEach((p, k) => expect(p).toBe(subtotals[k] + off[k]));
    expect(sum(paid) + (placed.rows.get('shipping') ?? 0)).toBe(placed.total);
    await amounts.scrollIntoViewIfNeeded();
    await screenshot(page, 'totals-order');
    await page.locator('main').screenshot({ path: `${SCREENSHOTS}/totals-order-detail.png` });

    // The invoice of the completed order states the same lines and rows.
    await shipOrder(server.db, orderId, '顺丰速运', `SF${String(orderId).padStart(12, '0')}`, OPERATOR);
    await api('/api/order/confirm', { id: orderId });
    const order = await api<OrderView>(`/api/order/info/${orderId}`);
    const { list } = await api<{ list: { id: number; order_no: string }[] }>('/api/invoice/list');
    const invoice = list.find((i) => i.order_no === order.order_no);
    if (!invoice) throw new Error('the completed order has no invoice');
    const pdf = await page.context().request.get(`/api/invoice/${invoice.id}/pdf`);
    expect(pdf.ok()).toBe(true);
    const bytes = new Uint8Array(await pdf.body());
    fs.mkdirSync(SCREENSHOTS, { recursive: true });
    fs.writeFileSync(`${SCREENSHOTS}/totals-invoice.pdf`, bytes);
    // pdf.js puts a space between the cells of a row: the figures are compared without them.
    const text = (await pdfText(bytes)).replace(/\s+/g, '');
    for (const item of order.items) {
      expect(text).toContain(item.name.replace(/\s+/g, ''));
      expect(text).toContain(`${yuan(item.subtotal)}${yuan((fen(yuan(item.discount)) + fen(yuan(item.voucher))) / 100)}${yuan(item.paid)}`);
    }
    const rowText = (key: string, label: string, sign: string) => `${label}：${sign}${yuan(Math.abs(placed.rows.get(key) ?? 0) / 100)}`;
    expect(text).toContain(rowText('goods', '商品小计', ''));
    expect(text).toContain(rowText('shipping', '运费', '+'));
    expect(text).toContain(rowText('promotion', '满减/满折', '-'));
    expect(text).toContain(rowText('coupon', '优惠券', '-'));
    expect(text).toContain(`实付金额：${yuan(order.pay_amount)}`);
    expect(sum(order.items.map((i) => fen(yuan(i.paid)))) + fen(yuan(order.shipping_paid))).toBe(fen(yuan(order.pay_amount)));
    expect(fen(yuan(order.pay_amount))).toBe(placed.total);
  });
});
