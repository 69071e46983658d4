/** The home page's floors (spec section 1: the catalogue's zones, one floor each). */
import { z } from './zod.js';
import { Banner } from './content.js';
import { GoodsCard } from './goods.js';

/** yp western drugs, zcy Chinese patent medicine, qx devices, zyyp TCM pieces, yx free shipping, jxq near expiry. */
export const HOME_FLOOR_KEYS = ['yp', 'zcy', 'qx', 'zyyp', 'yx', 'jxq'] as const;
export type HomeFloorKey = (typeof HOME_FLOOR_KEYS)[number];

export const FLOOR_GOODS_MAX = 20;

/** GET /api/focus/demo {keys, page_size}: the floors named in keys ("qx,yx"; all when absent), each with its best sellers. */
export const HomeFloorQuery = z.object({
  keys: z
    .string({ message: '楼层参数不正确' })
    .trim()
    .transform((v) => [
      ...new Set(
        v
          .split(',')
          .map((k) => k.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.enum(HOME_FLOOR_KEYS, { message: '楼层不存在' }), { message: '楼层参数不正确' }).min(1, '请选择楼层'))
    .optional(),
  page_size: z.coerce
    .number({ message: '每层商品数必须是数字' })
    .int('每层商品数必须是整数')
    .min(1, '每层商品数不能小于1')
    .max(FLOOR_GOODS_MAX, `每层商品数不能超过${FLOOR_GOODS_MAX}`)
    .default(5),
});
export type HomeFloorQuery = z.infer<typeof HomeFloorQuery>;

export const FloorLink = z.object({ name: z.string(), url: z.string() });
export type FloorLink = z.infer<typeof FloorLink>;

export const HomeFloor = z.object({
  key: z.enum(HOME_FLOOR_KEYS),
  title: z.string(),
  subtitle: z.string(),
  /** The zone or listing the floor's 更多 goes to. */
  url: z.string(),
  /** The floor's tall ad beside its goods; null when the slot is empty. */
  ad: Banner.nullable(),
  /** Classes of the floor, each a listing link. */
  links: z.array(FloorLink),
  goods: z.array(GoodsCard),
});
export type HomeFloor = z.infer<typeof HomeFloor>;
export const HomeFloors = z.array(HomeFloor);
export type HomeFloors = z.infer<typeof HomeFloors>;
