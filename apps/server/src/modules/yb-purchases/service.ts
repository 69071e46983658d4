/**
 * 医保进销存 (issue 37): the purchase rows a 医保定点 pharmacy uploads to 医保 (3503 商品采购), one per
 * line of a shipment and batch it shipped from, with the supplier's name and licence, the 随货单号, the
 * final unit price, the invoice number and the line's 追溯码. As a file for the buyer (per order or per
 * month) and as JSON for its ERP.
 */
import {
  deliveryNoteNo,
  fenToYuan,
  YB_PURCHASE_HEADER,
  type ErpYbPurchaseMonth,
  type ErpYbPurchases,
  type YbPurchaseFormat,
  type YbPurchaseRow,
} from '@yc/contracts';
import type { Db } from '../../db/client.js';
import { chinaDay } from '../../lib/china-day.js';
import { notFound, refuse } from '../../lib/errors.js';
import type { Cell } from '../../lib/spreadsheet.js';
import { writeTable, type TableFile } from '../../lib/spreadsheet-writer.js';
import { getSetting } from '../content/settings.js';
import { monthSpan } from '../statements/months.js';
import { orderNoOf } from '../trace-codes/handover.js';
import * as q from './queries.js';

const SHIPPED = ['shipped', 'completed'];
const SHEET = '医保进销存';
/** More rows than this in a month is beyond any one pharmacy: the month is refused rather than drawn half. */
const MAX_ROWS = 50_000;

/**
 * The 采购发票号 of an order: the 数电票's 20-digit number once finance recorded it (what 医保 matches
 * against the tax system), else the store's own invoice number the buyer holds until then.
 */
export const purchaseInvoiceNo = (row: Pick<q.PurchaseRow, 'invoiceNo' | 'taxInvoiceNo'>): string =>
  row.taxInvoiceNo ?? row.invoiceNo ?? '';

/** A line's amount shared over its batches by quantity, the last batch taking what rounding leaves (as the 随货同行单 shares it). */
function shares(amount: number, number: number, quantities: readonly number[]): number[] {
  let left = amount;
  return quantities.map((n, i) => {
    const share = i === quantities.length - 1 ? left : Math.floor((amount * n) / number);
    left -= share;
    return share;
  });
}

/** The supplier as its 随货同行单 names it: its legal name (the site's name until one is set) and its 药品经营许可证 number. */
async function supplierOf(db: Db): Promise<{ name: string; licenceNo: string }> {
  const [supplier, siteName] = await Promise.all([getSetting(db, 'supplier'), getSetting(db, 'site_name')]);
  return { name: supplier.legal_name || siteName, licenceNo: supplier.drug_licence_no };
}

/** The 3503 rows of the lines read: each batch its share of the line's amount and the codes scanned from it. */
async function purchaseRowsOf(db: Db, rows: readonly q.PurchaseRow[]): Promise<YbPurchaseRow[]> {
  const [supplier, codes] = await Promise.all([supplierOf(db), q.codesOfOrders(db, [...new Set(rows.map((r) => r.orderId))])]);
  const byLine = new Map<number, q.PurchaseRow[]>();
  for (const row of rows) byLine.set(row.itemId, [...(byLine.get(row.itemId) ?? []), row]);
  // A code goes to the row of the batch it was scanned from; one without a batch (or of none the line shipped), to the line's first row.
  const codesOf = new Map<q.PurchaseRow, string[]>();
  for (const c of codes) {
    const line = byLine.get(c.orderItemId);
    if (!line) continue;
    const row = line.find((r) => r.batchNo !== null && r.batchNo === c.batchNo) ?? line[0];
    codesOf.set(row, [...(codesOf.get(row) ?? []), c.code]);
  }
  const amounts = new Map<q.PurchaseRow, number>();
  for (const line of byLine.values()) {
    const [first] = line;
    const split = shares(
      first.amount,
      first.number,
      line.map((r) => r.quantity ?? first.number),
    );
    line.forEach((r, i) => amounts.set(r, split[i]));
  }
  return rows.map((r) => ({
    order_no: r.orderNo,
    bill_no: deliveryNoteNo(r.orderNo),
    med_list_code: r.ybCode,
    goods_code: r.goodsCode,
    name: r.commonName || r.name,
    spec: r.spec,
    manufacturer: r.manufacturer,
    approval_no: r.approvalNo,
    supplier_name: supplier.name,
    supplier_licence_no: supplier.licenceNo,
    batch_no: r.batchNo,
    produced_on: r.producedOn,
    expires_on: r.expiresOn,
    // 最终成交单价: what a unit cost once the order's 满减, 满折 and coupon took their share (the line's amount), not the list price.
    unit_price: fenToYuan(Math.floor(r.amount / r.number)),
    quantity: r.quantity ?? r.number,
    amount: fenToYuan(amounts.get(r) ?? 0),
    invoice_no: purchaseInvoiceNo(r),
    rx_flag: Number(r.rxClass === '处方药'),
    gift_flag: Number(r.lineType === 'gift'),
    trace_codes: codesOf.get(r) ?? [],
    shipped_on: r.shippedAt ? chinaDay(r.shippedAt) : '',
  }));
}

const yesNo = (flag: number) => (flag ? '是' : '否');

/** Excel's most characters in a cell: past it (some 1,500 codes in one row) the workbook is one Excel repairs, so the row points to the hand-over file. */
const CELL_MAX = 32_767;
export const TOO_MANY_CODES = '追溯码较多，请下载该订单的追溯码文件';
const codesCell = (codes: readonly string[]) => {
  const joined = codes.join(',');
  return joined.length <= CELL_MAX ? joined : TOO_MANY_CODES;
};

function purchaseTable(rows: readonly YbPurchaseRow[]): Cell[][] {
  return [
    [...YB_PURCHASE_HEADER],
    ...rows.map((r) => [
      r.med_list_code,
      r.name,
      r.spec,
      r.manufacturer,
      r.approval_no,
      r.bill_no,
      r.supplier_name,
      r.supplier_licence_no,
      r.batch_no ?? '',
      r.produced_on ?? '',
      r.expires_on ?? '',
      r.unit_price,
      r.quantity,
      r.amount,
      r.invoice_no,
      yesNo(r.rx_flag),
      yesNo(r.gift_flag),
      r.trace_codes.length,
      codesCell(r.trace_codes),
      r.shipped_on,
    ]),
  ];
}

/** The rows of a shipped order of the stores; 404 for any order not theirs, refused in Chinese before it ships. */
async function orderRows(db: Db, storeIds: readonly number[], by: { id: number } | { orderNo: string }) {
  const head = await q.orderHead(db, storeIds, by);
  if (!head) throw notFound('订单');
  if (!SHIPPED.includes(head.status)) throw refuse('订单发货后才能下载医保进销存');
  return { head, rows: await purchaseRowsOf(db, await q.orderPurchaseRows(db, [head.storeId], head.id, MAX_ROWS)) };
}

async function monthRows(db: Db, storeId: number, month: string): Promise<YbPurchaseRow[]> {
  const span = monthSpan(month);
  const rows = await q.monthPurchaseRows(db, storeId, span.from, span.to, MAX_ROWS + 1);
  if (rows.length > MAX_ROWS) throw refuse(`该月发货记录超过${MAX_ROWS}行，请按订单下载医保进销存`);
  return purchaseRowsOf(db, rows);
}

/** GET /api/order/:id/yb_purchases: the session's store's shipped order. */
export async function orderYbPurchases(db: Db, storeId: number, orderId: number, format: YbPurchaseFormat): Promise<TableFile> {
  const { head, rows } = await orderRows(db, [storeId], { id: orderId });
  return writeTable(format, `医保进销存-${deliveryNoteNo(head.orderNo)}`, SHEET, purchaseTable(rows));
}

/** GET /api/yb_purchases?month=: the store's orders shipped in the month (China time); a month without shipments is the header alone. */
export async function monthYbPurchases(db: Db, storeId: number, month: string, format: YbPurchaseFormat): Promise<TableFile> {
  return writeTable(format, `医保进销存-${month}`, SHEET, purchaseTable(await monthRows(db, storeId, month)));
}

/** GET /api/erp/orders/:order_no/yb_purchases: a shipped order of one of the key's stores, by its order number or 随货单号. */
export async function erpOrderYbPurchases(db: Db, storeIds: readonly number[], number: string): Promise<ErpYbPurchases> {
  const { head, rows } = await orderRows(db, storeIds, { orderNo: orderNoOf(number) });
  return { order_no: head.orderNo, bill_no: deliveryNoteNo(head.orderNo), store_id: head.storeId, rows };
}

/** GET /api/erp/yb_purchases/:month: a store the key reads (checked by the caller), its month's shipments. */
export async function erpMonthYbPurchases(db: Db, storeId: number, month: string): Promise<ErpYbPurchaseMonth> {
  return { month, store_id: storeId, rows: await monthRows(db, storeId, month) };
}
