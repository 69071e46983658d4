/** 400×400 pack shot of a goods: a box in the product's colour with its name, spec and maker. */
import type { GoodsKind } from '@yc/contracts';
import { hashString } from '../hash-string.js';
import { paletteFor, type Palette } from './colors.js';
import { placedMotif, type MotifName } from './motifs.js';
import { escapeXml, FONT_FAMILY, fitFontSize, round, svgText, textWidthEm, wrapBalanced } from './svg-text.js';

export interface GoodsImageInput {
  name: string;
  spec: string;
  manufacturer: string;
  kind: GoodsKind;
}

const MOTIF_BY_KIND: Readonly<Record<GoodsKind, MotifName>> = { western: 'capsule', tcm: 'leaf', device: 'cross' };

interface Face {
  x: number;
  y: number;
  w: number;
  h: number;
}

function frontFace(input: GoodsImageInput, pal: Palette, f: Face, big: boolean, id: string): string {
  const band = Math.round(f.h * 0.24);
  const foot = Math.round(f.h * 0.17);
  const cx = f.x + f.w / 2;
  const motifSize = Math.round(band * 0.74);
  const motifName = MOTIF_BY_KIND[input.kind];

  const lines = wrapBalanced(input.name, 3, big ? 9 : 8);
  const longest = lines.reduce((a, b) => (textWidthEm(b) > textWidthEm(a) ? b : a), '');
  const specSize = big ? 17 : 15;
  const bodyTop = f.y + band;
  const bodyHeight = f.h - band - foot;
  // Long names wrap to three lines; the font then shrinks so name and spec still fit the body.
  const fitsHeight = Math.floor((bodyHeight - specSize - 26) / (lines.length * 1.22));
  const nameSize = Math.min(fitFontSize(longest, f.w - 32, big ? 40 : 34, 15), Math.max(14, fitsHeight));
  const lineGap = Math.round(nameSize * 1.22);
  const blockHeight = lines.length * lineGap + specSize + 14;
  let y = bodyTop + (bodyHeight - blockHeight) / 2 + nameSize;
  const nameText = lines
    .map((line) => {
      const el = svgText(line, { x: cx, y, size: nameSize, fill: pal.dark, anchor: 'middle', weight: 700, fitWidth: f.w - 28 });
      y += lineGap;
      return el;
    })
    .join('');
  const specY = y - lineGap + nameSize * 0.3 + specSize + 8;
  const makerSize = fitFontSize(input.manufacturer, f.w - 24, big ? 14 : 13, 9);

  return [
    `<rect x="${f.x}" y="${f.y}" width="${f.w}" height="${f.h}" fill="url(#${id}-face)"/>`,
    // A soft swoosh in the product colour, as printed on real cartons.
    `<path d="M${f.x} ${f.y + f.h - foot - 6}C${f.x + f.w * 0.35} ${f.y + f.h - foot - 46} ${f.x + f.w * 0.7} ${f.y + f.h - foot + 4} ${f.x + f.w} ${f.y + f.h - foot - 30}V${f.y + f.h - foot}H${f.x}z" fill="${pal.light}" fill-opacity="0.22"/>`,
    `<rect x="${f.x}" y="${f.y}" width="${f.w}" height="${band}" fill="${pal.main}"/>`,
    `<rect x="${f.x + 14}" y="${f.y + band / 2 - 8}" width="${round(f.w * 0.34)}" height="4" rx="2" fill="#ffffff" fill-opacity="0.55"/>`,
    `<rect x="${f.x + 14}" y="${f.y + band / 2 + 3}" width="${round(f.w * 0.22)}" height="4" rx="2" fill="#ffffff" fill-opacity="0.35"/>`,
    placedMotif(motifName, f.x + f.w - motifSize - 12, f.y + (band - motifSize) / 2, motifSize, '#ffffff', pal.light),
    nameText,
    `<rect x="${cx - 22}" y="${round(specY - specSize - 9)}" width="44" height="3" rx="1.5" fill="${pal.main}" fill-opacity="0.7"/>`,
    svgText(input.spec, { x: cx, y: specY, size: specSize, fill: '#595959', anchor: 'middle', fitWidth: f.w - 28 }),
    `<rect x="${f.x}" y="${f.y + f.h - foot}" width="${f.w}" height="${foot}" fill="${pal.tint}"/>`,
    `<rect x="${f.x}" y="${f.y + f.h - foot}" width="${f.w}" height="3" fill="${pal.main}"/>`,
    svgText(input.manufacturer, {
      x: cx,
      y: f.y + f.h - foot / 2 + makerSize * 0.38,
      size: makerSize,
      fill: pal.dark,
      anchor: 'middle',
      fitWidth: f.w - 20,
    }),
    `<rect x="${f.x}" y="${f.y}" width="${f.w}" height="${f.h}" fill="none" stroke="#000000" stroke-opacity="0.08"/>`,
  ].join('\n');
}

/** The box's side, drawn flat in local coordinates and sheared onto the parallelogram. */
function sideFace(
  input: GoodsImageInput,
  pal: Palette,
  id: string,
  origin: { x: number; y: number; slope: number },
  depth: number,
  h: number,
): string {
  const band = Math.round(h * 0.24);
  const chars = [...input.name].slice(0, Math.floor((h - band - 30) / 18));
  const glyphs = chars
    .map((ch, i) => `<text x="${depth / 2}" y="${band + 28 + i * 18}" font-size="15" fill="#ffffff" text-anchor="middle" font-weight="700">${escapeXml(ch)}</text>`)
    .join('');
  return [
    `<g transform="matrix(1 ${round(origin.slope * 1000) / 1000} 0 1 ${origin.x} ${origin.y})">`,
    `<rect x="0" y="0" width="${depth}" height="${h}" fill="url(#${id}-side)"/>`,
    `<rect x="0" y="0" width="${depth}" height="${band}" fill="${pal.dark}"/>`,
    glyphs,
    `<rect x="0" y="0" width="${depth}" height="${h}" fill="none" stroke="#000000" stroke-opacity="0.1"/>`,
    `</g>`,
  ].join('\n');
}

function defs(pal: Palette, id: string): string {
  return [
    '<defs>',
    `<linearGradient id="${id}-bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#eef1f5"/></linearGradient>`,
    `<linearGradient id="${id}-face" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#f3f5f8"/></linearGradient>`,
    `<linearGradient id="${id}-side" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${pal.main}"/><stop offset="1" stop-color="${pal.dark}"/></linearGradient>`,
    `<filter id="${id}-blur" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="8"/></filter>`,
    '</defs>',
  ].join('');
}

/**
 * Variant 0 is a three-quarter view from the right, 1 the flat front (for detail galleries), 2 a
 * three-quarter view from the left; further variants repeat. The colour belongs to the product name,
 * so every variant of one product shows the same carton.
 */
export function goodsImageSvg(g: GoodsImageInput, variant = 0): string {
  const kindPalette = g.kind === 'western' ? 'western' : g.kind === 'tcm' ? 'tcm' : 'device';
  const pal = paletteFor(g.name, kindPalette);
  const view = ((variant % 3) + 3) % 3;
  // Ids unique per image, so several SVGs inlined in one page do not share gradients.
  const id = `g${hashString(`${g.name}|${g.spec}|${view}`).toString(36)}`;
  const parts: string[] = [`<rect width="400" height="400" fill="url(#${id}-bg)"/>`];

  if (view === 1) {
    const f: Face = { x: 62, y: 52, w: 276, h: 290 };
    parts.push(`<ellipse cx="200" cy="352" rx="150" ry="14" fill="#000000" fill-opacity="0.16" filter="url(#${id}-blur)"/>`);
    parts.push(frontFace(g, pal, f, true, id));
  } else {
    const depth = 56;
    const rise = 32;
    const fromLeft = view === 2;
    const f: Face = { x: fromLeft ? 112 : 52, y: 122, w: 236, h: 214 };
    const dx = fromLeft ? -depth : depth;
    parts.push(`<ellipse cx="${fromLeft ? 214 : 186}" cy="346" rx="165" ry="16" fill="#000000" fill-opacity="0.18" filter="url(#${id}-blur)"/>`);
    const top = [
      [f.x, f.y],
      [f.x + dx, f.y - rise],
      [f.x + f.w + dx, f.y - rise],
      [f.x + f.w, f.y],
    ];
    parts.push(`<polygon points="${top.map(([x, y]) => `${x},${y}`).join(' ')}" fill="${pal.light}" stroke="#000000" stroke-opacity="0.08"/>`);
    const flapY = f.y - rise / 2;
    parts.push(
      `<line x1="${f.x + dx / 2 + 10}" y1="${flapY}" x2="${f.x + f.w + dx / 2 - 10}" y2="${flapY}" stroke="#ffffff" stroke-opacity="0.6" stroke-width="2"/>`,
    );
    parts.push(
      fromLeft
        ? sideFace(g, pal, id, { x: f.x - depth, y: f.y - rise, slope: rise / depth }, depth, f.h)
        : sideFace(g, pal, id, { x: f.x + f.w, y: f.y, slope: -rise / depth }, depth, f.h),
    );
    parts.push(frontFace(g, pal, f, false, id));
  }

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" font-family="${FONT_FAMILY}">`,
    defs(pal, id),
    ...parts,
    '</svg>',
  ].join('\n');
}
