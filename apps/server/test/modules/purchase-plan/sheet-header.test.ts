import { describe, expect, it } from 'vitest';
import { FieldError } from '../../../src/lib/errors.js';
import type { SheetRow } from '../../../src/lib/spreadsheet.js';
import { findPlanHeader, isTotalRow } from '../../../src/modules/purchase-plan/sheet-header.js';

const rows = (...cells: [number, string[]][]): SheetRow[] => cells.map(([row, c]) => ({ row, cells: c }));
const refusal = (heads: SheetRow[][]): string => {
  try {
    findPlanHeader(heads);
  } catch (error) {
    if (error instanceof FieldError) return error.message;
    throw error;
  }
  throw new Error('no refusal');
};

describe('finding a purchase plan header under an ERP title', () => {
  const erp = rows(
    [1, ['XX大药房采购计划单']],
    [2, ['制单日期：2026-11-30', '', '制单人：张三']],
    [4, ['数量', '条码', '品名', '规格', '单位', '生产厂家', '批准文号', '备注']],
    [5, ['10盒', '', '阿莫西林胶囊', '0.25g*24粒', '盒', '华北制药', '', '']],
  );

  it('finds the header below the title and date rows, each column by its synonym in any order', () => {
    expect(findPlanHeader([erp])).toEqual({
      sheet: 0,
      row: 4,
      head: { quantity: 0, barcode: 1, name: 2, spec: 3, unit: 4, maker: 5, approvalNo: 6, remark: 7 },
    });
  });

  it('takes a later sheet when the first has no header', () => {
    const cover = rows([1, ['说明']], [2, ['本表由ERP导出']]);
    expect(findPlanHeader([cover, erp])).toMatchObject({ sheet: 1, row: 4 });
  });

  it('does not take a lone 品名 (a title) for the header', () => {
    const lone = rows([1, ['品名']], [2, ['通用名', '计划数量']]);
    expect(findPlanHeader([lone])).toMatchObject({ row: 2, head: { name: 0, quantity: 1 } });
  });

  it('refuses naming what it looked for and what the first rows hold', () => {
    const none = rows([1, ['采购计划']], [2, ['制单日期：2026-11-30']], [3, ['阿莫西林胶囊', '10']]);
    expect(refusal([none])).toBe(
      '未找到表头：需要「品名/商品名称/通用名/药品名称」列及数量列；前 3 行是：第1行「采购计划」；第2行「制单日期：2026-11-30」；第3行「阿莫西林胶囊 10」',
    );
    expect(refusal([[]])).toBe('未找到表头：需要「品名/商品名称/通用名/药品名称」列及数量列；前 20 行都是空的');
  });

  it('refuses a header without a quantity column, naming its row', () => {
    expect(refusal([rows([1, ['标题']], [3, ['品名', '规格']])])).toBe('表头（第3行）须有「采购数量」或「数量」列，请下载模板对照');
  });

  it('tells 合计 and 小计 rows from lines', () => {
    const col = findPlanHeader([erp]).head;
    expect(isTotalRow(['合计', '', '', '', '', '', '', ''], col)).toBe(true);
    expect(isTotalRow(['', '', '小 计：', ''], col)).toBe(true);
    expect(isTotalRow(['30', '', '合计', ''], col)).toBe(true);
    expect(isTotalRow(['10盒', '', '合欢皮', ''], col)).toBe(false);
  });
});
