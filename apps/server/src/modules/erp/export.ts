/**
 * The order export a pharmacy ERP receives goods (入库) from: one row per shipped batch of each line
 * of the store's orders shipped in the days asked, as .xlsx or as UTF-8 CSV. The amount is the
 * batch's units at the line's unit price; 发票号 is the order's 数电票号码 once finance recorded it.
 */
import { fenToYuan, type OrderExportQuery } from '@yc/contracts';
import type { Db } from '../../db/client.js';
import { refuse } from '../../lib/errors.js';
import type { Cell } from '../../lib/spreadsheet.js';
import { writeTable, type TableFile } from '../../lib/spreadsheet-writer.js';
import { taxInvoicesOf } from '../invoice/queries.js';
import { shippedBatchRows } from './queries.js';

export const ORDER_EXPORT_HEADER = ['订单编号', '商品编码', '通用名', '规格', '生产厂家', '批准文号', '批号', '生产日期', '有效期至', '单位', '数量', '单价', '金额', '发票号'];
/** More rows than this is a year of a large chain: it is asked for in shorter spans. */
const MAX_ROWS = 50_000;
const DAY = 86_400_000;

export type ExportFile = TableFile;

export async function orderExport(db: Db, storeId: number, query: OrderExportQuery): Promise<ExportFile> {
  const from = new Date(`${query.from}T00:00:00+08:00`);
  const to = new Date(new Date(`${query.to}T00:00:00+08:00`).getTime() + DAY);
  const rows = await shippedBatchRows(db, storeId, from, to, MAX_ROWS + 1);
  if (rows.length > MAX_ROWS) throw refuse(`发货记录超过${MAX_ROWS}行，请缩短导出的日期范围`);
  const taxNos = await taxInvoicesOf(db, [...new Set(rows.map((r) => r.orderId))]);
  const table: Cell[][] = [
    ORDER_EXPORT_HEADER,
    ...rows.map((r) => {
      const units = r.quantity ?? r.number;
      return [
        r.orderNo,
        r.goodsCode,
        r.commonName,
        r.spec,
        r.manufacturer,
        r.approvalNo,
        r.batchNo ?? '',
        r.producedOn ?? '',
        r.expiresOn ?? '',
        r.unit,
        units,
        fenToYuan(r.price),
        fenToYuan(r.price * units),
        // Text, never a number: 20 digits are past what a spreadsheet number keeps.
        taxNos.get(r.orderId)?.taxInvoiceNo ?? '',
      ];
    }),
  ];
  const name = `发货明细-${query.from}-${query.to}`;
  return writeTable(query.format, name, '发货明细', table);
}
