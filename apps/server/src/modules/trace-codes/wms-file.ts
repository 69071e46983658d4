/**
 * The WMS's file of one order's 追溯码 (issue 37): one row per box, its 单据号, 商品编码, 批号 and
 * 追溯码, under a title or two as WMS exports have them. Each row is checked on its own cells here;
 * what the order says of it (its goods, batches, boxes) is the service's to judge.
 */
import { parseTraceCode, TRACE_IMPORT_COLUMNS, TRACE_IMPORT_MAX_ROWS, type TraceCode } from '@yc/contracts';
import { FieldError } from '../../lib/errors.js';
import { cellText, columnsOf, readSheetTable, type Cell, type SheetRow } from '../../lib/spreadsheet.js';
import type { UploadedFile } from '../../lib/uploads/kinds.js';

/** One box as the file gives it; `row` is the sheet's row number, as a refusal names it (第N行). */
export interface WmsRow {
  row: number;
  billNo: string;
  goodsCode: string;
  /** The code, its batch the 批号 column's when the code itself names none. */
  code: TraceCode;
}

const HEADERS = {
  bill_no: [TRACE_IMPORT_COLUMNS.bill_no, '单据编号', '随货单号', '出库单号', '订单号', '订单编号', 'bill_no', 'order_no'],
  goods_code: [TRACE_IMPORT_COLUMNS.goods_code, '商品编号', '商品代码', '货品编码', '药品编码', 'sku', 'goods_code'],
  batch_no: [TRACE_IMPORT_COLUMNS.batch_no, '生产批号', '批次号', 'batch_no'],
  trace_code: [TRACE_IMPORT_COLUMNS.trace_code, '药品追溯码', '追溯码号', '监管码', 'trace_code'],
} as const;
type Columns = Record<keyof typeof HEADERS, number>;
/** 批号 may be missing: the line's own batch is used when it ships from one. */
const REQUIRED = ['bill_no', 'goods_code', 'trace_code'] as const;
/** A title row or two (仓库, 打印时间) may stand above the header. */
const HEADER_SCAN = 5;

function findHeader(heads: SheetRow[][]) {
  for (const [sheet, rows] of heads.entries()) {
    for (const r of rows) {
      const col: Columns = columnsOf(r.cells, HEADERS);
      if (REQUIRED.every((c) => col[c] >= 0)) return { sheet, row: r.row, head: col };
    }
  }
  throw new FieldError('file', `表格须有${REQUIRED.map((c) => `「${TRACE_IMPORT_COLUMNS[c]}」`).join('')}列`);
}

/** A number or code as typed: full-width characters (an IME left on) read as ASCII, spaces gone. */
const keyText = (cell: Cell) => cellText(cell).normalize('NFKC').replace(/\s+/g, '');

/** The file's rows, each checked on its own cells and against the rows above it; the first bad one refuses the file. */
export async function readWmsFile(file: UploadedFile | undefined): Promise<WmsRow[]> {
  if (!file) throw new FieldError('file', '请选择要导入的文件');
  const { head: col, body } = await readSheetTable(file.name, file.data, {
    kinds: ['.csv', '.xlsx', '.xls'],
    maxRows: TRACE_IMPORT_MAX_ROWS,
    scan: HEADER_SCAN,
    find: findHeader,
  });
  if (body.length === 0) throw new FieldError('file', '表格中没有要导入的追溯码');
  const rows: WmsRow[] = [];
  const codeAt = new Map<string, number>();
  for (const { row, cells } of body) {
    const bad = (msg: string) => new FieldError('file', `第${row}行：${msg}`);
    const billNo = keyText(cells[col.bill_no]).toUpperCase();
    if (!billNo) throw bad('单据号为空');
    const goodsCode = keyText(cells[col.goods_code]);
    if (!goodsCode) throw bad('商品编码为空');
    const raw = cells[col.trace_code];
    // Excel keeps a 20-digit number as a float and loses its last digits: only text keeps the code whole.
    if (typeof raw === 'number') throw bad('追溯码须为文本格式（Excel 会把20位数字改成科学计数法）');
    if (!cellText(raw)) throw bad('追溯码为空');
    const parsed = parseTraceCode(cellText(raw));
    if (!parsed.ok) throw bad(parsed.error);
    const code = parsed.value;
    const batch = col.batch_no >= 0 ? keyText(cells[col.batch_no]) : '';
    if (batch && code.batch !== undefined && code.batch !== batch) throw bad(`追溯码中的批号 ${code.batch} 与批号列的 ${batch} 不符`);
    const same = codeAt.get(code.code);
    if (same !== undefined) throw bad(`追溯码 ${code.code} 与第${same}行重复`);
    codeAt.set(code.code, row);
    rows.push({ row, billNo, goodsCode, code: batch ? { ...code, batch } : code });
  }
  return rows;
}
