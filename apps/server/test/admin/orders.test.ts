import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountManagers, stores, walletLedger } from '../../src/db/schema/index.js';
import { run } from '../../src/ops/cli.js';
import { fileApp } from '../helper.js';
import { get, okData } from '../ops/order-flow.js';
import { asStaff, auditRowsOf, createStaff, loggedInStaff, staffCookieOf } from '../staff-fixtures.js';
import { afterSaleRow, completed, hmOrderWithReceipt, orderRow, paidOrder, pendingReturn, shipped } from './order-fixtures.js';

const app = fileApp();
let warehouse: string;
beforeAll(async () => {
  warehouse = (await loggedInStaff(app, 'warehouse')).cookie;
});

const call = (cookie: string, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  asStaff(app, cookie, { method, url, payload });
const walletOf = async (storeId: number) =>
  (await app.db.select().from(walletLedger).where(eq(walletLedger.storeId, storeId))).reduce((n, r) => n + r.amount, 0);

describe('shipping', () => {
  it('ships a paid order with carrier and tracking number, which the buyer’s logistics then show', async () => {
    const order = await paidOrder(app);
    const queue = (await call(warehouse, 'GET', `/api/admin/orders?status=paid&keywords=${order.orderNo}`)).json().data;
    expect(queue.list).toEqual([expect.objectContaining({ id: order.orderId, status: 'paid', status_text: '待发货', goods_count: 2 })]);
    expect(queue.counts).toMatchObject({ paid: 1, all: 1 });
    expect((await call(warehouse, 'GET', `/api/admin/orders/${order.orderId}`)).json().data).toMatchObject({
      can_ship: 1,
      can_deliver: 0,
      order: { order_no: order.orderNo },
    });

    const bad = await call(warehouse, 'POST', `/api/admin/orders/${order.orderId}/ship`, { carrier: '顺丰速运', tracking_no: '单号' });
    expect(bad.json()).toMatchObject({ code: 422, msg: '运单号应为4到40位字母、数字或短横线' });
    const res = await call(warehouse, 'POST', `/api/admin/orders/${order.orderId}/ship`, {
      carrier: '顺丰速运',
      tracking_no: 'SF1234567890',
    });
    expect(res.json()).toMatchObject({ code: 10000, msg: '已发货，买家可查看物流信息' });

    const seen = await okData<{ status_text: string; carrier: string; tracking_no: string; events: { text: string }[] }>(
      get(app, order.buyer.cookie, `/api/order/wl/${order.orderId}`),
    );
    expect(seen).toMatchObject({ status_text: '已发货', carrier: '顺丰速运', tracking_no: 'SF1234567890' });
    expect(seen.events.map((e) => e.text)).toContain('已发货，承运商 顺丰速运，运单号 SF1234567890');
    const [row] = await auditRowsOf(app, 'order', order.orderId);
    expect(row).toMatchObject({
      action: 'order.ship',
      before: expect.objectContaining({ status: 'paid', trackingNo: null }),
      after: expect.objectContaining({ status: 'shipped', trackingNo: 'SF1234567890' }),
    });

    const twice = await call(warehouse, 'POST', `/api/admin/orders/${order.orderId}/ship`, {
      carrier: '中通快递',
      tracking_no: 'ZT0000000001',
    });
    expect(twice.json()).toMatchObject({ code: 400, msg: '订单已发货，不能再次发货' });
    expect(await auditRowsOf(app, 'order', order.orderId)).toHaveLength(1);
    expect((await orderRow(app, order.orderId)).trackingNo).toBe('SF1234567890');
  });

  it('marks delivered and completes through the same services the ops command line runs', async () => {
    const order = await shipped(app);
    await call(warehouse, 'POST', `/api/admin/orders/${order.orderId}/deliver`);
    expect((await orderRow(app, order.orderId)).deliveredAt).not.toBeNull();
    const twice = await call(warehouse, 'POST', `/api/admin/orders/${order.orderId}/deliver`);
    expect(twice.json()).toMatchObject({ code: 400, msg: '订单已送达' });
    // The CLI refuses what the console did, with the same words: one service.
    const out: string[] = [];
    expect(await run(['deliver-order', String(order.orderId)], { db: app.db, out: (l) => out.push(l) })).toBe(1);
    expect(out).toEqual(['失败: 订单已送达']);
    await call(warehouse, 'POST', `/api/admin/orders/${order.orderId}/complete`);
    const detail = (await call(warehouse, 'GET', `/api/admin/orders/${order.orderId}`)).json().data;
    expect(detail).toMatchObject({ order: { status: 'completed' }, can_ship: 0, can_complete: 0 });
    expect(detail.order.invoice.pdf_url).toBe(`/api/admin/invoices/${detail.order.invoice.id}/pdf`);
    expect((await auditRowsOf(app, 'order', order.orderId)).map((r) => r.action)).toEqual(['order.complete', 'order.deliver']);
  });
});

describe('returns and after-sales', () => {
  it('approves a return with the refund to the wallet it was paid from, once', async () => {
    const request = await pendingReturn(app);
    const listed = (await call(warehouse, 'GET', `/api/admin/after-sales?status=pending&keywords=${request.orderNo}`)).json().data.list;
    expect(listed).toEqual([
      expect.objectContaining({
        id: request.requestId,
        type_text: '退货',
        status_text: '待审核',
        refund_to: '账户余额',
        company: expect.any(String),
      }),
    ]);
    const before = await walletOf(request.buyer.storeId);
    const res = await call(warehouse, 'POST', `/api/admin/after-sales/${request.requestId}/approve`, { reply: '已入库' });
    expect(res.json()).toMatchObject({ code: 10000, msg: expect.stringMatching(/^已同意，退款 ¥[\d.]+ 已原路退回$/) });
    const row = await afterSaleRow(app, request.requestId);
    expect(row).toMatchObject({ status: 'approved', reply: '已入库' });
    expect(await walletOf(request.buyer.storeId)).toBe(before + row.refundAmount);
    const repeat = await call(warehouse, 'POST', `/api/admin/after-sales/${request.requestId}/approve`);
    expect(repeat.json()).toMatchObject({ code: 400, msg: '该申请已同意，请勿重复处理' });
    expect(await auditRowsOf(app, 'after_sale', request.requestId)).toHaveLength(1);
  });

  it('rejects with a reason, and asks for one first', async () => {
    const request = await pendingReturn(app);
    expect((await call(warehouse, 'POST', `/api/admin/after-sales/${request.requestId}/reject`, { reason: '' })).json()).toMatchObject({
      code: 422,
      msg: '请填写拒绝原因',
    });
    await call(warehouse, 'POST', `/api/admin/after-sales/${request.requestId}/reject`, { reason: '商品已拆封' });
    expect(await afterSaleRow(app, request.requestId)).toMatchObject({ status: 'rejected', reply: '商品已拆封' });
  });
});

describe('含麻 receipts and e-invoices', () => {
  it('lists an uploaded receipt to check, shows it, and accepts it once', async () => {
    const order = await hmOrderWithReceipt(app);
    const { cookie } = await loggedInStaff(app, 'reviewer');
    const waiting = (await call(cookie, 'GET', `/api/admin/hm-receipts?state=uploaded&keywords=${order.orderNo}`)).json().data.list;
    expect(waiting).toEqual([
      expect.objectContaining({
        order_id: order.orderId,
        receipt: expect.objectContaining({ status: 'uploaded', file_url: `/api/admin/orders/${order.orderId}/hm-receipt` }),
      }),
    ]);
    expect((await call(cookie, 'GET', waiting[0].receipt.file_url)).headers['content-type']).toBe('image/png');
    await call(cookie, 'POST', `/api/admin/orders/${order.orderId}/hm-receipt/accept`);
    const seen = await okData<{ hm_receipt: { status: string } }>(get(app, order.buyer.cookie, `/api/order/info/${order.orderId}`));
    expect(seen.hm_receipt.status).toBe('reviewed');
    expect((await call(cookie, 'POST', `/api/admin/orders/${order.orderId}/hm-receipt/accept`)).json()).toMatchObject({
      code: 400,
      msg: '签收回执已审核通过',
    });
    expect((await call(cookie, 'GET', `/api/admin/hm-receipts?state=reviewed&keywords=${order.orderNo}`)).json().data.total).toBe(1);
  });

  it('boards the 含麻 orders whose receipt is not accepted 7 days after shipping, with the 采购人, until it is accepted', async () => {
    const order = await hmOrderWithReceipt(app);
    const fresh = await hmOrderWithReceipt(app);
    // Shipped nine and a half days ago: two whole days past the 7 it had.
    await app.db.execute(sql`UPDATE orders SET shipped_at = now() - interval '9 days 12 hours' WHERE id = ${order.orderId}`);
    const { cookie } = await loggedInStaff(app, 'reviewer');
    const board = async () =>
      (await call(cookie, 'GET', `/api/admin/hm-receipts?state=overdue`)).json().data.list as { order_id: number }[];
    expect((await board()).find((r) => r.order_id === order.orderId)).toMatchObject({
      overdue_days: 2,
      hm_buyer: { name: '张药师', id_no: '110105********002X' },
      receipt: expect.objectContaining({ status: 'uploaded' }),
    });
    expect((await board()).map((r) => r.order_id)).not.toContain(fresh.orderId);
    const queue = (await call(cookie, 'GET', '/api/admin/dashboard/queue')).json().data.sections as {
      kind: string;
      path: string;
      items: { id: number }[];
    }[];
    const overdue = queue.find((s) => s.kind === 'hm_receipts_overdue');
    expect(overdue).toMatchObject({ title: '含麻回执逾期未确认', path: 'orders/hm-receipts?state=overdue' });
    expect(overdue?.items.map((i) => i.id)).toContain(order.orderId);

    // The store's account manager sees it to chase it, another manager does not, and neither may accept it.
    const [mine, theirs] = await app.db
      .insert(accountManagers)
      .values([
        { name: '回执经理甲', phone: '13911120001' },
        { name: '回执经理乙', phone: '13911120002' },
      ])
      .returning({ id: accountManagers.id });
    await app.db.update(stores).set({ managerId: mine.id }).where(eq(stores.id, order.buyer.storeId));
    const managerOf = async (id: number) => staffCookieOf(app, await createStaff(app, ['account_manager'], { accountManagerId: id }));
    const [own, other] = [await managerOf(mine.id), await managerOf(theirs.id)];
    const boardOf = async (c: string) =>
      ((await call(c, 'GET', '/api/admin/hm-receipts?state=overdue')).json().data.list as { order_id: number }[]).map((r) => r.order_id);
    expect(await boardOf(own)).toEqual([order.orderId]);
    expect(await boardOf(other)).toEqual([]);
    expect((await call(other, 'GET', `/api/admin/orders/${order.orderId}/hm-receipt`)).statusCode).toBe(404);
    expect((await call(own, 'POST', `/api/admin/orders/${order.orderId}/hm-receipt/accept`)).statusCode).toBe(403);

    await call(cookie, 'POST', `/api/admin/orders/${order.orderId}/hm-receipt/accept`);
    expect((await board()).map((r) => r.order_id)).not.toContain(order.orderId);
    // The warehouse does not check receipts; a bad state is named.
    expect((await call(warehouse, 'GET', '/api/admin/hm-receipts?state=overdue')).statusCode).toBe(403);
    expect((await call(cookie, 'GET', '/api/admin/hm-receipts?state=late')).json()).toMatchObject({ code: 422, msg: '回执状态不正确' });
  });

  it('finds a completed order’s invoice by its number and serves its PDF', async () => {
    const order = await completed(app);
    const list = (await call(warehouse, 'GET', `/api/admin/invoices?keywords=${order.invoiceNo}`)).json().data.list;
    expect(list).toEqual([
      expect.objectContaining({ invoice_no: order.invoiceNo, order_no: order.orderNo, pdf_url: `/api/admin/invoices/${list[0].id}/pdf` }),
    ]);
    const pdf = await call(warehouse, 'GET', list[0].pdf_url);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});

describe('an account manager', () => {
  it('sees the orders of their own stores only', async () => {
    const order = await paidOrder(app);
    const { cookie } = await loggedInStaff(app, 'account_manager');
    const list = (await call(cookie, 'GET', `/api/admin/orders?keywords=${order.orderNo}`)).json().data;
    expect(list.total).toBe(0);
    expect((await call(cookie, 'GET', `/api/admin/orders/${order.orderId}`)).statusCode).toBe(404);
  });
});
