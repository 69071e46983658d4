/** The console's promotions: what a merchandiser sets up is what the cart, coupon centre, draw and activity pages apply. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, pointsGoods, promotions, storeCoupons } from '../../src/db/schema/index.js';
import { setDrawRandom } from '../../src/modules/draw/odds.js';
import { loggedInBuyer } from '../fixtures.js';
import { fileApp } from '../helper.js';
import { asStaff, auditRowsOf, loggedInStaff } from '../staff-fixtures.js';
import { newGoods } from './catalog-fixtures.js';
import { expectPictureUploads } from './picture-upload.js';

const app = fileApp();
let cookie: string;
beforeAll(async () => {
  ({ cookie } = await loggedInStaff(app, 'merchandiser'));
});
afterAll(() => setDrawRandom(null));

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
  asStaff(app, cookie, { method, url, payload });
const buyerGet = async (buyer: string, url: string) => (await app.inject({ method: 'GET', url, headers: { cookie: buyer } })).json();
const buyerPost = async (buyer: string, url: string, payload: object = {}) =>
  (await app.inject({ method: 'POST', url, headers: { cookie: buyer }, payload })).json();

/** China time as the console types it, `days` from now. */
const chinaTime = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000 + 8 * 3_600_000);
  return d.toISOString().slice(0, 16).replace('T', ' ');
};
const window = { starts_at: chinaTime(-1), ends_at: chinaTime(10) };

describe('满减 and friends', () => {
  it('a 满减 set up in the console is what the cart applies, until it is ended', async () => {
    const g = await newGoods(app, { price: 1200 });
    const res = await call('POST', '/api/admin/promotions', {
      type: 'manjian',
      name: '测试满100减10',
      ...window,
      goods_ids: [g.id],
      tiers: [{ threshold: '100', reduce: '10' }],
    });
    expect(res.json()).toMatchObject({ code: 10000, msg: '促销活动已添加' });
    const id = res.json().data.id;
    const [row] = await app.db.select().from(promotions).where(eq(promotions.id, id));
    expect(row.rule).toEqual({ tiers: [{ threshold_fen: 10000, reduce_fen: 1000 }] });

    const { cookie: buyer } = await loggedInBuyer(app);
    await buyerPost(buyer, '/api/cart', { params: [{ goods_id: g.id, price: 12, number: 10 }] });
    const cart = (await buyerGet(buyer, '/api/cart/list')).data;
    expect(cart.totals.promotion_amount).toBe(10);
    expect(cart.activity_data.manjians).toEqual([expect.objectContaining({ id, key: `manjian_${id}` })]);

    const list = (await call('GET', '/api/admin/promotions?type=manjian&status=running&keywords=测试满100减10')).json().data.list;
    expect(list).toEqual([
      expect.objectContaining({ id, rule_text: '满100减10', goods_count: 1, status: 'running', status_text: '进行中' }),
    ]);

    expect((await call('POST', `/api/admin/promotions/${id}/end`)).json().code).toBe(10000);
    expect((await buyerGet(buyer, '/api/cart/list')).data.totals.promotion_amount).toBe(0);
    expect((await auditRowsOf(app, 'promotion', id)).map((r) => r.action)).toEqual(['promotion.end', 'promotion.create']);
  });

  it.each([
    [{ type: 'manjian', tiers: [{ threshold: '100', reduce: '100' }] }, '减免金额须小于满额门槛'],
    [{ type: 'manjian', tiers: [] }, '请至少设置一档优惠'],
    [{ type: 'manzhe', tiers: [{ threshold: '100' }] }, '请填写每一档的折扣'],
    [{ type: 'manzhe', tiers: [{ threshold: '100', rate: 100 }] }, '折扣不能超过99'],
    [{ type: 'gift', buy_qty: 10, gift_qty: 1 }, '请选择买赠商品'],
    [{ type: 'hg', threshold: '300', exchange_price: '9.90' }, '请选择换购商品'],
    [{ type: 'manjian', tiers: [{ threshold: '100', reduce: '5' }], ends_at: chinaTime(-2) }, '结束时间须晚于开始时间'],
    [{ type: 'manjian', tiers: [{ threshold: '100', reduce: '5' }], goods_ids: [2_000_000_000] }, '活动商品不存在'],
  ])('refuses %o: 「%s」', async (changes, msg) => {
    const res = await call('POST', '/api/admin/promotions', { name: '测试拒绝', ...window, ...changes });
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toBe(msg);
  });

  it('writes 满折, 买赠 and 换购 in the shapes the cart reads', async () => {
    const g = await newGoods(app);
    const made = async (body: Record<string, unknown>) => {
      const res = await call('POST', '/api/admin/promotions', { name: '测试规则', ...window, goods_ids: [g.id], ...body });
      expect(res.json().code, res.body).toBe(10000);
      const [row] = await app.db.select().from(promotions).where(eq(promotions.id, res.json().data.id));
      return row.rule;
    };
    expect(
      await made({
        type: 'manzhe',
        tiers: [
          { threshold: '500', rate: 95 },
          { threshold: '200', rate: 98 },
        ],
      }),
    ).toEqual({
      tiers: [
        { threshold_fen: 20000, rate_percent: 98 },
        { threshold_fen: 50000, rate_percent: 95 },
      ],
    });
    expect(await made({ type: 'gift', buy_qty: 10, gift_qty: 1 })).toEqual({ buy_qty: 10, gift_qty: 1 });
    expect(await made({ type: 'hg', threshold: '300', exchange_price: '9.90', max_number: 2 })).toEqual({
      order_threshold_fen: 30000,
      exchange_price_fen: 990,
      max_number: 2,
    });
  });
});

describe('coupons', () => {
  const body = (changes: Record<string, unknown> = {}) => ({
    name: '测试后台满100减10券',
    type: 'amount',
    amount: '10',
    threshold: '100',
    scope_kind: 'all',
    valid_from: chinaTime(-1),
    valid_to: chinaTime(30),
    is_public: 0,
    total: 0,
    ...changes,
  });

  it('published in the coupon centre with a total, claimed no more than that', async () => {
    const res = await call('POST', '/api/admin/coupons', body({ name: `测试领券${process.pid}`, is_public: 1, total: 1 }));
    const id = res.json().data.id;
    const [a, b] = [await loggedInBuyer(app), await loggedInBuyer(app)];
    const centre = (await buyerGet(a.cookie, '/api/coupon/centre?page_size=100')).data.list;
    expect(centre.find((c: { id: number }) => c.id === id)).toMatchObject({ title: '满100减10', status: 'claimable' });
    expect((await buyerPost(a.cookie, '/api/coupon/claim', { id })).code).toBe(10000);
    expect((await buyerPost(b.cookie, '/api/coupon/claim', { id })).msg).toBe('该优惠券已被领完');

    const lower = await call('POST', `/api/admin/coupons/${id}`, body({ name: `测试领券${process.pid}`, is_public: 1, total: 0 }));
    expect(lower.json()).toMatchObject({ code: 422, msg: '发布到领券中心须设置发放总量' });
    const refused = await call('DELETE', `/api/admin/coupons/${id}`);
    expect(refused.json()).toMatchObject({ code: 400, msg: '已有1家门店持有该优惠券，不能删除，可从领券中心下架' });
    expect((await call('POST', `/api/admin/coupons/${id}/publish`, { is_public: 0 })).json().msg).toBe('已从领券中心下架');
    const after = (await buyerGet(b.cookie, '/api/coupon/centre?page_size=100')).data.list;
    expect(after.find((c: { id: number }) => c.id === id)).toBeUndefined();
  });

  it('issued to stores: each gets it in its wallet and a message saying so', async () => {
    const id = (await call('POST', '/api/admin/coupons', body({ name: '测试发放券' }))).json().data.id;
    const { buyer, cookie: buyerCookie } = await loggedInBuyer(app);
    const res = await call('POST', `/api/admin/coupons/${id}/issue`, { store_ids: [buyer.storeId] });
    expect(res.json()).toMatchObject({ code: 10000, msg: '已向1家门店发放' });
    const wallet = (await buyerGet(buyerCookie, '/api/user/coupon')).data.list;
    expect(wallet).toEqual([expect.objectContaining({ name: '测试发放券' })]);
    const [held] = await app.db.select().from(storeCoupons).where(eq(storeCoupons.couponId, id));
    expect(held).toMatchObject({ storeId: buyer.storeId, source: 'issue' });
    const [note] = await app.db.select().from(messages).where(eq(messages.storeId, buyer.storeId));
    expect(note).toMatchObject({ type: 'promotion', title: '您收到一张优惠券' });
    expect((await auditRowsOf(app, 'coupon', id))[0]).toMatchObject({ action: 'coupon.issue', after: { stores: 1 } });
  });

  it('refuses a coupon worth its threshold and a category that does not exist', async () => {
    expect((await call('POST', '/api/admin/coupons', body({ amount: '100' }))).json().msg).toBe('优惠金额须小于使用门槛');
    expect((await call('POST', '/api/admin/coupons', body({ scope_kind: 'category', category_keys: ['nope'] }))).json().msg).toBe(
      '适用分类不存在',
    );
  });
});

describe('flash sales, combinations and activity pages', () => {
  it('a flash sale shows on the goods detail; overlapping windows and a price not below the base are refused', async () => {
    const g = await newGoods(app, { price: 2000 });
    const sale = { goods_id: g.id, price: '15.80', stock: 30, limit_per_store: 2, ...window };
    expect((await call('POST', '/api/admin/flash-sales', sale)).json().code).toBe(10000);
    const { cookie: buyer } = await loggedInBuyer(app);
    expect((await buyerGet(buyer, `/api/goods/detail/${g.id}`)).data.flash_sale).toMatchObject({ price: 15.8 });
    expect((await call('POST', '/api/admin/flash-sales', sale)).json()).toMatchObject({ code: 400, msg: '该商品在这段时间已有秒杀活动' });
    const dear = await call('POST', '/api/admin/flash-sales', {
      ...sale,
      price: '20.00',
      starts_at: chinaTime(20),
      ends_at: chinaTime(21),
    });
    expect(dear.json()).toMatchObject({ code: 422, msg: '秒杀价须低于商品原价¥20.00' });
  });

  it('a combination package holds its goods and is sold as a goods of type 3', async () => {
    const [a, b] = [await newGoods(app, { price: 1000 }), await newGoods(app, { price: 500 })];
    const res = await call('POST', '/api/admin/combinations', {
      sku: `PKG${a.sku}`,
      name: '测试感冒组合',
      price: '22.00',
      stock: 40,
      on_sale: 1,
      members: [
        { goods_id: a.id, number: 1 },
        { goods_id: b.id, number: 2 },
      ],
    });
    expect(res.json().code, res.body).toBe(10000);
    const { cookie: buyer } = await loggedInBuyer(app);
    const detail = (await buyerGet(buyer, `/api/goods/detail/${res.json().data.id}`)).data;
    expect(detail).toMatchObject({ goods_type: 3, price: 22, original_price: 20 });
    expect(detail.members.map((m: { id: number; combination_number: number }) => [m.id, m.combination_number])).toEqual([
      [a.id, 1],
      [b.id, 2],
    ]);
    const one = await call('POST', '/api/admin/combinations', {
      sku: `PK2${a.sku}`,
      name: '单品',
      price: '1',
      stock: 1,
      members: [{ goods_id: a.id, number: 1 }],
    });
    expect(one.json().msg).toBe('套餐至少包含两种商品');
  });

  it("an activity page lists its goods at the activity price; a price not below the goods' own is refused", async () => {
    const g = await newGoods(app, { price: 3000 });
    const body = { kind: 'yyh', title: '测试优惠活动', ...window, notes: ['每店限购5件'], goods: [{ goods_id: g.id, price: '25.00' }] };
    const res = await call('POST', '/api/admin/activities', body);
    expect(res.json().code, res.body).toBe(10000);
    const { cookie: buyer } = await loggedInBuyer(app);
    const info = (await buyerGet(buyer, `/api/activity/info?id=${res.json().data.id}`)).data;
    expect(info.rules).toContain('每店限购5件');
    expect(info.goods).toEqual([expect.objectContaining({ id: g.id, activity_price: 25 })]);
    const dear = await call('POST', '/api/admin/activities', { ...body, goods: [{ goods_id: g.id, price: '30.00' }] });
    expect(dear.json().msg).toBe(`「${g.name}」的活动价须低于原价¥30.00`);
    const group = await call('POST', '/api/admin/activities', { ...body, kind: 'ptzq' });
    expect(group.json().msg).toBe('拼团活动请设置成团人数和成团时限');
  });
});

describe('points mall and lucky draws', () => {
  it('a gift set up in the console is in the points mall, with the picture uploaded for it', async () => {
    const res = await call('POST', '/api/admin/points-goods', {
      name: '测试后台礼品保温杯',
      points: 800,
      stock: 5,
      description: '',
      sort: 900,
    });
    const id = res.json().data.id;
    const { cookie: buyer } = await loggedInBuyer(app);
    const mall = (await buyerGet(buyer, '/api/points/goods?page_size=100')).data.list;
    expect(mall.find((g: { id: number }) => g.id === id)).toMatchObject({
      name: '测试后台礼品保温杯',
      points: 800,
      image: `/api/img/points-goods/${id}.svg`,
    });

    const url = await expectPictureUploads(app, {
      cookie,
      url: `/api/admin/points-goods/${id}/image`,
      kind: 'points',
      id,
      read: async () => (await app.db.select().from(pointsGoods).where(eq(pointsGoods.id, id)))[0].image,
      entity: 'points_goods',
      action: 'points_goods.image',
      field: 'image',
    });
    const after = (await buyerGet(buyer, '/api/points/goods?page_size=100')).data.list;
    expect(after.find((g: { id: number }) => g.id === id).image).toBe(url);
    const drawn = await app.inject({ method: 'GET', url: `/api/img/points-goods/${id}.svg` });
    expect(drawn.statusCode).toBe(302);
    expect(drawn.headers.location).toBe(url);
    const list = (await call('GET', '/api/admin/points-goods?page_size=100')).json().data.list;
    expect(list.find((g: { id: number }) => g.id === id).image).toBe(url);

    expect((await call('DELETE', `/api/admin/points-goods/${id}`)).json().code).toBe(10000);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('a draw with its prizes and odds is what the buyer draws from; a won prize cannot be removed', async () => {
    // Started long ago, so the draw other tests open just now stays the popup's current one.
    const draw = await call('POST', '/api/admin/draws', {
      name: '测试后台抽奖',
      remarks: '',
      starts_at: chinaTime(-30),
      ends_at: chinaTime(5),
    });
    const id = draw.json().data.id;
    const points = await call('POST', `/api/admin/draws/${id}/prizes`, { name: '88积分', type: 'points', value: 88, weight: 3, stock: 10 });
    await call('POST', `/api/admin/draws/${id}/prizes`, { name: '谢谢参与', type: 'none', weight: 1, stock: 0 });
    const noCoupon = await call('POST', `/api/admin/draws/${id}/prizes`, {
      name: '券',
      type: 'coupon',
      value: 9_999_999,
      weight: 1,
      stock: 1,
    });
    expect(noCoupon.json()).toMatchObject({ code: 422, msg: '优惠券不存在' });

    const listed = (await call('GET', '/api/admin/draws?page_size=100')).json().data.list.find((d: { id: number }) => d.id === id);
    expect(listed.prizes.map((p: { name: string; odds: number }) => [p.name, p.odds])).toEqual([
      ['88积分', 75],
      ['谢谢参与', 25],
    ]);

    setDrawRandom(() => 0);
    const { cookie: buyer } = await loggedInBuyer(app);
    expect((await buyerPost(buyer, '/api/draw', { id })).data).toMatchObject({ is_win: 1, prize: { name: '88积分' } });
    const pid = points.json().data.id;
    expect((await call('DELETE', `/api/admin/draws/${id}/prizes/${pid}`)).json().msg).toBe(
      '该奖品已有中奖记录，不能删除，可将权重改为0不再抽出',
    );
    expect((await call('DELETE', `/api/admin/draws/${id}`)).json().msg).toBe('已有1家门店参与该抽奖，不能删除，可修改结束时间提前结束');
  });
});
