import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages, orderEvents, orders, pointsLedger, qualifications, stores } from '../../src/db/schema/index.js';
import { autoCompleteOrders, completeOrder, deliverOrder, resolveOrder, shipOrder } from '../../src/modules/fulfilment/service.js';
import { approveStore, listPendingStores, rejectStore } from '../../src/modules/fulfilment/stores.js';
import { createBuyer, seedGoods, OPERATOR } from '../fixtures.js';
import { fileApp } from '../helper.js';
import { payOrder, placeOrder, post, readyBuyer, shippedOrder } from '../ops/order-flow.js';

const app = fileApp();

const orderRow = async (id: number) => (await app.db.select().from(orders).where(eq(orders.id, id)))[0];
const eventsOf = async (id: number) =>
  (await app.db.select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(orderEvents.id)).map((e) => e.text);
const nextLines = async (number = 1) => [{ goods: await seedGoods(app), number }];

describe('shipping, delivery and completion', () => {
  it('ships a paid order once, with its carrier and tracking number', async () => {
    const b = await readyBuyer(app);
    const order = await placeOrder(app, b, await nextLines(2));
    await expect(shipOrder(app.db, order.orderId, '顺丰速运', 'SF2000000001', OPERATOR)).rejects.toThrow('订单尚未付款，不能发货');
    await payOrder(app, b, order, 'wallet');
    await expect(shipOrder(app.db, order.orderId, ' ', 'SF2000000001', OPERATOR)).rejects.toThrow('承运商名称应为1到30个字');
    await expect(shipOrder(app.db, order.orderId, '顺丰速运', 'SF 2000', OPERATOR)).rejects.toThrow('运单号应为4到40位字母、数字或短横线');
    await shipOrder(app.db, order.orderId, '顺丰速运', 'SF2000000001', OPERATOR);
    await expect(shipOrder(app.db, order.orderId, '顺丰速运', 'SF2000000002', OPERATOR)).rejects.toThrow('订单已发货，不能再次发货');
    expect(await orderRow(order.orderId)).toMatchObject({
      status: 'shipped',
      carrier: '顺丰速运',
      trackingNo: 'SF2000000001',
      shippedAt: expect.any(Date),
    });
    expect((await eventsOf(order.orderId)).at(-1)).toBe('已发货，承运商 顺丰速运，运单号 SF2000000001');
    expect((await post(app, b.cookie, '/api/order/cancel', { id: order.orderId })).json().msg).toBe('订单已发货，请申请退货');
    await expect(shipOrder(app.db, 2_000_000_000, '顺丰速运', 'SF2000000003', OPERATOR)).rejects.toThrow('订单不存在');
    expect(await resolveOrder(app.db, order.orderNo)).toBe(order.orderId);
    await expect(resolveOrder(app.db, 'YC-NO-SUCH-ORDER')).rejects.toThrow('订单不存在');
  });

  it('marks delivery once and completes with points and an invoice, whoever completes first', async () => {
    const b = await readyBuyer(app);
    const order = await shippedOrder(app, b, await nextLines(3));
    await deliverOrder(app.db, order.orderId, OPERATOR);
    await expect(deliverOrder(app.db, order.orderId, OPERATOR)).rejects.toThrow('订单已送达');
    const [operator, buyer] = await Promise.allSettled([
      completeOrder(app.db, order.orderId, OPERATOR),
      post(app, b.cookie, '/api/order/confirm', { id: order.orderId }).then((r) => r.json()),
    ]);
    const buyerDone = buyer.status === 'fulfilled' && buyer.value.code === 10000;
    expect([operator.status === 'fulfilled', buyerDone].filter(Boolean)).toHaveLength(1);
    const earned = await app.db
      .select()
      .from(pointsLedger)
      .where(and(eq(pointsLedger.refId, order.orderId), eq(pointsLedger.reason, 'order')));
    expect(earned.map((p) => p.points)).toEqual([Math.floor(order.payFen / 100)]);
    expect((await orderRow(order.orderId)).status).toBe('completed');
    await expect(deliverOrder(app.db, order.orderId, OPERATOR)).rejects.toThrow('只有已发货的订单可以标记送达');
    await expect(completeOrder(app.db, order.orderId, OPERATOR)).rejects.toThrow('订单已完成，请勿重复确认收货');
  });

  it('completes orders shipped longer ago than the limit, and leaves recent ones', async () => {
    const b = await readyBuyer(app);
    const old = await shippedOrder(app, b, await nextLines());
    const recent = await shippedOrder(app, b, await nextLines());
    await app.db
      .update(orders)
      .set({ shippedAt: new Date(Date.now() - 11 * 86_400_000) })
      .where(eq(orders.id, old.orderId));
    expect(await autoCompleteOrders(app.db)).toBeGreaterThanOrEqual(1);
    expect((await orderRow(old.orderId)).status).toBe('completed');
    expect((await eventsOf(old.orderId)).at(-1)).toBe('发货10天后系统自动确认收货，订单已完成');
    expect((await orderRow(recent.orderId)).status).toBe('shipped');
  });
});

describe('store review', () => {
  it('passes a store found by its owner’s phone, tells it by a message, and does not pass it twice', async () => {
    const buyer = await createBuyer(app, { passed: false });
    await app.db.insert(qualifications).values({ storeId: buyer.storeId, type: '营业执照', number: 'YYZZ-1', status: 'pending' });
    const pending = await listPendingStores(app.db);
    expect(pending.find((s) => s.id === buyer.storeId)).toMatchObject({ documents: 1 });
    expect(await approveStore(app.db, buyer.username)).toMatchObject({ id: buyer.storeId });
    const [store] = await app.db.select().from(stores).where(eq(stores.id, buyer.storeId));
    expect(store.qualificationStatus).toBe('passed');
    expect((await app.db.select().from(qualifications).where(eq(qualifications.storeId, buyer.storeId)))[0].status).toBe('passed');
    const inbox = await app.db.select().from(messages).where(eq(messages.storeId, buyer.storeId));
    expect(inbox.map((m) => m.title)).toEqual(['资质审核通过']);
    await expect(approveStore(app.db, String(buyer.storeId))).rejects.toThrow('资质已审核通过');
    expect((await listPendingStores(app.db)).some((s) => s.id === buyer.storeId)).toBe(false);
  });

  it('rejects with the reason in the message; refuses unknown stores and refs', async () => {
    const buyer = await createBuyer(app, { passed: false });
    await expect(rejectStore(app.db, String(buyer.storeId), ' ')).rejects.toThrow('请填写驳回原因');
    await rejectStore(app.db, String(buyer.storeId), '营业执照已过期');
    const [store] = await app.db.select().from(stores).where(eq(stores.id, buyer.storeId));
    expect(store).toMatchObject({ qualificationStatus: 'rejected', qualificationReason: '营业执照已过期' });
    const [message] = await app.db.select().from(messages).where(eq(messages.storeId, buyer.storeId));
    expect(message.content).toContain('原因：营业执照已过期');
    await expect(approveStore(app.db, '999999999')).rejects.toThrow('门店不存在');
    await expect(approveStore(app.db, '13000000000')).rejects.toThrow('该手机号的门店不存在');
    await expect(approveStore(app.db, 'abc')).rejects.toThrow('请输入门店编号或手机号');
  });
});
