import { and, eq, gte, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { CartLineInput, Coupon } from '@yc/pricing';
import crypto from 'node:crypto';
import { accounts, accountStores, addresses, coupons, flashSales, goods, goodsLadderPrices, orderItems, orders, sessions, storeContracts, storeCoupons, stores, walletLedger } from '../src/db/schema/index.js';
import type { App } from '../src/app.js';
import type { Actor } from '../src/lib/process.js';
import { chinaToday } from '../src/lib/china-day.js';
import { hashingEachPasswordOnce } from '../src/lib/password.js';
import { adjustStock, allocateOrder } from '../src/modules/batches/stock.js';
import { setSmsSender, smsCode, smsText, type SmsMessage } from '../src/modules/sms-code/sms.js';
import { DEMO_PAY_PASSWORD } from '../src/seed/data/demo-accounts.js';

let seq = 0;

/** Who the tests' direct calls of warehouse and review services act as: the operator's command line. */
export const OPERATOR: Actor = { kind: 'system', what: 'ops' };

/** The 支付密码 of every createBuyer login (and of the demo member): wallet and credit payments send it. */
export const PAY_PASSWORD = DEMO_PAY_PASSWORD;
// Each password hashed once: scrypt at OWASP's cost (half a second) per buyer would slow every file that makes many buyers.
const testHash = hashingEachPasswordOnce();

/**
 * A fresh buyer of its own, so a test that changes a store (signs, pays, switches) leaves the
 * demo accounts as the other test files expect them.
 */
export async function createBuyer(
  app: App,
  opts: { passed?: boolean; province?: string; customerType?: string; scope?: string[]; payPassword?: boolean } = {},
): Promise<{ username: string; password: string; storeId: number; accountId: number }> {
  seq += 1;
  const username = `139${String(process.pid % 10000).padStart(4, '0')}${String(seq).padStart(4, '0')}`;
  const password = 'Test@2026';
  const [account] = await app.db
    .insert(accounts)
    .values({
      phone: username,
      passwordHash: await testHash(password),
      payPasswordHash: opts.payPassword === false ? null : await testHash(PAY_PASSWORD),
      name: '测试采购员',
    })
    .returning({ id: accounts.id });
  const [store] = await app.db
    .insert(stores)
    .values({
      company: `测试大药房${seq}号店`,
      contactName: '测试采购员',
      contactPhone: username,
      province: opts.province ?? '北京市',
      city: '北京市',
      customerType: opts.customerType ?? '单体药店',
      businessScope: opts.scope ?? ['kgr', 'jrzt', 'hx', 'xh', 'xnxg', 'nfm', 'wss', 'pf', 'wg', 'fk', 'ek', 'sj', 'mn', 'zcy', 'zyyp', 'qx'],
      qualificationStatus: opts.passed === false ? 'pending' : 'passed',
    })
    .returning({ id: stores.id });
  await app.db.insert(accountStores).values({ accountId: account.id, storeId: store.id, isOwner: true });
  return { username, password, storeId: store.id, accountId: account.id };
}

/**
 * An unpaid order of `count` units of one in-stock goods, written as checkout writes one: the stock
 * is taken in the same transaction. Lets payment tests run without going through the cart.
 */
export async function createUnpaidOrder(
  app: App,
  buyer: { storeId: number; accountId: number },
  opts: { payAmount?: number; count?: number; expiresAt?: Date } = {},
): Promise<{ orderId: number; goodsId: number; count: number; payAmount: number }> {
  const count = opts.count ?? 2;
  return app.db.transaction(async (tx) => {
    const [g] = await tx
      .select()
      .from(goods)
      .where(and(gte(goods.stock, 100), eq(goods.goodsType, 1)))
      .orderBy(goods.id)
      // A file's orders each take other goods, so one test's stock count is not another's.
      .offset(seq % 500)
      .limit(1);
    await tx.update(goods).set({ stock: sql`${goods.stock} - ${count}`, sales: sql`${goods.sales} + ${count}` }).where(eq(goods.id, g.id));
    const payAmount = opts.payAmount ?? g.basePrice * count;
    seq += 1;
    const [order] = await tx
      .insert(orders)
      .values({
        orderNo: `T${Date.now()}${seq}`,
        storeId: buyer.storeId,
        accountId: buyer.accountId,
        status: 'unpaid',
        goodsAmount: g.basePrice * count,
        payAmount,
        address: { consignee: '测试', phone: '13800000000', detail: '测试地址' },
        expiresAt: opts.expiresAt ?? new Date(Date.now() + 30 * 60_000),
      })
      .returning({ id: orders.id });
    await tx.insert(orderItems).values({
      orderId: order.id,
      goodsId: g.id,
      name: g.name,
      spec: g.spec,
      manufacturer: g.manufacturer,
      unit: g.unit,
      price: g.basePrice,
      number: count,
      amount: g.basePrice * count,
    });
    await allocateOrder(tx, order.id, `buyer:${buyer.accountId}`);
    return { orderId: order.id, goodsId: g.id, count, payAmount };
  });
}

export async function fundWallet(app: App, storeId: number, fen: number): Promise<void> {
  // The ledger's own id sequence hands out a ref no other test file can also hold on the shared database.
  const refId = sql<number>`nextval(pg_get_serial_sequence('wallet_ledger', 'id'))`;
  await app.db.insert(walletLedger).values({ storeId, amount: fen, useType: 'recharge', refType: 'test', refId, note: '测试充值' });
}

const DAY = 86_400_000;

/** YYYY-MM-DD `days` after China's today (before it when negative): a batch's dates as the warehouse types them. */
export const dayAfter = (days: number): string => new Date(Date.parse(`${chinaToday()}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/** An amount coupon of a template of its own (not in the coupon centre), valid from yesterday to tomorrow, given to the store; answers its store coupon id. */
export async function issueCoupon(app: App, storeId: number, c: { amount: number; threshold: number; name?: string }): Promise<number> {
  const [tpl] = await app.db
    .insert(coupons)
    .values({
      name: c.name ?? `满${c.threshold / 100}减${c.amount / 100}`,
      type: 'amount',
      amount: c.amount,
      threshold: c.threshold,
      scope: { kind: 'all' },
      validFrom: new Date(Date.now() - DAY),
      validTo: new Date(Date.now() + DAY),
    })
    .returning({ id: coupons.id });
  const [sc] = await app.db.insert(storeCoupons).values({ storeId, couponId: tpl.id, source: 'issue' }).returning({ id: storeCoupons.id });
  return sc.id;
}

/** The business scope createBuyer gives a store by default: every top-level class. */
const FULL_SCOPE = ['kgr', 'jrzt', 'hx', 'xh', 'xnxg', 'nfm', 'wss', 'pf', 'wg', 'fk', 'ek', 'sj', 'mn', 'zcy', 'zyyp', 'qx'];

export interface TestGoods {
  id: number;
  name: string;
  unit: string;
  basePrice: number;
  stock: number;
  /** Ladder tiers in fen, by number. */
  ladder: { number: number; price: number }[];
}

const pickable = (kind: 'plain' | 'ladder' | 'hm') => sql`
  g.goods_type = 1 AND g.on_sale AND NOT g.is_controlled AND NOT g.is_free_shipping AND NOT g.is_dpby AND NOT g.is_near_expiry
  AND g.category_keys[1] = ANY(${`{${FULL_SCOPE.join(',')}}`}::text[])
  AND g.contains_ephedrine = ${kind === 'hm'} ${kind === 'hm' ? sql`` : sql`AND g.name NOT LIKE '%片%'`}
  AND NOT EXISTS (SELECT 1 FROM flash_sales f WHERE f.goods_id = g.id)
  AND NOT EXISTS (SELECT 1 FROM promotions p WHERE (g.id = ANY(p.goods_ids) OR cardinality(p.goods_ids) = 0) AND p.name NOT LIKE '测试%'
    AND now() BETWEEN p.starts_at AND p.ends_at)
  AND NOT EXISTS (SELECT 1 FROM goods_level_prices lp WHERE lp.goods_id = g.id AND lp.level = 1)
  ${kind === 'hm' ? sql`` : sql`AND (SELECT count(*) FROM goods_ladder_prices l WHERE l.goods_id = g.id) ${kind === 'ladder' ? sql`>= 2` : sql`= 0`}`}`;

/** A goods' sellable stock set as a stocktake sets it: by adjustment on its batches, so goods.stock and the batches agree. */
export async function stockBatches(app: App, goodsId: number, units: number): Promise<void> {
  await app.db.transaction((tx) => adjustStock(tx, goodsId, units, 'system:ops', '测试设置库存'));
}

/** The next seed goods of each kind this test file has not handed out yet (the file has the database to itself). */
const handedOut = { plain: 0, ladder: 0, hm: 0, flash: 0 };

/**
 * A seed goods of its own for the calling test, set to a known state: stock 1000, min_qty 1,
 * mid_pack 1, no 限购, unless given. Tests use seed goods rather than new ones: a new goods would
 * change the catalogue totals the listing tests of the same file compare.
 */
export async function seedGoods(
  app: App,
  kind: 'plain' | 'ladder' | 'hm' = 'plain',
  set: Partial<Pick<typeof goods.$inferInsert, 'stock' | 'minQty' | 'midPack' | 'qgNumber' | 'hmLimit' | 'coldMinC' | 'coldMaxC'>> = {},
): Promise<TestGoods> {
  const res = await app.db.execute<{ id: number }>(sql`SELECT g.id FROM goods g WHERE ${pickable(kind)} ORDER BY g.id DESC OFFSET ${handedOut[kind]++} LIMIT 1`);
  const id = res.rows[0].id;
  const { stock = 1000, ...rest } = set;
  await stockBatches(app, id, stock);
  const [row] = await app.db
    .update(goods)
    // The demo catalogue gives its drugs 药品标识码 and its devices 无追溯码, its 冷藏 goods a 冷链 range: a test's goods has none unless it says so.
    .set({ minQty: 1, midPack: 1, qgNumber: 0, tracePrefixes: [], traceExempt: false, coldMinC: null, coldMaxC: null, ...rest })
    .where(eq(goods.id, id))
    .returning({ name: goods.name, unit: goods.unit, basePrice: goods.basePrice, stock: goods.stock });
  const ladder = await app.db.select({ number: goodsLadderPrices.number, price: goodsLadderPrices.price }).from(goodsLadderPrices).where(eq(goodsLadderPrices.goodsId, id)).orderBy(goodsLadderPrices.number);
  return { id, ...row, ladder };
}

/** A seed flash sale on now (counted from the last), over a goods a createBuyer store may buy, with stock 1000. */
export async function seedFlashSale(app: App): Promise<{ goods: TestGoods; sale: typeof flashSales.$inferSelect }> {
  const res = await app.db.execute<{ id: number }>(sql`
    SELECT f.id FROM flash_sales f JOIN goods g ON g.id = f.goods_id
    WHERE f.starts_at <= now() AND f.ends_at > now() AND f.limit_per_store >= 2 AND NOT g.is_controlled AND NOT g.contains_ephedrine
      AND g.category_keys[1] = ANY(${`{${FULL_SCOPE.join(',')}}`}::text[])
      AND NOT EXISTS (SELECT 1 FROM goods_level_prices lp WHERE lp.goods_id = g.id AND lp.level = 1)
    ORDER BY f.id DESC OFFSET ${handedOut.flash++} LIMIT 1`);
  const [sale] = await app.db.select().from(flashSales).where(eq(flashSales.id, res.rows[0].id));
  await stockBatches(app, sale.goodsId, 1000);
  const [row] = await app.db
    .update(goods)
    .set({ minQty: 1, qgNumber: 0 })
    .where(eq(goods.id, sale.goodsId))
    .returning({ id: goods.id, name: goods.name, unit: goods.unit, basePrice: goods.basePrice, stock: goods.stock });
  const ladder = await app.db.select({ number: goodsLadderPrices.number, price: goodsLadderPrices.price }).from(goodsLadderPrices).where(eq(goodsLadderPrices.goodsId, row.id)).orderBy(goodsLadderPrices.number);
  return { goods: { ...row, ladder }, sale };
}

/** A signed purchase contract in force, as POST /api/contract/sign leaves one. */
export async function signedContract(app: App, storeId: number): Promise<void> {
  seq += 1;
  const now = Date.now();
  await app.db.insert(storeContracts).values({
    storeId,
    contractNo: `T-HT-${process.pid}-${seq}`,
    title: '测试年度采购合同',
    validFrom: new Date(now - 86_400_000),
    validUntil: new Date(now + 365 * 86_400_000),
    signedAt: new Date(now),
    signerName: '测试采购员',
  });
}

export async function addAddress(app: App, storeId: number): Promise<number> {
  const [row] = await app.db
    .insert(addresses)
    .values({ storeId, consignee: '张三', phone: '13800000000', province: '北京市', city: '北京市', district: '朝阳区', detail: '测试路1号', isDefault: true })
    .returning({ id: addresses.id });
  return row.id;
}

/** A mobile number no login uses yet (another prefix than createBuyer's). */
export function unusedPhone(): string {
  seq += 1;
  return `137${String(process.pid % 10000).padStart(4, '0')}${String(seq).padStart(4, '0')}`;
}

/** An SMS the in-memory gateway took, with the text its template renders. */
export type SentSms = SmsMessage & { text: string };

/** Installs an in-memory SMS gateway; `codeFor` reads the last code sent to a phone. */
export function captureSms(): { sent: SentSms[]; codeFor(phone: string): string } {
  const sent: SentSms[] = [];
  setSmsSender({ send: async (m) => void sent.push({ ...m, text: smsText(m) }) });
  return {
    sent,
    codeFor(phone) {
      const code = sent
        .filter((s) => s.phone === phone)
        .map(smsCode)
        .filter((c) => c !== undefined)
        .at(-1);
      if (code === undefined) throw new Error(`no SMS code to ${phone}`);
      return code;
    },
  };
}

/**
 * The cookie of a session as POST /api/user/login starts one, written directly: for tests that need
 * many buyers at once, which the login rate limit (30 a minute from one address) would refuse.
 */
export async function sessionCookie(app: App, buyer: { accountId: number; storeId: number }): Promise<string> {
  const id = crypto.randomBytes(32).toString('base64url');
  await app.db.insert(sessions).values({ id, accountId: buyer.accountId, storeId: buyer.storeId, expiresAt: new Date(Date.now() + 86_400_000) });
  return `yc_sid=${id}`;
}

/** A coupon of issueCoupon as @yc/pricing takes it. */
export function engineCoupon(id: number, c: { amount: number; threshold: number }): Coupon {
  return {
    id,
    name: 'c',
    threshold_fen: c.threshold,
    discount: { type: 'amount', amount_fen: c.amount },
    scope: 'all',
    valid_from: 0,
    valid_until: Date.now() + DAY,
  };
}

/**
 * A cart line as @yc/pricing takes it for a goods of seedGoods (no level price, no flash sale),
 * selected and buyable: tests price the same lines with the engine and compare the wire with it.
 */
export function engineLine(id: number, g: TestGoods, number: number): CartLineInput {
  return {
    id,
    goods_id: g.id,
    number,
    is_selected: true,
    with_coupon: true,
    is_buy: true,
    stock: g.stock,
    is_free_shipping: false,
    is_dpby: false,
    free_shipping_number: 0,
    price: {
      kind: 'goods',
      base_price_fen: g.basePrice,
      level_price_fen: null,
      ladder: g.ladder.length ? { type: 1, tiers: g.ladder.map((t) => ({ number: t.number, price_fen: t.price })) } : null,
      flash: null,
    },
  };
}

/** A fresh buyer and the cookie of a session of it. */
export async function loggedInBuyer(app: App, opts: Parameters<typeof createBuyer>[1] = {}) {
  const buyer = await createBuyer(app, opts);
  return { buyer, cookie: await sessionCookie(app, buyer) };
}

export const getAs = (app: App, url: string, cookie: string) => app.inject({ method: 'GET', url, headers: { cookie } });

/** A form-encoded POST, as the page sends bodies (spec section 7). */
export const postForm = (app: App, url: string, payload: Record<string, string>, cookie?: string) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
    payload: new URLSearchParams(payload).toString(),
  });

/** A fresh buyer's form POST of `payload` to `url` is refused with a 422 whose first message is `msg`. */
export async function expectFormInvalid(app: App, url: string, payload: Record<string, string>, msg: string): Promise<void> {
  const { cookie } = await loggedInBuyer(app);
  expectInvalid(await postForm(app, url, payload, cookie), msg);
}

/** A 422 whose first message, the one the page shows, is `msg`. */
export function expectInvalid(res: { statusCode: number; json(): unknown }, msg: string): void {
  expect(res.statusCode).toBe(422);
  expect(res.json()).toMatchObject({ code: 422, msg });
}
