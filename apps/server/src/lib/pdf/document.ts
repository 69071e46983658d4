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

/** Drawn as nothing (bidi marks such as U+200F, joiners, variation selectors): left out, so they cannot blank or turn a field. */
const INVISIBLE = /^\p{Default_Ignorable_Code_Point}$/u;
/** What stands for a character the font has no glyph for (an emoji, a script it lacks): visibly something, not a gap. */
const MISSING_GLYPH = '□';
const graphemes = new Intl.Segmenter('zh', { granularity: 'grapheme' });

/** `text` as the font draws it: invisible marks left out, each character (an emoji with its joiners) the font lacks shown as □. */
function printable(text: string, has: (codePoint: number) => boolean): string {
  const drawn = (ch: string) => {
    const code = ch.codePointAt(0)!;
    return code < 0x20 || has(code);
  };
  if ([...text].every((ch) => drawn(ch) && !INVISIBLE.test(ch))) return text;
  let out = '';
  for (const { segment } of graphemes.segment(text)) {
    const visible = [...segment].filter((ch) => !INVISIBLE.test(ch));
    if (visible.length > 0) out += visible.every(drawn) ? visible.join('') : MISSING_GLYPH;
  }
  return out;
}

/** The face pdfkit embeds (its fontkit font), asked which code points it has: pdfkit has no public call for it. */
function glyphsOf(pdf: PDFKit.PDFDocument): (codePoint: number) => boolean {
  const face = (pdf as unknown as { _font?: { font?: { hasGlyphForCodePoint?: (c: number) => boolean } } })._font?.font;
  return (c) => face?.hasGlyphForCodePoint?.(c) ?? true;
}

/** A new document in the CJK font, and its bytes once `pdf.end()` is called; every string is drawn and measured as `printable`. */
export function openPdf(font: CjkFont, options: PDFKit.PDFDocumentOptions): { pdf: PDFKit.PDFDocument; bytes: Promise<Buffer> } {
  const pdf = new PDFDocument(options);
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (c: Buffer) => chunks.push(c));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  pdf.font(font.data, font.family);
  const has = glyphsOf(pdf);
  const text = pdf.text.bind(pdf) as (s: string, ...rest: unknown[]) => PDFKit.PDFDocument;
  const heightOf = pdf.heightOfString.bind(pdf);
  pdf.text = ((s: string, ...rest: unknown[]) => text(printable(String(s), has), ...rest)) as typeof pdf.text;
  pdf.heightOfString = (s, options) => heightOf(printable(s, has), options);
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
