/**
 * The ERP side of a company (issue 19): the order export with one row per shipped batch, and the
 * company API keys — made and revoked by 负责人 alone, shown once, kept hashed, reading only the
 * company's stores, read-only, limited per key with a Chinese 429, never logged.
 */
import crypto from 'node:crypto';
import { API_KEY_RE, Code, ERP_CALLS_PER_MINUTE, MAX_ACTIVE_API_KEYS, roleRefusal, type ErpOrder, type Statement } from '@yc/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { createDb } from '../../src/db/client.js';
import { accountStores, cartItems, companyApiKeys, companyLogs, goodsBatches, orderItems, orderLineBatches } from '../../src/db/schema/index.js';
import { readSpreadsheet } from '../spreadsheet-files.js';
import { chinaToday } from '../../src/lib/china-day.js';
import { ORDER_EXPORT_HEADER } from '../../src/modules/erp/export.js';
import { KEY_INVALID, KEY_MISSING } from '../../src/modules/erp/key-auth.js';
import { chinaMonth } from '../../src/modules/statements/months.js';
import { testDatabaseUrl } from '../file-database.js';
import { dayAfter, fundWallet, seedGoods, type TestGoods } from '../fixtures.js';
import { fileApp } from '../helper.js';
import { get, okData, placeOrder, post, readyBuyer, shippedOrder } from '../ops/order-flow.js';
import { loggedInStaff } from '../staff-fixtures.js';
import { addMember, companyOwner, type Member } from './company-fixtures.js';

const app = fileApp(6);
let warehouse: string;
beforeAll(async () => {
  warehouse = (await loggedInStaff(app, 'warehouse')).cookie;
});

let seq = 0;
/** A seed goods emptied of stock, then given these batches through 入库. */
async function goodsWithBatches(quantities: number[]): Promise<TestGoods> {
  const g = await seedGoods(app, 'plain', { stock: 0 });
  for (const [i, quantity] of quantities.entries()) {
    seq += 1;
    await okData(
      post(app, warehouse, '/api/admin/batches', {
        goods_id: g.id,
        batch_no: `E${process.pid % 1000}${String(seq).padStart(4, '0')}`,
        produced_on: dayAfter(-100 - i),
        expires_on: dayAfter(400 + i * 30),
        quantity,
      }),
    );
  }
  return g;
}

/** What the database says the order shipped: one row per batch of each line. */
async function shippedBatchesOf(orderId: number) {
  return app.db
    .select({ item: orderItems.id, batchNo: goodsBatches.batchNo, producedOn: goodsBatches.producedOn, expiresOn: goodsBatches.expiresOn, quantity: orderLineBatches.quantity, price: orderItems.price })
    .from(orderLineBatches)
    .innerJoin(goodsBatches, eq(goodsBatches.id, orderLineBatches.batchId))
    .innerJoin(orderItems, eq(orderItems.id, orderLineBatches.orderItemId))
    .where(eq(orderLineBatches.orderId, orderId))
    .orderBy(orderItems.id, goodsBatches.expiresOn);
}

const exportOf = (cookie: string, query: string) => get(app, cookie, `/api/user/orders/export?${query}`);
const today = () => chinaToday();

describe('GET /api/user/orders/export', () => {
  it('has one row per shipped batch of each line, with the columns an ERP receives goods by, as .xlsx and as CSV', async () => {
    const b = await readyBuyer(app);
    const split = await goodsWithBatches([3, 10]);
    const single = await goodsWithBatches([20]);
    const order = await shippedOrder(app, b, [
      { goods: split, number: 5 },
      { goods: single, number: 2 },
    ]);
    // Neither an unshipped order nor another store's shipment is in the file.
    await placeOrder(app, b, [{ goods: single, number: 1 }]);
    await shippedOrder(app, await readyBuyer(app), [{ goods: single, number: 1 }]);

    const batches = await shippedBatchesOf(order.orderId);
    // Five units over the batches of 3 and 10 (earliest expiry first), two from the single batch.
    expect(batches.map((x) => x.quantity).sort()).toEqual([2, 2, 3]);
    const expected = batches.map((x) => [x.batchNo, x.producedOn, x.expiresOn, x.quantity, x.price / 100, (x.price * x.quantity) / 100]);

    for (const format of ['xlsx', 'csv'] as const) {
      const res = await exportOf(b.cookie, `from=${today()}&to=${today()}&format=${format}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''${encodeURIComponent(`发货明细-${today()}-${today()}.${format}`)}`);
      if (format === 'csv') expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const [header, ...rows] = readSpreadsheet(`x.${format}`, res.rawPayload, [`.${format}`]);
      expect(header).toEqual(['订单编号', '商品编码', '通用名', '规格', '生产厂家', '批准文号', '批号', '生产日期', '有效期至', '单位', '数量', '单价', '金额', '发票号']);
      expect(header).toEqual(ORDER_EXPORT_HEADER);
      expect(rows.map((r) => r[0])).toEqual([order.orderNo, order.orderNo, order.orderNo]);
      // CSV cells come back as text, the workbook's as numbers.
      const typed = rows.map((r) => [String(r[6]), String(r[7]), String(r[8]), Number(r[10]), Number(r[11]), Number(r[12])]);
      expect(typed).toEqual(expected.map((e) => [e[0], e[1], e[2], e[3], e[4], e[5]]));
      expect(String(rows[0][1])).toMatch(/\S/);
      expect(rows[0][5]).toMatch(/\S/);
    }
  });

  it('leaves out the days not asked for', async () => {
    const b = await readyBuyer(app);
    await shippedOrder(app, b, [{ goods: await goodsWithBatches([5]), number: 1 }]);
    const res = await exportOf(b.cookie, `from=${dayAfter(-10)}&to=${dayAfter(-1)}`);
    expect(readSpreadsheet('x.xlsx', res.rawPayload, ['.xlsx'])).toEqual([ORDER_EXPORT_HEADER]);
  });

  it.each([
    ['from=2026-02-30&to=2026-03-01', '开始日期不是有效日期'],
    ['from=2026-03-02&to=2026-03-01', '开始日期不能晚于结束日期'],
    ['from=2025-01-01&to=2026-03-01', '一次最多导出366天的发货记录'],
    ['to=2026-03-01', '请填写开始日期'],
    ['from=2026-03-01&to=2026-03-01&format=pdf', '导出格式应为 xlsx 或 csv'],
  ])('refuses %s with 422 in Chinese', async (query, msg) => {
    const b = await readyBuyer(app);
    const res = await exportOf(b.cookie, query);
    expect([res.statusCode, res.json().msg]).toEqual([422, msg]);
  });
});

describe('company API keys', () => {
  let a: Awaited<ReturnType<typeof companyOwner>>;
  let secondStore: number;
  let other: Awaited<ReturnType<typeof companyOwner>>;
  let members: Record<'buyer' | 'finance' | 'viewer', Member>;
  beforeAll(async () => {
    a = await companyOwner(app);
    // The company's second store, linked to its owner.
    secondStore = (await readyBuyer(app)).storeId;
    await app.db.insert(accountStores).values({ accountId: a.owner.accountId, storeId: secondStore, role: 'owner' });
    other = await companyOwner(app);
    members = { buyer: await addMember(app, a, 'buyer'), finance: await addMember(app, a, 'finance'), viewer: await addMember(app, a, 'viewer') };
  });

  const create = (cookie: string, name: string) => post(app, cookie, '/api/company/api_keys', { name });
  const makeKey = async (owner: { cookie: string }, name = 'ERP') => okData<{ id: number; secret: string; prefix: string }>(create(owner.cookie, name));
  const erp = (secret: string | undefined, url: string, method: 'GET' | 'POST' = 'GET') =>
    app.inject({ method, url, headers: secret === undefined ? {} : { authorization: `Bearer ${secret}` }, payload: method === 'POST' ? {} : undefined });

  it('shows the secret once and keeps only its hash: no list holds it', async () => {
    const key = await makeKey(a.owner, '金蝶ERP');
    expect(key.secret).toMatch(API_KEY_RE);
    expect(key.prefix).toBe(`${key.secret.slice(0, 9)}…`);
    const list = await get(app, a.owner.cookie, '/api/company/api_keys');
    expect(list.body).not.toContain(key.secret);
    expect(list.body).not.toContain(key.secret.slice(9));
    expect(list.json().data.find((k: { id: number }) => k.id === key.id)).toMatchObject({ name: '金蝶ERP', status: 'active', status_text: '使用中' });
    const [row] = await app.db.select().from(companyApiKeys).where(eq(companyApiKeys.id, key.id));
    expect(row.tokenHash).toBe(crypto.createHash('sha256').update(key.secret).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(key.secret.slice(9));
    const [log] = await app.db.select().from(companyLogs).where(and(eq(companyLogs.companyId, a.companyId), eq(companyLogs.action, '创建API密钥')));
    expect(log.detail).not.toContain(key.secret.slice(9));
  });

  it('lets only 负责人 make, list and revoke keys', async () => {
    const key = await makeKey(a.owner);
    for (const role of ['buyer', 'finance', 'viewer'] as const) {
      for (const res of [
        await create(members[role].cookie, '偷偷建'),
        await get(app, members[role].cookie, '/api/company/api_keys'),
        await post(app, members[role].cookie, `/api/company/api_keys/${key.id}/revoke`, {}),
      ]) {
        expect([res.statusCode, res.json()]).toEqual([403, { code: Code.FORBIDDEN, msg: roleRefusal(role, 'manage'), data: null }]);
      }
    }
    expect(await erp(key.secret, '/api/erp/stores').then((r) => r.statusCode)).toBe(200);
  });

  it('reads the company’s stores and nothing else', async () => {
    const key = await makeKey(a.owner);
    const theirKey = await makeKey(other.owner);
    const goods = await goodsWithBatches([50]);
    const mine = await shippedOrder(app, a.owner, [{ goods, number: 2 }]);
    const theirs = await shippedOrder(app, other.owner, [{ goods, number: 1 }]);

    const stores = await okData<{ store_id: number }[]>(erp(key.secret, '/api/erp/stores'));
    expect(stores.map((s) => s.store_id).sort()).toEqual([a.owner.storeId, secondStore].sort());
    const orders = await okData<{ list: ErpOrder[] }>(erp(key.secret, '/api/erp/orders?page_size=100'));
    const numbers = orders.list.map((o) => o.order_no);
    expect(numbers).toContain(mine.orderNo);
    expect(numbers).not.toContain(theirs.orderNo);
    expect((await okData<{ list: ErpOrder[] }>(erp(theirKey.secret, '/api/erp/orders'))).list.map((o) => o.order_no)).toEqual([theirs.orderNo]);

    for (const url of [
      `/api/erp/orders?store_id=${other.owner.storeId}`,
      `/api/erp/statements/${chinaMonth(new Date())}?store_id=${other.owner.storeId}`,
      `/api/erp/prices?store_id=${other.owner.storeId}`,
    ]) {
      const res = await erp(key.secret, url);
      expect([url, res.statusCode, res.json().msg]).toEqual([url, 404, '店铺不存在']);
    }
    // A store where the key's maker is 负责人 no more drops out of the key at once.
    await app.db.update(accountStores).set({ role: 'finance' }).where(and(eq(accountStores.accountId, a.owner.accountId), eq(accountStores.storeId, secondStore)));
    expect((await okData<{ store_id: number }[]>(erp(key.secret, '/api/erp/stores'))).map((s) => s.store_id)).toEqual([a.owner.storeId]);
    await app.db.update(accountStores).set({ role: 'owner' }).where(and(eq(accountStores.accountId, a.owner.accountId), eq(accountStores.storeId, secondStore)));
  });

  it('pulls orders changed since a time, with their lines and batches, the month’s statement and the store’s prices', async () => {
    const key = await makeKey(a.owner);
    const goods = await goodsWithBatches([2, 8]);
    const before = Math.floor(Date.now() / 1000) - 1;
    const order = await shippedOrder(app, a.owner, [{ goods, number: 3 }]);
    const page = await okData<{ list: ErpOrder[]; server_time: number; total: number }>(erp(key.secret, `/api/erp/orders?since=${before}`));
    const pulled = page.list.find((o) => o.order_no === order.orderNo);
    expect(pulled).toMatchObject({ status: 'shipped', status_text: '已发货', store_id: a.owner.storeId, pay_amount: order.payFen / 100 });
    expect(pulled?.lines).toHaveLength(1);
    expect(pulled?.lines[0].batches.map((x) => x.quantity)).toEqual([2, 1]);
    expect(page.server_time).toBeGreaterThanOrEqual(before);
    // Nothing changed after the pull: the next one from its server_time finds nothing new.
    const next = await okData<{ list: ErpOrder[] }>(erp(key.secret, `/api/erp/orders?since=${page.server_time + 1}`));
    expect(next.list).toEqual([]);

    const month = chinaMonth(new Date());
    const viaKey = await okData<Statement>(erp(key.secret, `/api/erp/statements/${month}?store_id=${a.owner.storeId}`));
    const viaPage = await okData<Statement>(get(app, a.owner.cookie, `/api/user/statements/${month}`));
    expect(viaKey).toEqual(viaPage);

    const prices = await okData<{ list: { goods_id: number; goods_code: string; price: number | null }[]; total: number }>(
      erp(key.secret, `/api/erp/prices?store_id=${a.owner.storeId}&page_size=5`),
    );
    expect(prices.list).toHaveLength(5);
    expect(prices.total).toBeGreaterThan(5);
    for (const p of prices.list) {
      expect(p.goods_code).toMatch(/\S/);
      expect(p.price).toEqual(expect.any(Number));
    }
    const bad = await erp(key.secret, '/api/erp/prices');
    expect([bad.statusCode, bad.json().msg]).toEqual([422, '店铺不正确']);
    const badMonth = await erp(key.secret, `/api/erp/statements/2026-13?store_id=${a.owner.storeId}`);
    expect(badMonth.statusCode).toBe(422);
  });

  it('stops a revoked key at once, and refuses a missing or made-up one', async () => {
    const key = await makeKey(a.owner);
    expect((await erp(key.secret, '/api/erp/stores')).statusCode).toBe(200);
    const foreign = await post(app, other.owner.cookie, `/api/company/api_keys/${key.id}/revoke`, {});
    expect([foreign.statusCode, foreign.json().msg]).toEqual([404, '密钥不存在']);
    await okData(post(app, a.owner.cookie, `/api/company/api_keys/${key.id}/revoke`, {}));
    for (const [secret, msg] of [
      [key.secret, KEY_INVALID],
      [undefined, KEY_MISSING],
      [`yc_${'A'.repeat(43)}`, KEY_INVALID],
      ['not-a-key', KEY_INVALID],
    ] as const) {
      const res = await erp(secret, '/api/erp/orders');
      expect([res.statusCode, res.json()]).toEqual([401, { code: Code.NOT_LOGGED_IN, msg, data: null }]);
    }
    expect((await post(app, a.owner.cookie, `/api/company/api_keys/${key.id}/revoke`, {})).json().msg).toBe('该密钥已撤销');
    const list = await okData<{ id: number; status: string }[]>(get(app, a.owner.cookie, '/api/company/api_keys'));
    expect(list.find((k) => k.id === key.id)?.status).toBe('revoked');
  });

  it('cannot write: there is no call to write with, and a key is no session', async () => {
    const key = await makeKey(a.owner);
    const goods = await seedGoods(app);
    expect((await erp(key.secret, '/api/erp/orders', 'POST')).statusCode).toBe(404);
    const cart = await app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: { authorization: `Bearer ${key.secret}` },
      payload: { params: [{ goods_id: goods.id, price: 1, number: 1 }] },
    });
    expect(cart.statusCode).toBe(401);
    expect(await app.db.select().from(cartItems).where(eq(cartItems.storeId, a.owner.storeId))).toEqual([]);
    expect((await erp(key.secret, '/api/user/statements')).statusCode).toBe(401);
  });

  it('answers 429 in Chinese past the calls a key may make in a minute, counting each key on its own', async () => {
    const key = await makeKey(a.owner);
    const spare = await makeKey(a.owner);
    for (let i = 0; i < ERP_CALLS_PER_MINUTE; i += 1) expect((await erp(key.secret, '/api/erp/stores')).statusCode).toBe(200);
    const over = await erp(key.secret, '/api/erp/stores');
    expect([over.statusCode, over.json()]).toEqual([429, { code: Code.TOO_MANY, msg: '操作过于频繁，请稍后再试', data: null }]);
    expect((await erp(spare.secret, '/api/erp/stores')).statusCode).toBe(200);
  });

  it('keeps at most so many keys in force, and refuses a bad name', async () => {
    const owner = await companyOwner(app);
    for (let i = 0; i < MAX_ACTIVE_API_KEYS; i += 1) await makeKey(owner.owner, `密钥${i}`);
    const over = await create(owner.owner.cookie, '再来一个');
    expect(over.json()).toMatchObject({ code: Code.REFUSED, msg: `最多同时保留${MAX_ACTIVE_API_KEYS}个密钥，请先撤销不用的密钥` });
    for (const [name, msg] of [
      ['  ', '请填写密钥名称'],
      ['长'.repeat(31), '密钥名称不能超过30个字'],
    ]) {
      const res = await create(a.owner.cookie, name);
      expect([res.statusCode, res.json().msg]).toEqual([422, msg]);
    }
  });

  it('is documented in the OpenAPI document, with its bearer scheme', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.components.securitySchemes.companyApiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const path of ['/api/erp/orders', '/api/erp/statements/{month}', '/api/erp/prices', '/api/erp/stores']) {
      expect(doc.paths[path].get.security).toEqual([{ companyApiKey: [] }]);
    }
  });
});

describe('the log', () => {
  it('never holds a key, whether a call carries it or code logs the headers', async () => {
    const lines: string[] = [];
    const { db, pool } = createDb(testDatabaseUrl(), 2);
    const logged = await buildApp({
      config: { ...loadConfig({ LOG_LEVEL: 'trace', LOG_REQUESTS: 'true' }), databaseUrl: testDatabaseUrl() },
      db,
      logger: { stream: { write: (line) => void lines.push(line) } },
    });
    logged.addHook('onClose', async () => pool.end());
    try {
      const owner = await companyOwner(logged);
      await fundWallet(logged, owner.owner.storeId, 100);
      const made = await logged.inject({ method: 'POST', url: '/api/company/api_keys', headers: { cookie: owner.owner.cookie }, payload: { name: 'ERP' } });
      const secret: string = made.json().data.secret;
      await logged.inject({ method: 'GET', url: '/api/erp/orders', headers: { authorization: `Bearer ${secret}` } });
      // What a handler dumping its request's headers, or the answer it made, would write.
      logged.log.info({ headers: { authorization: `Bearer ${secret}` } }, 'debugging headers');
      logged.log.info({ data: made.json().data }, 'debugging an answer');
      const log = lines.join('');
      expect(log).toContain('debugging headers');
      expect(log).toContain('debugging an answer');
      expect(log).not.toContain(secret.slice(3));
    } finally {
      await logged.close();
    }
  });
});
