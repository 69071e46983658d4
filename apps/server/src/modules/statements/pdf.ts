/** Draws a month's 对账单 as a PDF: the summary by section, every line, and the disputes raised on it. */
import { chinaDay } from '../../lib/china-day.js';
import { money, openPdf, tableRow, type PdfColumn } from '../../lib/pdf/document.js';
import type { CjkFont } from '../../lib/pdf/font.js';
import type { MonthLine } from './figures.js';
import { monthDays } from './months.js';
import { statusLine, type MonthRead } from './service.js';
import { summarySections, type SummaryCell } from './summary.js';

const MARGIN = 40;
const LINE_COLUMNS: readonly PdfColumn[] = [
  { title: '日期', width: 58, align: 'left' },
  { title: '业务类型', width: 52, align: 'left' },
  { title: '订单编号', width: 132, align: 'left' },
  { title: '余额', width: 58, align: 'right' },
  { title: '账期', width: 58, align: 'right' },
  { title: '在线支付', width: 58, align: 'right' },
  { title: '积分', width: 36, align: 'right' },
  { title: '备注', width: 63, align: 'left' },
];
const TAX_COLUMNS: readonly PdfColumn[] = [
  { title: '订单编号', width: 200, align: 'left' },
  { title: '数电票号码', width: 200, align: 'left' },
];
const DISPUTE_COLUMNS: readonly PdfColumn[] = [
  { title: '明细', width: 170, align: 'left' },
  { title: '异议说明', width: 140, align: 'left' },
  { title: '状态', width: 45, align: 'center' },
  { title: '客户经理答复', width: 160, align: 'left' },
];

const signed = (fen: number) => `${fen < 0 ? '-' : ''}${money(Math.abs(fen))}`;
const cellText = (c: SummaryCell) => (c.kind === 'money' ? signed(c.value) : String(c.value));

/** The line's amount in the column of its account; the other columns stay empty. */
function lineCells(l: MonthLine): string[] {
  const amount = l.account === 'points' ? String(l.amount) : signed(l.amount);
  const column = ['wallet', 'credit', 'online', 'points'].indexOf(l.account);
  const amounts = ['', '', '', ''];
  amounts[column] = amount;
  return [chinaDay(l.at), l.typeText, l.orderNo, ...amounts, l.note];
}

/** The month and the seller's name as they cross to the worker that draws them (lib/pdf/render-pool.ts). */
interface StatementDocument {
  month: MonthRead;
  seller: string;
}

export function renderStatementPdf({ month: m, seller }: StatementDocument, font: CjkFont): Promise<Buffer> {
  const { pdf, bytes } = openPdf(font, { size: 'A4', margin: MARGIN, info: { Title: `对账单 ${m.company} ${m.month}`, Author: seller } });
  const width = pdf.page.width - MARGIN * 2;
  const days = monthDays(m.month);

  pdf.fontSize(18).text(`${seller}对账单`, MARGIN, MARGIN, { width, align: 'center' });
  pdf.moveDown(0.6).fontSize(10);
  for (const [label, value] of [
    ['客户', m.company],
    ['对账期间', `${days.from} 至 ${days.to}`],
    ['对账状态', statusLine(m)],
  ]) {
    pdf.text(`${label}：${value}`, MARGIN, pdf.y, { width });
  }

  for (const section of summarySections(m.figures)) {
    pdf.moveDown(0.6).fontSize(11).text(section.title, MARGIN, pdf.y, { width });
    pdf.fontSize(9);
    const each = width / section.cells.length;
    const columns = section.cells.map((c) => ({ title: c.label, width: each, align: 'right' as const }));
    tableRow(pdf, columns, section.cells.map((c) => c.label), MARGIN);
    tableRow(pdf, columns, section.cells.map(cellText), MARGIN);
  }

  pdf.moveDown(0.8).fontSize(11).text(`明细（${m.figures.lines.length}笔）`, MARGIN, pdf.y, { width });
  pdf.fontSize(8);
  const header = () => tableRow(pdf, LINE_COLUMNS, LINE_COLUMNS.map((c) => c.title), MARGIN);
  header();
  for (const l of m.figures.lines) tableRow(pdf, LINE_COLUMNS, lineCells(l), MARGIN, header);
  if (m.figures.lines.length === 0) pdf.moveDown(0.4).text('本月没有资金或积分变动。', MARGIN, pdf.y, { width });

  // The lines' table has no room for a 20-digit number: the orders' 数电票 follow as a table of their own.
  const taxed = [...new Map(m.figures.lines.filter((l) => l.taxInvoiceNo).map((l) => [l.orderNo, l.taxInvoiceNo ?? ''])).entries()];
  if (taxed.length) {
    pdf.moveDown(0.8).fontSize(11).text('数电票', MARGIN, pdf.y, { width });
    pdf.fontSize(8);
    const taxHeader = () => tableRow(pdf, TAX_COLUMNS, TAX_COLUMNS.map((c) => c.title), MARGIN);
    taxHeader();
    for (const [orderNo, no] of taxed) tableRow(pdf, TAX_COLUMNS, [orderNo, no], MARGIN, taxHeader);
  }

  if (m.disputes.length) {
    pdf.moveDown(0.8).fontSize(11).text('对账异议', MARGIN, pdf.y, { width });
    pdf.fontSize(8);
    const disputeHeader = () => tableRow(pdf, DISPUTE_COLUMNS, DISPUTE_COLUMNS.map((c) => c.title), MARGIN);
    disputeHeader();
    for (const d of m.disputes) tableRow(pdf, DISPUTE_COLUMNS, [d.line_text, d.note, d.status_text, d.reply ?? ''], MARGIN, disputeHeader);
  }

  pdf
    .moveDown(1.2)
    .fontSize(8)
    .fillColor('#666666')
    .text('余额、账期欠款与积分按各自流水逐笔汇总：期初加本月各笔即为期末。在线支付不计入余额。', MARGIN, pdf.y, { width });
  pdf.end();
  return bytes;
}
