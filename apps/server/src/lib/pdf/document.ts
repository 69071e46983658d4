/** pdfkit documents drawn in the one CJK font (digits included), and the ruled tables they list lines in. */
import { fenToYuan, formatYuan } from '@yc/contracts';
import PDFDocument from 'pdfkit';
import type { CjkFont } from './font.js';

export interface PdfColumn {
  title: string;
  width: number;
  align: 'left' | 'center' | 'right';
}

const CELL_GAP = 4;

/** Fen as the papers print money: ¥12.50. */
export const money = (fen: number) => `¥${formatYuan(fenToYuan(fen))}`;

/** A new document in the CJK font, and its bytes once `pdf.end()` is called. */
export function openPdf(font: CjkFont, options: PDFKit.PDFDocumentOptions): { pdf: PDFKit.PDFDocument; bytes: Promise<Buffer> } {
  const pdf = new PDFDocument(options);
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (c: Buffer) => chunks.push(c));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  pdf.font(font.data, font.family);
  return { pdf, bytes };
}

/**
 * One row of a table at pdf.y from `left`, each cell wrapped in its column, ruled below; a row that
 * would run off the page starts a new one (after `onNewPage`, which draws the header again).
 */
export function tableRow(
  pdf: PDFKit.PDFDocument,
  columns: readonly PdfColumn[],
  cells: readonly string[],
  left: number,
  onNewPage?: () => void,
): void {
  const heights = cells.map((c, i) => pdf.heightOfString(c, { width: columns[i].width - CELL_GAP }));
  const height = Math.max(...heights) + 6;
  if (pdf.y + height > pdf.page.height - pdf.page.margins.bottom) {
    pdf.addPage();
    onNewPage?.();
  }
  const top = pdf.y;
  let x = left;
  cells.forEach((c, i) => {
    pdf.text(c, x, top + 3, { width: columns[i].width - CELL_GAP, align: columns[i].align });
    x += columns[i].width;
  });
  pdf
    .moveTo(left, top + height)
    .lineTo(x, top + height)
    .lineWidth(0.5)
    .strokeColor('#999999')
    .stroke();
  pdf.y = top + height;
}
