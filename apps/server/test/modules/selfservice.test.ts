import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { feedback, goods, orderItems, orders, wantedRequests } from '../../src/db/schema/index.js';
import { createBuyer, createUnpaidOrder, expectFormInvalid, expectInvalid, getAs, loggedInBuyer, postForm } from '../fixtures.js';
import { fileApp } from '../helper.js';

const app = fileApp();

const get = (url: string, cookie: string) => getAs(app, url, cookie);
const post = (url: string, cookie: string, payload: Record<string, string>) => postForm(app, url, payload, cookie);
const buyerWithCookie = (opts: Parameters<typeof createBuyer>[1] = {}) => loggedInBuyer(app, opts);

describe('feedback', () => {
  it('takes feedback and lists the store’s own, newest first', async () => {
    const { buyer, cookie } = await buyerWithCookie();
    const res = await post('/api/user/feedback', cookie, { type: '商品问题', content: '希望增加更多中药饮片品种', contact: '13800000000' });
    expect(res.json()).toMatchObject({ code: 10000, msg: '感谢您的反馈，我们会尽快处理' });
    await post('/api/user/feedback', cookie, { type: '其他', content: '  配送很及时，点赞  ', contact: '' });
    const { data } = (await get('/api/user/feedback_list?page=1', cookie)).json();
    expect(data.total).toBe(2);
    expect(data.list[0]).toMatchObject({ type: '其他', content: '配送很及时，点赞', contact: '', reply: null, is_replied: 0 });
    expect(data.list[1]).toMatchObject({ type: '商品问题', contact: '13800000000' });
    expect(await app.db.select().from(feedback).where(eq(feedback.storeId, buyer.storeId))).toHaveLength(2);
  });

  it.each([
    [{ type: '商品问题', content: '太少了' }, '反馈内容至少5个字'],
    [{ type: '商品问题', content: '多'.repeat(501) }, '反馈内容不能超过500个字'],
    [{ type: '商品问题', content: '' }, '请输入反馈内容'],
    [{ type: '投诉', content: '内容足够长了吧' }, '请选择反馈类型'],
    [{ content: '内容足够长了吧' }, '请选择反馈类型'],
  ])('answers 422 for %j', (body, msg) => expectFormInvalid(app, '/api/user/feedback', body, msg));

  it("never lists another store's feedback", async () => {
    const mine = await buyerWithCookie();
    await post('/api/user/feedback', mine.cookie, { type: '其他', content: '这是我的反馈内容' });
    const other = await buyerWithCookie();
    expect((await get('/api/user/feedback_list', other.cookie)).json().data).toMatchObject({ total: 0, list: [] });
  });
});

describe('product-wanted requests', () => {
  it('takes a request, lists it and shows it by id', async () => {
    const { cookie } = await buyerWithCookie();
    const res = await post('/api/user/buy', cookie, {
      name: '连花清瘟胶囊',
      spec: '0.35g*24粒',
      manufacturer: '石家庄以岭药业',
      quantity: '200',
      expected_price: '12.50',
      remark: '急需',
    });
    expect(res.json()).toMatchObject({ code: 10000, msg: '求购信息已提交' });
    const created = res.json().data;
    expect(created).toMatchObject({
      name: '连花清瘟胶囊',
      quantity: 200,
      expected_price: 12.5,
      status: 'pending',
      status_text: '待处理',
      reply: null,
    });
    await post('/api/user/buy', cookie, { name: '阿莫西林胶囊', quantity: '10' });
    const list = (await get('/api/user/buy?page=1', cookie)).json().data;
    expect(list.total).toBe(2);
    expect(list.list[0]).toMatchObject({ name: '阿莫西林胶囊', spec: '', manufacturer: '', expected_price: null, remark: '' });
    expect((await get(`/api/user/buy/${created.id}`, cookie)).json().data).toEqual(created);
  });

  it("answers 404 for another store's request and never lists it", async () => {
    const mine = await buyerWithCookie();
    const { id } = (await post('/api/user/buy', mine.cookie, { name: '布洛芬缓释胶囊', quantity: '50' })).json().data;
    const other = await buyerWithCookie();
    const res = await get(`/api/user/buy/${id}`, other.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe('求购信息不存在');
    expect((await get('/api/user/buy', other.cookie)).json().data.total).toBe(0);
    const [row] = await app.db.select().from(wantedRequests).where(eq(wantedRequests.id, id));
    expect(row.storeId).toBe(mine.buyer.storeId);
  });

  it.each([
    [{ name: '', quantity: '1' }, '请输入商品名称'],
    [{ name: '维C', quantity: '0' }, '求购数量须为正整数'],
    [{ name: '维C', quantity: '1.5' }, '求购数量须为正整数'],
    [{ name: '维C', quantity: 'abc' }, '请输入求购数量'],
    [{ name: '维C', quantity: '1', expected_price: '1.234' }, '期望价格最多两位小数'],
    [{ name: '维C', quantity: '1', expected_price: '-1' }, '期望价格不能为负数'],
  ])('answers 422 for %j', (body, msg) => expectFormInvalid(app, '/api/user/buy', body, msg));

  it('answers 422 for a bad id', async () => {
    const { cookie } = await buyerWithCookie();
    expect((await get('/api/user/buy/abc', cookie)).json().msg).toBe('求购编号不正确');
  });
});

describe('GET /api/user/fast_buy', () => {
  interface FastBuyRow {
    goods_id: number;
    last_price: number;
    last_number: number;
    times: number;
    quantity: number;
    goods: { id: number; is_buy: number; price: number | null } | null;
  }

  /**
   * Three orders: the first buys A, the second B plus A again (and a gift line), the third C and is
   * cancelled. A: bought twice, 7 units, last at 9.99 × 5.
   */
  async function buyerWithHistory() {
    const { buyer, cookie } = await buyerWithCookie();
    const first = await createUnpaidOrder(app, buyer, { count: 2 });
    const second = await createUnpaidOrder(app, buyer, { count: 2 });
    const third = await createUnpaidOrder(app, buyer, { count: 1 });
    const [a] = await app.db.select().from(goods).where(eq(goods.id, first.goodsId));
    const line = { name: a.name, spec: a.spec, manufacturer: a.manufacturer, unit: a.unit };
    await app.db.insert(orderItems).values([
      { orderId: second.orderId, goodsId: a.id, ...line, price: 999, number: 5, amount: 4995 },
      { orderId: second.orderId, goodsId: third.goodsId, ...line, price: 0, number: 1, amount: 0, lineType: 'gift' },
    ]);
    await app.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, third.orderId));
    return { cookie, a: a.id, b: second.goodsId, c: third.goodsId };
  }

  it('aggregates the goods of non-cancelled orders with the last price and number', async () => {
    const { cookie, a, b, c } = await buyerWithHistory();
    const { data } = (await get('/api/user/fast_buy?page=1', cookie)).json();
    expect(data.total).toBe(2);
    const rows = data.list as FastBuyRow[];
    expect(rows.map((r) => r.goods_id).sort((x, y) => x - y)).toEqual([a, b].sort((x, y) => x - y));
    expect(rows.map((r) => r.goods_id)).not.toContain(c);
    expect(rows.find((r) => r.goods_id === a)).toMatchObject({ last_price: 9.99, last_number: 5, times: 2, quantity: 7 });
    expect(rows.find((r) => r.goods_id === b)).toMatchObject({ times: 1, quantity: 2 });
    for (const r of rows) expect(r.goods).toMatchObject({ id: r.goods_id, is_buy: expect.any(Number) });
  });

  it('orders by times or quantity when asked', async () => {
    const { cookie, a } = await buyerWithHistory();
    for (const order of ['times', 'quantity']) {
      expect((await get(`/api/user/fast_buy?order=${order}`, cookie)).json().data.list[0].goods_id).toBe(a);
    }
    const bad = await get('/api/user/fast_buy?order=price', cookie);
    expectInvalid(bad, '排序方式不正确');
  });

  it('shows the current price only to a verified store', async () => {
    const verified = await buyerWithHistory();
    const row = ((await get('/api/user/fast_buy', verified.cookie)).json().data.list as FastBuyRow[])[0];
    expect(row.goods?.price).not.toBeNull();

    const { buyer, cookie } = await buyerWithCookie({ passed: false });
    await createUnpaidOrder(app, buyer);
    const pending = ((await get('/api/user/fast_buy', cookie)).json().data.list as FastBuyRow[])[0];
    expect(pending.goods).toMatchObject({ price: null, is_buy: 0 });
    expect(pending.last_price).toBeGreaterThan(0);
  });

  it("never lists another store's purchases", async () => {
    await buyerWithHistory();
    const other = await buyerWithCookie();
    expect((await get('/api/user/fast_buy', other.cookie)).json().data).toMatchObject({ total: 0, list: [] });
  });
});
