/**
 * Shapes the catalogue pages need that goods.ts does not (yet) hold: the add-to-cart body of spec
 * section 3, the ad slots a zone draws its banner from, and the favourite flag of the detail page.
 * Kept apart from goods.ts, which the server side owns; fold them in when the server adopts them.
 */
import { z } from './zod.js';
import { Banner } from './content.js';
import { dbIdParam, GoodsDetail } from './goods.js';

const INT4_MAX = 2_147_483_647;

/** An id or flag the page may not know: spec section 3 says they fall back to 0. */
const IdOrZero = (label: string) =>
  z.coerce.number({ message: `${label}不正确` }).int(`${label}不正确`).min(0, `${label}不正确`).max(INT4_MAX, `${label}不正确`).default(0);

/** One line of POST /api/cart (spec section 3, "Add-to-cart payload"). */
export const CartAddLine = z
  .strictObject({
    goods_id: dbIdParam('商品编号'),
    /** The unit price the buyer saw; the server prices the line again and only compares. */
    price: z.coerce.number({ message: '价格不正确' }).min(0, '价格不正确'),
    number: z.coerce.number({ message: '购买数量不正确' }).int('购买数量必须是整数').positive('购买数量必须大于0').max(99999, '购买数量过大'),
    ck_id: IdOrZero('仓库编号'),
    goods_price_id: IdOrZero('价格编号'),
    ladder_price_id: IdOrZero('阶梯价编号'),
    goods_manjian_id: IdOrZero('满减活动编号'),
    is_yj: IdOrZero('is_yj'),
    /** 1 = flash sale (CART_ITEM_TYPE_FLASH_SALE); absent for an ordinary line. */
    type: z.coerce.number({ message: '类型不正确' }).int('类型不正确').min(0, '类型不正确').max(9, '类型不正确').optional(),
    /** The activity page whose price a type 2 line (CART_ITEM_TYPE_ACTIVITY) is bought at. */
    activity_id: dbIdParam('活动编号').optional(),
  })
  .refine((line) => line.type !== 2 || line.activity_id !== undefined, { message: '请指定活动', path: ['activity_id'] });
export type CartAddLine = z.infer<typeof CartAddLine>;
export type CartAddLineInput = z.input<typeof CartAddLine>;

/** POST /api/cart {params}: spec section 7, "with an array of line items" (form-encoded as params[0][goods_id]=…). */
export const CartAddBody = z.strictObject({
  params: z.array(CartAddLine, { message: '请选择商品' }).min(1, '请选择商品').max(100, '一次最多加入100个商品'),
});
export type CartAddBody = z.infer<typeof CartAddBody>;

/** The ad slots of GET /api/focus/{slot} a catalogue zone draws its banner from. */
export const ZONE_AD_SLOTS = ['yx', 'kxzq', 'new_kxzq', 'kxzq_ad', 'ppzq', 'zyzq'] as const;
export type ZoneAdSlot = (typeof ZONE_AD_SLOTS)[number];

/** GET /api/focus/{slot}: the banners of one ad slot. */
export const FocusBanners = z.array(Banner);
export type FocusBanners = z.infer<typeof FocusBanners>;

/** GET /api/focus/kxzq_ad (ids): the controlled-sales ads, optionally only the ids a link names ("3,4"). */
export const FocusAdQuery = z.object({
  ids: z.string().max(200, '广告编号过多').regex(/^\d{1,9}(,\d{1,9})*$/, '广告编号格式不正确').optional(),
});
export type FocusAdQuery = z.infer<typeof FocusAdQuery>;

/**
 * The detail page's goods: GoodsDetail plus whether the current store has it in its favourites
 * (1/0). Optional until the server sends it; the toggle then starts at "not favourited".
 */
export const GoodsDetailView = GoodsDetail.extend({ is_favorite: z.number().int().optional() });
export type GoodsDetailView = z.infer<typeof GoodsDetailView>;
