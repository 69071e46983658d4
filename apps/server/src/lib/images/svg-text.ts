/** Text helpers for the SVG images: XML escaping, width estimates and line wrapping. */

export const FONT_FAMILY = 'Noto Sans CJK SC, PingFang SC, Microsoft YaHei, sans-serif';

const XML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Characters XML 1.0 forbids: C0 controls other than tab, newline and carriage return, and U+FFFE/FFFF. */
function isXmlChar(ch: string): boolean {
  const code = ch.codePointAt(0) ?? 0;
  if (code < 0x20) return code === 0x09 || code === 0x0a || code === 0x0d;
  return code !== 0xfffe && code !== 0xffff;
}

/** Escapes text and attribute values; also drops characters XML 1.0 forbids. */
export function escapeXml(text: string): string {
  return [...text]
    .filter(isXmlChar)
    .join('')
    .replace(/[&<>"']/gu, (ch) => XML_ESCAPES[ch] ?? ch);
}

/** Width in em: CJK and full-width characters are square, Latin letters and digits about half. */
export function textWidthEm(text: string): number {
  let width = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    width += code < 0x2e80 ? (ch === ' ' ? 0.3 : /[A-Z]/u.test(ch) ? 0.65 : 0.55) : 1;
  }
  return width;
}

/** The largest font size (capped) at which `text` fits `maxWidth`, never below `min`. */
export function fitFontSize(text: string, maxWidth: number, max: number, min: number): number {
  const em = textWidthEm(text);
  if (em === 0) return max;
  return Math.max(min, Math.min(max, Math.floor(maxWidth / em)));
}

/** Splits text into at most `maxLines` lines of balanced width, breaking between characters. */
export function wrapBalanced(text: string, maxLines: number, maxEmPerLine: number): string[] {
  const chars = [...text];
  const total = textWidthEm(text);
  const lines = Math.min(maxLines, Math.max(1, Math.ceil(total / maxEmPerLine)));
  if (lines === 1) return [text];
  const target = total / lines;
  const out: string[] = [];
  let current = '';
  let width = 0;
  for (const ch of chars) {
    const w = textWidthEm(ch);
    // Keep a bracketed suffix like (30R) or (Ⅱ) whole: never break right before a closing bracket.
    if (out.length < lines - 1 && width + w / 2 > target && current !== '' && !/[)）]/u.test(ch)) {
      out.push(current);
      current = '';
      width = 0;
    }
    current += ch;
    width += w;
  }
  out.push(current);
  return out;
}

/** A <text> element; `fitWidth` squeezes glyphs when the estimate says the text would overflow. */
export function svgText(
  text: string,
  attrs: { x: number; y: number; size: number; fill: string; anchor?: 'start' | 'middle' | 'end'; weight?: number; fitWidth?: number; opacity?: number },
): string {
  const anchor = attrs.anchor ?? 'start';
  const overflow = attrs.fitWidth !== undefined && textWidthEm(text) * attrs.size > attrs.fitWidth;
  const squeeze = overflow ? ` textLength="${attrs.fitWidth}" lengthAdjust="spacingAndGlyphs"` : '';
  const weight = attrs.weight ? ` font-weight="${attrs.weight}"` : '';
  const opacity = attrs.opacity !== undefined ? ` fill-opacity="${attrs.opacity}"` : '';
  return `<text x="${round(attrs.x)}" y="${round(attrs.y)}" font-size="${attrs.size}" fill="${attrs.fill}" text-anchor="${anchor}"${weight}${opacity}${squeeze}>${escapeXml(text)}</text>`;
}

export function round(n: number): number {
  return Math.round(n * 10) / 10;
}
