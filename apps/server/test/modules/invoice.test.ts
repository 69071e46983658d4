import { eq } from 'drizzle-orm';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../src/app.js';
import { stores } from '../../src/db/schema/index.js';
import { getSetting } from '../../src/modules/content/settings.js';
import { completeOrder } from '../../src/modules/fulfilment/service.js';
import { seedGoods, OPERATOR } from '../fixtures.js';
import { buildTestApp } from '../helper.js';
import { get, okData, readyBuyer, shippedOrder, type ReadyBuyer } from '../ops/order-flow.js';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

/** The streams of a PDF, inflated where pdfkit compressed them; each stream's length is read from its own dictionary. */
function pdfStreams(pdf: Buffer): Buffer[] {
  const text = pdf.toString('latin1');
  const found: Buffer[] = [];
  for (const m of text.matchAll(/>>\s*stream\r?\n/g)) {
    const dict = text.slice(text.lastIndexOf('<<', m.index), m.index);
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1]);
    const start = m.index + m[0].length;
    const raw = pdf.subarray(start, start + length);
    found.push(dict.includes('/FlateDecode') ? zlib.inflateSync(raw) : raw);
  }
  return found;
}

const utf16 = (hex: string) => Buffer.from(hex.replace(/\s/g, ''), 'hex').swap16().toString('utf16le');

/**
 * The text of a pdfkit PDF: pdfkit writes glyph ids, so each TJ string is read back through the
 * font's ToUnicode map (the `<first> <last> [<unicode> …]` ranges it writes). One line per TJ.
 */
function pdfText(pdf: Buffer): string {
  const streams = pdfStreams(pdf).map((s) => s.toString('latin1'));
  const toUnicode = new Map<number, string>();
  for (const cmap of streams.filter((s) => s.includes('beginbfrange'))) {
    for (const [, first, list] of cmap.matchAll(/<([0-9a-f]+)> <[0-9a-f]+> \[([^\]]*)\]/g)) {
      [...list.matchAll(/<([0-9a-f ]+)>/g)].forEach(([, hex], k) => toUnicode.set(parseInt(first, 16) + k, utf16(hex)));
    }
  }
  const lines: string[] = [];
  for (const content of streams.filter((s) => s.includes(' TJ'))) {
    for (const [, array] of content.matchAll(/\[([^\]]*)\] TJ/g)) {
      const codes = [...array.matchAll(/<([0-9a-f]+)>/g)].flatMap(([, hex]) => hex.match(/.{4}/g) ?? []);
      lines.push(codes.map((c) => toUnicode.get(parseInt(c, 16)) ?? '?').join(''));
    }
  }
  return lines.join('\n');
}

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
