/**
 * The 追溯码 handed over with a shipment (issue 37): a 定点 pharmacy takes the codes of every box into
 * its ERP at receipt and uploads them to 医保, instead of scanning each box. One file per shipment under
 * its 随货同行单's 单据编号 (the 随货单号), one row per box, as Excel, UTF-8 CSV or XML.
 */
import { deliveryNoteNo, TRACE_HANDOVER_HEADER, type ErpTraceCodes, type TraceHandoverFormat } from '@yc/contracts';
import type { Db } from '../../db/client.js';
import { notFound, refuse } from '../../lib/errors.js';
import type { Cell } from '../../lib/spreadsheet.js';
import { writeTable, type TableFile } from '../../lib/spreadsheet-writer.js';
import * as q from './queries.js';

const HANDED_OVER = ['shipped', 'completed'];
const SHEET = '追溯码';

export type HandoverFile = TableFile;

type HandoverRow = Awaited<ReturnType<typeof q.handoverRows>>[number];

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/**
 * The XML: the bill, then one <item> per box with the same fields as the sheet's columns under English
 * element names an ERP's importer maps once; every value escaped, none read as markup.
 */
function handoverXml(billNo: string, rows: readonly HandoverRow[]): Buffer {
  const field = (name: string, value: string | null) => `<${name}>${escapeXml(value ?? '')}</${name}>`;
  const items = rows.map(
    (r) =>
      `  <item>${[
        field('goodsCode', r.goodsCode),
        field('commonName', r.commonName),
        field('spec', r.spec),
        field('manufacturer', r.manufacturer),
        field('approvalNo', r.approvalNo),
        field('batchNo', r.batchNo),
        field('producedOn', r.producedOn),
        field('expiresOn', r.expiresOn),
        field('traceCode', r.code),
      ].join('')}</item>`,
  );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<traceCodeHandover billNo="${escapeXml(billNo)}" count="${rows.length}">\n${items.join('\n')}\n</traceCodeHandover>\n`;
  return Buffer.from(xml, 'utf8');
}

type BillHead = NonNullable<Awaited<ReturnType<typeof q.storeOrderHead>>>;

/** The boxes of a shipped order; refused in Chinese before shipping and when it went without codes. */
async function handedOver(db: Db, order: BillHead | undefined): Promise<{ order: BillHead; rows: HandoverRow[] }> {
  if (!order) throw notFound('订单');
  if (!HANDED_OVER.includes(order.status)) throw refuse('订单发货后才能下载追溯码');
  const rows = await q.handoverRows(db, order.storeId, order.id);
  if (rows.length === 0) throw refuse('该订单没有随货追溯码');
  return { order, rows };
}

/** The order number a 随货单号 or an order number names: the bill is the order's number under SH. */
export const orderNoOf = (number: string) => (number.startsWith(deliveryNoteNo('')) ? number.slice(deliveryNoteNo('').length) : number);

/** GET /api/erp/orders/:order_no/trace_codes: a shipped order of one of the key's stores, by order or bill number, for the ERP's receipt. */
export async function erpTraceCodes(db: Db, storeIds: readonly number[], number: string): Promise<ErpTraceCodes> {
  const { order, rows } = await handedOver(db, await q.billHead(db, storeIds, orderNoOf(number)));
  return {
    order_no: order.orderNo,
    bill_no: deliveryNoteNo(order.orderNo),
    store_id: order.storeId,
    codes: rows.map((r) => ({
      goods_code: r.goodsCode,
      common_name: r.commonName,
      spec: r.spec,
      manufacturer: r.manufacturer,
      approval_no: r.approvalNo,
      batch_no: r.batchNo,
      produced_on: r.producedOn,
      expires_on: r.expiresOn,
      trace_code: r.code,
    })),
  };
}

/** GET /api/order/:id/trace_codes: the session's store's shipped order's codes, in the format asked. */
export async function traceHandover(db: Db, storeId: number, orderId: number, format: TraceHandoverFormat): Promise<HandoverFile> {
  const { order, rows } = await handedOver(db, await q.storeOrderHead(db, storeId, orderId));
  const billNo = deliveryNoteNo(order.orderNo);
  const name = `追溯码-${billNo}`;
  if (format === 'xml') return { fileName: `${name}.xml`, mime: 'application/xml; charset=utf-8', data: handoverXml(billNo, rows) };
  const table: Cell[][] = [
    [...TRACE_HANDOVER_HEADER],
    ...rows.map((r) => [
      billNo,
      r.goodsCode,
      r.commonName,
      r.spec,
      r.manufacturer,
      r.approvalNo,
      r.batchNo ?? '',
      r.producedOn ?? '',
      r.expiresOn ?? '',
      r.code,
    ]),
  ];
  return writeTable(format, name, SHEET, table);
}
