/** The text of the PDFs the server draws with pdfkit, read back without a PDF library (tests only). */
import zlib from 'node:zlib';

/** The streams of a PDF, inflated where pdfkit compressed them; each stream's length is read from its own dictionary. */
function pdfStreams(pdf: Buffer): Buffer[] {
  const text = pdf.toString('latin1');
  const found: Buffer[] = [];
  for (const m of text.matchAll(/>>\s*stream\r?\n/g)) {
    const dict = text.slice(text.lastIndexOf('<<', m.index), m.index);
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1]);
    const start = m.index + m[0].length;
    const raw = pdf.subarray(start, start + length);
    found.push(dict.includes('/FlateDecode') ? zlib.inflateSync(raw) : raw);
  }
  return found;
}

const utf16 = (hex: string) => Buffer.from(hex.replace(/\s/g, ''), 'hex').swap16().toString('utf16le');

/**
 * The text of a pdfkit PDF: pdfkit writes glyph ids, so each TJ string is read back through the
 * font's ToUnicode map (the `<first> <last> [<unicode> …]` ranges it writes). One line per TJ.
 */
export function pdfText(pdf: Buffer): string {
  const streams = pdfStreams(pdf).map((s) => s.toString('latin1'));
  const toUnicode = new Map<number, string>();
  for (const cmap of streams.filter((s) => s.includes('beginbfrange'))) {
    for (const [, first, list] of cmap.matchAll(/<([0-9a-f]+)> <[0-9a-f]+> \[([^\]]*)\]/g)) {
      [...list.matchAll(/<([0-9a-f ]+)>/g)].forEach(([, hex], k) => toUnicode.set(parseInt(first, 16) + k, utf16(hex)));
    }
  }
  const lines: string[] = [];
  for (const content of streams.filter((s) => s.includes(' TJ'))) {
    for (const [, array] of content.matchAll(/\[([^\]]*)\] TJ/g)) {
      const codes = [...array.matchAll(/<([0-9a-f]+)>/g)].flatMap(([, hex]) => hex.match(/.{4}/g) ?? []);
      lines.push(codes.map((c) => toUnicode.get(parseInt(c, 16)) ?? '?').join(''));
    }
  }
  return lines.join('\n');
}
