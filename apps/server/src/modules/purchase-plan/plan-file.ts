/**
 * Reading a purchase plan as pharmacies keep it: the headers in any order, under the names their ERP
 * or their own sheet gives them. Each row keeps the errors of its own cells, so one bad quantity is
 * shown on its row and the others go on.
 */
import { PLAN_COLUMNS, PLAN_MAX_ROWS } from '@yc/contracts';
import type { PlanSourceRow } from '../../db/schema/index.js';
import { FieldError } from '../../lib/errors.js';
import { cellText, columnsOf, readSpreadsheet, type Cell } from '../../lib/spreadsheet.js';

const MAX_QUANTITY = 99999;

/** The names each column goes by in the ERPs and sheets pharmacies export from (the template's first). */
const PLAN_HEADERS = {
  name: [PLAN_COLUMNS.name, '通用名', '通用名称', '品名', '药品名称', '商品名', '名称'],
  spec: [PLAN_COLUMNS.spec, '规格型号', '包装规格', '型号规格'],
  maker: [PLAN_COLUMNS.maker, '厂家', '生产企业', '生产单位', '厂商', '产地'],
  approvalNo: [PLAN_COLUMNS.approval_no, '国药准字', '注册证号', '批准文号/注册证号'],
  barcode: [PLAN_COLUMNS.barcode, '条码', '商品条码', '69码', '国际条码'],
  quantity: [PLAN_COLUMNS.quantity, '数量', '计划数量', '订货数量', '需求数量', '采购量'],
} as const;

function readQuantity(c: Cell, errors: string[]): number | null {
  const raw = typeof c === 'number' ? c : cellText(c).replace(/,/g, '');
  if (raw === '') {
    errors.push('采购数量为空');
    return null;
  }
  const n = typeof raw === 'number' ? raw : /^[+-]?\d+(\.\d+)?$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isFinite(n)) errors.push('采购数量须为数字');
  else if (n <= 0) errors.push('采购数量须大于0');
  else if (!Number.isInteger(n)) errors.push('采购数量须为整数');
  else if (n > MAX_QUANTITY) errors.push(`采购数量不能超过${MAX_QUANTITY}`);
  else return n;
  return null;
}

/** Where the plan's columns stand, refusing a header without a name (or its stand-ins) or a quantity. */
function planColumns(header: readonly Cell[]) {
  const col = columnsOf(header, PLAN_HEADERS);
  if (col.name < 0 && col.barcode < 0 && col.approvalNo < 0) {
    throw new FieldError(
      'file',
      `表格第一行须有「${PLAN_COLUMNS.name}」列（或「${PLAN_COLUMNS.barcode}」「${PLAN_COLUMNS.approval_no}」列），请下载模板对照`,
    );
  }
  if (col.quantity < 0) throw new FieldError('file', `表格第一行须有「${PLAN_COLUMNS.quantity}」列，请下载模板对照`);
  return col;
}

/** The plan's rows as typed, not matched yet (goodsId null, no candidates). */
export async function readPlanFile(name: string, data: Buffer): Promise<PlanSourceRow[]> {
  const { head: col, body } = await readSpreadsheet(name, data, {
    kinds: ['.xlsx', '.xls', '.csv'],
    maxRows: PLAN_MAX_ROWS,
    header: planColumns,
  });
  if (body.length === 0) throw new FieldError('file', '表格中没有采购商品');
  const at = (row: Cell[], i: number) => (i < 0 ? '' : cellText(row[i]));
  return body.map((row, i) => {
    const errors: string[] = [];
    const source = {
      line: i + 2,
      name: at(row, col.name).slice(0, 100),
      spec: at(row, col.spec).slice(0, 60),
      maker: at(row, col.maker).slice(0, 100),
      approvalNo: at(row, col.approvalNo).replace(/\s+/g, '').slice(0, 40),
      barcode: at(row, col.barcode).replace(/\s+/g, '').slice(0, 14),
    };
    if (!source.name && !source.barcode && !source.approvalNo) errors.push('商品名称为空');
    const quantity = readQuantity(row[col.quantity], errors);
    return { ...source, quantity, errors, goodsId: null, candidateIds: [] };
  });
}
