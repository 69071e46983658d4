/**
 * 数电票 (issue 37): finance records an order's 数电票号码 and 开票日期 (one by one or from a file)
 * and uploads the tax system's files; the buyer of the order sees the number and downloads the
 * files, and the monthly statement and the ERP export carry the number.
 */
import { eq } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountStores, invoices, invoiceTaxFiles, stores, accountManagers } from '../../src/db/schema/index.js';
import { chinaDay, chinaToday } from '../../src/lib/china-day.js';
import { taxInvoiceOf } from '../../src/modules/invoice/queries.js';
import { completed, shipped, type OrderAt } from '../admin/order-fixtures.js';
import { fileForm } from '../admin/catalog-fixtures.js';
import { fileApp } from '../helper.js';
import { get, okData, readyBuyer } from '../ops/order-flow.js';
import { readSpreadsheet, sheetFile } from '../spreadsheet-files.js';
import { auditRowsOf, createStaff, loggedInStaff, staffCookieOf } from '../staff-fixtures.js';

const app = fileApp();
let admin: string;
let warehouse: string;
beforeAll(async () => {
  admin = (await loggedInStaff(app, 'admin')).cookie;
  warehouse = (await loggedInStaff(app, 'warehouse')).cookie;
});

let serial = 0;
/** A 数电票号码 no other test uses: this run's prefix and a counter. */
const RUN = String(Date.now() % 1e9).padStart(9, '0');
const taxNo = () => `26${RUN}${String((serial += 1)).padStart(9, '0')}`;
const dayAfter = (days: number) => chinaDay(new Date(Date.now() + days * 86_400_000));

type Completed = OrderAt & { invoiceNo: string; invoiceId: number };
async function invoiced(): Promise<Completed> {
  const order = await completed(app);
  const [row] = await app.db.select({ id: invoices.id }).from(invoices).where(eq(invoices.orderId, order.orderId));
  return { ...order, invoiceId: row.id };
}

const put = (cookie: string, id: number, payload: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: `/api/admin/invoices/${id}/tax-invoice`, headers: { cookie }, payload });
const upload = (cookie: string, url: string, form: FormData) =>
  app.inject({ method: 'POST', url, headers: { cookie }, payload: form as unknown as Record<string, unknown> });
const importFile = (cookie: string, form: FormData) => upload(cookie, '/api/admin/invoices/tax-invoices/import', form);
const csv = (rows: string[][]) => fileForm('数电票.csv', rows.map((r) => r.join(',')).join('\n'), 'text/csv');
const HEAD = ['订单号', '数电票号码', '开票日期'];
const taxRow = async (invoiceId: number) =>
  (await app.db.select({ no: invoices.taxInvoiceNo, on: invoices.taxInvoiceDate }).from(invoices).where(eq(invoices.id, invoiceId)))[0];

const PDF = Buffer.from('%PDF-1.7\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const OFD = Buffer.from(
  zipSync({
    'OFD.xml': strToU8('<?xml version="1.0"?><ofd:OFD xmlns:ofd="http://www.ofdspec.org/2016"/>'),
    'Doc_0/Document.xml': strToU8('<d/>'),
  }),
);
const XML = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?>\n<EInvoice><TaxSupervisionInfo><InvoiceNumber>1</InvoiceNumber></TaxSupervisionInfo></EInvoice>\n',
);

describe('PUT /api/admin/invoices/:id/tax-invoice', () => {
  it('records the number (full-width digits and spaces as typed) and the date, audited, and the buyer sees them', async () => {
    const o = await invoiced();
    const no = taxNo();
    const typed = `${no.slice(0, 4)} ${no.slice(4, 12)} ${[...no.slice(12)].map((d) => String.fromCharCode(d.charCodeAt(0) + 0xfee0)).join('')}`;
    const res = await put(admin, o.invoiceId, { tax_invoice_no: typed, tax_invoice_date: chinaToday() });
    expect(res.json()).toMatchObject({ code: 10000, msg: '数电票信息已保存，买家可在电子发票中查看' });
    expect(await taxRow(o.invoiceId)).toEqual({ no, on: chinaToday() });
    const [row] = await auditRowsOf(app, 'invoice', o.invoiceId);
    expect(row).toMatchObject({
      action: 'invoice.tax_invoice',
      before: expect.objectContaining({ taxInvoiceNo: null }),
      after: expect.objectContaining({ taxInvoiceNo: no, taxInvoiceDate: chinaToday() }),
    });

    const list = await okData<{ list: { order_id: number; tax_invoice_no: string | null; tax_invoice_date: string | null }[] }>(
      get(app, o.buyer.cookie, '/api/invoice/list'),
    );
    expect(list.list.find((i) => i.order_id === o.orderId)).toMatchObject({ tax_invoice_no: no, tax_invoice_date: chinaToday() });
    const info = await okData<{ invoice: { tax_invoice_no: string; tax_invoice_date: string; tax_invoice_files: unknown[] } }>(
      get(app, o.buyer.cookie, `/api/order/info/${o.orderId}`),
    );
    expect(info.invoice).toMatchObject({ tax_invoice_no: no, tax_invoice_date: chinaToday(), tax_invoice_files: [] });
    expect(await taxInvoiceOf(app.db, o.orderId)).toEqual({ taxInvoiceNo: no, taxInvoiceDate: chinaToday() });
    // The console finds the invoice by its 数电票号码.
    const found = (await app.inject({ method: 'GET', url: `/api/admin/invoices?keywords=${no}`, headers: { cookie: admin } })).json().data
      .list;
    expect(found).toEqual([expect.objectContaining({ id: o.invoiceId, tax_invoice_no: no })]);
  });

  it.each([
    [{ tax_invoice_no: '2612345678901234567' }, '数电票号码须为20位数字'],
    [{ tax_invoice_no: '2612345678901234567X' }, '数电票号码须为20位数字'],
    [{ tax_invoice_no: '261234567890123456789' }, '数电票号码须为20位数字'],
    [{ tax_invoice_no: '' }, '请填写数电票号码'],
    [{ tax_invoice_date: 'tomorrow' }, '开票日期不能晚于今天'],
    [{ tax_invoice_date: '2026-02-30' }, '开票日期不是有效日期'],
    [{ tax_invoice_date: '2026/12/01' }, '开票日期格式须为YYYY-MM-DD'],
  ])('refuses %o with 422 in Chinese, nothing recorded', async (bad, msg) => {
    const o = await invoiced();
    const body = { tax_invoice_no: taxNo(), tax_invoice_date: chinaToday(), ...bad };
    if (body.tax_invoice_date === 'tomorrow') body.tax_invoice_date = dayAfter(1);
    const res = await put(admin, o.invoiceId, body);
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toBe(msg);
    expect(await taxRow(o.invoiceId)).toEqual({ no: null, on: null });
    expect(await auditRowsOf(app, 'invoice', o.invoiceId)).toEqual([]);
  });

  it('keeps a number to one order: another order is refused naming the order that holds it; the same order may correct its date', async () => {
    const [a, b] = [await invoiced(), await invoiced()];
    const no = taxNo();
    expect((await put(admin, a.invoiceId, { tax_invoice_no: no, tax_invoice_date: dayAfter(-2) })).json().code).toBe(10000);
    const taken = await put(admin, b.invoiceId, { tax_invoice_no: no, tax_invoice_date: chinaToday() });
    expect(taken.json()).toMatchObject({ code: 400, msg: `数电票号码 ${no} 已登记在订单 ${a.orderNo}，不能重复登记` });
    expect(await taxRow(b.invoiceId)).toEqual({ no: null, on: null });
    expect((await put(admin, a.invoiceId, { tax_invoice_no: no, tax_invoice_date: chinaToday() })).json().code).toBe(10000);
    expect(await taxRow(a.invoiceId)).toEqual({ no, on: chinaToday() });
  });

  it('is finance’s: a warehouse member is refused 403; an account manager reaches only the stores they look after', async () => {
    const o = await invoiced();
    const body = { tax_invoice_no: taxNo(), tax_invoice_date: chinaToday() };
    const refused = await put(warehouse, o.invoiceId, body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe('您的账号没有此项操作的权限');
    const buyer = await put(o.buyer.cookie, o.invoiceId, body);
    expect(buyer.statusCode).toBe(401);

    const [mine, theirs] = await app.db
      .insert(accountManagers)
      .values([
        { name: '财务甲', phone: '13900000001' },
        { name: '财务乙', phone: '13900000002' },
      ])
      .returning();
    await app.db.update(stores).set({ managerId: mine.id }).where(eq(stores.id, o.buyer.storeId));
    const other = await staffCookieOf(app, await createStaff(app, ['account_manager'], { accountManagerId: theirs.id }));
    const notTheirs = await put(other, o.invoiceId, body);
    expect([notTheirs.statusCode, notTheirs.json().msg]).toEqual([404, '发票不存在']);
    const manager = await staffCookieOf(app, await createStaff(app, ['account_manager'], { accountManagerId: mine.id }));
    expect((await put(manager, o.invoiceId, body)).json().code).toBe(10000);
    expect((await put(admin, 2_000_000_000, body)).statusCode).toBe(404);
  });
});

describe('POST /api/admin/invoices/tax-invoices/import', () => {
  it('records every row of a CSV, a title row above the header and dates as Excel writes them', async () => {
    const [a, b] = [await invoiced(), await invoiced()];
    const [na, nb] = [taxNo(), taxNo()];
    const yesterday = dayAfter(-1);
    const res = await importFile(
      admin,
      csv([['数电票登记'], HEAD, [a.orderNo, na, yesterday.replace(/-/g, '/')], [b.orderNo, ` ${nb} `, chinaToday()]]),
    );
    expect(res.json()).toMatchObject({ code: 10000, msg: '已导入2张数电票', data: { recorded: 2 } });
    expect(await taxRow(a.invoiceId)).toEqual({ no: na, on: yesterday });
    expect(await taxRow(b.invoiceId)).toEqual({ no: nb, on: chinaToday() });
    expect((await auditRowsOf(app, 'invoice', a.invoiceId)).map((r) => r.action)).toEqual(['invoice.tax_import']);
  });

  it('reads an .xlsx whose numbers are text; a number cell (Excel drops its last digits) is refused', async () => {
    const o = await invoiced();
    const no = taxNo();
    const book = (cell: string | number) => fileForm('数电票.xlsx', sheetFile([HEAD, [o.orderNo, cell, chinaToday()]]));
    const numeric = await importFile(admin, book(Number(no)));
    expect(numeric.json()).toMatchObject({ code: 422, msg: '第2行：数电票号码须为文本格式（Excel 会把20位数字改成科学计数法）' });
    expect((await importFile(admin, book(no))).json()).toMatchObject({ code: 10000, data: { recorded: 1 } });
    expect(await taxRow(o.invoiceId)).toEqual({ no, on: chinaToday() });
  });

  it('is all or nothing: the first bad row is named and no row is recorded', async () => {
    const [a, b] = [await invoiced(), await invoiced()];
    const held = await invoiced();
    const heldNo = taxNo();
    await put(admin, held.invoiceId, { tax_invoice_no: heldNo, tax_invoice_date: chinaToday() });
    const good = [a.orderNo, taxNo(), chinaToday()];
    const cases: [string[], string][] = [
      [[b.orderNo, '1234', chinaToday()], '第3行：数电票号码须为20位数字'],
      [[b.orderNo, taxNo(), dayAfter(1)], '第3行：开票日期不能晚于今天'],
      [['NO-SUCH-ORDER', taxNo(), chinaToday()], '第3行：订单 NO-SUCH-ORDER 不存在'],
      [[b.orderNo, heldNo, chinaToday()], `第3行：数电票号码 ${heldNo} 已登记在订单 ${held.orderNo}，不能重复登记`],
      [[b.orderNo, good[1], chinaToday()], `第3行：数电票号码 ${good[1]} 与第2行重复`],
      [[a.orderNo, taxNo(), chinaToday()], `第3行：订单 ${a.orderNo} 与第2行重复`],
      [['', taxNo(), chinaToday()], '第3行：订单号为空'],
    ];
    for (const [bad, msg] of cases) {
      const res = await importFile(admin, csv([HEAD, good, bad]));
      expect([res.statusCode, res.json().msg]).toEqual([422, msg]);
    }
    expect(await taxRow(a.invoiceId)).toEqual({ no: null, on: null });
    expect(await taxRow(b.invoiceId)).toEqual({ no: null, on: null });
    expect(await auditRowsOf(app, 'invoice', a.invoiceId)).toEqual([]);

    const noHeader = await importFile(
      admin,
      csv([
        ['订单', '号码'],
        [a.orderNo, taxNo()],
      ]),
    );
    expect(noHeader.json().msg).toBe('表格须有「订单号」「数电票号码」「开票日期」列');
    const notSheet = await importFile(admin, fileForm('数电票.xlsx', 'not a workbook'));
    expect(notSheet.json()).toMatchObject({ code: 422, msg: '文件不是有效的 XLSX 表格' });
    const tooLarge = await importFile(admin, fileForm('数电票.csv', `${HEAD.join(',')}\n${'x'.repeat(6 * 1024 * 1024)}`));
    expect(tooLarge.statusCode).toBe(422);
  });

  it('swaps two orders’ numbers in one file; an order not yet completed has no invoice to record', async () => {
    const [a, b] = [await invoiced(), await invoiced()];
    const [na, nb] = [taxNo(), taxNo()];
    await importFile(admin, csv([HEAD, [a.orderNo, na, chinaToday()], [b.orderNo, nb, chinaToday()]]));
    const swapped = await importFile(admin, csv([HEAD, [a.orderNo, nb, chinaToday()], [b.orderNo, na, chinaToday()]]));
    expect(swapped.json().code).toBe(10000);
    expect([(await taxRow(a.invoiceId)).no, (await taxRow(b.invoiceId)).no]).toEqual([nb, na]);

    const open = await shipped(app);
    const early = await importFile(admin, csv([HEAD, [open.orderNo, taxNo(), chinaToday()]]));
    expect(early.json().msg).toBe(`第2行：订单 ${open.orderNo} 尚未开具电子发票（订单完成后开具）`);
  });

  it('is finance’s, and an account manager’s file may name only their stores’ orders', async () => {
    const o = await invoiced();
    const form = () => csv([HEAD, [o.orderNo, taxNo(), chinaToday()]]);
    expect((await importFile(warehouse, form())).statusCode).toBe(403);
    const [card] = await app.db.insert(accountManagers).values({ name: '财务丙', phone: '13900000003' }).returning();
    const manager = await staffCookieOf(app, await createStaff(app, ['account_manager'], { accountManagerId: card.id }));
    expect((await importFile(manager, form())).json().msg).toBe(`第2行：订单 ${o.orderNo} 不存在`);
    expect(await taxRow(o.invoiceId)).toEqual({ no: null, on: null });
  });
});

describe('the tax system’s files', () => {
  const filesUrl = (id: number) => `/api/admin/invoices/${id}/tax-files`;

  it('takes a PDF, an OFD and an XML by content, one of each, a new one replacing the old; the buyer downloads them', async () => {
    const o = await invoiced();
    for (const [name, data] of [
      ['发票.pdf', PDF],
      ['发票.ofd', OFD],
      ['发票.xml', XML],
    ] as const) {
      const res = await upload(admin, filesUrl(o.invoiceId), fileForm(name, data));
      expect(res.json(), res.body).toMatchObject({ code: 10000 });
    }
    const again = await upload(admin, filesUrl(o.invoiceId), fileForm('更正.pdf', Buffer.concat([PDF, Buffer.from('% 2\n')])));
    expect(again.json().msg).toBe('PDF 发票文件已上传');
    const rows = await app.db.select().from(invoiceTaxFiles).where(eq(invoiceTaxFiles.invoiceId, o.invoiceId));
    expect(rows.map((r) => r.kind).sort()).toEqual(['ofd', 'pdf', 'xml']);
    expect((await auditRowsOf(app, 'invoice', o.invoiceId)).map((r) => r.action)).toEqual(Array(4).fill('invoice.tax_file'));

    const { list } = await okData<{ list: { id: number; tax_invoice_files: { kind: string; url: string; file_name: string }[] }[] }>(
      get(app, o.buyer.cookie, '/api/invoice/list'),
    );
    const files = list.find((i) => i.id === o.invoiceId)?.tax_invoice_files ?? [];
    expect(files.map((f) => [f.kind, f.url, f.file_name])).toEqual([
      ['pdf', `/api/invoice/${o.invoiceId}/tax-files/pdf`, '更正.pdf'],
      ['ofd', `/api/invoice/${o.invoiceId}/tax-files/ofd`, '发票.ofd'],
      ['xml', `/api/invoice/${o.invoiceId}/tax-files/xml`, '发票.xml'],
    ]);
    const pdf = await get(app, o.buyer.cookie, `/api/invoice/${o.invoiceId}/tax-files/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; /);
    expect(pdf.rawPayload.equals(Buffer.concat([PDF, Buffer.from('% 2\n')]))).toBe(true);
    const xml = await get(app, o.buyer.cookie, `/api/invoice/${o.invoiceId}/tax-files/xml`);
    expect([xml.headers['content-type'], xml.headers['x-content-type-options']]).toEqual(['application/xml', 'nosniff']);
    expect(xml.headers['content-disposition']).toMatch(/^attachment; /);
    // The staff download, from the console's detail, at the console's address.
    const detail = (await app.inject({ method: 'GET', url: `/api/admin/orders/${o.orderId}`, headers: { cookie: warehouse } })).json().data;
    expect(detail.order.invoice.tax_invoice_files.map((f: { url: string }) => f.url)).toContain(
      `/api/admin/invoices/${o.invoiceId}/tax-files/ofd`,
    );
    const staff = await app.inject({
      method: 'GET',
      url: `/api/admin/invoices/${o.invoiceId}/tax-files/ofd`,
      headers: { cookie: warehouse },
    });
    expect(staff.statusCode).toBe(200);
    expect(staff.rawPayload.equals(OFD)).toBe(true);
  });

  it.each([
    ['a text file renamed .pdf', '发票.pdf', Buffer.from('这不是发票'), '文件内容不是有效的 PDF 发票文件'],
    [
      'a ZIP without OFD.xml',
      '发票.ofd',
      Buffer.from(zipSync({ 'Doc_0/Document.xml': strToU8('<d/>') })),
      '文件内容不是有效的 OFD 发票文件',
    ],
    ['a PDF renamed .ofd', '发票.ofd', PDF, '文件内容不是有效的 OFD 发票文件'],
    ['text that is no XML', '发票.xml', Buffer.from('InvoiceNumber=1'), '文件内容不是有效的 XML 发票文件'],
    ['bytes that are no UTF-8', '发票.xml', Buffer.from([0x3c, 0x61, 0xff, 0xfe, 0x3e]), '文件内容不是有效的 XML 发票文件'],
    ['a picture', '发票.png', PDF, '请上传税务系统开具的 PDF、OFD 或 XML 发票文件'],
    ['a file over 5 MB', '发票.pdf', Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]), '文件大小不能超过5MB'],
  ])('refuses %s with 422, nothing kept', async (_, name, data, msg) => {
    const o = await invoiced();
    const res = await upload(admin, filesUrl(o.invoiceId), fileForm(name, data));
    expect([res.statusCode, res.json().msg]).toEqual([422, msg]);
    expect(await app.db.select().from(invoiceTaxFiles).where(eq(invoiceTaxFiles.invoiceId, o.invoiceId))).toEqual([]);
  });

  it('keeps the files to the order’s store: another store of the same company and another company get 404; warehouse cannot upload', async () => {
    const o = await invoiced();
    await upload(admin, filesUrl(o.invoiceId), fileForm('发票.pdf', PDF));
    const url = `/api/invoice/${o.invoiceId}/tax-files/pdf`;
    const stranger = await readyBuyer(app);
    const theirs = await get(app, stranger.cookie, url);
    expect([theirs.statusCode, theirs.json().msg]).toEqual([404, '发票文件不存在']);

    // The same login in its other store: the session's store decides, not the login.
    const second = await readyBuyer(app);
    await app.db.insert(accountStores).values({ accountId: o.buyer.accountId, storeId: second.storeId, role: 'owner' });
    const switched = await app.inject({
      method: 'POST',
      url: '/api/multi/switch',
      headers: { cookie: o.buyer.cookie },
      payload: { id: second.storeId },
    });
    expect(switched.json().code).toBe(10000);
    expect((await get(app, o.buyer.cookie, url)).statusCode).toBe(404);

    expect((await get(app, stranger.cookie, `/api/invoice/${o.invoiceId}/tax-files/doc`)).statusCode).toBe(422);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const refused = await upload(warehouse, filesUrl(o.invoiceId), fileForm('发票.pdf', PDF));
    expect(refused.statusCode).toBe(403);
    const missing = await app.inject({
      method: 'GET',
      url: `/api/admin/invoices/${o.invoiceId}/tax-files/xml`,
      headers: { cookie: admin },
    });
    expect([missing.statusCode, missing.json().msg]).toEqual([404, '发票文件不存在']);
  });
});

describe('where the number shows', () => {
  it('in the month’s statement, on each line of the order, and in the ERP order export as 发票号', async () => {
    const o = await invoiced();
    const no = taxNo();
    await put(admin, o.invoiceId, { tax_invoice_no: no, tax_invoice_date: chinaToday() });
    const month = chinaToday().slice(0, 7);
    const statement = await okData<{ lines: { order_no: string; tax_invoice_no: string }[] }>(
      get(app, o.buyer.cookie, `/api/user/statements/${month}`),
    );
    const lines = statement.lines.filter((l) => l.order_no === o.orderNo);
    expect(lines.length).toBeGreaterThan(0);
    for (const l of lines) expect(l.tax_invoice_no).toBe(no);
    expect(statement.lines.filter((l) => l.order_no === '').every((l) => l.tax_invoice_no === '')).toBe(true);

    const sheet = await get(app, o.buyer.cookie, `/api/user/statements/${month}/xlsx`);
    expect(sheet.statusCode).toBe(200);
    const sheetRows = readSpreadsheet('x.xlsx', sheet.rawPayload, ['.xlsx']);
    const sheetHeader = sheetRows.find((r) => r.includes('数电票号码')) ?? [];
    const sheetRow = sheetRows.find((r) => r.includes(o.orderNo)) ?? [];
    expect(sheetRow[sheetHeader.indexOf('数电票号码')]).toBe(no);

    const exported = await get(app, o.buyer.cookie, `/api/user/orders/export?from=${dayAfter(-1)}&to=${chinaToday()}&format=csv`);
    const [header, ...rows] = readSpreadsheet('x.csv', exported.rawPayload, ['.csv']);
    const mine = rows.filter((r) => r[0] === o.orderNo);
    expect(mine.length).toBeGreaterThan(0);
    for (const r of mine) expect(String(r[header.indexOf('发票号')])).toBe(no);
  });
});
