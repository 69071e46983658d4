/** Draws an e-invoice as a PDF with pdfkit; every string goes through the one CJK font, digits included. */
import { fenToYuan, formatYuan } from '@yc/contracts';
import PDFDocument from 'pdfkit';
import type { CjkFont } from './font.js';

export interface InvoiceLine {
  name: string;
  spec: string;
  unit: string;
  number: number;
  /** Fen: the unit price, and the line after its share of the discounts. */
  price: number;
  amount: number;
}

export interface InvoiceDocument {
  invoiceNo: string;
  issuedOn: string;
  seller: string;
  buyer: string;
  orderNo: string;
  lines: InvoiceLine[];
  /** Fen. */
  totals: { goods: number; discount: number; voucher: number; shipping: number; refunded: number; total: number };
}

const MARGIN = 50;
const COLUMNS = [
  { title: '商品名称', width: 165, align: 'left' },
  { title: '规格', width: 95, align: 'left' },
  { title: '单位', width: 35, align: 'center' },
  { title: '数量', width: 45, align: 'right' },
  { title: '单价', width: 70, align: 'right' },
  { title: '金额', width: 85, align: 'right' },
] as const;
const CELL_GAP = 4;

const money = (fen: number) => `¥${formatYuan(fenToYuan(fen))}`;

export function renderInvoicePdf(doc: InvoiceDocument, font: CjkFont): Promise<Buffer> {
  const pdf = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: `电子发票 ${doc.invoiceNo}`, Author: doc.seller } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (c: Buffer) => chunks.push(c));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  pdf.font(font.data, font.family);
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

  const row = (cells: readonly string[]) => {
    const heights = cells.map((c, i) => pdf.heightOfString(c, { width: COLUMNS[i].width - CELL_GAP }));
    const height = Math.max(...heights) + 6;
    if (pdf.y + height > pdf.page.height - MARGIN) pdf.addPage();
    const top = pdf.y;
    let x = MARGIN;
    cells.forEach((c, i) => {
      pdf.text(c, x, top + 3, { width: COLUMNS[i].width - CELL_GAP, align: COLUMNS[i].align });
      x += COLUMNS[i].width;
    });
    pdf
      .moveTo(MARGIN, top + height)
      .lineTo(MARGIN + width, top + height)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();
    pdf.y = top + height;
  };
  row(COLUMNS.map((c) => c.title));
  for (const l of doc.lines) row([l.name, l.spec, l.unit, String(l.number), money(l.price), money(l.amount)]);

  pdf.moveDown(0.8);
  const t = doc.totals;
  for (const [label, fen] of [
    ['商品金额', t.goods],
    ['优惠', -t.discount],
    ['现金券', -t.voucher],
    ['运费', t.shipping],
    ['已退款', -t.refunded],
  ] as const) {
    if (fen !== 0 || label === '商品金额')
      pdf.text(`${label}：${fen < 0 ? '-' : ''}${money(Math.abs(fen))}`, MARGIN, pdf.y, { width, align: 'right' });
  }
  pdf.fontSize(12).text(`价税合计：${money(t.total)}`, MARGIN, pdf.y, { width, align: 'right' });
  pdf
    .moveDown(1.5)
    .fontSize(9)
    .fillColor('#666666')
    .text('金额为分摊满减、满折与优惠券后的金额。本发票为演示用电子发票，不作为报销凭证。', MARGIN, pdf.y, { width });
  pdf.end();
  return done;
}
