/**
 * The Chinese font the server's PDFs (e-invoices, 随货同行单, 首营资料) are drawn with. No small
 * Simplified-Chinese TTF/OTF is published on npm (the Noto Sans SC TTF packages weigh ~57 MB, the
 * others are woff2 split by Unicode range), so the system's CJK font is used: Debian's
 * fonts-noto-cjk, or its equivalents on other distributions.
 */
import fs from 'node:fs';
import { refuse } from '../errors.js';

export interface CjkFont {
  data: Buffer;
  /** The face inside a .ttc collection, by PostScript name. */
  family: string;
}

const CANDIDATES = [
  { path: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', family: 'NotoSansCJKsc-Regular' },
  { path: '/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc', family: 'NotoSansCJKsc-Regular' },
  { path: '/usr/share/fonts/google-noto-cjk/NotoSansCJK-Regular.ttc', family: 'NotoSansCJKsc-Regular' },
  { path: '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc', family: 'WenQuanYiMicroHei' },
];

const fontMissing = (what: string) => `服务器未安装中文字体（fonts-noto-cjk），暂时无法生成${what}，请联系客服`;

let loaded: Promise<CjkFont | undefined> | undefined;

async function load(): Promise<CjkFont | undefined> {
  for (const c of CANDIDATES) {
    const data = await fs.promises.readFile(c.path).catch(() => undefined);
    if (data) return { data, family: c.family };
  }
  return undefined;
}

/** The font, read once per process (about 20 MB); a refusal in Chinese naming `what` cannot be drawn when none is installed. */
export async function cjkFont(what: string): Promise<CjkFont> {
  loaded ??= load();
  const font = await loaded;
  if (!font) {
    // Installing the font later should not need a restart.
    loaded = undefined;
    throw refuse(fontMissing(what));
  }
  return font;
}
