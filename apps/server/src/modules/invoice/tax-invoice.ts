/**
 * 数电票 (全电发票): the number and date the tax system gave an order's invoice, recorded by finance
 * one by one or from a file, and the tax system's files (PDF, OFD, XML). A number belongs to one
 * order only. The console's routes (admin/invoices) call these inside their audited transactions.
 */
import {
  TAX_FILE_KIND_TEXT,
  TAX_INVOICE_IMPORT_COLUMNS,
  TAX_INVOICE_IMPORT_MAX_ROWS,
  TaxInvoiceDate,
  TaxInvoiceNo,
  type TaxFileKind,
} from '@yc/contracts';
import { sql } from 'drizzle-orm';
import crypto from 'node:crypto';
import type fs from 'node:fs';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { FieldError, notFound, refuse } from '../../lib/errors.js';
import { cellText, columnsOf, readSheetTable, type Cell, type SheetRow } from '../../lib/spreadsheet.js';
import { openUploadFile, uploadPath, writeUploadFile } from '../../lib/uploads/files.js';
import type { UploadedFile } from '../../lib/uploads/kinds.js';
import { claimUploads, forgetUpload, recordUpload } from '../../lib/uploads/ledger.js';
import { removeUpload } from '../../lib/uploads/store.js';
import type { AuthContext } from '../../plugins/session.js';
import * as q from './queries.js';

/** Two recordings of one number (on any process) wait for each other, so the check below holds at commit. */
const lockNumber = (tx: Tx, no: string) => tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`tax-invoice-no:${no}`}))`);

const takenBy = (no: string, orderNo: string) => `数电票号码 ${no} 已登记在订单 ${orderNo}，不能重复登记`;

/** Records (or corrects) the invoice's 数电票号码 and 开票日期, refused when another order holds the number. */
export async function recordTaxInvoice(tx: Tx, invoiceId: number, no: string, date: string): Promise<void> {
  await lockNumber(tx, no);
  const invoice = await q.lockInvoice(tx, invoiceId);
  if (!invoice) throw notFound('发票');
  const holder = await q.taxNoHolder(tx, no, invoiceId);
  if (holder) throw refuse(takenBy(no, holder));
  await q.setTaxInvoice(tx, invoiceId, no, date);
}

// ---- The import: 订单号, 数电票号码, 开票日期 ----

export interface TaxInvoiceLine {
  line: number;
  orderNo: string;
  taxInvoiceNo: string;
  taxInvoiceDate: string;
}

const HEADERS = {
  order_no: [TAX_INVOICE_IMPORT_COLUMNS.order_no, '订单编号', 'order_no'],
  tax_invoice_no: [TAX_INVOICE_IMPORT_COLUMNS.tax_invoice_no, '发票号码', '数电发票号码', '全电发票号码', 'tax_invoice_no'],
  tax_invoice_date: [TAX_INVOICE_IMPORT_COLUMNS.tax_invoice_date, '开票时间', 'tax_invoice_date'],
} as const;
type Columns = Record<keyof typeof HEADERS, number>;
/** A title row or two may stand above the header, as the tax system's exports have. */
const HEADER_SCAN = 5;

function findHeader(heads: SheetRow[][]) {
  for (const [sheet, rows] of heads.entries()) {
    for (const r of rows) {
      const col: Columns = columnsOf(r.cells, HEADERS);
      if (Object.values(col).every((i) => i >= 0)) return { sheet, row: r.row, head: col };
    }
  }
  throw new FieldError(
    'file',
    `表格须有${Object.values(TAX_INVOICE_IMPORT_COLUMNS)
      .map((c) => `「${c}」`)
      .join('')}列`,
  );
}

/** 2026/12/1, 2026.12.01 or 2026年12月1日 as YYYY-MM-DD; anything else is left for the date rule to refuse. */
function dayText(cell: Cell): string {
  const text = cellText(cell).normalize('NFKC').replace(/\s+/g, '');
  const m = /^(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?$/.exec(text);
  return m ? `${m[1]}-${m[2].padStart(2, '0')}-${m[3].padStart(2, '0')}` : text;
}

const firstMessage = (r: { success: false; error: { issues: { message: string }[] } }) => r.error.issues[0].message;

/** The file's rows, each checked on its own cells; the first bad one refuses the whole file. */
export async function readTaxInvoiceFile(file: UploadedFile | undefined): Promise<TaxInvoiceLine[]> {
  if (!file) throw new FieldError('file', '请选择要导入的文件');
  const { head: col, body } = await readSheetTable(file.name, file.data, {
    kinds: ['.csv', '.xlsx', '.xls'],
    maxRows: TAX_INVOICE_IMPORT_MAX_ROWS,
    scan: HEADER_SCAN,
    find: findHeader,
  });
  if (body.length === 0) throw new FieldError('file', '表格中没有要导入的数据行');
  const lines: TaxInvoiceLine[] = [];
  const orderAt = new Map<string, number>();
  const numberAt = new Map<string, number>();
  for (const { row, cells } of body) {
    const bad = (msg: string) => new FieldError('file', `第${row}行：${msg}`);
    const orderNo = cellText(cells[col.order_no]).normalize('NFKC').replace(/\s+/g, '');
    if (!orderNo) throw bad('订单号为空');
    const rawNo = cells[col.tax_invoice_no];
    // Excel keeps a 20-digit number as a float and loses its last digits: only text keeps it whole.
    if (typeof rawNo === 'number') throw bad('数电票号码须为文本格式（Excel 会把20位数字改成科学计数法）');
    const no = TaxInvoiceNo.safeParse(cellText(rawNo));
    if (!no.success) throw bad(firstMessage(no));
    const date = TaxInvoiceDate.safeParse(dayText(cells[col.tax_invoice_date]));
    if (!date.success) throw bad(firstMessage(date));
    const sameOrder = orderAt.get(orderNo);
    if (sameOrder !== undefined) throw bad(`订单 ${orderNo} 与第${sameOrder}行重复`);
    const sameNo = numberAt.get(no.data);
    if (sameNo !== undefined) throw bad(`数电票号码 ${no.data} 与第${sameNo}行重复`);
    orderAt.set(orderNo, row);
    numberAt.set(no.data, row);
    lines.push({ line: row, orderNo, taxInvoiceNo: no.data, taxInvoiceDate: date.data });
  }
  return lines;
}

/**
 * Each line's invoice, in the caller's transaction with every number locked, checked against the
 * store as it is now: an unknown order (or one the staff member may not reach), an order without an
 * invoice yet, or a number another order holds refuses the file at its first such line.
 */
export async function matchTaxInvoiceLines(
  tx: Tx,
  lines: readonly TaxInvoiceLine[],
  /** The account-manager card whose stores alone the staff member reaches, or null for every store (admin/shared/scope). */
  ownedBy: number | null,
): Promise<{ line: TaxInvoiceLine; invoiceId: number }[]> {
  // In one order of locks for every caller, so two imports never wait on each other in a circle.
  for (const no of lines.map((l) => l.taxInvoiceNo).sort()) await lockNumber(tx, no);
  const found = new Map(
    (
      await q.invoicesByOrderNo(
        tx,
        lines.map((l) => l.orderNo),
      )
    ).map((r) => [r.orderNo, r]),
  );
  const holders = new Map(
    (
      await q.holdersOf(
        tx,
        lines.map((l) => l.taxInvoiceNo),
      )
    ).map((h) => [h.taxInvoiceNo, h]),
  );
  const byOrder = new Map(lines.map((l) => [l.orderNo, l]));
  return lines.map((line) => {
    const bad = (msg: string) => new FieldError('file', `第${line.line}行：${msg}`);
    const order = found.get(line.orderNo);
    if (!order || (ownedBy !== null && order.managerId !== ownedBy)) throw bad(`订单 ${line.orderNo} 不存在`);
    if (!order.invoice) throw bad(`订单 ${line.orderNo} 尚未开具电子发票（订单完成后开具）`);
    const holder = holders.get(line.taxInvoiceNo);
    // A holder the same file gives another number lets this one go.
    const released = holder !== undefined && byOrder.has(holder.orderNo);
    if (holder && holder.id !== order.invoice.id && !released) throw bad(takenBy(line.taxInvoiceNo, holder.orderNo));
    return { line, invoiceId: order.invoice.id };
  });
}

/** Writes the matched lines: numbers first cleared, so a file that swaps two orders' numbers passes the unique index. */
export async function writeTaxInvoiceLines(tx: DbOrTx, matched: readonly { line: TaxInvoiceLine; invoiceId: number }[]): Promise<void> {
  await q.clearTaxInvoices(
    tx,
    matched.map((m) => m.invoiceId),
  );
  for (const m of matched) await q.setTaxInvoice(tx, m.invoiceId, m.line.taxInvoiceNo, m.line.taxInvoiceDate);
}

// ---- The tax system's files ----

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const KIND_MIME: Record<TaxFileKind, string> = { pdf: 'application/pdf', ofd: 'application/ofd', xml: 'application/xml' };
export const taxFileMime = (kind: TaxFileKind) => KIND_MIME[kind];

/** The entry names of a ZIP's central directory, nothing inflated; undefined when it is no readable ZIP. */
function zipNames(data: Buffer): string[] | undefined {
  const end = data.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0 || end + 22 > data.length) return undefined;
  const names: string[] = [];
  let at = data.readUInt32LE(end + 16);
  const entries = Math.min(data.readUInt16LE(end + 10), 10_000);
  for (let n = 0; n < entries; n += 1) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== 0x02014b50) return undefined;
    const nameLength = data.readUInt16LE(at + 28);
    names.push(data.subarray(at + 46, at + 46 + nameLength).toString('utf8'));
    at += 46 + nameLength + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
  }
  return names;
}

/** Whether the bytes are what the kind says: a PDF's %PDF header, an OFD's ZIP with OFD.xml at its root, XML text that opens with a tag. */
function contentIs(kind: TaxFileKind, data: Buffer): boolean {
  if (kind === 'pdf') return data.subarray(0, 5).toString('latin1') === '%PDF-';
  if (kind === 'ofd') return data.subarray(0, 4).equals(ZIP_MAGIC) && (zipNames(data)?.includes('OFD.xml') ?? false);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return false;
  }
  const body = text.replace(/^\uFEFF/, '').trim();
  return (
    !body.includes('\0') &&
    body.startsWith('<') &&
    body.endsWith('>') &&
    (body.startsWith('<?xml') || /^<[A-Za-z_\u4e00-\u9fff]/.test(body))
  );
}

/** The upload as a tax file: its kind by its name, its content proved to be that kind, within the size. */
export function checkTaxFile(file: UploadedFile | undefined, maxBytes: number): { kind: TaxFileKind; data: Buffer } {
  if (!file || file.data.length === 0) throw new FieldError('file', '请选择要上传的发票文件');
  if (file.data.length > maxBytes) throw new FieldError('file', `发票文件不能超过${maxBytes / 1024 / 1024}MB`);
  const ext = file.name.toLowerCase().split('.').at(-1) ?? '';
  const kind = (Object.keys(TAX_FILE_KIND_TEXT) as TaxFileKind[]).find((k) => k === ext);
  if (!kind) throw new FieldError('file', '请上传税务系统开具的 PDF、OFD 或 XML 发票文件');
  if (!contentIs(kind, file.data)) throw new FieldError('file', `文件内容不是有效的 ${TAX_FILE_KIND_TEXT[kind]} 发票文件`);
  return { kind, data: file.data };
}

const FOLDER = 'tax-invoices';

/**
 * Counts the checked file against the staff member's daily quota and writes it under the buyer's
 * store; answers its path. The record that keeps it (keepTaxFile) claims it, else it is an orphan.
 */
export async function storeTaxFile(
  db: Db,
  dataDir: string,
  staffId: number,
  storeId: number,
  file: { kind: TaxFileKind; data: Buffer },
): Promise<string> {
  const relative = uploadPath(FOLDER, storeId, `${crypto.randomBytes(16).toString('hex')}.${file.kind}`);
  await recordUpload(db, { kind: 'staff', id: staffId }, relative, file.data.length);
  try {
    await writeUploadFile(dataDir, relative, file.data);
  } catch (err) {
    await forgetUpload(db, relative);
    throw err;
  }
  return relative;
}

/** Keeps the stored file as the invoice's file of its kind, in the caller's transaction; answers the path it replaced. */
export async function keepTaxFile(
  tx: Tx,
  invoiceId: number,
  file: { kind: TaxFileKind; path: string; fileName: string; size: number },
): Promise<string | undefined> {
  const replaced = await q.putTaxFile(tx, {
    invoiceId,
    kind: file.kind,
    path: file.path,
    fileName: file.fileName.slice(0, 200),
    size: file.size,
  });
  await claimUploads(tx, [file.path]);
  return replaced;
}

export const dropTaxFile = (db: DbOrTx, dataDir: string, relative: string) => removeUpload(db, dataDir, relative);

export interface SentTaxFile {
  stream: fs.ReadStream;
  mime: string;
  fileName: string;
}

/** One tax file of an invoice already found reachable by the caller (the buyer's store, the staff member's scope). */
export async function openTaxFile(db: DbOrTx, dataDir: string, invoice: q.InvoiceRow, kind: TaxFileKind): Promise<SentTaxFile> {
  const row = await q.taxFileOf(db, invoice.id, kind);
  const stream = row ? await openUploadFile(dataDir, row.path, FOLDER) : undefined;
  if (!row || !stream) throw notFound('发票文件');
  return { stream, mime: taxFileMime(kind), fileName: `数电票-${invoice.taxInvoiceNo ?? invoice.invoiceNo}.${kind}` };
}

/** The buyer's download: an invoice of another store (of this company or another) is not found. */
export async function buyerTaxFile(
  db: Db,
  dataDir: string,
  auth: Pick<AuthContext, 'storeId'>,
  id: number,
  kind: TaxFileKind,
): Promise<SentTaxFile> {
  const found = await q.findInvoice(db, auth.storeId, id);
  if (!found) throw notFound('发票文件');
  return openTaxFile(db, dataDir, found.invoice, kind);
}
