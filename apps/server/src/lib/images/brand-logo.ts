/** 240×120 brand logo: an emblem with the brand's first character and the name beside it. */
import { paletteFor } from './colors.js';
import { escapeXml, FONT_FAMILY, fitFontSize, svgText } from './svg-text.js';

export function brandLogoSvg(name: string): string {
  const pal = paletteFor(name, 'any');
  // Digit brands (999) read as one mark, so the emblem shows them whole.
  const mark = /^\d{1,3}$/u.test(name) ? name : [...name][0] ?? '';
  const markSize = mark.length > 1 ? 20 : 30;
  const nameSize = fitFontSize(name, 116, 32, 14);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="120" viewBox="0 0 240 120" font-family="${FONT_FAMILY}">`,
    `<rect x="1" y="1" width="238" height="118" rx="12" fill="#ffffff" stroke="${pal.main}" stroke-opacity="0.25" stroke-width="2"/>`,
    `<circle cx="58" cy="60" r="32" fill="${pal.main}"/>`,
    `<circle cx="58" cy="60" r="26" fill="none" stroke="#ffffff" stroke-opacity="0.6" stroke-width="2"/>`,
    `<text x="58" y="${60 + markSize * 0.36}" font-size="${markSize}" fill="#ffffff" text-anchor="middle" font-weight="700">${escapeXml(mark)}</text>`,
    svgText(name, { x: 102, y: 60 + nameSize * 0.36, size: nameSize, fill: pal.dark, weight: 700, fitWidth: 116 }),
    `<rect x="102" y="${60 + nameSize * 0.36 + 10}" width="36" height="3" rx="1.5" fill="${pal.main}"/>`,
    '</svg>',
  ].join('\n');
}
