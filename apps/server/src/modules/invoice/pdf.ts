/** Draws an e-invoice as a PDF with pdfkit; every string goes through the one CJK font, digits included. */
import { amountBreakdown, yuanToFen, type AmountParts } from '@yc/contracts';
import { money, openPdf, tableRow, type PdfColumn } from '../../lib/pdf/document.js';
import type { CjkFont } from '../../lib/pdf/font.js';

export interface InvoiceLine {
  name: string;
  spec: string;
  unit: string;
  number: number;
  /** Fen: the unit price, the units before discounts, what came off them (discounts and cash vouchers), and what was paid. */
  price: number;
  subtotal: number;
  discount: number;
  paid: number;
}

export interface InvoiceDocument {
  invoiceNo: string;
  issuedOn: string;
  seller: string;
  buyer: string;
  orderNo: string;
  /** The goods lines, and shipping as a line of its own when charged. */
  lines: InvoiceLine[];
  /** The order's amounts in yuan, as amountBreakdown states them. */
  amounts: AmountParts;
  /** Fen: refunds made before the order completed, and what the invoice is for. */
  refunded: number;
  total: number;
}

const MARGIN = 50;
const COLUMNS: readonly PdfColumn[] = [
  { title: '商品名称', width: 125, align: 'left' },
  { title: '规格', width: 70, align: 'left' },
  { title: '单位', width: 30, align: 'center' },
  { title: '数量', width: 40, align: 'right' },
  { title: '单价', width: 55, align: 'right' },
  { title: '小计', width: 60, align: 'right' },
  { title: '优惠', width: 55, align: 'right' },
  { title: '金额', width: 60, align: 'right' },
];

export function renderInvoicePdf(doc: InvoiceDocument, font: CjkFont): Promise<Buffer> {
  const { pdf, bytes } = openPdf(font, { size: 'A4', margin: MARGIN, info: { Title: `电子发票 ${doc.invoiceNo}`, Author: doc.seller } });
  const width = pdf.page.width - MARGIN * 2;

  pdf.fontSize(20).text('电子发票（演示）', MARGIN, MARGIN, { width, align: 'center' });
  pdf.moveDown(0.8).fontSize(10);
  for (const [label, value] of [
    ['发票号码', doc.invoiceNo],
    ['开票日期', doc.issuedOn],
    ['订单编号', doc.orderNo],
    ['销售方', doc.seller],
    ['购买方', doc.buyer],
  ]) {
    pdf.text(`${label}：${value}`, MARGIN, pdf.y, { width });
  }
  pdf.moveDown(0.8);

  const row = (cells: readonly string[]) => tableRow(pdf, COLUMNS, cells, MARGIN);
  row(COLUMNS.map((c) => c.title));
  for (const l of doc.lines)
    row([l.name, l.spec, l.unit, String(l.number), money(l.price), money(l.subtotal), money(l.discount), money(l.paid)]);

  pdf.moveDown(0.8);
  const total = (label: string, sign: string, fen: number) =>
    pdf.text(`${label}：${sign}${money(fen)}`, MARGIN, pdf.y, { width, align: 'right' });
  for (const r of amountBreakdown(doc.amounts)) total(r.label, r.sign < 0 ? '-' : r.key === 'goods' ? '' : '+', yuanToFen(r.amount));
  total('实付金额', '', yuanToFen(doc.amounts.pay));
  if (doc.refunded > 0) total('已退款', '-', doc.refunded);
  pdf.fontSize(12).text(`价税合计：${money(doc.total)}`, MARGIN, pdf.y, { width, align: 'right' });
  pdf
    .moveDown(1.5)
    .fontSize(9)
    .fillColor('#666666')
    .text(
      '优惠为分摊到各行的满减、满折、优惠券与现金券，尾差计入最后一行；金额 = 小计 − 优惠。本发票为演示用电子发票，不作为报销凭证。',
      MARGIN,
      pdf.y,
      {
        width,
      },
    );
  pdf.end();
  return bytes;
}
