/** 600×820 quality-inspection report (检验报告书) of one goods batch, drawn from its rows like the pack shots. */
import { FONT_FAMILY, svgText } from './svg-text.js';

export interface QualityReportInput {
  name: string;
  spec: string;
  manufacturer: string;
  approvalNo: string;
  batch: string;
  /** The day the report was filed, YYYY-MM-DD. */
  date: string;
}

/** The usual items of a pharmacopoeia release test: every one passed, or the batch would not be on sale. */
const ITEMS = ['性状', '鉴别', '检查', '含量测定', '微生物限度'];
const PASSED = '符合规定';
const INK = '#222222';
const RED = '#c8161d';

export function qualityReportSvg(r: QualityReportInput): string {
  const rows: [string, string][] = [
    ['品　　名', r.name],
    ['规　　格', r.spec],
    ['生产企业', r.manufacturer],
    ['批准文号', r.approvalNo],
    ['批　　号', r.batch],
    ['检验依据', '《中华人民共和国药典》2025年版'],
    ['报告日期', r.date],
  ];
  const head = rows.flatMap(([label, value], i) => {
    const y = 150 + i * 40;
    return [
      `<line x1="40" y1="${y + 14}" x2="560" y2="${y + 14}" stroke="#dddddd"/>`,
      svgText(label, { x: 50, y, size: 16, fill: '#666666' }),
      svgText(value, { x: 150, y, size: 16, fill: INK, fitWidth: 400 }),
    ];
  });
  const tableTop = 150 + rows.length * 40 + 20;
  const items = ITEMS.flatMap((item, i) => {
    const y = tableTop + 40 + i * 34;
    return [svgText(item, { x: 60, y, size: 15, fill: INK }), svgText(PASSED, { x: 400, y, size: 15, fill: INK })];
  });
  const conclusionY = tableTop + 40 + ITEMS.length * 34 + 30;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="820" viewBox="0 0 600 820" font-family="${FONT_FAMILY}">`,
    '<rect width="600" height="820" fill="#ffffff"/>',
    '<rect x="20" y="20" width="560" height="780" fill="none" stroke="#999999"/>',
    svgText(r.manufacturer, { x: 300, y: 70, size: 18, fill: INK, anchor: 'middle', fitWidth: 500 }),
    svgText('检 验 报 告 书', { x: 300, y: 110, size: 28, fill: INK, anchor: 'middle', weight: 700 }),
    ...head,
    `<rect x="40" y="${tableTop}" width="520" height="${ITEMS.length * 34 + 20}" fill="#fafafa" stroke="#dddddd"/>`,
    svgText('检验项目', { x: 60, y: tableTop + 18, size: 13, fill: '#666666' }),
    svgText('结果', { x: 400, y: tableTop + 18, size: 13, fill: '#666666' }),
    ...items,
    svgText('结论：本品按《中华人民共和国药典》2025年版检验，结果符合规定。', { x: 50, y: conclusionY, size: 16, fill: INK, weight: 700, fitWidth: 500 }),
    `<circle cx="470" cy="${conclusionY + 58}" r="48" fill="none" stroke="${RED}" stroke-width="4" opacity="0.85"/>`,
    svgText('★', { x: 470, y: conclusionY + 58, size: 28, fill: RED, anchor: 'middle' }),
    svgText('质量检验专用章', { x: 470, y: conclusionY + 82, size: 11, fill: RED, anchor: 'middle' }),
    svgText(`检验日期：${r.date}`, { x: 50, y: conclusionY + 62, size: 14, fill: '#666666' }),
    '</svg>',
  ].join('\n');
}
