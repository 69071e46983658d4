/**
 * Finding a purchase plan's header as ERPs (海典, 英克…) export it: a title row and a 制单日期 row
 * above it, its columns in any order under the names each ERP gives them, a 合计 row below the lines.
 */
import { PLAN_COLUMNS, PLAN_HEADER_SCAN } from '@yc/contracts';
import { FieldError } from '../../lib/errors.js';
import { cellText, columnsOf, type Cell, type FoundHeader, type SheetRow } from '../../lib/spreadsheet.js';

/** The names each column goes by in the ERPs and sheets pharmacies export from (the template's first). */
export const PLAN_HEADERS = {
  name: [PLAN_COLUMNS.name, '品名', '通用名', '药品名称', '通用名称', '商品名', '名称'],
  spec: [PLAN_COLUMNS.spec, '规格型号', '包装规格', '型号规格'],
  unit: ['单位', '计量单位', '包装单位'],
  maker: [PLAN_COLUMNS.maker, '厂家', '生产企业', '生产单位', '厂商', '产地'],
  approvalNo: [PLAN_COLUMNS.approval_no, '国药准字', '注册证号', '批准文号/注册证号'],
  barcode: [PLAN_COLUMNS.barcode, '条码', '商品条码', '69码', '国际条码'],
  quantity: [PLAN_COLUMNS.quantity, '数量', '计划数量', '订货数量', '需求数量', '采购量'],
  remark: ['备注'],
} as const;

export type PlanColumns = Record<keyof typeof PLAN_HEADERS, number>;

const NAMES_WANTED = `「${['品名', PLAN_COLUMNS.name, '通用名', '药品名称'].join('/')}」`;
/** Rows of the first sheet quoted when no header is found: enough to see what the file holds. */
const QUOTED_ROWS = 5;

/**
 * A row is the header when it names the goods (a name, or a barcode or 批准文号 standing in for one)
 * and at least one more of the plan's columns: a title that happens to read 品名 is not a header.
 */
function headerColumns(cells: readonly Cell[]): PlanColumns | null {
  const col = columnsOf(cells, PLAN_HEADERS);
  const known = Object.values(col).filter((i) => i >= 0).length;
  const names = col.name >= 0 || col.barcode >= 0 || col.approvalNo >= 0;
  return names && known >= 2 ? col : null;
}

const quoted = (r: SheetRow): string =>
  `第${r.row}行「${r.cells
    .map(cellText)
    .filter(Boolean)
    .join(' ')
    .slice(0, 40)}」`;

/** The first sheet whose first rows hold a header, refusing when none does or its header has no quantity. */
export function findPlanHeader(heads: readonly SheetRow[][]): FoundHeader<PlanColumns> {
  for (const [sheet, rows] of heads.entries()) {
    for (const r of rows) {
      const head = headerColumns(r.cells);
      if (!head) continue;
      if (head.quantity < 0)
        throw new FieldError('file', `表头（第${r.row}行）须有「${PLAN_COLUMNS.quantity}」或「数量」列，请下载模板对照`);
      return { sheet, row: r.row, head };
    }
  }
  const first = (heads[0] ?? []).slice(0, QUOTED_ROWS);
  const seen = first.length ? `前 ${first.length} 行是：${first.map(quoted).join('；')}` : `前 ${PLAN_HEADER_SCAN} 行都是空的`;
  throw new FieldError('file', `未找到表头：需要${NAMES_WANTED}列及数量列；${seen}`);
}

const TOTAL = /^(合|小|总)计/;

/** A 合计/小计 row an ERP puts under the lines: its first text, or its name cell, says so. */
export function isTotalRow(cells: readonly Cell[], col: PlanColumns): boolean {
  const first = cells.map(cellText).find(Boolean) ?? '';
  const name = col.name < 0 ? '' : cellText(cells[col.name]);
  return [first, name].some((t) => TOTAL.test(t.replace(/\s+/g, '')));
}
