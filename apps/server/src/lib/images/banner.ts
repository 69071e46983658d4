/** Ad banners of any size: a gradient in the slot colour, a motif, the title, subtitle and a button. */
import { hashString } from '../hash-string.js';
import { safeColor, shade } from './colors.js';
import { placedMotif, type MotifName } from './motifs.js';
import { FONT_FAMILY, fitFontSize, round, svgText, textWidthEm, wrapBalanced } from './svg-text.js';

export interface BannerInput {
  title: string;
  subtitle: string;
  color: string;
}

export function motifForText(text: string): MotifName {
  if (/器械|血压|口罩|制氧|雾化|耗材|防护|检测|康复|护理/u.test(text)) return 'cross';
  if (/中药|饮片|老字号|中成药|滋补|同仁堂|草/u.test(text)) return 'leaf';
  if (/冷链|退热|发热|感冒|体温|解热/u.test(text)) return 'thermometer';
  if (/心脑|心血管|护心/u.test(text)) return 'heart';
  if (/皮肤|眼|五官|外用|鼻|口腔/u.test(text)) return 'drop';
  return 'capsule';
}

function button(x: number, y: number, h: number, label: string, color: string, anchor: 'start' | 'end'): string {
  const size = Math.max(10, Math.round(h * 0.5));
  const w = Math.round(textWidthEm(label) * size + h * 1.1);
  const left = anchor === 'end' ? x - w : x;
  return [
    `<rect x="${round(left)}" y="${round(y)}" width="${w}" height="${round(h)}" rx="${round(h / 2)}" fill="#ffffff"/>`,
    svgText(label, { x: left + w / 2, y: y + h / 2 + size * 0.36, size, fill: color, anchor: 'middle', weight: 700 }),
  ].join('');
}

export function bannerSvg(b: BannerInput, width: number, height: number): string {
  const w = Math.max(40, Math.round(width));
  const h = Math.max(30, Math.round(height));
  const color = safeColor(b.color);
  const deep = shade(color, -0.3);
  const id = `b${hashString(`${b.title}|${w}x${h}`).toString(36)}`;
  const motifName = motifForText(`${b.title}${b.subtitle}`);
  const parts: string[] = [
    `<defs><linearGradient id="${id}-bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="${deep}"/></linearGradient></defs>`,
    `<rect width="${w}" height="${h}" fill="url(#${id}-bg)"/>`,
  ];

  if (h <= 120) {
    // A strip: everything on one line.
    parts.push(`<circle cx="${round(w * 0.86)}" cy="${round(h * 0.1)}" r="${round(h * 1.1)}" fill="#ffffff" fill-opacity="0.08"/>`);
    const motifSize = h * 0.7;
    parts.push(placedMotif(motifName, h * 0.35, (h - motifSize) / 2, motifSize, '#ffffff', deep));
    const titleX = h * 0.35 + motifSize + h * 0.3;
    const titleSize = fitFontSize(b.title, w * 0.4, Math.round(h * 0.42), 10);
    parts.push(svgText(b.title, { x: titleX, y: h / 2 + titleSize * 0.36, size: titleSize, fill: '#ffffff', weight: 700 }));
    const subX = titleX + textWidthEm(b.title) * titleSize + h * 0.35;
    const buttonH = h * 0.46;
    const subMax = w - subX - h * 2.8;
    if (subMax > 40) {
      const subSize = fitFontSize(b.subtitle, subMax, Math.round(h * 0.24), 9);
      parts.push(svgText(b.subtitle, { x: subX, y: h / 2 + subSize * 0.36, size: subSize, fill: '#ffffff', opacity: 0.9, fitWidth: subMax }));
    }
    parts.push(button(w - h * 0.35, (h - buttonH) / 2, buttonH, '立即查看', color, 'end'));
  } else if (w < h * 0.8) {
    // A tall side banner: motif on top, wrapped title, button at the bottom.
    parts.push(`<circle cx="${round(w * 0.9)}" cy="${round(h * 0.12)}" r="${round(w * 0.7)}" fill="#ffffff" fill-opacity="0.1"/>`);
    const motifSize = w * 0.42;
    parts.push(placedMotif(motifName, (w - motifSize) / 2, h * 0.1, motifSize, '#ffffff', deep));
    const titleLines = wrapBalanced(b.title, 3, 4);
    const titleSize = Math.min(...titleLines.map((line) => fitFontSize(line, w * 0.8, Math.round(w * 0.2), 10)));
    let y = h * 0.1 + motifSize + h * 0.1 + titleSize;
    for (const line of titleLines) {
      parts.push(svgText(line, { x: w / 2, y, size: titleSize, fill: '#ffffff', anchor: 'middle', weight: 700 }));
      y += titleSize * 1.25;
    }
    const subLines = wrapBalanced(b.subtitle, 3, 7);
    const subSize = Math.min(...subLines.map((line) => fitFontSize(line, w * 0.84, Math.round(w * 0.1), 9)));
    y += subSize * 0.4;
    for (const line of subLines) {
      parts.push(svgText(line, { x: w / 2, y, size: subSize, fill: '#ffffff', anchor: 'middle', opacity: 0.9 }));
      y += subSize * 1.4;
    }
    const buttonH = Math.min(h * 0.09, w * 0.22);
    const label = '去看看';
    const bw = textWidthEm(label) * Math.round(buttonH * 0.5) + buttonH * 1.1;
    parts.push(button((w - bw) / 2, h - buttonH - h * 0.07, buttonH, label, color, 'start'));
  } else {
    // The usual landscape banner: text on the left, decoration on the right.
    parts.push(`<circle cx="${round(w * 0.8)}" cy="${round(h * 0.45)}" r="${round(h * 0.62)}" fill="#ffffff" fill-opacity="0.1"/>`);
    parts.push(`<circle cx="${round(w * 0.96)}" cy="${round(h * 0.95)}" r="${round(h * 0.45)}" fill="#ffffff" fill-opacity="0.08"/>`);
    parts.push(`<circle cx="${round(w * 0.6)}" cy="${round(h * 0.12)}" r="${round(h * 0.08)}" fill="#ffffff" fill-opacity="0.15"/>`);
    const motifSize = Math.min(h * 0.62, w * 0.26);
    parts.push(placedMotif(motifName, w * 0.8 - motifSize / 2, h * 0.45 - motifSize / 2, motifSize, '#ffffff', deep));
    const left = Math.max(20, w * 0.07);
    const textWidth = w * 0.62 - left;
    const titleSize = fitFontSize(b.title, textWidth, Math.round(Math.min(h * 0.2, w * 0.07)), 12);
    const subSize = Math.max(10, Math.min(Math.round(titleSize * 0.45), fitFontSize(b.subtitle, textWidth, Math.round(h * 0.085), 10)));
    const titleY = h * 0.44;
    parts.push(`<rect x="${round(left)}" y="${round(titleY - titleSize * 1.45)}" width="${round(titleSize * 1.2)}" height="${round(Math.max(3, titleSize * 0.09))}" rx="2" fill="#ffffff" fill-opacity="0.85"/>`);
    parts.push(svgText(b.title, { x: left, y: titleY, size: titleSize, fill: '#ffffff', weight: 700, fitWidth: textWidth }));
    parts.push(svgText(b.subtitle, { x: left, y: titleY + subSize * 2, size: subSize, fill: '#ffffff', opacity: 0.92, fitWidth: textWidth }));
    const buttonH = Math.max(18, Math.round(h * 0.12));
    parts.push(button(left, titleY + subSize * 2 + h * 0.1, buttonH, '立即查看 ›', color, 'start'));
  }

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" font-family="${FONT_FAMILY}">`,
    ...parts,
    '</svg>',
  ].join('\n');
}
