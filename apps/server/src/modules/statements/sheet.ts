/** A month's 对账单 as one Excel sheet: the header, the summary by section, then every line with its account in a column of its own. */
import { fenToYuan } from '@yc/contracts';
import { chinaDay } from '../../lib/china-day.js';
import type { Cell } from '../../lib/spreadsheet.js';
import { writeSpreadsheet } from '../../lib/spreadsheet-writer.js';
import { monthDays } from './months.js';
import { lineAmount, statusLine, type MonthRead } from './service.js';
import { summarySections } from './summary.js';

const ACCOUNT_COLUMNS = ['wallet', 'credit', 'online', 'points'] as const;

export function statementWorkbook(m: MonthRead, seller: string): Buffer {
  const days = monthDays(m.month);
  const rows: Cell[][] = [
    [`${seller}对账单`],
    ['客户', m.company],
    ['对账期间', `${days.from} 至 ${days.to}`],
    ['对账状态', statusLine(m)],
    [],
  ];
  for (const section of summarySections(m.figures)) {
    rows.push([section.title, ...section.cells.map((c) => c.label)]);
    rows.push([null, ...section.cells.map((c) => (c.kind === 'money' ? fenToYuan(c.value) : c.value))]);
  }
  rows.push([], ['日期', '业务类型', '订单编号', '余额(元)', '账期(元)', '在线支付(元)', '积分', '备注', '数电票号码']);
  for (const l of m.figures.lines) {
    const amounts: Cell[] = ACCOUNT_COLUMNS.map((a) => (a === l.account ? lineAmount(l) : null));
    rows.push([chinaDay(l.at), l.typeText, l.orderNo, ...amounts, l.note, l.taxInvoiceNo ?? '']);
  }
  if (m.disputes.length) {
    rows.push([], ['对账异议', '异议说明', '状态', '客户经理答复']);
    for (const d of m.disputes) rows.push([d.line_text, d.note, d.status_text, d.reply ?? '']);
  }
  return writeSpreadsheet('对账单', rows);
}
