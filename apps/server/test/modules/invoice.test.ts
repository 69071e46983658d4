import { eq } from 'drizzle-orm';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { stores } from '../../src/db/schema/index.js';
import { getSetting } from '../../src/modules/content/settings.js';
import { completeOrder, shipOrder } from '../../src/modules/fulfilment/service.js';
import { issueCoupon, seedGoods, OPERATOR } from '../fixtures.js';
import { fileApp } from '../helper.js';
import { pdfText } from '../lib/pdf-text.js';
import { get, okData, payOrder, placeOrder, readyBuyer, shippedOrder, type ReadyBuyer } from '../ops/order-flow.js';

const app = fileApp();

async function completedOrder(b: ReadyBuyer) {
  const g = await seedGoods(app);
  const order = await shippedOrder(app, b, [{ goods: g, number: 2 }]);
  const done = await completeOrder(app.db, order.orderId, OPERATOR);
  return { ...order, goods: g, invoiceNo: done.invoiceNo };
}

const company = async (storeId: number) => (await app.db.select({ c: stores.company }).from(stores).where(eq(stores.id, storeId)))[0].c;

describe('GET /api/invoice/:id/pdf', () => {
  it('refuses in Chinese when no Chinese font is installed', async () => {
    const b = await readyBuyer(app);
    const o = await completedOrder(b);
    const { list } = await okData<{ list: { id: number }[] }>(get(app, b.cookie, '/api/invoice/list'));
    const readFile = vi.spyOn(fs.promises, 'readFile').mockRejectedValue(Object.assign(new Error('no font'), { code: 'ENOENT' }));
    try {
      const res = await get(app, b.cookie, `/api/invoice/${list[0].id}/pdf`);
      expect(res.json()).toMatchObject({ code: 400, msg: '服务器未安装中文字体（fonts-noto-cjk），暂时无法生成电子发票，请联系客服' });
    } finally {
      readFile.mockRestore();
    }
    expect(o.invoiceNo).toMatch(/^FP\d{8}\d{10}$/);
  });

  it('draws the invoice of a completed order: number, seller, buyer, order, lines and total in Chinese', async () => {
    const b = await readyBuyer(app);
    const o = await completedOrder(b);
    const { list } = await okData<{ list: { id: number; invoice_no: string; order_no: string; title: string; amount: number }[] }>(
      get(app, b.cookie, '/api/invoice/list?page=1&page_size=10'),
    );
    expect(list).toEqual([
      expect.objectContaining({ invoice_no: o.invoiceNo, order_no: o.orderNo, title: await company(b.storeId), amount: o.payFen / 100 }),
    ]);
    const res = await get(app, b.cookie, `/api/invoice/${list[0].id}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(encodeURIComponent(`电子发票-${o.invoiceNo}.pdf`));
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const text = pdfText(res.rawPayload);
    expect(text).toContain('电子发票（演示）');
    expect(text).toContain(`发票号码：${o.invoiceNo}`);
    expect(text).toContain(`购买方：${await company(b.storeId)}`);
    expect(text).toContain(`销售方：${await getSetting(app.db, 'site_name')}`);
    expect(text).toContain(`订单编号：${o.orderNo}`);
    expect(text).toContain(o.goods.name);
    expect(text).toContain(`价税合计：¥${(o.payFen / 100).toFixed(2)}`);

    // Where poppler is installed, a real PDF reader finds the same text.
    const hasPdftotext = ['/usr/bin/pdftotext', '/usr/local/bin/pdftotext'].some((p) => fs.existsSync(p));
    if (hasPdftotext) {
      const file = path.join(os.tmpdir(), `invoice-${process.pid}-${o.orderId}.pdf`);
      fs.writeFileSync(file, res.rawPayload);
      try {
        const read = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
        expect(read).toContain(o.invoiceNo);
        expect(read).toContain(await company(b.storeId));
      } finally {
        fs.rmSync(file, { force: true });
      }
    }
  });

  it('states each line’s subtotal, its share of the discounts and what it was paid, and the amounts adding up to 实付', async () => {
    const b = await readyBuyer(app);
    const [x, y] = [await seedGoods(app), await seedGoods(app)];
    const couponId = await issueCoupon(app, b.storeId, { amount: 333, threshold: 0 });
    const order = await placeOrder(
      app,
      b,
      [
        { goods: x, number: 2 },
        { goods: y, number: 5 },
      ],
      { coupon_id: couponId },
    );
    await payOrder(app, b, order, 'wallet');
    await shipOrder(app.db, order.orderId, '顺丰速运', `SF${String(order.orderId).padStart(12, '0')}`, OPERATOR);
    await completeOrder(app.db, order.orderId, OPERATOR);
    const info = await okData<{
      goods_amount: number;
      shipping_amount: number;
      pay_amount: number;
      items: { name: string; subtotal: number; discount: number; paid: number }[];
    }>(get(app, b.cookie, `/api/order/info/${order.orderId}`));
    const { list } = await okData<{ list: { id: number; order_id: number }[] }>(get(app, b.cookie, '/api/invoice/list'));
    const invoice = list.find((i) => i.order_id === order.orderId);
    const text = pdfText((await get(app, b.cookie, `/api/invoice/${invoice?.id}/pdf`)).rawPayload);
    const money = (yuan: number) => `¥${yuan.toFixed(2)}`;
    for (const head of ['小计', '优惠', '金额']) expect(text).toContain(head);
    for (const item of info.items) {
      expect(text).toContain(money(item.subtotal));
      expect(text).toContain(money(item.discount));
      expect(text).toContain(money(item.paid));
    }
    expect(text).toContain(`商品小计：${money(info.goods_amount)}`);
    expect(text).toContain(`运费：+${money(info.shipping_amount)}`);
    expect(text).toContain('优惠券：-¥3.33');
    expect(text).toContain(`实付金额：${money(info.pay_amount)}`);
    expect(Math.round(info.goods_amount * 100) + Math.round(info.shipping_amount * 100) - 333).toBe(Math.round(info.pay_amount * 100));
  });

  it('keeps a store’s invoices to itself', async () => {
    const b = await readyBuyer(app);
    await completedOrder(b);
    const { list } = await okData<{ list: { id: number }[] }>(get(app, b.cookie, '/api/invoice/list'));
    const stranger = await readyBuyer(app);
    const res = await get(app, stranger.cookie, `/api/invoice/${list[0].id}/pdf`);
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe('发票不存在');
    expect((await okData<{ total: number }>(get(app, stranger.cookie, '/api/invoice/list'))).total).toBe(0);
    expect((await get(app, b.cookie, '/api/invoice/abc/pdf')).statusCode).toBe(422);
    expect((await get(app, b.cookie, '/api/invoice/list?page=0')).statusCode).toBe(422);
    expect((await app.inject({ method: 'GET', url: `/api/invoice/${list[0].id}/pdf` })).statusCode).toBe(401);
  });
});
