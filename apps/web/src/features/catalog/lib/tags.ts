import type { GoodsCard } from '@yc/contracts';

export type GoodsTag = GoodsCard['tags'][number];

export const visibleTags = (tags: readonly GoodsTag[]): GoodsTag[] => tags.filter((tag) => tag.is_show !== 0);
