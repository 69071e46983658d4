import type { GoodsActivities, GoodsCard } from '@yc/contracts';

export type GoodsTag = GoodsCard['tags'][number];
export type GoodsOffers = Pick<GoodsActivities[number], 'promotions' | 'flash_sale' | 'activities'>;

export const visibleTags = (tags: readonly GoodsTag[]): GoodsTag[] => tags.filter((tag) => tag.is_show !== 0);

/** The tag word of each promotion type, in the spec's words (section 3: 满 orange, 赠 pink, 换购 blue). */
const PROMOTION_TAG: Readonly<Record<string, string>> = { manjian: '满', manzhe: '满', gift: '赠', hg: '换购' };

/**
 * The goods' tags with what is on offer now (GET /api/goods/activities) in front: 秒 for a flash
 * sale, 满/赠/换购 for its promotions, 特 for an activity page's price. A catalogue tag of the same word
 * gives way to the live one; two offers of one word share its tag, their names in its hint.
 */
export function withOfferTags(tags: readonly GoodsTag[], offers: GoodsOffers | undefined): GoodsTag[] {
  if (!offers) return [...tags];
  const live = new Map<string, string[]>();
  const add = (name: string, describe: string) => live.set(name, [...(live.get(name) ?? []), describe]);
  if (offers.flash_sale) add('秒', '限时秒杀');
  for (const p of offers.promotions) {
    const name = PROMOTION_TAG[p.type];
    if (name) add(name, p.name);
  }
  for (const a of offers.activities) add('特', a.title);
  return [
    ...[...live].map(([name, describes]) => ({ name, describe: describes.join('；'), is_show: 1 })),
    ...tags.filter((tag) => !live.has(tag.name)),
  ];
}
