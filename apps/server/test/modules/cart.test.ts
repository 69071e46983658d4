import { formatYuan, FREE_SHIPPING_THRESHOLD_FEN, SHIPPING_FEE_FEN } from '@yc/contracts';
import { fenToYuan, nextHint, priceCart, type FullReductionRule } from '@yc/pricing';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lockStore } from '../../src/db/locks.js';
import { accountStores, cartItems, goods, promotions } from '../../src/db/schema/index.js';
import { createBuyer, engineLine, seedFlashSale, seedGoods, type TestGoods } from '../fixtures.js';
import { fileApp, login } from '../helper.js';

const app = fileApp();

const form = { 'content-type': 'application/x-www-form-urlencoded' };
const post = (cookie: string, url: string, payload: object | string = {}) =>
  app.inject({ method: 'POST', url, headers: typeof payload === 'string' ? { cookie, ...form } : { cookie }, payload });
const get = (cookie: string, url: string) => app.inject({ method: 'GET', url, headers: { cookie } });
const add = (cookie: string, goodsId: number, number: number | string, extra: object = {}) =>
  post(cookie, '/api/cart', { params: [{ goods_id: goodsId, price: 0.01, number, ...extra }] });
const list = async (cookie: string, query = '') => (await get(cookie, `/api/cart/list${query}`)).json().data;
const linesOf = (storeId: number) => app.db.select().from(cartItems).where(eq(cartItems.storeId, storeId)).orderBy(cartItems.id);
const shipping = { fee_fen: SHIPPING_FEE_FEN, free_threshold_fen: FREE_SHIPPING_THRESHOLD_FEN };

async function shopper(opts: Parameters<typeof createBuyer>[1] = {}) {
  const buyer = await createBuyer(app, opts);
  return { ...buyer, cookie: await login(app, buyer) };
}

/** The line amount the engine gives `number` units of a goods on its own. */
const amountOf = (g: TestGoods, number: number) =>
  priceCart({ lines: [engineLine(1, g, number)] }, { shipping }, { now: Date.now() }).totals.goods_amount_fen;

describe('POST /api/cart', () => {
  it('needs a login', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/cart', payload: { params: [{ goods_id: 1, price: 1, number: 1 }] } });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(10001);
  });

  it('adds qs-style form lines and JSON lines; the same goods again adds to its number; the client price is ignored', async () => {
    const s = await shopper();
    const g = await seedGoods(app);
    const first = await post(
      s.cookie,
      '/api/cart',
      `params[0][goods_id]=${g.id}&params[0][price]=0.01&params[0][number]=2&params[0][ck_id]=1`,
    );
    expect(first.json()).toMatchObject({ code: 10000, msg: '加入购物车成功', data: { total: 1 } });
    const second = await add(s.cookie, g.id, 3);
    const cartPrice = formatYuan(fenToYuan(g.basePrice));
    expect(second.json().data).toEqual({
      total: 1,
      ids: first.json().data.ids,
      notices: [`${g.name}：价格以购物车为准，现为 ¥${cartPrice}（页面显示 ¥0.01）`],
    });
    const [line] = await linesOf(s.storeId);
    expect(line).toMatchObject({ goodsId: g.id, number: 5, type: 0, isSelected: 1, goodsManjianId: 0, isYj: 0 });
    const cart = await list(s.cookie);
    expect(cart.data[0]).toMatchObject({ id: line.id, number: 5, price: fenToYuan(g.basePrice), amount: fenToYuan(5 * g.basePrice) });
    // Spec section 3: a cart line's goods carry the goods_image list with its url, not a bare image.
    expect(cart.data[0].goods.goods_image).toEqual([{ url: expect.stringMatching(/^\/api\/img\//) }]);
    expect(cart.data[0].goods).not.toHaveProperty('image');
    expect((await get(s.cookie, '/api/cart/total')).json().data).toEqual({ total: 1 });
  });

  it.each([
    [0, '购买数量必须大于0'],
    [-1, '购买数量必须大于0'],
    [1e9, '购买数量过大'],
    ['abc', '购买数量不正确'],
    [1.5, '购买数量必须是整数'],
  ])('refuses number %s with 422 and writes nothing', async (number, msg) => {
    const s = await shopper();
    const g = await seedGoods(app);
    const res = await add(s.cookie, g.id, number);
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toBe(msg);
    expect(await linesOf(s.storeId)).toHaveLength(0);
  });

  it('refuses with Chinese messages and writes nothing', async () => {
    const outOfScope = await shopper({ scope: ['none'] });
    const s = await shopper();
    const g = await seedGoods(app, 'plain', { stock: 7 });
    const hm = await seedGoods(app, 'hm', { hmLimit: 5 });
    const qg = await seedGoods(app, 'plain', { qgNumber: 4 });
    expect((await add(outOfScope.cookie, g.id, 1)).json().msg).toBe(`${g.name}：超出经营范围`);
    expect((await add(s.cookie, g.id, 8)).json()).toMatchObject({ code: 400, msg: '库存不足，当前库存7' });
    expect((await add(s.cookie, hm.id, 6)).json().msg).toBe(`含麻药品 ${hm.name} 每单限购5件`);
    expect((await add(s.cookie, qg.id, 5)).json().msg).toBe(`${qg.name} 每店限购4件，您还可购买4件`);
    expect((await add(s.cookie, 2_000_000_000, 1)).statusCode).toBe(404);
    expect((await add(s.cookie, g.id, 1, { type: 1 })).json().msg).toBe(`${g.name} 当前没有进行中的秒杀活动`);
    expect(await linesOf(outOfScope.storeId)).toHaveLength(0);
    expect(await linesOf(s.storeId)).toHaveLength(0);
    // What is already in the cart counts too.
    expect((await add(s.cookie, g.id, 4)).json().code).toBe(10000);
    expect((await add(s.cookie, g.id, 4)).json().msg).toBe('库存不足，当前库存7');
    expect((await linesOf(s.storeId))[0].number).toBe(4);
  });

  it('refuses a store still under review', async () => {
    const s = await shopper({ passed: false });
    const g = await seedGoods(app);
    expect((await add(s.cookie, g.id, 1)).json()).toMatchObject({ code: 400, msg: '资质审核中，暂不能加入购物车' });
    const cart = await list(s.cookie);
    expect(cart.data).toEqual([]);
    expect(cart.notice).toContain('资质审核中');
  });
});

describe('GET /api/cart/list prices every line with @yc/pricing', () => {
  it('crosses a ladder tier and a 满减 tier exactly as the engine does', async () => {
    const s = await shopper();
    const g = await seedGoods(app, 'ladder');
    const [tier1, tier2] = g.ladder;
    // The first quantity past the second tier's start whose amount grows: the 满减 threshold sits there.
    let k = tier1.number + 2;
    while (amountOf(g, k - 1) === amountOf(g, k)) k += 1;
    const threshold = amountOf(g, k);
    const tiers = [{ threshold_fen: threshold, reduce_fen: 100 }];
    const [promo] = await app.db
      .insert(promotions)
      .values({
        type: 'manjian',
        name: '测试满减',
        rule: { tiers },
        goodsIds: [g.id],
        startsAt: new Date(Date.now() - 60_000),
        endsAt: new Date(Date.now() + 86_400_000),
      })
      .returning({ id: promotions.id });
    const rule: FullReductionRule = { id: promo.id, name: '测试满减', goods_ids: [g.id], tiers };

    const id = (await add(s.cookie, g.id, 1)).json().data.ids[0] as number;
    const priced = new Map<number, { price: number; promotion: number }>();
    for (const number of [tier1.number, tier1.number + 1, k - 1, k]) {
      expect((await post(s.cookie, `/api/cart/${id}/edit`, { params: { number } })).json().data).toMatchObject({ id, number, cart: null });
      const cart = await list(s.cookie);
      const engine = priceCart({ lines: [engineLine(id, g, number)] }, { full_reductions: [rule], shipping }, { now: Date.now() });
      expect(cart.totals).toMatchObject({
        goods_amount: fenToYuan(engine.totals.goods_amount_fen),
        promotion_amount: fenToYuan(engine.totals.promotion_discount_fen),
        shipping_amount: fenToYuan(engine.totals.shipping_fen),
        pay_amount: fenToYuan(engine.totals.payable_fen),
      });
      expect(cart.data[0]).toMatchObject({
        price: fenToYuan(engine.lines[0].unit_price_fen),
        goods_manjian_amount: fenToYuan(engine.lines[0].promotion_discount_fen),
        key: `manjian_${promo.id}`,
      });
      expect(cart.activity_data.manjians).toEqual([
        expect.objectContaining({
          id: promo.id,
          key: `manjian_${promo.id}`,
          tiers: [{ amount: fenToYuan(threshold), reduce: 1, status: engine.activity_data.manjians[0].tiers[0].status }],
        }),
      ]);
      expect(cart.shipping_data).toMatchObject({
        shipping_amount: fenToYuan(engine.shipping_data.shipping_amount),
        no_trans_order_amount: fenToYuan(engine.shipping_data.no_trans_order_amount),
      });
      const hint = (await post(s.cookie, `/api/cart/next_hint?goods_id=${g.id}`)).json().data;
      expect(hint.message).toBe(nextHint(engine, { goods_id: g.id }).message);
      priced.set(number, { price: cart.data[0].price, promotion: cart.totals.promotion_amount });
    }
    // The crossings themselves: the second tier's price one unit past the first tier; the 满减 at k units, not at k − 1.
    expect(priced.get(tier1.number)?.price).toBe(fenToYuan(tier1.price));
    expect(priced.get(tier1.number + 1)?.price).toBe(fenToYuan(tier2.price));
    expect(priced.get(k - 1)?.promotion).toBe(0);
    expect(priced.get(k)?.promotion).toBe(1);
  });

  it('answers the count the cart shows: a new line adds one, more of a line none, a withdrawn goods’ line is left out', async () => {
    const s = await shopper();
    const [withdrawn, kept, other, third] = [await seedGoods(app), await seedGoods(app), await seedGoods(app), await seedGoods(app)];
    await add(s.cookie, withdrawn.id, 1);
    await app.db.update(goods).set({ onSale: false }).where(eq(goods.id, withdrawn.id));
    expect((await add(s.cookie, kept.id, 1)).json().data.total).toBe(1);
    expect((await add(s.cookie, kept.id, 2)).json().data.total).toBe(1);
    const both = await post(s.cookie, '/api/cart', {
      params: [
        { goods_id: kept.id, price: 0, number: 1 },
        { goods_id: other.id, price: 0, number: 1 },
      ],
    });
    expect(both.json().data.total).toBe(2);
    expect((await post(s.cookie, `/api/cart/quick_add/${third.id}`)).json().data.total).toBe(3);
    expect((await post(s.cookie, `/api/cart/quick_add/${third.id}`)).json().data.total).toBe(3);
    expect((await get(s.cookie, '/api/cart/total')).json().data).toEqual({ total: 3 });
    expect(await linesOf(s.storeId)).toHaveLength(4);
  });

  it('counts the lines another tab added while this add waited for the store’s lock', async () => {
    const s = await shopper();
    const [first, second] = [await seedGoods(app), await seedGoods(app)];
    let commit = () => undefined as void;
    const committed = new Promise<void>((resolve) => (commit = resolve));
    // The other tab: holds the store's lock while it adds its line, as an add does.
    const otherTab = app.db.transaction(async (tx) => {
      await lockStore(tx, s.storeId);
      await tx.insert(cartItems).values({ storeId: s.storeId, goodsId: first.id, number: 1, isSelected: 1 });
      await committed;
    });
    const waiting = add(s.cookie, second.id, 1);
    await expect
      .poll(
        async () =>
          (
            await app.db.execute(
              sql`SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query ILIKE '%from "stores"%for no key update%'`,
            )
          ).rows.length,
      )
      .toBeGreaterThan(0);
    commit();
    await otherTab;
    expect((await waiting).json().data.total).toBe(2);
    expect((await get(s.cookie, '/api/cart/total')).json().data).toEqual({ total: 2 });
  });

  it('shows a line not buyable or short of stock unselected, and a withdrawn goods not at all, without writing', async () => {
    const s = await shopper();
    const short = await seedGoods(app);
    const fine = await seedGoods(app);
    const withdrawn = await seedGoods(app);
    await add(s.cookie, short.id, 3);
    await add(s.cookie, fine.id, 2);
    await add(s.cookie, withdrawn.id, 1);
    await app.db.update(goods).set({ stock: 2 }).where(eq(goods.id, short.id));
    await app.db.update(goods).set({ onSale: false }).where(eq(goods.id, withdrawn.id));
    const stored = await linesOf(s.storeId);
    const cart = await list(s.cookie);
    const line = cart.data.find((i: { goods_id: number }) => i.goods_id === short.id);
    expect(line).toMatchObject({ is_selected: 0, unselectable_reason: '库存不足' });
    expect(cart.data.map((i: { goods_id: number }) => i.goods_id)).not.toContain(withdrawn.id);
    expect(cart.totals).toMatchObject({ selected_count: 1, goods_amount: fenToYuan(2 * fine.basePrice) });
    expect(cart.filter_data.find((f: { value: number }) => f.value === 5).count).toBe(1);
    expect((await list(s.cookie, '?filters=5')).data.map((i: { goods_id: number }) => i.goods_id)).toEqual([short.id]);
    expect((await get(s.cookie, '/api/cart/total')).json().data).toEqual({ total: 2 });
    // A GET never changes state: every line is stored as it was, the buyer's ticks included.
    expect(await linesOf(s.storeId)).toEqual(stored);
    // Ticking it again shows it unselected while it is short; with the stock back it is ticked as the buyer left it.
    await post(s.cookie, '/api/cart/batch_select', { ids: [line.id], is_selected: 1 });
    expect((await list(s.cookie)).data.find((i: { id: number }) => i.id === line.id).is_selected).toBe(0);
    await app.db.update(goods).set({ stock: 100 }).where(eq(goods.id, short.id));
    await app.db.update(goods).set({ onSale: true }).where(eq(goods.id, withdrawn.id));
    const restocked = await list(s.cookie);
    expect(restocked.data.find((i: { id: number }) => i.id === line.id).is_selected).toBe(1);
    expect(restocked.data.map((i: { goods_id: number }) => i.goods_id)).toContain(withdrawn.id);

    // A store whose scope does not cover the goods finds its line unselected, with the catalogue's reason.
    const narrow = await shopper({ scope: ['none'] });
    await app.db.insert(cartItems).values({ storeId: narrow.storeId, goodsId: fine.id, number: 1 });
    const [item] = (await list(narrow.cookie)).data;
    expect(item).toMatchObject({ is_selected: 0, unselectable_reason: '商品暂不可购买', goods: { is_buy: 0, buy_reason: '超出经营范围' } });
  });

  it('prices flash units at the flash price up to the per-store limit', async () => {
    const s = await shopper();
    const { goods: g, sale } = await seedFlashSale(app);
    const number = sale.limitPerStore + 1;
    await add(s.cookie, g.id, number, { type: 1 });
    const [item] = (await list(s.cookie)).data;
    const line = engineLine(item.id, g, number);
    const flash = { price_fen: sale.price, remaining_stock: sale.stock - sale.sold, per_order_limit: sale.limitPerStore };
    const engine = priceCart(
      { lines: [{ ...line, price: { ...line.price, flash } as typeof line.price }] },
      { shipping },
      { now: Date.now() },
    );
    expect(item).toMatchObject({
      type: 1,
      key: 'flash',
      price: fenToYuan(sale.price),
      amount: fenToYuan(engine.totals.goods_amount_fen),
      flash: { id: sale.id, price: fenToYuan(sale.price), number: sale.limitPerStore },
    });
  });
});

describe('changing lines of the session store only', () => {
  it('selects, edits and deletes own lines; another store’s line id is 404 and changes nothing', async () => {
    const owner = await shopper();
    const other = await shopper();
    const g = await seedGoods(app, 'plain', { stock: 10 });
    const mine = (await add(owner.cookie, g.id, 2)).json().data.ids[0] as number;
    const theirs = (await add(other.cookie, g.id, 3)).json().data.ids[0] as number;

    expect((await post(owner.cookie, '/api/cart/batch_select', { ids: [mine], is_selected: 0 })).json().data).toEqual({
      changed: 1,
      total: 1,
    });
    expect((await post(owner.cookie, '/api/cart/batch_select', `ids[0]=${mine}&ids[1]=${theirs}&is_selected=1`)).statusCode).toBe(404);
    expect((await linesOf(owner.storeId))[0].isSelected).toBe(0);

    expect((await post(owner.cookie, `/api/cart/${theirs}/edit`, { params: { number: 9 } })).statusCode).toBe(404);
    expect((await post(owner.cookie, '/api/cart/batch_delete', { ids: [theirs] })).statusCode).toBe(404);
    expect((await post(owner.cookie, '/api/cart/batch_delete', { ids: [mine, theirs] })).statusCode).toBe(404);
    expect(await linesOf(other.storeId)).toEqual([expect.objectContaining({ id: theirs, number: 3, isSelected: 1 })]);
    expect(await linesOf(owner.storeId)).toHaveLength(1);

    expect((await post(owner.cookie, `/api/cart/${mine}/edit`, { params: { number: 11 } })).json().msg).toBe('库存不足，当前库存10');
    for (const bad of ['0', '-1', '1e9', 'abc']) {
      expect((await post(owner.cookie, `/api/cart/${mine}/edit`, `params[number]=${bad}`)).statusCode).toBe(422);
    }
    expect((await linesOf(owner.storeId))[0].number).toBe(2);
    const edited = (await post(owner.cookie, `/api/cart/${mine}/edit`, { params: { number: 4 }, new: 1 })).json().data;
    expect(edited.cart.data[0]).toMatchObject({ id: mine, number: 4 });
    expect((await post(owner.cookie, '/api/cart/batch_delete', { ids: [mine] })).json().data).toEqual({ changed: 1, total: 0 });
  });

  it('quick_add adds one middle pack, starting a new line at the minimum quantity', async () => {
    const s = await shopper();
    const g = await seedGoods(app, 'plain', { midPack: 10, minQty: 20 });
    expect((await post(s.cookie, `/api/cart/quick_add/${g.id}`)).json().data).toMatchObject({ number: 20, total: 1 });
    expect((await post(s.cookie, `/api/cart/quick_add/${g.id}`)).json().data).toMatchObject({ number: 30, total: 1 });
    expect((await post(s.cookie, '/api/cart/quick_add/abc')).statusCode).toBe(422);
  });

  it('adds at the price the buyer saw without a word when the cart agrees', async () => {
    const s = await shopper();
    const g = await seedGoods(app);
    const res = await add(s.cookie, g.id, 2, { price: fenToYuan(g.basePrice) });
    expect(res.json().data.notices).toEqual([]);
  });

  it('keeps any quantity from the 起订量 up as typed when middle packs are not required', async () => {
    const s = await shopper();
    const g = await seedGoods(app, 'plain', { midPack: 10, minQty: 1 });
    expect((await add(s.cookie, g.id, 40, { price: fenToYuan(g.basePrice) })).json().data.notices).toEqual([]);
    const [line] = await linesOf(s.storeId);
    expect(line.number).toBe(40);
    const edited = (await post(s.cookie, `/api/cart/${line.id}/edit`, { params: { number: 43 } })).json().data;
    expect(edited).toMatchObject({ number: 43, notice: '' });
  });

  it('puts quantities of goods sold in middle packs on whole packs, on add and on edit, and says so', async () => {
    const s = await shopper();
    const g = await seedGoods(app, 'plain', { midPack: 10, minQty: 10 });
    const added = (await add(s.cookie, g.id, 45, { price: fenToYuan(g.basePrice) })).json();
    const unit = (await list(s.cookie)).data[0].goods.bzdw;
    expect(added.data.notices).toEqual([`${g.name}：按中包装 10${unit} 购买，已调整为 50${unit}`]);
    const [line] = await linesOf(s.storeId);
    expect(line.number).toBe(50);
    const edited = (await post(s.cookie, `/api/cart/${line.id}/edit`, { params: { number: 3 } })).json().data;
    expect(edited).toMatchObject({ number: 10, notice: `起订量 10${unit}，已调整为 10${unit}` });
    expect((await linesOf(s.storeId))[0].number).toBe(10);
  });

  it('copies lines to another store of the same account only', async () => {
    const s = await shopper();
    const linked = await createBuyer(app);
    const stranger = await createBuyer(app);
    await app.db.insert(accountStores).values({ accountId: s.accountId, storeId: linked.storeId });
    const g = await seedGoods(app);
    const id = (await add(s.cookie, g.id, 2)).json().data.ids[0] as number;

    const refused = await post(s.cookie, '/api/cart/copy', { ids: [id], other_user_ids: [linked.storeId, stranger.storeId] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe('只能复制到本账号关联的门店');
    expect(await linesOf(linked.storeId)).toHaveLength(0);
    expect(await linesOf(stranger.storeId)).toHaveLength(0);

    expect((await post(s.cookie, '/api/cart/copy', { ids: [id], other_user_ids: [linked.storeId] })).json().data).toEqual({
      copied: 1,
      stores: 1,
    });
    await post(s.cookie, '/api/cart/copy', { ids: [id], other_user_ids: String(linked.storeId) });
    expect(await linesOf(linked.storeId)).toEqual([expect.objectContaining({ goodsId: g.id, number: 4 })]);
    expect(
      (
        await app.db
          .select()
          .from(cartItems)
          .where(and(eq(cartItems.storeId, s.storeId), eq(cartItems.id, id)))
      )[0].number,
    ).toBe(2);
  });
});
