import { orderShares } from '@yc/pricing';
import { UPLOAD_MAX_BYTES } from '@yc/contracts';
import { and, eq } from 'drizzle-orm';
import fs from 'node:fs';
import path from 'node:path';
import QRCode from 'qrcode';
import { beforeAll, describe, expect, it } from 'vitest';
import { afterSales, cashVouchers, creditLedger, goods, orderItems, orders, payments, pointsLedger, walletLedger } from '../../src/db/schema/index.js';
import { BizError } from '../../src/lib/errors.js';
import { approveRequest, rejectRequest } from '../../src/modules/after-sales/review.js';
import { completeOrder, shipOrder } from '../../src/modules/fulfilment/service.js';
import { seedGoods, type TestGoods, OPERATOR } from '../fixtures.js';
import { fileApp } from '../helper.js';
import { get, okData, payOrder, placeOrder, post, readyBuyer, shippedOrder, type ReadyBuyer } from '../ops/order-flow.js';

const app = fileApp();
let png: Buffer;
beforeAll(async () => {
  png = await QRCode.toBuffer('退货图片', { type: 'png', width: 64 });
});

/** A picture sent as a browser's FormData sends it, built by the platform's own FormData. */
async function uploadImage(cookie: string, file?: { name: string; data: Buffer }) {
  const form = new FormData();
  if (file) form.append('file', new Blob([new Uint8Array(file.data)]), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return app.inject({
    method: 'POST',
    url: '/api/order/return/image',
    headers: { cookie, 'content-type': request.headers.get('content-type') ?? '' },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

const nextGoods = () => seedGoods(app);
const stockOf = async (id: number) => (await app.db.select({ stock: goods.stock }).from(goods).where(eq(goods.id, id)))[0].stock;
const itemsOf = (orderId: number) => app.db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(orderItems.id);
const orderRow = async (id: number) => (await app.db.select().from(orders).where(eq(orders.id, id)))[0];
const requestsOf = (storeId: number) => app.db.select().from(afterSales).where(eq(afterSales.storeId, storeId));
const ask = (b: ReadyBuyer, payload: object) => post(app, b.cookie, '/api/order/return', payload);

/** Each line's share of what the order paid, as the refund spreads it (cash vouchers over the lines, then shipping). */
async function shares(orderId: number): Promise<number[]> {
  const order = await orderRow(orderId);
  const items = await itemsOf(orderId);
  const lines = items.map((i) => ({ subtotal_fen: i.amount + i.discount, net_fen: i.amount }));
  return orderShares({ lines, shipping_fen: order.shippingAmount, voucher_fen: order.voucherAmount }).lines.map((l) => l.paid_fen);
}

/** A shipped order of one goods; its order line and that line's share of what was paid. */
async function shippedLine(b: ReadyBuyer, number: number, method: 'wallet' | 'credit' | 'online' = 'wallet') {
  const g = await nextGoods();
  const order = await shippedOrder(app, b, [{ goods: g, number }], method);
  const [item] = await itemsOf(order.orderId);
  const [share] = await shares(order.orderId);
  return { ...order, goods: g, item, share };
}

describe('POST /api/order/return', () => {
  it('files a request for units of a shipped order, within what is left to ask for', async () => {
    const b = await readyBuyer(app);
    const o = await shippedLine(b, 3);
    const res = await ask(b, { order_id: o.orderId, type: 'return', reason: '包装破损', items: [{ order_item_id: o.item.id, number: 2 }] });
    expect(res.json()).toMatchObject({
      code: 10000,
      msg: '申请已提交，请等待平台审核',
      data: {
        order_id: o.orderId,
        order_no: o.orderNo,
        type: 'return',
        type_text: '退货',
        status: 'pending',
        status_text: '待审核',
        reason: '包装破损',
        refund_amount: Math.floor((o.share * 2) / 3) / 100,
        refund_to: '账户余额',
        can_cancel: 1,
        items: [{ order_item_id: o.item.id, goods_id: o.goods.id, name: o.goods.name, number: 2 }],
        events: [{ status: 'pending', text: '买家提交退货申请，等待平台审核' }],
      },
    });
    const over = await ask(b, {
      order_id: o.orderId,
      type: 'after_sale',
      reason: '质量问题',
      items: [{ order_item_id: o.item.id, number: 2 }],
    });
    expect(over.json()).toMatchObject({ code: 400, msg: `${o.goods.name} 最多还可申请1${o.item.unit}` });
    // Form-encoded, as the page sends it, with a picture uploaded first.
    const { url } = await okData<{ url: string }>(uploadImage(b.cookie, { name: '破损.png', data: png }));
    const form = await app.inject({
      method: 'POST',
      url: '/api/order/return',
      headers: { cookie: b.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `order_id=${o.orderId}&type=after_sale&reason=${encodeURIComponent('质量问题')}&items[0][order_item_id]=${o.item.id}&items[0][number]=1&images[0]=${encodeURIComponent(url)}`,
    });
    expect(form.json()).toMatchObject({ code: 10000, data: { type: 'after_sale', images: [url] } });
    const full = await ask(b, { order_id: o.orderId, type: 'return', reason: '多买了', items: [{ order_item_id: o.item.id, number: 1 }] });
    expect(full.json().msg).toBe(`${o.goods.name} 已全部申请过退货或售后`);
    const info = await okData<{ items: { returnable_number: number }[]; can_return: number; after_sales: unknown[] }>(
      get(app, b.cookie, `/api/order/info/${o.orderId}`),
    );
    expect(info).toMatchObject({ can_return: 0, items: [{ returnable_number: 0 }] });
    expect(info.after_sales).toHaveLength(2);
  });

  it('refuses orders that have not shipped, lines of other orders and other stores’ orders, writing nothing', async () => {
    const b = await readyBuyer(app);
    const g = await nextGoods();
    const unpaid = await placeOrder(app, b, [{ goods: g, number: 1 }]);
    const [unpaidItem] = await itemsOf(unpaid.orderId);
    const line = { order_item_id: unpaidItem.id, number: 1 };
    expect((await ask(b, { order_id: unpaid.orderId, type: 'return', reason: '不要了', items: [line] })).json().msg).toBe(
      '订单发货后才能申请退货或售后，未发货的订单可直接取消',
    );
    await payOrder(app, b, unpaid, 'wallet');
    expect((await ask(b, { order_id: unpaid.orderId, type: 'return', reason: '不要了', items: [line] })).json().code).toBe(400);
    const shipped = await shippedLine(b, 2);
    const foreignLine = await ask(b, { order_id: shipped.orderId, type: 'return', reason: '不要了', items: [line] });
    expect(foreignLine.statusCode).toBe(404);
    expect(foreignLine.json().msg).toBe('订单商品不存在');
    const stranger = await readyBuyer(app);
    const res = await ask(stranger, {
      order_id: shipped.orderId,
      type: 'return',
      reason: '不要了',
      items: [{ order_item_id: shipped.item.id, number: 1 }],
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe('订单不存在');
    expect(await requestsOf(b.storeId)).toEqual([]);
    expect(await requestsOf(stranger.storeId)).toEqual([]);
  });

  it.each([
    [{ type: 'return', reason: '坏了', items: [] }, '请选择要申请的商品'],
    [{ type: 'swap', reason: '坏了', items: [{ order_item_id: 1, number: 1 }] }, '请选择申请类型'],
    [{ type: 'return', reason: '  ', items: [{ order_item_id: 1, number: 1 }] }, '请填写申请原因'],
    [{ type: 'return', reason: '坏了', items: [{ order_item_id: 1, number: 0 }] }, '申请数量必须大于0'],
    [{ type: 'return', reason: '坏了', items: [{ order_item_id: 'x', number: 1 }] }, '订单商品编号不正确'],
    [{ type: 'return', reason: '坏了', items: [{ order_item_id: 1, number: 1 }], images: ['javascript:alert(1)'] }, '请上传图片后再提交'],
    [{ type: 'return', reason: '坏了', items: [{ order_item_id: 1, number: 1 }], images: ['https://img.example.com/a.jpg'] }, '请上传图片后再提交'],
    [
      { type: 'return', reason: '坏了', items: [{ order_item_id: 1, number: 1 }], images: ['/api/order/return/image/../../x.png'] },
      '请上传图片后再提交',
    ],
    [
      {
        type: 'return',
        reason: '坏了',
        items: [{ order_item_id: 1, number: 1 }],
        images: Array(7).fill(`/api/order/return/image/${'a'.repeat(32)}.png`),
      },
      '最多上传6张图片',
    ],
    [{ type: 'return', reason: '长'.repeat(501), items: [{ order_item_id: 1, number: 1 }] }, '申请原因不能超过500个字'],
  ])('answers %j with 422', async (payload, msg) => {
    const b = await readyBuyer(app);
    const res = await ask(b, { order_id: 1, ...payload });
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toBe(msg);
  });
});

describe('pictures of a request', () => {
  it('keeps a jpg or png of the store, shows it to that store only, and lets only that store name it in a request', async () => {
    const b = await readyBuyer(app);
    const up = await uploadImage(b.cookie, { name: '外包装.PNG', data: png });
    expect(up.json()).toMatchObject({ code: 10000, msg: '图片已上传', data: { url: expect.stringMatching(/^\/api\/order\/return\/image\/[0-9a-f]{32}\.png$/) } });
    const { url } = up.json().data as { url: string };
    const mine = await get(app, b.cookie, url);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    expect(mine.rawPayload.equals(png)).toBe(true);

    const stranger = await readyBuyer(app);
    const theirs = await get(app, stranger.cookie, url);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().msg).toBe('图片不存在');
    const o = await shippedLine(stranger, 1);
    const named = await ask(stranger, { order_id: o.orderId, type: 'return', reason: '破损', items: [{ order_item_id: o.item.id, number: 1 }], images: [url] });
    expect(named.statusCode).toBe(422);
    expect(named.json().msg).toBe('图片不存在，请重新上传');
    expect(await requestsOf(stranger.storeId)).toEqual([]);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('refuses another kind, a renamed file, an empty part and a picture over the size limit, in Chinese', async () => {
    const b = await readyBuyer(app);
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n', 'latin1');
    const cases: [{ name: string; data: Buffer } | undefined, string][] = [
      [{ name: '单据.pdf', data: pdf }, '文件类型不支持，请上传 JPG/PNG/WEBP/GIF 图片'],
      [{ name: '伪装.png', data: Buffer.from('MZ not a picture') }, '文件类型不支持，请上传 JPG/PNG/WEBP/GIF 图片'],
      [{ name: '空.png', data: Buffer.alloc(0) }, '请选择要上传的文件'],
      [undefined, '请选择要上传的文件'],
      [{ name: '大图.png', data: Buffer.concat([png, Buffer.alloc(UPLOAD_MAX_BYTES)]) }, `文件大小不能超过${UPLOAD_MAX_BYTES / 1024 / 1024}MB`],
    ];
    for (const [file, msg] of cases) {
      const res = await uploadImage(b.cookie, file);
      expect(res.statusCode).toBe(422);
      expect(res.json().msg).toBe(msg);
    }
    expect(fs.existsSync(path.join(app.config.dataDir, 'uploads', 'after-sales', String(b.storeId)))).toBe(false);
  });
});

describe('approving and rejecting', () => {
  it('refunds a return once when it is approved twice at once, and puts the units back on the shelf', async () => {
    const b = await readyBuyer(app);
    const o = await shippedLine(b, 3);
    const request = await okData<{ id: number }>(
      ask(b, { order_id: o.orderId, type: 'return', reason: '发错货', items: [{ order_item_id: o.item.id, number: 2 }] }),
    );
    const stock = await stockOf(o.goods.id);
    const results = await Promise.allSettled([approveRequest(app.db, request.id, OPERATOR), approveRequest(app.db, request.id, OPERATOR)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected');
    expect(refused?.status === 'rejected' && refused.reason instanceof BizError && refused.reason.message).toBe(
      '该申请已同意，请勿重复处理',
    );

    const refund = Math.floor((o.share * 2) / 3);
    const rows = await app.db
      .select()
      .from(walletLedger)
      .where(and(eq(walletLedger.storeId, b.storeId), eq(walletLedger.useType, 'refund')));
    expect(rows.map((r) => [r.refType, r.refId, r.amount])).toEqual([['after_sale', request.id, refund]]);
    expect(await stockOf(o.goods.id)).toBe(stock + 2);

    const detail = await okData<Record<string, unknown>>(get(app, b.cookie, `/api/order/returnInfo/${request.id}`));
    expect(detail).toMatchObject({
      status: 'approved',
      status_text: '已同意',
      refund_amount: refund / 100,
      can_cancel: 0,
      handled_at: expect.any(Number),
    });
    expect((detail.events as { text: string }[]).map((e) => e.text)).toEqual([
      '买家提交退货申请，等待平台审核',
      `平台已同意退货申请，退款 ¥${(refund / 100).toFixed(2)} 已退回账户余额`,
    ]);
    const cancel = await post(app, b.cookie, '/api/order/return/cancel', { id: request.id });
    expect(cancel.json().msg).toBe('申请已处理，无法撤销');
  });

  it('refunds credit to the credit ledger without touching the stock for after-sales', async () => {
    const b = await readyBuyer(app);
    const o = await shippedLine(b, 2, 'credit');
    const request = await okData<{ id: number; refund_to: string }>(
      ask(b, { order_id: o.orderId, type: 'after_sale', reason: '近效期', items: [{ order_item_id: o.item.id, number: 2 }] }),
    );
    expect(request.refund_to).toBe('账期额度');
    const stock = await stockOf(o.goods.id);
    expect(await approveRequest(app.db, request.id, OPERATOR, '同意退款')).toMatchObject({ status: 'approved', refunded: o.share });
    const rows = await app.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.storeId, b.storeId), eq(creditLedger.type, 'refund')));
    expect(rows.map((r) => [r.refType, r.refId, r.amount])).toEqual([['after_sale', request.id, -o.share]]);
    expect(await stockOf(o.goods.id)).toBe(stock);
    const detail = await okData(get(app, b.cookie, `/api/order/afterSalesInfo/${request.id}`));
    expect(detail).toMatchObject({ reply: '同意退款', refund_amount: o.share / 100 });
  });

  it('refunds an online payment through the sandbox provider, leaving the payment itself settled', async () => {
    const b = await readyBuyer(app);
    const o = await shippedLine(b, 4, 'online');
    const request = await okData<{ id: number }>(
      ask(b, { order_id: o.orderId, type: 'return', reason: '买多了', items: [{ order_item_id: o.item.id, number: 1 }] }),
    );
    const { refunded } = await approveRequest(app.db, request.id, OPERATOR);
    expect(refunded).toBe(Math.floor(o.share / 4));
    const rows = await app.db.select().from(payments).where(eq(payments.storeId, b.storeId)).orderBy(payments.id);
    expect(rows.map((p) => [p.purpose, p.method, p.status, p.amount])).toEqual([
      ['order', 'online', 'succeeded', o.payFen],
      ['refund', 'online', 'refunded', refunded],
    ]);
    expect(rows[1].refId).toBe(request.id);
  });

  it('refunds a line in parts to exactly its share of what was paid, cash vouchers spread over it', async () => {
    const b = await readyBuyer(app);
    const [voucher] = await app.db
      .insert(cashVouchers)
      .values({ storeId: b.storeId, name: '测试现金券', amount: 777, validTo: new Date(Date.now() + 86_400_000) })
      .returning({ id: cashVouchers.id });
    const lines: TestGoods[] = [await nextGoods(), await nextGoods()];
    const order = await placeOrder(
      app,
      b,
      lines.map((g, k) => ({ goods: g, number: 3 + k })),
      { voucher_ids: [voucher.id] },
    );
    expect((await orderRow(order.orderId)).voucherAmount).toBe(777);
    await payOrder(app, b, order, 'wallet');
    await shipOrder(app.db, order.orderId, '京东物流', 'JD0000000001', OPERATOR);
    const items = await itemsOf(order.orderId);
    const expected = await shares(order.orderId);
    let refunded = 0;
    for (const [k, item] of items.entries()) {
      for (let unit = 0; unit < item.number; unit += 1) {
        const r = await okData<{ id: number }>(
          ask(b, { order_id: order.orderId, type: 'return', reason: '逐件退货', items: [{ order_item_id: item.id, number: 1 }] }),
        );
        refunded += (await approveRequest(app.db, r.id, OPERATOR)).refunded;
      }
      expect(refunded).toBe(expected.slice(0, k + 1).reduce((n, s) => n + s, 0));
    }
    expect(refunded).toBeLessThanOrEqual(order.payFen);
  });

  it('takes back the points a completed order earned, one negative ledger row per refund, and none before completion', async () => {
    const b = await readyBuyer(app);
    const shipped = await shippedLine(b, 10);
    const early = await okData<{ id: number }>(
      ask(b, { order_id: shipped.orderId, type: 'return', reason: '发错货', items: [{ order_item_id: shipped.item.id, number: 5 }] }),
    );
    expect((await approveRequest(app.db, early.id, OPERATOR)).pointsBack).toBe(0);

    const o = await shippedLine(b, 40);
    const { points } = await completeOrder(app.db, o.orderId, OPERATOR);
    expect(points).toBe(Math.floor(o.payFen / 100));
    const returnUnits = async (number: number) => {
      const r = await okData<{ id: number }>(
        ask(b, { order_id: o.orderId, type: 'return', reason: '滞销退货', items: [{ order_item_id: o.item.id, number }] }),
      );
      return approveRequest(app.db, r.id, OPERATOR);
    };
    const first = await returnUnits(10);
    const keptAfterFirst = Math.floor((o.payFen - first.refunded) / 100);
    expect(first.pointsBack).toBe(points - keptAfterFirst);
    expect(first.pointsBack).toBeGreaterThan(0);
    const second = await returnUnits(30);
    const kept = Math.floor((o.payFen - first.refunded - second.refunded) / 100);
    expect(second.pointsBack).toBe(keptAfterFirst - kept);

    const rows = await app.db.select().from(pointsLedger).where(eq(pointsLedger.storeId, b.storeId)).orderBy(pointsLedger.id);
    expect(rows.map((r) => [r.reason, r.refId, r.points])).toEqual([
      ['order', o.orderId, points],
      ['refund', o.orderId, -first.pointsBack],
      ['refund', o.orderId, -second.pointsBack],
    ]);
    const log = await okData<{ balance: number; list: { reason_text: string }[] }>(get(app, b.cookie, '/api/user/points_log'));
    expect(log.balance).toBe(kept);
    expect(log.list[0].reason_text).toBe('退款扣回');
    const detail = await okData<{ events: { text: string }[] }>(get(app, b.cookie, `/api/order/returnInfo/${first.id}`));
    expect(detail.events.at(-1)?.text).toContain(`扣回订单所得积分${first.pointsBack}`);
  });

  it('rejects with a reason once; a rejected request frees its units', async () => {
    const b = await readyBuyer(app);
    const o = await shippedLine(b, 1);
    const item = { order_item_id: o.item.id, number: 1 };
    const request = await okData<{ id: number }>(ask(b, { order_id: o.orderId, type: 'after_sale', reason: '外观瑕疵', items: [item] }));
    await expect(rejectRequest(app.db, request.id, OPERATOR, '  ')).rejects.toThrow('请填写拒绝原因');
    expect(await rejectRequest(app.db, request.id, OPERATOR, '不影响使用')).toMatchObject({ status: 'rejected', refunded: 0 });
    await expect(rejectRequest(app.db, request.id, OPERATOR, '再次拒绝')).rejects.toThrow('该申请已拒绝，请勿重复处理');
    await expect(approveRequest(app.db, request.id, OPERATOR)).rejects.toThrow('该申请已拒绝，请勿重复处理');
    const detail = await okData<{ events: { text: string }[]; reply: string }>(
      get(app, b.cookie, `/api/order/afterSalesInfo/${request.id}`),
    );
    expect(detail.reply).toBe('不影响使用');
    expect(detail.events.at(-1)?.text).toBe('平台已拒绝售后申请：不影响使用');
    expect((await ask(b, { order_id: o.orderId, type: 'return', reason: '还是退货', items: [item] })).json().code).toBe(10000);
  });
});

describe('reading and withdrawing requests', () => {
  it('lists the store’s requests by type, answers each on its own page, and withdraws a pending one', async () => {
    const b = await readyBuyer(app);
    const o = await shippedLine(b, 5);
    const item = (number: number) => [{ order_item_id: o.item.id, number }];
    const ret = await okData<{ id: number }>(ask(b, { order_id: o.orderId, type: 'return', reason: '退货', items: item(1) }));
    const sale = await okData<{ id: number }>(ask(b, { order_id: o.orderId, type: 'after_sale', reason: '售后', items: item(2) }));

    const all = await okData<{ list: { id: number }[]; total: number }>(get(app, b.cookie, '/api/order/returns'));
    expect(all.list.map((r) => r.id)).toEqual([sale.id, ret.id]);
    const onlyReturns = await okData<{ list: { id: number }[] }>(get(app, b.cookie, '/api/order/returns?type=return&page=1'));
    expect(onlyReturns.list.map((r) => r.id)).toEqual([ret.id]);
    expect((await okData<{ total: number }>(get(app, b.cookie, '/api/order/returns?type='))).total).toBe(2);
    expect((await get(app, b.cookie, '/api/order/returns?type=refund')).statusCode).toBe(422);

    const search = async (keywords: string) =>
      (await okData<{ total: number }>(get(app, b.cookie, `/api/order/returns?keywords=${encodeURIComponent(keywords)}`))).total;
    const orderNo = (await okData<{ order_no: string }>(get(app, b.cookie, `/api/order/returnInfo/${ret.id}`))).order_no;
    expect(await search(orderNo.slice(-8))).toBe(2);
    expect(await search(o.item.name.slice(0, 2))).toBe(2);
    expect(await search('没有这个订单')).toBe(0);
    expect(await search('100%_')).toBe(0);

    expect((await get(app, b.cookie, `/api/order/returnInfo/${ret.id}`)).json().data.type).toBe('return');
    const wrongPage = await get(app, b.cookie, `/api/order/returnInfo/${sale.id}`);
    expect(wrongPage.statusCode).toBe(404);
    expect(wrongPage.json().msg).toBe('退货申请不存在');
    expect((await get(app, b.cookie, `/api/order/afterSalesInfo/${ret.id}`)).json().msg).toBe('售后申请不存在');

    const stranger = await readyBuyer(app);
    expect((await get(app, stranger.cookie, `/api/order/returnInfo/${ret.id}`)).statusCode).toBe(404);
    expect((await okData<{ total: number }>(get(app, stranger.cookie, '/api/order/returns'))).total).toBe(0);
    const strangerCancel = await post(app, stranger.cookie, '/api/order/return/cancel', { id: ret.id });
    expect(strangerCancel.statusCode).toBe(404);

    const cancelled = await post(app, b.cookie, '/api/order/return/cancel', { id: ret.id });
    expect(cancelled.json()).toMatchObject({
      code: 10000,
      msg: '申请已撤销',
      data: { status: 'cancelled', status_text: '已撤销', can_cancel: 0 },
    });
    expect((await post(app, b.cookie, '/api/order/return/cancel', { id: ret.id })).json().msg).toBe('申请已处理，无法撤销');
    const info = await okData<{ items: { returnable_number: number }[] }>(get(app, b.cookie, `/api/order/info/${o.orderId}`));
    expect(info.items[0].returnable_number).toBe(3);
    for (const bad of ['abc', '0']) expect((await post(app, b.cookie, '/api/order/return/cancel', { id: bad })).statusCode).toBe(422);
    expect((await get(app, b.cookie, '/api/order/returnInfo/x')).statusCode).toBe(422);
  });
});
