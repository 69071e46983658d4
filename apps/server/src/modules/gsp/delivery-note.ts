/**
 * The 随货同行单 as a PDF: what GSP has the buyer check at receipt, line by batch (品名, 规格, 厂家,
 * 上市许可持有人, 批准文号, 批号, 生产日期, 有效期至, quantity, price, amount, 储运条件), under the
 * supplier's and the buyer's names and the shipment date, sealed with the supplier's 出库专用章.
 */
import { money, openPdf, tableRow, type PdfColumn } from '../../lib/pdf/document.js';
import type { CjkFont } from '../../lib/pdf/font.js';
import { drawSeal } from '../../lib/pdf/seal.js';

export interface DeliveryNoteLine {
  name: string;
  spec: string;
  manufacturer: string;
  licenceHolder: string;
  approvalNo: string;
  /** Empty for a line shipped before batches were recorded. */
  batchNo: string;
  producedOn: string;
  expiresOn: string;
  unit: string;
  quantity: number;
  /** Fen: the unit price, and this batch's share of the line after its discounts. */
  price: number;
  amount: number;
  storage: string;
}

export interface DeliveryNote {
  noteNo: string;
  /** The page where the buyer finds the shipment's 追溯码 (the phone order page), and its QR code as a PNG data URL. */
  trace: { url: string; qr: string };
  orderNo: string;
  shippedOn: string;
  carrier: string;
  trackingNo: string;
  supplier: { name: string; licenceNo: string; address: string; phone: string };
  buyer: { name: string; consignee: string; phone: string; address: string };
  lines: DeliveryNoteLine[];
}

/** 储运条件 as GSP defines the storage rooms. */
const STORAGE_TEXT: Readonly<Record<string, string>> = { 常温: '常温(10-30℃)', 阴凉: '阴凉(≤20℃)', 冷藏: '冷藏(2-10℃)' };

const MARGIN = 30;
const dash = (v: string) => v || '—';

export function renderDeliveryNotePdf(note: DeliveryNote, font: CjkFont): Promise<Buffer> {
  const { pdf, bytes } = openPdf(font, {
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    info: { Title: `随货同行单 ${note.noteNo}`, Author: note.supplier.name },
  });
  const width = pdf.page.width - MARGIN * 2;
  // 上市许可持有人 is printed where some line has one on record.
  const withHolder = note.lines.some((l) => l.licenceHolder !== '');
  const columns: PdfColumn[] = [
    { title: '商品名称', width: withHolder ? 92 : 122, align: 'left' },
    { title: '规格', width: withHolder ? 62 : 72, align: 'left' },
    { title: '生产厂家', width: withHolder ? 86 : 116, align: 'left' },
    ...(withHolder ? [{ title: '上市许可持有人', width: 86, align: 'left' as const }] : []),
    { title: '批准文号', width: 84, align: 'left' },
    { title: '批号', width: 56, align: 'left' },
    { title: '生产日期', width: 52, align: 'center' },
    { title: '有效期至', width: 52, align: 'center' },
    { title: '单位', width: 24, align: 'center' },
    { title: '数量', width: 32, align: 'right' },
    { title: '单价', width: 48, align: 'right' },
    { title: '金额', width: 54, align: 'right' },
    { title: '储运条件', width: 54, align: 'center' },
  ];

  // Top right: the QR code to the shipment's 追溯码, so the pharmacy takes them at receipt instead of scanning each box.
  const qrSize = 54;
  pdf.image(note.trace.qr, MARGIN + width - qrSize, MARGIN - 6, { width: qrSize });
  pdf.fontSize(6.5).text('扫码查看本单追溯码', MARGIN + width - qrSize - 12, MARGIN + qrSize - 6, { width: qrSize + 24, align: 'center' });
  pdf.fontSize(13).text(note.supplier.name, MARGIN, MARGIN, { width, align: 'center' });
  pdf.fontSize(18).text('随 货 同 行 单', { width, align: 'center' });
  pdf.moveDown(0.4).fontSize(8.5);
  const facts: [string, string][][] = [
    [
      ['单据编号', note.noteNo],
      ['订单编号', note.orderNo],
      ['发货日期', note.shippedOn],
    ],
    [
      ['供货单位', note.supplier.name],
      ['药品经营许可证', note.supplier.licenceNo],
      ['联系电话', note.supplier.phone],
    ],
    [
      ['发货地址', note.supplier.address],
      ['承运商', note.carrier],
      ['运单号', note.trackingNo],
    ],
    [
      ['购货单位', note.buyer.name],
      ['收货人', `${note.buyer.consignee} ${note.buyer.phone}`.trim()],
      ['收货地址', note.buyer.address],
    ],
  ];
  const third = width / 3;
  for (const row of facts) {
    const top = pdf.y;
    let bottom = top;
    row.forEach(([label, value], i) => {
      pdf.text(`${label}：${dash(value)}`, MARGIN + i * third, top, { width: third - 8 });
      bottom = Math.max(bottom, pdf.y);
    });
    pdf.y = bottom + 2;
  }
  pdf.moveDown(0.4).fontSize(7.5);

  const header = () =>
    tableRow(
      pdf,
      columns,
      columns.map((c) => c.title),
      MARGIN,
    );
  header();
  let units = 0;
  let total = 0;
  for (const l of note.lines) {
    units += l.quantity;
    total += l.amount;
    const cells = [
      l.name,
      l.spec,
      l.manufacturer,
      ...(withHolder ? [dash(l.licenceHolder)] : []),
      dash(l.approvalNo),
      dash(l.batchNo),
      dash(l.producedOn),
      dash(l.expiresOn),
      l.unit,
      String(l.quantity),
      money(l.price),
      money(l.amount),
      STORAGE_TEXT[l.storage] ?? dash(l.storage),
    ];
    tableRow(pdf, columns, cells, MARGIN, header);
  }
  pdf.moveDown(0.5).fontSize(9);
  pdf.text(`合计：${note.lines.length} 行，${units} 件，金额 ${money(total)}`, MARGIN, pdf.y, { width, align: 'right' });

  // The signatures and the seal keep together at the foot of the last page.
  if (pdf.y + 140 > pdf.page.height - MARGIN) pdf.addPage();
  const foot = pdf.y + 14;
  pdf.fontSize(9);
  ['发货人：__________', '复核人：__________', '收货人签字：__________', '收货日期：__________'].forEach((t, i) => {
    pdf.text(t, MARGIN + i * (width / 4), foot, { width: width / 4 - 8, lineBreak: false });
  });
  pdf
    .fontSize(7.5)
    .fillColor('#666666')
    .text(
      '收货时请逐项核对品名、规格、批号、有效期至与数量，冷藏药品请核对到货温度；如有不符请在签收前拒收并联系客户经理。金额为分摊满减、满折与优惠券后的金额。本单为演示单据。',
      MARGIN,
      foot + 26,
      { width: width - 140 },
    )
    .fillColor('#000000');
  drawSeal(pdf, MARGIN + width - 60, foot + 74, 46, { name: note.supplier.name, purpose: '出库专用章' });
  pdf.end();
  return bytes;
}
