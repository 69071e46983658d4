/** A company's round red seal (公章) drawn in vector on a PDF page: nothing is downloaded or scanned. */

const RED = '#d0021b';

export interface SealText {
  /** Along the upper arc: the company's name. */
  name: string;
  /** Across the foot: what the seal is for (出库专用章, 合同专用章…); empty for the company seal. */
  purpose: string;
}

function star(pdf: PDFKit.PDFDocument, cx: number, cy: number, r: number): void {
  const points: [number, number][] = [];
  for (let i = 0; i < 10; i += 1) {
    const radius = i % 2 === 0 ? r : r * 0.4;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push([cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)]);
  }
  pdf.polygon(...points).fill(RED);
}

/** The seal centred on (cx, cy) with radius r, over whatever is drawn there; the document's position and colours are left as they were. */
export function drawSeal(pdf: PDFKit.PDFDocument, cx: number, cy: number, r: number, text: SealText): void {
  const { x, y } = pdf;
  pdf.save().opacity(0.85);
  pdf
    .circle(cx, cy, r)
    .lineWidth(r / 18)
    .strokeColor(RED)
    .stroke();
  star(pdf, cx, cy, r * 0.28);
  const chars = [...text.name];
  const size = Math.min(r * 0.26, (r * 3.2) / Math.max(chars.length, 1));
  // The name runs clockwise over the top, spread over up to 250 degrees.
  const span = Math.min(250, chars.length * 26);
  pdf.fillColor(RED).fontSize(size);
  chars.forEach((ch, i) => {
    const angle = chars.length === 1 ? 0 : -span / 2 + (span * i) / (chars.length - 1);
    pdf.save().rotate(angle, { origin: [cx, cy] });
    pdf.text(ch, cx - size / 2, cy - r + r * 0.1, { width: size, align: 'center', lineBreak: false });
    pdf.restore();
  });
  if (text.purpose) {
    const foot = r * 0.2;
    pdf.fontSize(foot).text(text.purpose, cx - r, cy + r * 0.45, { width: r * 2, align: 'center', lineBreak: false });
  }
  pdf.restore();
  pdf.x = x;
  pdf.y = y;
}
