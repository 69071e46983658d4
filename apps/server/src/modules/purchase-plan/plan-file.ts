/**
 * Reading a purchase plan as pharmacies keep it: the header found under the ERP's title rows, the
 * columns in any order under the names their ERP gives them (sheet-header), the 合计 row left out.
 * Each row keeps its sheet row number and the errors of its own cells, so one bad quantity is shown
 * on its row and the others go on.
 */
import { PLAN_HEADER_SCAN, PLAN_MAX_ROWS } from '@yc/contracts';
import type { PlanSourceRow } from '../../db/schema/index.js';
import { FieldError } from '../../lib/errors.js';
import { cellText, readSheetTable, type Cell } from '../../lib/spreadsheet.js';
import { readQuantity } from './quantity.js';
import { findPlanHeader, isTotalRow } from './sheet-header.js';

/** The plan's rows as typed, not matched yet (goodsId null, no candidates). */
export async function readPlanFile(name: string, data: Buffer): Promise<PlanSourceRow[]> {
  const { head: col, body } = await readSheetTable(name, data, {
    kinds: ['.xlsx', '.xls', '.csv'],
    maxRows: PLAN_MAX_ROWS,
    scan: PLAN_HEADER_SCAN,
    find: findPlanHeader,
  });
  const lines = body.filter((r) => !isTotalRow(r.cells, col));
  if (lines.length === 0) throw new FieldError('file', '表格中没有采购商品');
  const at = (row: Cell[], i: number) => (i < 0 ? '' : cellText(row[i]));
  return lines.map(({ row, cells }) => {
    const errors: string[] = [];
    const source = {
      line: row,
      name: at(cells, col.name).slice(0, 100),
      spec: at(cells, col.spec).slice(0, 60),
      maker: at(cells, col.maker).slice(0, 100),
      approvalNo: at(cells, col.approvalNo).replace(/\s+/g, '').slice(0, 40),
      barcode: at(cells, col.barcode).replace(/\s+/g, '').slice(0, 14),
    };
    if (!source.name && !source.barcode && !source.approvalNo) errors.push('商品名称为空');
    const { quantity, unit, error } = readQuantity(cells[col.quantity]);
    if (error) errors.push(error);
    // The unit written with the quantity says what it counts; the 单位 column says it for the line.
    const asked = (unit || at(cells, col.unit)).slice(0, 10);
    return { ...source, quantity, unit: asked, errors, goodsId: null, candidateIds: [] };
  });
}
