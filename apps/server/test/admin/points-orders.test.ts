import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { pointsOrders, stores } from '../../src/db/schema/index.js';
import { addAddress, loggedInBuyer, sessionCookie } from '../fixtures.js';
import { fileApp } from '../helper.js';
import { createDraw, createGift, expectRefused } from '../modules/marketing-fixtures.js';
import { get, okData, post } from '../ops/order-flow.js';
import { asStaff, auditRowsOf, loggedInStaff } from '../staff-fixtures.js';
import { PARCEL_TO, pendingPointsOrder, pointsOrderRow } from './points-order-fixtures.js';

const app = fileApp();
let warehouse: string;
beforeAll(async () => {
  warehouse = (await loggedInStaff(app, 'warehouse')).cookie;
});

interface Row {
  id: number;
  status: string;
  status_text: string;
  company: string;
  consignee: string;
  address: string;
  carrier: string | null;
  tracking_no: string | null;
  can_confirm: number;
}
const ship = (id: number, tracking_no: string) =>
  asStaff(app, warehouse, { method: 'POST', url: `/api/admin/points-orders/${id}/ship`, payload: { carrier: '顺丰速运', tracking_no } });
const consoleList = async (query: string) => (await asStaff(app, warehouse, { method: 'GET', url: `/api/admin/points-orders?${query}` })).json().data as {
  list: Row[];
  counts: Record<string, number>;
};
const buyerOrders = async (cookie: string) => (await okData<{ list: Row[] }>(get(app, cookie, '/api/points/orders'))).list;
const confirm = (cookie: string, id: number) => post(app, cookie, '/api/points/orders/confirm', { id });

describe('console points orders', () => {
  it('lists by state with search by store name; ships with carrier and tracking number, audited; the buyer sees it and confirms', async () => {
    const { buyer, orderId } = await pendingPointsOrder(app);
    const cookie = await sessionCookie(app, buyer);
    const [{ company }] = await app.db.select({ company: stores.company }).from(stores).where(eq(stores.id, buyer.storeId));
    expect((await consoleList('status=pending&keywords=没有这家药店')).list).toEqual([]);
    const found = await consoleList(`status=pending&keywords=${encodeURIComponent(company)}`);
    expect(found.list).toEqual([expect.objectContaining({ id: orderId, status_text: '待发货', consignee: '张三', address: PARCEL_TO.address })]);
    expect(found.counts).toMatchObject({ pending: 1, all: 1 });

    expect((await ship(orderId, '单号')).json()).toMatchObject({ code: 422, msg: '运单号应为4到40位字母、数字或短横线' });
    expectRefused(await confirm(cookie, orderId), '礼品尚未发货，不能确认收货');
    expect((await ship(orderId, 'SF2026000001')).json()).toMatchObject({ code: 10000, msg: '已发货，买家可在积分订单中查看运单号' });
    const [row] = await auditRowsOf(app, 'points_order', orderId);
    expect(row).toMatchObject({
      action: 'points_order.ship',
      before: expect.objectContaining({ status: 'pending', trackingNo: null }),
      after: expect.objectContaining({ status: 'shipped', carrier: '顺丰速运', trackingNo: 'SF2026000001' }),
    });
    expect((await ship(orderId, 'ZT0000000001')).json()).toMatchObject({ code: 400, msg: '积分订单已发货，不能再次发货' });
    expect(await auditRowsOf(app, 'points_order', orderId)).toHaveLength(1);
    expect((await consoleList(`status=shipped&keywords=${encodeURIComponent(company)}`)).list).toEqual([expect.objectContaining({ id: orderId })]);

    expect(await buyerOrders(cookie)).toEqual([
      expect.objectContaining({ id: orderId, status: 'shipped', status_text: '已发货', carrier: '顺丰速运', tracking_no: 'SF2026000001', can_confirm: 1 }),
    ]);
    // Another store cannot confirm it, nor see it.
    const stranger = await loggedInBuyer(app);
    expect((await confirm(stranger.cookie, orderId)).json()).toMatchObject({ code: 404, msg: '积分订单不存在' });
    expect(await buyerOrders(stranger.cookie)).toEqual([]);
    expect((await pointsOrderRow(app, orderId)).status).toBe('shipped');

    expect((await confirm(cookie, orderId)).json()).toMatchObject({ code: 10000, msg: '已确认收货' });
    expect(await buyerOrders(cookie)).toEqual([expect.objectContaining({ status: 'completed', status_text: '已完成', can_confirm: 0 })]);
    expect((await pointsOrderRow(app, orderId)).completedAt).not.toBeNull();
    expectRefused(await confirm(cookie, orderId), '该订单已确认收货');
  });

  it('keeps a draw gift of a store without an address as 待补充地址, and ships it to the address the store adds', async () => {
    const gift = await createGift(app, { name: '测试抽奖血压计' });
    const { draw } = await createDraw(app, [{ name: '血压计', type: 'goods', value: gift.id, weight: 1, stock: 1 }]);
    const { buyer, cookie } = await loggedInBuyer(app);
    await okData(post(app, cookie, '/api/draw', { id: draw.id }));
    const [order] = await app.db.select().from(pointsOrders).where(eq(pointsOrders.storeId, buyer.storeId));
    expect(order).toMatchObject({ source: 'draw', consignee: '', address: '' });

    expect((await ship(order.id, 'SF2026000002')).json()).toMatchObject({ code: 400, msg: '该门店尚未添加收货地址，请联系门店补充后再发货' });
    expect(await auditRowsOf(app, 'points_order', order.id)).toEqual([]);
    await addAddress(app, buyer.storeId);
    expect((await ship(order.id, 'SF2026000002')).json()).toMatchObject({ code: 10000 });
    expect(await buyerOrders(cookie)).toEqual([expect.objectContaining({ consignee: '张三', address: PARCEL_TO.address, tracking_no: 'SF2026000002' })]);
  });

  it('answers 404 for an unknown order and 422 for a bad state', async () => {
    expect((await ship(2_000_000_000, 'SF2026000003')).json()).toMatchObject({ code: 404, msg: '积分订单不存在' });
    expect((await asStaff(app, warehouse, { method: 'GET', url: '/api/admin/points-orders?status=lost' })).json()).toMatchObject({ code: 422, msg: '订单状态不正确' });
  });
});
