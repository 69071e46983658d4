import { FAST_BUY_CART_MAX } from '@yc/contracts';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartItems, orders } from '../../src/db/schema/index.js';
import { createUnpaidOrder, expectInvalid, seedGoods } from '../fixtures.js';
import { addMember, companyOwner } from './company-fixtures.js';
import { fileApp } from '../helper.js';
import { readyBuyer } from '../ops/order-flow.js';

const app = fileApp();

const DAY = 86_400_000;
const post = (cookie: string, url: string, payload: object) => app.inject({ method: 'POST', url, headers: { cookie }, payload });
const get = (cookie: string, url: string) => app.inject({ method: 'GET', url, headers: { cookie } });
const cartOf = async (storeId: number) =>
  new Map(
    (
      await app.db.select({ goodsId: cartItems.goodsId, number: cartItems.number }).from(cartItems).where(eq(cartItems.storeId, storeId))
    ).map((l) => [l.goodsId, l.number]),
  );

describe('POST /api/user/fast_buy/cart (全部加入)', () => {
  it('adds every goods that can go in: a short one with what the stock allows, the refused ones named, never refusing the rest', async () => {
    const b = await readyBuyer(app);
    const plenty = await seedGoods(app, 'plain', { stock: 1000 });
    const short = await seedGoods(app, 'plain', { stock: 15 });
    const packs = await seedGoods(app, 'plain', { stock: 25, minQty: 10, midPack: 10 });
    const none = await seedGoods(app, 'plain', { stock: 0 });
    const limited = await seedGoods(app, 'plain', { qgNumber: 5 });
    const held = await seedGoods(app, 'plain', { stock: 12 });
    // 5 of `held` are in the cart already: 7 are left to add.
    expect((await post(b.cookie, '/api/cart', { params: [{ goods_id: held.id, price: 0, number: 5 }] })).json()).toMatchObject({
      code: 10000,
    });

    const res = await post(b.cookie, '/api/user/fast_buy/cart', {
      lines: [
        { goods_id: plenty.id, number: 20 },
        { goods_id: short.id, number: 20 },
        { goods_id: packs.id, number: 30 },
        { goods_id: none.id, number: 3 },
        { goods_id: limited.id, number: 10 },
        { goods_id: held.id, number: 10 },
        { goods_id: 2_000_000_000, number: 1 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const { code, msg, data } = res.json();
    expect({ code, msg }).toEqual({ code: 10000, msg: '已加入购物车' });
    expect(data.added).toEqual([
      { goods_id: plenty.id, name: plenty.name, number: 20 },
      { goods_id: short.id, name: short.name, number: 15 },
      { goods_id: packs.id, name: packs.name, number: 20 },
      { goods_id: held.id, name: held.name, number: 7 },
    ]);
    expect(data.short).toEqual([
      { goods_id: short.id, name: short.name, asked: 20, number: 15, stock: 15 },
      { goods_id: packs.id, name: packs.name, asked: 30, number: 20, stock: 25 },
      { goods_id: held.id, name: held.name, asked: 10, number: 7, stock: 12 },
    ]);
    expect(data.skipped).toEqual([
      { goods_id: none.id, name: none.name, reason: '库存不足，当前库存0' },
      { goods_id: limited.id, name: limited.name, reason: expect.stringContaining(`${limited.name} 每店限购5件`) },
      { goods_id: 2_000_000_000, name: '', reason: '商品已下架' },
    ]);
    const cart = await cartOf(b.storeId);
    expect(Object.fromEntries(cart)).toEqual({ [plenty.id]: 20, [short.id]: 15, [packs.id]: 20, [held.id]: 12 });
    expect(data.total).toBe(cart.size);

    // Again: what is in the cart already takes the stock, so the short goods are now skipped, named, and the rest still go in.
    const again = (
      await post(b.cookie, '/api/user/fast_buy/cart', {
        lines: [
          { goods_id: short.id, number: 20 },
          { goods_id: plenty.id, number: 5 },
        ],
      })
    ).json().data;
    expect(again.skipped).toEqual([{ goods_id: short.id, name: short.name, reason: '库存不足，当前库存15' }]);
    expect(again.added).toEqual([{ goods_id: plenty.id, name: plenty.name, number: 5 }]);
  });

  it('refuses a bad body with the first field’s Chinese message', async () => {
    const b = await readyBuyer(app);
    expectInvalid(await post(b.cookie, '/api/user/fast_buy/cart', { lines: [] }), '请选择商品');
    expectInvalid(await post(b.cookie, '/api/user/fast_buy/cart', { lines: [{ goods_id: 1, number: 0 }] }), '购买数量必须大于0');
    const many = Array.from({ length: FAST_BUY_CART_MAX + 1 }, (_, i) => ({ goods_id: i + 1, number: 1 }));
    expectInvalid(await post(b.cookie, '/api/user/fast_buy/cart', { lines: many }), `一次最多加入${FAST_BUY_CART_MAX}种商品`);
  });

  it('writes only the session store’s cart, and a 财务 or 查看 member may not add', async () => {
    const company = await companyOwner(app);
    const other = await readyBuyer(app);
    const g = await seedGoods(app);
    await post(other.cookie, '/api/cart', { params: [{ goods_id: g.id, price: 0, number: 2 }] });
    expect((await post(company.owner.cookie, '/api/user/fast_buy/cart', { lines: [{ goods_id: g.id, number: 3 }] })).json().code).toBe(
      10000,
    );
    expect(Object.fromEntries(await cartOf(other.storeId))).toEqual({ [g.id]: 2 });
    expect(Object.fromEntries(await cartOf(company.owner.storeId))).toEqual({ [g.id]: 3 });

    for (const role of ['finance', 'viewer'] as const) {
      const member = await addMember(app, company, role);
      const res = await post(member.cookie, '/api/user/fast_buy/cart', { lines: [{ goods_id: g.id, number: 1 }] });
      expect(res.statusCode).toBe(403);
    }
    expect(Object.fromEntries(await cartOf(company.owner.storeId))).toEqual({ [g.id]: 3 });
  });
});

describe('GET /api/user/fast_buy by period', () => {
  it('looks back 30, 90 or 365 days, or over every order, with up to 100 goods a page', async () => {
    const b = await readyBuyer(app);
    const recent = await createUnpaidOrder(app, b, { count: 1 });
    const older = await createUnpaidOrder(app, b, { count: 1 });
    await app.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 40 * DAY) })
      .where(inArray(orders.id, [older.orderId]));
    const both = [recent.goodsId, older.goodsId].sort((x, y) => x - y);
    const ids = async (query: string) =>
      ((await get(b.cookie, `/api/user/fast_buy?${query}`)).json().data.list as { goods_id: number }[])
        .map((r) => r.goods_id)
        .sort((x, y) => x - y);
    expect(await ids('days=30&page_size=100')).toEqual([recent.goodsId]);
    expect(await ids('days=90&page_size=100')).toEqual(both);
    expect(await ids('days=0')).toEqual(both);
    expect(await ids('')).toEqual(both);
    expectInvalid(await get(b.cookie, '/api/user/fast_buy?days=7'), '时间范围不正确');
    expectInvalid(await get(b.cookie, '/api/user/fast_buy?page_size=101'), '每页数量不能超过100');
  });
});
