import { FREE_SHIPPING_THRESHOLD_FEN, SHIPPING_FEE_FEN } from '@yc/contracts';
import { fenToYuan, priceCart } from '@yc/pricing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cashVouchers, goods, orders, storeCoupons, voucherLedger } from '../../src/db/schema/index.js';
import { addAddress, createBuyer, engineCoupon, engineLine, fundWallet, issueCoupon, PAY_PASSWORD, seedGoods, signedContract } from '../fixtures.js';
import { fileApp, login } from '../helper.js';

const app = fileApp();

const DAY = 86_400_000;
const post = (cookie: string, url: string, payload: object | string) =>
  app.inject({
    method: 'POST',
    url,
    headers: typeof payload === 'string' ? { cookie, 'content-type': 'application/x-www-form-urlencoded' } : { cookie },
    payload,
  });
const info = (cookie: string, id: number | string) => app.inject({ method: 'GET', url: `/api/order/info/${id}`, headers: { cookie } });
const stockOf = async (goodsId: number) => (await app.db.select({ stock: goods.stock }).from(goods).where(eq(goods.id, goodsId)))[0].stock;
const orderRow = async (id: number) => (await app.db.select().from(orders).where(eq(orders.id, id)))[0];

/** A store that ordered 3 units of a goods of its own with a ¥5 coupon and a ¥2 cash voucher; the engine's totals beside it. */
async function placedOrder() {
  const buyer = await createBuyer(app);
  await signedContract(app, buyer.storeId);
  await addAddress(app, buyer.storeId);
  const cookie = await login(app, buyer);
  const g = await seedGoods(app);
  const couponId = await issueCoupon(app, buyer.storeId, { name: '无门槛5元', amount: 500, threshold: 0 });
  const [voucher] = await app.db
    .insert(cashVouchers)
    .values({ storeId: buyer.storeId, name: '现金券', amount: 200, validTo: new Date(Date.now() + DAY) })
    .returning({ id: cashVouchers.id });
  const line = (await post(cookie, '/api/cart', { params: [{ goods_id: g.id, price: 1, number: 3 }] })).json().data.ids[0] as number;
  const placed = await post(cookie, '/api/cart/checkout', { ids: [line], voucher_ids: [voucher.id] });
  if (placed.json().code !== 10000) throw new Error(placed.body);
  const engine = priceCart(
    { lines: [engineLine(line, g, 3)] },
    {
      coupons: [engineCoupon(couponId, { amount: 500, threshold: 0 })],
      vouchers: [{ id: voucher.id, name: 'v', balance_fen: 200, valid_from: 0, valid_until: Date.now() + DAY }],
      shipping: { fee_fen: SHIPPING_FEE_FEN, free_threshold_fen: FREE_SHIPPING_THRESHOLD_FEN },
    },
    { now: Date.now(), vouchers: [voucher.id] },
  );
  return { buyer, cookie, goods: g, engine, couponId, voucherId: voucher.id, orderId: placed.json().data.order_id as number };
}

describe('GET /api/order/info/:id', () => {
  it('answers the store’s order with items, amounts, status text, the countdown and events', async () => {
    const o = await placedOrder();
    const res = await info(o.cookie, o.orderId);
    const data = res.json().data;
    const t = o.engine.totals;
    expect(data).toMatchObject({
      id: o.orderId,
      status: 'unpaid',
      status_text: '待付款',
      goods_amount: fenToYuan(t.goods_amount_fen),
      coupon_amount: 5,
      shipping_amount: fenToYuan(t.shipping_fen),
      voucher_amount: 2,
      pay_amount: fenToYuan(t.payable_fen),
      is_hm: 0,
    });
    expect(data.expires_at - data.timestamp).toBeGreaterThan(29 * 60);
    expect(data.expires_at - data.timestamp).toBeLessThanOrEqual(30 * 60);
    expect(data.items).toEqual([
      expect.objectContaining({
        goods_id: o.goods.id,
        price: fenToYuan(o.goods.basePrice),
        number: 3,
        amount: fenToYuan(o.engine.lines[0].amount_after_discount_fen),
        line_type: 'goods',
        flash_sale_id: null,
      }),
    ]);
    expect(data.events.map((e: { text: string }) => e.text)).toEqual(['订单已提交，请在30分钟内完成支付']);
    expect(data.address).toMatchObject({ consignee: '张三', phone: '13800000000' });
  });

  it('states each line’s subtotal, its share of the coupon and the cash voucher, and what it was paid, adding up to the order to the fen', async () => {
    const buyer = await createBuyer(app);
    await signedContract(app, buyer.storeId);
    await addAddress(app, buyer.storeId);
    const cookie = await login(app, buyer);
    const [a, b] = [await seedGoods(app), await seedGoods(app)];
    // ¥3.33 off two lines: it cannot split evenly, so the odd fen show where they go.
    await issueCoupon(app, buyer.storeId, { amount: 333, threshold: 0 });
    const [voucher] = await app.db
      .insert(cashVouchers)
      .values({ storeId: buyer.storeId, name: '现金券', amount: 101, validTo: new Date(Date.now() + DAY) })
      .returning({ id: cashVouchers.id });
    const ids = (await post(cookie, '/api/cart', { params: [{ goods_id: a.id, price: 1, number: 3 }, { goods_id: b.id, price: 1, number: 7 }] })).json().data.ids;
    const placed = (await post(cookie, '/api/cart/checkout', { ids, voucher_ids: [voucher.id] })).json().data;
    const data = (await info(cookie, placed.order_id)).json().data;
    const fen = (yuan: number) => Math.round(yuan * 100);
    const sum = (values: number[]) => values.reduce((x, y) => x + y, 0);
    const items = data.items as { subtotal: number; discount: number; voucher: number; paid: number; amount: number }[];
    expect(items).toHaveLength(2);
    expect(sum(items.map((i) => fen(i.subtotal)))).toBe(fen(data.goods_amount));
    expect(sum(items.map((i) => fen(i.discount)))).toBe(fen(data.promotion_amount) + fen(data.coupon_amount));
    expect(sum(items.map((i) => fen(i.paid))) + fen(data.shipping_paid)).toBe(fen(data.pay_amount));
    expect(sum(items.map((i) => fen(i.voucher))) + fen(data.shipping_amount) - fen(data.shipping_paid)).toBe(101);
    for (const i of items) {
      expect(fen(i.paid)).toBe(fen(i.subtotal) - fen(i.discount) - fen(i.voucher));
      expect(fen(i.amount)).toBe(fen(i.subtotal) - fen(i.discount));
    }
    // One rule: each share is floored, the fen left over go on the last line.
    const [first, last] = items.map((i) => fen(i.subtotal));
    expect(fen(items[0].discount)).toBe(Math.floor((333 * first) / (first + last)));
    expect(fen(items[1].discount)).toBe(333 - Math.floor((333 * first) / (first + last)));
  });

  it('is paid by the payment core from the wallet', async () => {
    const o = await placedOrder();
    await fundWallet(app, o.buyer.storeId, 100_000_000);
    const paid = await post(o.cookie, '/api/pay/order', { order_id: o.orderId, method: 'wallet', pay_password: PAY_PASSWORD });
    expect(paid.json()).toMatchObject({ code: 10000, data: { status: 'paid' } });
    const data = (await info(o.cookie, o.orderId)).json().data;
    expect(data).toMatchObject({ status: 'paid', status_text: '待发货', pay_method: 'wallet' });
    expect(data.paid_at).toBeGreaterThan(0);
  });

  it('answers another store’s order id and bad ids without showing anything', async () => {
    const o = await placedOrder();
    const stranger = await login(app, await createBuyer(app));
    const res = await info(stranger, o.orderId);
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe('订单不存在');
    expect((await info(o.cookie, 'abc')).statusCode).toBe(422);
    expect((await info(o.cookie, -1)).statusCode).toBe(422);
  });
});

describe('POST /api/order/cancel', () => {
  it('cancels the store’s unpaid order: stock, coupon and voucher come back', async () => {
    const o = await placedOrder();
    const stock = await stockOf(o.goods.id);
    const res = await post(o.cookie, '/api/order/cancel', `id=${o.orderId}`);
    expect(res.json()).toMatchObject({
      code: 10000,
      msg: '订单已取消',
      data: { id: o.orderId, status: 'cancelled', status_text: '已取消' },
    });
    expect(await stockOf(o.goods.id)).toBe(stock + 3);
    expect((await app.db.select().from(storeCoupons).where(eq(storeCoupons.id, o.couponId)))[0].usedOrderId).toBeNull();
    const ledger = await app.db
      .select({ amount: voucherLedger.amount })
      .from(voucherLedger)
      .where(eq(voucherLedger.voucherId, o.voucherId));
    expect(ledger.reduce((n, r) => n + r.amount, 0)).toBe(0);
    expect((await post(o.cookie, '/api/order/cancel', { id: o.orderId })).json().msg).toBe('订单已取消');
    const events = (await info(o.cookie, o.orderId)).json().data.events.map((e: { text: string }) => e.text);
    expect(events).toEqual(['订单已提交，请在30分钟内完成支付', '买家取消订单']);
  });

  it('refuses another store’s order and bad ids, changing nothing', async () => {
    const o = await placedOrder();
    const stranger = await login(app, await createBuyer(app));
    const res = await post(stranger, '/api/order/cancel', { id: o.orderId });
    expect(res.statusCode).toBe(404);
    expect((await orderRow(o.orderId)).status).toBe('unpaid');
    for (const id of ['abc', '0', '-1', '1e12']) expect((await post(o.cookie, '/api/order/cancel', `id=${id}`)).statusCode).toBe(422);
    expect((await orderRow(o.orderId)).status).toBe('unpaid');
  });
});
