import { FREE_SHIPPING_THRESHOLD_FEN, SHIPPING_FEE_FEN } from '@yc/contracts';
import { fenToYuan, priceCart } from '@yc/pricing';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  cartItems,
  cashVouchers,
  flashSales,
  goods,
  orderEvents,
  orderItems,
  orders,
  promotions,
  storeCoupons,
  stores,
  voucherLedger,
} from '../../src/db/schema/index.js';
import {
  addAddress,
  createBuyer,
  engineCoupon,
  engineLine,
  issueCoupon,
  seedFlashSale,
  seedGoods,
  sessionCookie,
  signedContract,
} from '../fixtures.js';
import { fileApp, login } from '../helper.js';

const app = fileApp();

const DAY = 86_400_000;
const shipping = { fee_fen: SHIPPING_FEE_FEN, free_threshold_fen: FREE_SHIPPING_THRESHOLD_FEN };
const form = { 'content-type': 'application/x-www-form-urlencoded' };
const post = (cookie: string, url: string, payload: object | string) =>
  app.inject({ method: 'POST', url, headers: typeof payload === 'string' ? { cookie, ...form } : { cookie }, payload });
const addLine = async (cookie: string, goodsId: number, number: number, extra: object = {}): Promise<number> => {
  const res = await post(cookie, '/api/cart', { params: [{ goods_id: goodsId, price: 1, number, ...extra }] });
  if (res.json().code !== 10000) throw new Error(res.body);
  return res.json().data.ids[0] as number;
};
const checkout = (cookie: string, payload: object | string) => post(cookie, '/api/cart/checkout', payload);
const ordersOf = (storeId: number) => app.db.select().from(orders).where(eq(orders.storeId, storeId));
const stockOf = async (goodsId: number) => (await app.db.select({ stock: goods.stock }).from(goods).where(eq(goods.id, goodsId)))[0].stock;
const cartOf = (storeId: number) => app.db.select().from(cartItems).where(eq(cartItems.storeId, storeId));

/** A verified store, by default with a contract in force and an address: one that may check out. */
async function readyBuyer({ contract = true, address = true } = {}) {
  const buyer = await createBuyer(app);
  if (contract) await signedContract(app, buyer.storeId);
  const addressId = address ? await addAddress(app, buyer.storeId) : null;
  return { ...buyer, addressId, cookie: await login(app, buyer) };
}

const promotion = async (type: string, rule: Record<string, unknown>, goodsIds: number[]) =>
  (
    await app.db
      .insert(promotions)
      .values({ type, name: `测试${type}`, rule, goodsIds, startsAt: new Date(Date.now() - DAY), endsAt: new Date(Date.now() + DAY) })
      .returning({ id: promotions.id })
  )[0].id;

/** Everything a refused checkout must leave as it was. */
async function snapshot(storeId: number, goodsIds: number[]) {
  return {
    orders: (await ordersOf(storeId)).length,
    cart: (await cartOf(storeId)).map((l) => [l.id, l.number]),
    stock: await Promise.all(goodsIds.map(stockOf)),
    couponsUsed: (
      await app.db
        .select()
        .from(storeCoupons)
        .where(and(eq(storeCoupons.storeId, storeId), sql`${storeCoupons.usedOrderId} IS NOT NULL`))
    ).length,
  };
}

describe('POST /api/cart/checkout', () => {
  it('places one order priced by the engine: stock, coupon and voucher taken, an event written, the lines leave the cart', async () => {
    const b = await readyBuyer();
    const a = await seedGoods(app, 'ladder');
    const other = await seedGoods(app);
    // A 满减 reached by exactly the 12 units ordered.
    const tiers = [
      {
        threshold_fen: priceCart({ lines: [engineLine(1, a, 12)] }, { shipping }, { now: Date.now() }).totals.goods_amount_fen,
        reduce_fen: 1000,
      },
    ];
    const promoId = await promotion('manjian', { tiers }, [a.id]);
    const couponId = await issueCoupon(app, b.storeId, { amount: 500, threshold: 100 });
    const [voucher] = await app.db
      .insert(cashVouchers)
      .values({ storeId: b.storeId, name: '测试现金券', amount: 300, validTo: new Date(Date.now() + DAY) })
      .returning({ id: cashVouchers.id });
    const lineA = await addLine(b.cookie, a.id, 12);
    const lineOther = await addLine(b.cookie, other.id, 3);

    const confirm = (
      await app.inject({ method: 'GET', url: `/api/cart/confirm?ids[0]=${lineA}&voucher_ids=${voucher.id}`, headers: { cookie: b.cookie } })
    ).json().data;
    expect(confirm.coupons).toEqual([expect.objectContaining({ id: couponId, usable: 1, reason: null, discount: 5 })]);
    expect(confirm).toMatchObject({ address_id: b.addressId, coupon_id: couponId, best_coupon_id: couponId, is_hm: 0 });
    expect(confirm.vouchers).toEqual([expect.objectContaining({ id: voucher.id, balance: 3, usable: 1, used: 3 })]);

    const engine = priceCart(
      { lines: [engineLine(lineA, a, 12)] },
      {
        full_reductions: [{ id: promoId, name: '测试manjian', goods_ids: [a.id], tiers }],
        coupons: [engineCoupon(couponId, { amount: 500, threshold: 100 })],
        vouchers: [{ id: voucher.id, name: 'v', balance_fen: 300, valid_from: 0, valid_until: Date.now() + DAY }],
        shipping,
      },
      { now: Date.now(), vouchers: [voucher.id] },
    );
    expect(confirm.totals.pay_amount).toBe(fenToYuan(engine.totals.payable_fen));

    const res = await checkout(
      b.cookie,
      `ids[0]=${lineA}&voucher_ids[0]=${voucher.id}&remark=${encodeURIComponent('请尽快发货')}&invoice_type=${encodeURIComponent('纸质普通发票')}`,
    );
    expect(res.json()).toMatchObject({
      code: 10000,
      msg: '订单提交成功',
      data: { pay_amount: fenToYuan(engine.totals.payable_fen), is_hm: 0 },
    });
    const data = res.json().data;
    expect(data.expires_at - data.timestamp).toBe(30 * 60);

    const [order] = await ordersOf(b.storeId);
    expect(order).toMatchObject({
      id: data.order_id,
      orderNo: data.order_no,
      status: 'unpaid',
      goodsAmount: engine.totals.goods_amount_fen,
      promotionAmount: engine.totals.promotion_discount_fen,
      couponAmount: engine.totals.coupon_discount_fen,
      voucherAmount: engine.totals.voucher_fen,
      shippingAmount: engine.totals.shipping_fen,
      payAmount: engine.totals.payable_fen,
      storeCouponId: couponId,
      remark: '请尽快发货',
      invoiceType: '纸质普通发票',
      isHm: false,
    });
    expect(order).toMatchObject({ promotionAmount: 1000, couponAmount: 500, voucherAmount: 300 });
    expect(order.payAmount).toBe(
      order.goodsAmount - order.promotionAmount - order.couponAmount + order.shippingAmount - order.voucherAmount,
    );
    expect(order.expiresAt.getTime() - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(await app.db.select().from(orderItems).where(eq(orderItems.orderId, order.id))).toEqual([
      expect.objectContaining({
        goodsId: a.id,
        flashSaleId: null,
        price: engine.lines[0].unit_price_fen,
        number: 12,
        amount: engine.lines[0].amount_after_discount_fen,
        lineType: 'goods',
      }),
    ]);
    expect((await app.db.select().from(storeCoupons).where(eq(storeCoupons.id, couponId)))[0].usedOrderId).toBe(order.id);
    expect(
      await app.db
        .select({ amount: voucherLedger.amount, orderId: voucherLedger.orderId })
        .from(voucherLedger)
        .where(eq(voucherLedger.voucherId, voucher.id)),
    ).toEqual([{ amount: -300, orderId: order.id }]);
    expect((await app.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id))).map((e) => e.text)).toEqual([
      '订单已提交，请在30分钟内完成支付',
    ]);
    expect(await stockOf(a.id)).toBe(a.stock - 12);
    expect((await cartOf(b.storeId)).map((l) => l.id)).toEqual([lineOther]);

    // The same lines cannot be ordered twice.
    expect((await checkout(b.cookie, { ids: [lineA] })).statusCode).toBe(404);
  });

  it('answers 459 for a store without a contract, and places the order once it signs', async () => {
    const { cookie, ...buyer } = await readyBuyer({ contract: false });
    const g = await seedGoods(app);
    const id = await addLine(cookie, g.id, 2);
    const before = await snapshot(buyer.storeId, [g.id]);
    const refused = await checkout(cookie, { ids: [id] });
    expect(refused.json()).toMatchObject({ code: 459, msg: '请先签署年度电子合同' });
    expect(await snapshot(buyer.storeId, [g.id])).toEqual(before);
    const signed = await post(cookie, '/api/contract/sign', { signer_name: '张三', agree: 1 });
    expect(signed.json().code).toBe(10000);
    expect((await checkout(cookie, { ids: [id] })).json().code).toBe(10000);
    expect(await ordersOf(buyer.storeId)).toHaveLength(1);
  });

  it('refuses a store under review', async () => {
    const buyer = await createBuyer(app, { passed: false });
    await signedContract(app, buyer.storeId);
    const g = await seedGoods(app);
    const [line] = await app.db
      .insert(cartItems)
      .values({ storeId: buyer.storeId, goodsId: g.id, number: 1 })
      .returning({ id: cartItems.id });
    const res = await checkout(await login(app, buyer), { ids: [line.id] });
    expect(res.json()).toMatchObject({ code: 400, msg: '资质审核中，暂不能下单' });
    expect(await ordersOf(buyer.storeId)).toHaveLength(0);
  });

  it('refuses lines it cannot sell, in Chinese, writing nothing', async () => {
    const b = await readyBuyer();
    const stranger = await readyBuyer();
    const g = await seedGoods(app, 'plain', { stock: 50 });
    const hm = await seedGoods(app, 'hm', { hmLimit: 5 });
    const id = await addLine(b.cookie, g.id, 5);
    const hmLine = await addLine(b.cookie, hm.id, 5);
    const strangerLine = await addLine(stranger.cookie, g.id, 1);
    const strangerCoupon = await issueCoupon(app, stranger.storeId, { amount: 100, threshold: 0 });
    const ownCoupon = await issueCoupon(app, b.storeId, { amount: 100, threshold: 100_000_000 });
    const expectRefused = async (payload: object, msg: string, status = 200) => {
      const before = await snapshot(b.storeId, [g.id, hm.id]);
      const res = await checkout(b.cookie, { ids: [id], ...payload });
      expect(res.statusCode).toBe(status);
      expect(res.json().msg).toBe(msg);
      expect(await snapshot(b.storeId, [g.id, hm.id])).toEqual(before);
    };

    await expectRefused({ coupon_id: ownCoupon }, '未达到使用门槛');
    await expectRefused({ coupon_id: strangerCoupon }, '优惠券不存在');
    await expectRefused({ address_id: stranger.addressId }, '收货地址不存在', 404);
    await expectRefused({ ids: [id, strangerLine] }, '购物车商品不存在', 404);
    await expectRefused({ buy_hg_goods: JSON.stringify([{ rule_id: g.id, number: 1 }]) }, '换购活动不存在');
    await expectRefused({ voucher_ids: [2_000_000_000] }, '现金券不存在', 404);

    await app.db.update(goods).set({ minQty: 10 }).where(eq(goods.id, g.id));
    await expectRefused({}, `${g.name} 起购数量为10${g.unit}`);
    await app.db.update(goods).set({ minQty: 1, stock: 3 }).where(eq(goods.id, g.id));
    await expectRefused({}, `库存不足: ${g.name} 仅剩3件`);
    await app.db.update(goods).set({ stock: 50 }).where(eq(goods.id, g.id));
    await app.db.update(goods).set({ hmLimit: 4 }).where(eq(goods.id, hm.id));
    await expectRefused({ ids: [hmLine] }, `含麻药品 ${hm.name} 每单限购4件`);
    await app.db.update(goods).set({ hmLimit: 5 }).where(eq(goods.id, hm.id));
    const scope = (await app.db.select({ scope: stores.businessScope }).from(stores).where(eq(stores.id, b.storeId)))[0].scope;
    await app.db
      .update(stores)
      .set({ businessScope: ['none'] })
      .where(eq(stores.id, b.storeId));
    await expectRefused({}, `${g.name}：超出经营范围`);
    await app.db.update(stores).set({ businessScope: scope }).where(eq(stores.id, b.storeId));

    expect((await checkout(b.cookie, { ids: [id] })).json().code).toBe(10000);
    expect(await stockOf(g.id)).toBe(45);
  });

  it.each([
    [{ ids: 'abc' }, '商品编号不正确'],
    [{ ids: [] }, '请选择商品'],
    [{ ids: [1], coupon_id: -1 }, '优惠券不正确'],
    [{ ids: [1], buy_hg_goods: '[{bad json' }, '换购商品格式不正确'],
    [{ ids: [1], buy_hg_goods: JSON.stringify([{ rule_id: 1, number: 0 }]) }, '换购数量不正确'],
    [{ ids: [1], invoice_type: '收据' }, '发票类型不正确'],
    [{ ids: [1], remark: '长'.repeat(201) }, '订单备注不能超过200个字'],
  ])('answers bad input %j with 422', async (payload, msg) => {
    const b = await readyBuyer();
    const res = await checkout(b.cookie, payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toBe(msg);
  });

  it('refuses a store without an address', async () => {
    const { cookie } = await readyBuyer({ address: false });
    const g = await seedGoods(app);
    const id = await addLine(cookie, g.id, 1);
    expect((await checkout(cookie, { ids: [id] })).json().msg).toBe('请先添加收货地址');
    expect(await stockOf(g.id)).toBe(g.stock);
  });

  it('writes flash units, 赠 and 换购 as their own order lines and takes their stock', async () => {
    const b = await readyBuyer();
    const { goods: flashGoods, sale } = await seedFlashSale(app);
    const giftGoods = await seedGoods(app);
    const hgGoods = await seedGoods(app);
    await promotion('gift', { buy_qty: 5, gift_qty: 1, gift_name: '本品' }, [giftGoods.id]);
    await promotion('hg', { order_threshold_fen: 100, exchange_price_fen: 990 }, [hgGoods.id]);
    const limit = sale.limitPerStore;
    const flashLine = await addLine(b.cookie, flashGoods.id, limit + 1, { type: 1 });
    const giftLine = await addLine(b.cookie, giftGoods.id, 10);

    const tooMany = await checkout(b.cookie, {
      ids: [flashLine, giftLine],
      buy_hg_goods: JSON.stringify([{ rule_id: hgGoods.id, number: 2 }]),
    });
    expect(tooMany.json().msg).toBe('超出换购数量上限');

    const res = await checkout(b.cookie, {
      ids: [flashLine, giftLine],
      buy_hg_goods: JSON.stringify([{ rule_id: hgGoods.id, number: 1 }]),
    });
    expect(res.json().code).toBe(10000);
    const items = await app.db.select().from(orderItems).where(eq(orderItems.orderId, res.json().data.order_id)).orderBy(orderItems.id);
    expect(items.map((i) => [i.goodsId, i.flashSaleId, i.price, i.number, i.lineType])).toEqual([
      [giftGoods.id, null, giftGoods.basePrice, 10, 'goods'],
      [flashGoods.id, sale.id, sale.price, limit, 'goods'],
      [flashGoods.id, null, flashGoods.ladder[0]?.price ?? flashGoods.basePrice, 1, 'goods'],
      [hgGoods.id, null, 990, 1, 'hg'],
      [giftGoods.id, null, 0, 2, 'gift'],
    ]);
    const [order] = await ordersOf(b.storeId);
    expect(items.reduce((n, i) => n + i.amount, 0)).toBe(order.goodsAmount);
    expect(order.payAmount).toBe(order.goodsAmount + order.shippingAmount);
    expect(res.json().data.pay_amount).toBe(fenToYuan(order.payAmount));
    expect((await app.db.select().from(flashSales).where(eq(flashSales.id, sale.id)))[0].sold).toBe(sale.sold + limit);
    expect([await stockOf(flashGoods.id), await stockOf(giftGoods.id), await stockOf(hgGoods.id)]).toEqual([
      1000 - limit - 1,
      1000 - 12,
      999,
    ]);
  });

  it('flags an order of 含麻 goods is_hm', async () => {
    const b = await readyBuyer();
    const g = await seedGoods(app, 'hm', { hmLimit: 5 });
    const res = await checkout(b.cookie, { ids: [await addLine(b.cookie, g.id, 5)] });
    expect(res.json().data.is_hm).toBe(1);
    expect((await ordersOf(b.storeId))[0].isHm).toBe(true);
  });
});

describe('concurrency', () => {
  it('50 simultaneous checkouts of one goods with stock 10 make exactly 10 orders and leave stock 0', async () => {
    const g = await seedGoods(app, 'plain', { stock: 10 });
    const buyers = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const buyer = await createBuyer(app);
        const cookie = await sessionCookie(app, buyer);
        await addAddress(app, buyer.storeId);
        const sign = await post(cookie, '/api/contract/sign', { signer_name: '张三', agree: 1 });
        if (sign.json().code !== 10000) throw new Error(sign.body);
        return { ...buyer, cookie, line: await addLine(cookie, g.id, 1) };
      }),
    );
    const results = await Promise.all(buyers.map((b) => checkout(b.cookie, { ids: [b.line] })));
    const codes = results.map((r) => r.json().code);
    expect(codes.filter((c) => c === 10000)).toHaveLength(10);
    expect(results.filter((r) => r.json().code !== 10000).map((r) => r.json().msg)).toEqual(Array(40).fill(`库存不足: ${g.name} 仅剩0件`));
    expect(await stockOf(g.id)).toBe(0);
    const sold = await app.db
      .select({ orderId: orderItems.orderId, number: orderItems.number, payAmount: orders.payAmount })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(
        and(
          eq(orderItems.goodsId, g.id),
          inArray(
            orders.storeId,
            buyers.map((b) => b.storeId),
          ),
        ),
      );
    expect(sold).toHaveLength(10);
    const payable = priceCart({ lines: [engineLine(1, g, 1)] }, { shipping }, { now: Date.now() }).totals.payable_fen;
    expect(sold.every((s) => s.number === 1 && s.payAmount === payable)).toBe(true);
    // The losers still have their line; the winners' lines are gone.
    expect((await app.db.select().from(cartItems).where(eq(cartItems.goodsId, g.id))).length).toBe(40);
  }, 120_000);
});
