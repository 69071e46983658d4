import { z } from './zod.js';
import { Banner, HelpCategory } from './content.js';
import { LinkedStore } from './user.js';

/** GET /api/focus/top: the header's top banners. */
export const TopBanners = z.array(Banner);
export type TopBanners = z.infer<typeof TopBanners>;

/** GET /api/article/help_categories: help groups with their articles, in display order. */
export const HelpCategories = z.array(HelpCategory);
export type HelpCategories = z.infer<typeof HelpCategories>;

/** GET /api/multi/index: the stores the logged-in account may switch between. */
export const LinkedStores = z.array(LinkedStore);
export type LinkedStores = z.infer<typeof LinkedStores>;
