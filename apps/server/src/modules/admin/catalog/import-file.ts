/**
 * Reading a bulk price and stock file (CSV, XLSX or XLS, see lib/spreadsheet). The first row names
 * the columns (IMPORT_COLUMNS); every other row is
 * checked on its own, so one bad row is reported and refused without stopping the others.
 */
import { IMPORT_COLUMNS, IMPORT_MAX_ROWS } from '@yc/contracts';
import type { GoodsImportRow } from '../../../db/schema/index.js';
import { FieldError } from '../../../lib/errors.js';
import { cellText as text, columnsOf, readSpreadsheet, type Cell } from '../../../lib/spreadsheet.js';

const MAX_PRICE_YUAN = 1_000_000;
const MAX_STOCK = 10_000_000;

/** Header names each column may go by (the template's Chinese first). */
const HEADERS = {
  sku: [IMPORT_COLUMNS.sku, '编码', 'sku'],
  price: [IMPORT_COLUMNS.price, '基础价格', '价格(元)', 'price'],
  stock: [IMPORT_COLUMNS.stock, 'stock'],
} as const;

/** Yuan, two decimals at most, above 0; a cell may carry ¥ and thousands separators as Excel shows them. */
function readPrice(c: Cell, errors: string[]): number | null {
  const raw =
    typeof c === 'number'
      ? c
      : text(c)
          .replace(/^[¥￥]/, '')
          .replace(/,/g, '');
  if (raw === '') return null;
  const yuan = typeof raw === 'number' ? raw : /^-?\d+(\.\d+)?$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isFinite(yuan)) errors.push('价格格式不正确，应为数字（单位：元）');
  else if (yuan <= 0) errors.push('价格须大于0');
  else if (yuan > MAX_PRICE_YUAN) errors.push(`价格不能超过${MAX_PRICE_YUAN}元`);
  else if (Math.abs(yuan * 100 - Math.round(yuan * 100)) > 1e-6) errors.push('价格最多两位小数');
  else return Math.round(yuan * 100);
  return null;
}

function readStock(c: Cell, errors: string[]): number | null {
  const raw = typeof c === 'number' ? c : text(c).replace(/,/g, '');
  if (raw === '') return null;
  const n = typeof raw === 'number' ? raw : /^-?\d+(\.\d+)?$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isFinite(n)) errors.push('库存格式不正确，应为整数');
  else if (n < 0) errors.push('库存不能为负数');
  else if (!Number.isInteger(n)) errors.push('库存须为整数');
  else if (n > MAX_STOCK) errors.push(`库存不能超过${MAX_STOCK}`);
  else return n;
  return null;
}

/** Where the file's columns stand, refusing a header without the SKU, or without both price and stock. */
function importColumns(header: readonly Cell[]) {
  const col = columnsOf(header, HEADERS);
  if (col.sku < 0 || (col.price < 0 && col.stock < 0)) {
    throw new FieldError(
      'file',
      `表格第一行须有「${IMPORT_COLUMNS.sku}」列，以及「${IMPORT_COLUMNS.price}」或「${IMPORT_COLUMNS.stock}」列`,
    );
  }
  return col;
}

/** The file's rows, each with the errors its own cells show (the catalogue is checked afterwards). */
export async function readImportFile(name: string, data: Buffer): Promise<GoodsImportRow[]> {
  const { head: col, body } = await readSpreadsheet(name, data, {
    kinds: ['.csv', '.xlsx', '.xls'],
    maxRows: IMPORT_MAX_ROWS,
    header: importColumns,
  });
  if (body.length === 0) throw new FieldError('file', '表格中没有要导入的数据行');
  const firstLine = new Map<string, number>();
  return body.map((row, i) => {
    const line = i + 2;
    const errors: string[] = [];
    const sku = text(row[col.sku]);
    if (sku === '') errors.push('商品编码为空');
    const priceFen = col.price < 0 ? null : readPrice(row[col.price], errors);
    const stock = col.stock < 0 ? null : readStock(row[col.stock], errors);
    if (errors.length === 0 && priceFen === null && stock === null) errors.push('价格和库存都为空，没有要更新的内容');
    const seen = firstLine.get(sku);
    if (sku !== '' && seen !== undefined) errors.push(`商品编码与第${seen}行重复`);
    else if (sku !== '') firstLine.set(sku, line);
    return { line, sku, priceFen, stock, errors };
  });
}
