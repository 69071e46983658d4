import { eq } from 'drizzle-orm';
import fs from 'node:fs';
import path from 'node:path';
import QRCode from 'qrcode';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../src/db/schema/index.js';
import { shipOrder } from '../../src/modules/fulfilment/service.js';
import { acceptReceipt } from '../../src/modules/hm-receipt/service.js';
import { seedGoods, OPERATOR } from '../fixtures.js';
import { fileApp } from '../helper.js';
import { get, HM_BUYER, okData, payOrder, placeOrder, post, readyBuyer, shippedOrder, type ReadyBuyer } from '../ops/order-flow.js';

const app = fileApp();
let png: Buffer;
beforeAll(async () => {
  png = await QRCode.toBuffer('含麻药品签收回执', { type: 'png', width: 64 });
});

/** The multipart body a browser's FormData sends, built by the platform's own FormData. */
async function upload(cookie: string, fields: Record<string, string>, file?: { name: string; data: Buffer }) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append('file', new Blob([new Uint8Array(file.data)]), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return app.inject({
    method: 'POST',
    url: '/api/hm/receipt',
    headers: { cookie, 'content-type': request.headers.get('content-type') ?? '' },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

const orderRow = async (id: number) => (await app.db.select().from(orders).where(eq(orders.id, id)))[0];
const receiptOf = async (cookie: string, orderId: number) =>
  (await okData<{ list: { id: number; receipt: Record<string, unknown> }[] }>(get(app, cookie, '/api/hm/orders'))).list.find(
    (o) => o.id === orderId,
  )?.receipt;

async function hmOrder(b: ReadyBuyer) {
  const g = await seedGoods(app, 'hm', { hmLimit: 5 });
  const order = await placeOrder(app, b, [{ goods: g, number: 2 }]);
  if (!(await orderRow(order.orderId)).isHm) throw new Error('not a 含麻 order');
  return order;
}

describe('/hmdd receipts', () => {
  it('asks for the receipt once shipped, takes an upload, shows it to its store only, and keeps it once accepted', async () => {
    const b = await readyBuyer(app);
    const order = await hmOrder(b);
    await payOrder(app, b, order, 'wallet', { hm_buyer: HM_BUYER });
    expect(await receiptOf(b.cookie, order.orderId)).toMatchObject({
      status: 'not_shipped',
      status_text: '未发货',
      can_upload: 0,
      file_url: null,
    });
    const early = await upload(b.cookie, { order_id: String(order.orderId) }, { name: '回执.png', data: png });
    expect(early.json()).toMatchObject({ code: 400, msg: '订单发货后才能上传签收回执' });

    await shipOrder(app.db, order.orderId, '顺丰速运', 'SF1000000001', OPERATOR);
    expect(await receiptOf(b.cookie, order.orderId)).toMatchObject({ status: 'pending_upload', status_text: '待上传', can_upload: 1 });
    const first = await upload(b.cookie, { order_id: String(order.orderId) }, { name: '回执.png', data: png });
    expect(first.json()).toMatchObject({
      code: 10000,
      msg: '回执已上传，请等待审核',
      data: {
        id: order.orderId,
        receipt: { status: 'uploaded', status_text: '已上传', file_url: `/api/hm/receipt/${order.orderId}`, can_upload: 1 },
      },
    });
    const firstPath = (await orderRow(order.orderId)).hmReceiptPath as string;
    expect(fs.existsSync(path.join(app.config.dataDir, firstPath))).toBe(true);

    const file = await get(app, b.cookie, `/api/hm/receipt/${order.orderId}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(png)).toBe(true);
    const stranger = await readyBuyer(app);
    const foreign = await get(app, stranger.cookie, `/api/hm/receipt/${order.orderId}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().msg).toBe('签收回执不存在');
    expect((await okData<{ total: number }>(get(app, stranger.cookie, '/api/hm/orders'))).total).toBe(0);
    const strangerUpload = await upload(stranger.cookie, { order_id: String(order.orderId) }, { name: 'x.png', data: png });
    expect(strangerUpload.statusCode).toBe(404);
    expect((await orderRow(order.orderId)).hmReceiptPath).toBe(firstPath);

    // A new upload replaces the last one, whose file goes.
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(64, 32)]);
    expect((await upload(b.cookie, { order_id: String(order.orderId) }, { name: 'receipt.pdf', data: pdf })).json().code).toBe(10000);
    expect(fs.existsSync(path.join(app.config.dataDir, firstPath))).toBe(false);
    expect((await get(app, b.cookie, `/api/hm/receipt/${order.orderId}`)).headers['content-type']).toBe('application/pdf');

    await acceptReceipt(app.db, order.orderId, OPERATOR);
    expect(await receiptOf(b.cookie, order.orderId)).toMatchObject({ status: 'reviewed', status_text: '已审核', can_upload: 0 });
    const late = await upload(b.cookie, { order_id: String(order.orderId) }, { name: '回执.png', data: png });
    expect(late.json().msg).toBe('签收回执已审核通过，无需重新上传');
    await expect(acceptReceipt(app.db, order.orderId, OPERATOR)).rejects.toThrow('签收回执已审核通过');
    const info = await okData<{ hm_receipt: { status: string } }>(get(app, b.cookie, `/api/order/info/${order.orderId}`));
    expect(info.hm_receipt.status).toBe('reviewed');
  });

  it('refuses files that are not images or PDFs, missing parts and orders without 含麻 goods', async () => {
    const b = await readyBuyer(app);
    const order = await hmOrder(b);
    await payOrder(app, b, order, 'wallet', { hm_buyer: HM_BUYER });
    await shipOrder(app.db, order.orderId, '顺丰速运', 'SF1000000002', OPERATOR);
    const id = String(order.orderId);
    const fake = await upload(b.cookie, { order_id: id }, { name: '回执.png', data: Buffer.from('MZ not really a png') });
    expect(fake.statusCode).toBe(422);
    expect(fake.json().msg).toBe('文件类型不支持，请上传 JPG/PNG/WEBP/GIF 图片或 PDF 文件');
    const none = await upload(b.cookie, { order_id: id });
    expect(none.json().msg).toBe('请选择要上传的文件');
    const noOrder = await upload(b.cookie, {}, { name: '回执.png', data: png });
    expect(noOrder.statusCode).toBe(422);
    expect(noOrder.json().msg).toBe('订单编号不正确');
    expect((await upload(b.cookie, { order_id: id, extra: '1' }, { name: '回执.png', data: png })).statusCode).toBe(422);
    const json = await post(app, b.cookie, '/api/hm/receipt', { order_id: order.orderId });
    expect(json.statusCode).toBe(422);
    expect((await orderRow(order.orderId)).hmReceiptPath).toBeNull();

    const plain = await shippedOrder(app, b, [{ goods: await seedGoods(app), number: 1 }]);
    const notHm = await upload(b.cookie, { order_id: String(plain.orderId) }, { name: '回执.png', data: png });
    expect(notHm.json().msg).toBe('该订单不含含麻药品，无需上传签收回执');
    expect((await okData<{ list: { id: number }[] }>(get(app, b.cookie, '/api/hm/orders'))).list.map((o) => o.id)).toEqual([order.orderId]);
    expect((await get(app, b.cookie, `/api/hm/receipt/${order.orderId}`)).statusCode).toBe(404);
    expect((await get(app, b.cookie, '/api/hm/receipt/abc')).statusCode).toBe(422);
  });
});
