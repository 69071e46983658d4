/** 64×64 round icon for a category, with a motif chosen from the category name. */
import { hashString } from '../hash-string.js';
import { paletteFor } from './colors.js';
import { placedMotif, type MotifName } from './motifs.js';

export function motifForCategory(name: string): MotifName {
  if (/心|血管|血栓|血脂|降压/u.test(name)) return 'heart';
  if (/中成药|中药|饮片|滋补|补益|清热|解表|活血|贵细|利水/u.test(name)) return 'leaf';
  if (/器械|检测|耗材|护理|防护|康复|计生|血压|血糖|口罩|手套|理疗|轮椅|制氧|雾化|针灸|拔罐|体温计/u.test(name)) return 'cross';
  if (/皮肤|眼|五官|鼻|口腔|外用|消毒|湿疹|痤疮/u.test(name)) return 'drop';
  if (/解热|感冒|退热|镇痛/u.test(name)) return 'thermometer';
  return 'capsule';
}

export function categoryIconSvg(name: string): string {
  const pal = paletteFor(name, 'any');
  const id = `c${hashString(name).toString(36)}`;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">',
    `<defs><linearGradient id="${id}-bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${pal.light}"/><stop offset="1" stop-color="${pal.main}"/></linearGradient></defs>`,
    `<circle cx="32" cy="32" r="30" fill="url(#${id}-bg)"/>`,
    placedMotif(motifForCategory(name), 14, 14, 36, '#ffffff', pal.main),
    '</svg>',
  ].join('\n');
}
