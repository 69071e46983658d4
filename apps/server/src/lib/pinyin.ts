import { customPinyin, pinyin } from 'pinyin-pro';

/**
 * Drug names whose polyphones pinyin-pro reads wrong by default (DESIGN.md pitfalls). Buyers type
 * the initials they say aloud, so these readings decide what `cl` or `hx` finds.
 */
const DRUG_READINGS: Record<string, string> = {
  重楼: 'chóng lóu',
  重组: 'chóng zǔ',
  重酒石酸: 'zhòng jiǔ shí suān',
  藿香正气: 'huò xiāng zhèng qì',
  银翘: 'yín qiáo',
  枸橼酸: 'jǔ yuán suān',
  枸杞: 'gǒu qǐ',
  柏子仁: 'bǎi zǐ rén',
  黄柏: 'huáng bò',
  蛤蚧: 'gé jiè',
  薄荷: 'bò he',
  调经: 'tiáo jīng',
  降压: 'jiàng yā',
  地黄: 'dì huáng',
  大黄: 'dà huáng',
  朴硝: 'pò xiāo',
  厚朴: 'hòu pò',
  着痹: 'zhuó bì',
  阿胶: 'ē jiāo',
  // Ginseng: pinyin-pro reads 参 as cān (参加) in 参苓白术散, 参松养心, 生晒参, 芪参益气.
  参: 'shēn',
};
customPinyin(DRUG_READINGS);

const cache = new Map<string, string>();

/** Lower-case pinyin initials of Chinese characters; letters and digits are kept as they are. */
export function initialsOf(text: string): string {
  let hit = cache.get(text);
  if (hit === undefined) {
    hit = pinyin(text, { pattern: 'first', toneType: 'none', type: 'array', nonZh: 'consecutive' })
      .join('')
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '');
    if (cache.size < 50_000) cache.set(text, hit);
  }
  return hit;
}
