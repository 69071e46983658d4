/**
 * The cart of spec section 7 (Cart) and the cart page of sections 3 and 4. Money is yuan rounded
 * down to 2 decimals (fenToYuan), computed by @yc/pricing on the server; the client's price is
 * never trusted. The add-to-cart body (CartAddBody) lives in goods-web.ts, where the catalogue
 * pages first needed it.
 */
import { z } from './zod.js';
import { DEFAULT_CART_FILTER } from './constants.js';
import { CartAddLine } from './goods-web.js';
import { CombinationMember, dbIdParam, GoodsCard, GoodsIds } from './goods.js';

/** Shipping (运费), the one place its numbers live: ¥15 an order, free from ¥800 of goods after discounts. */
export const SHIPPING_FEE_FEN = 1500;
export const FREE_SHIPPING_THRESHOLD_FEN = 80000;

/** 0/1 switches of the cart calls; `true`/`false` are read as well. */
export const CartFlag = (label: string) =>
  z.preprocess(
    (v) => (v === 'true' ? 1 : v === 'false' ? 0 : v),
    z.coerce
      .number({ message: `${label}不正确` })
      .int(`${label}不正确`)
      .min(0, `${label}不正确`)
      .max(1, `${label}不正确`),
  );

/**
 * GET query strings come from the page as `ids[0]=1&ids[1]=2` (qs with indices) while the query
 * parser leaves such keys flat: fold them back into arrays before the schema reads them.
 */
export function foldIndexedKeys(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null) return raw;
  const folded: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    const m = /^([a-z_]+)\[\d*\]$/.exec(key);
    if (!m) folded[key] = value;
    else folded[m[1]] = [...(Array.isArray(folded[m[1]]) ? (folded[m[1]] as unknown[]) : []), ...(Array.isArray(value) ? value : [value])];
  }
  return folded;
}

/**
 * The most cart lines one order takes: a pharmacy's weekly restock (a 200-line plan, 再次购买 of a
 * month's 142 lines) fits in one checkout. The cart page says so before 去结算 is pressed.
 */
export const CHECKOUT_MAX_LINES = 300;
export const CHECKOUT_TOO_MANY = `一次最多结算${CHECKOUT_MAX_LINES}种商品，请分批结算`;

/**
 * The most lines one tick, delete or copy names: 全选 and 取消全选 send every line of the cart, so this
 * is far above any cart a store fills; it is the 1000 entries the server's form parser reads of an array (app.ts).
 */
const CART_BATCH_MAX_LINES = 1000;

/** Cart line ids of the session's store for a tick, delete or copy: a number, an array or "1,2,3". */
export const CartIds = GoodsIds('商品编号', CART_BATCH_MAX_LINES);

/** Cart line ids going to one order (step 2 and checkout): up to CHECKOUT_MAX_LINES, refused in Chinese beyond. */
export const CheckoutIds = GoodsIds('商品编号', CHECKOUT_MAX_LINES, CHECKOUT_TOO_MANY);

/** A quantity in the cart: a positive integer up to 99999, with the add-to-cart messages. */
export const CartNumber = CartAddLine.shape.number;

/** The cart page's filters (filter_data); 99999 (DEFAULT_CART_FILTER) shows every line. */
export const CART_FILTERS = [
  { value: DEFAULT_CART_FILTER, name: '全部商品' },
  { value: 1, name: '秒杀商品' },
  { value: 2, name: '满减/满折商品' },
  { value: 3, name: '包邮商品' },
  { value: 4, name: '近效期商品' },
  { value: 5, name: '失效商品' },
] as const;
export type CartFilterValue = (typeof CART_FILTERS)[number]['value'];

/** Group keys of lines in no 满减/满折 (a line in one carries `manjian_{id}` or `manzhe_{id}`). */
export const CART_GROUP_FLASH = 'flash';
export const CART_GROUP_NONE = 'none';

/** GET /api/cart/list. `new` is accepted as the page sends it; the answer is the same. */
export const CartListQuery = z.object({
  filters: z.coerce
    .number({ message: '筛选条件不正确' })
    .int('筛选条件不正确')
    .refine((v) => CART_FILTERS.some((f) => f.value === v), '筛选条件不正确')
    .default(DEFAULT_CART_FILTER),
  new: CartFlag('new').optional(),
});
export type CartListQuery = z.infer<typeof CartListQuery>;

/** The goods of a cart line: the spec's fields of section 3 plus what the line shows (name, sccj, ypgg, goods_image list). */
export const CartGoods = GoodsCard.pick({
  id: true,
  name: true,
  sccj: true,
  ypgg: true,
  goods_image: true,
  base_price: true,
  is_buy: true,
  buy_reason: true,
  number: true,
  ladder_price: true,
  ladder_price_type: true,
  bzdw: true,
  tags: true,
  is_free_shipping: true,
  free_shipping_number: true,
  is_dpby: true,
  qg_number: true,
  type: true,
  goods_type: true,
  min_qty: true,
  mid_pack: true,
  is_hm: true,
  hm_limit: true,
  is_jxq: true,
  xq: true,
  xq_text: true,
  ck_id: true,
}).extend({
  /** 优选 (yx): the goods ship free (is_free_shipping). */
  is_youx: z.number().int(),
  /** Expiry date (YYYY-MM-DD) of the sellable batch that expires last (xq is the first); null without sellable batches. */
  xq_to: z.string().nullable(),
});
export type CartGoods = z.infer<typeof CartGoods>;

/** A cart item (spec section 3, cart page). */
export const CartItem = z.object({
  id: z.number().int(),
  goods_id: z.number().int(),
  /** 1 = flash sale line, 2 = at an activity page's price, 0 = ordinary. */
  type: z.number().int(),
  /** 3 = combination package, whose goods are in `combination`. */
  goods_type: z.number().int(),
  number: z.number().int(),
  /** The unit price beside "× number": the flash price when some units are flash, else the line's regular unit price. */
  price: z.number(),
  /** The line before 满减/满折 and coupon. */
  amount: z.number(),
  is_selected: z.number().int(),
  /** Why the line was forced unselected (not buyable, out of stock); null otherwise. */
  unselectable_reason: z.string().nullable(),
  /** 1: the line takes part in 满减/满折 and coupons (not combination packages and near-expiry goods). */
  with_coupon: z.number().int(),
  goods_manjian_id: z.number().int(),
  /** This line's share of its 满减/满折. */
  goods_manjian_amount: z.number(),
  /** This line's share of the previewed coupon. */
  coupon_amount: z.number(),
  /** Gift units this line's goods earn (买N赠M): type 1 = the goods itself (本品), 0 = none. */
  gift_data: z.object({ total: z.number().int(), type: z.number().int() }),
  /** The group the page shows the line under: manjian_{id}, manzhe_{id}, flash or none. */
  key: z.string(),
  /** Units at the flash price and that price; null when none. */
  flash: z.object({ id: z.number().int(), price: z.number(), number: z.number().int() }).nullable(),
  /** The activity page a type 2 line is priced by while it is on; null otherwise (the line is then at the regular price). */
  activity: z.object({ id: z.number().int(), title: z.string(), price: z.number() }).nullable(),
  goods_price_id: z.number().int(),
  ladder_price_id: z.number().int(),
  is_yj: z.number().int(),
  goods: CartGoods,
  /** The members of a combination package; [] for other goods. */
  combination: z.array(CombinationMember),
});
export type CartItem = z.infer<typeof CartItem>;

export const ManjianTier = z.object({ amount: z.number(), reduce: z.number(), status: z.number().int() });
export const ManzheTier = z.object({ amount: z.number(), rate: z.number().int(), status: z.number().int() });

const activityFields = {
  id: z.number().int(),
  /** The group key of its lines. */
  key: z.string(),
  name: z.string(),
  /** The selected coupon-eligible total of its lines: what the tier status is judged on. */
  amount: z.number(),
  discount: z.number(),
  cart_ids: z.array(z.number().int()),
};

/** activity_data: tiers sorted by amount, status 1 once the selected eligible total reaches the tier (spec section 4). */
export const ActivityData = z.object({
  manjians: z.array(z.object({ ...activityFields, tiers: z.array(ManjianTier) })),
  discounts: z.array(z.object({ ...activityFields, tiers: z.array(ManzheTier) })),
});
export type ActivityData = z.infer<typeof ActivityData>;

export const ShippingData = z.object({
  shipping_amount: z.number(),
  /** How much more makes the order ship free; 0 when it already does. */
  no_trans_order_amount: z.number(),
  /** single_item (单品包邮), free_shipping_goods (包邮 goods only), threshold; null while shipping is charged. */
  free_reason: z.string().nullable(),
  fee: z.number(),
  free_threshold: z.number(),
});
export type ShippingData = z.infer<typeof ShippingData>;

export const CartTotals = z.object({
  total_count: z.number().int(),
  selected_count: z.number().int(),
  selected_number: z.number().int(),
  goods_amount: z.number(),
  promotion_amount: z.number(),
  coupon_amount: z.number(),
  exchange_amount: z.number(),
  shipping_amount: z.number(),
  voucher_amount: z.number(),
  pay_amount: z.number(),
});
export type CartTotals = z.infer<typeof CartTotals>;

/** The totals of a cart with nothing counted: an empty cart, or one the store may not see priced yet. */
export const ZERO_CART_TOTALS: CartTotals = {
  total_count: 0,
  selected_count: 0,
  selected_number: 0,
  goods_amount: 0,
  promotion_amount: 0,
  coupon_amount: 0,
  exchange_amount: 0,
  shipping_amount: 0,
  voucher_amount: 0,
  pay_amount: 0,
};

/** A 换购 offer: once the selected goods reach `threshold`, `max_number` units at `price`; rule_id is the exchange goods id. */
export const ExchangeOffer = z.object({
  rule_id: z.number().int(),
  goods_id: z.number().int(),
  name: z.string(),
  ypgg: z.string(),
  sccj: z.string(),
  image: z.string(),
  price: z.number(),
  base_price: z.number(),
  threshold: z.number(),
  reached: z.number().int(),
  max_number: z.number().int(),
  stock: z.number().int(),
});
export type ExchangeOffer = z.infer<typeof ExchangeOffer>;

export const GiftView = z.object({ goods_id: z.number().int().nullable(), name: z.string(), number: z.number().int() });

/** GET /api/cart/list: every line of the store in `data` (narrowed by `filters`), grouped by `key`; totals over the selected lines. */
export const CartList = z.object({
  data: z.array(CartItem),
  activity_data: ActivityData,
  shipping_data: ShippingData,
  filter_data: z.array(z.object({ value: z.number().int(), name: z.string(), count: z.number().int() })),
  filters: z.number().int(),
  gifts: z.array(GiftView),
  exchange: z.array(ExchangeOffer),
  /** The best coupon, previewed in the totals; checkout lets the buyer pick another. */
  coupon: z.object({ id: z.number().int(), name: z.string(), discount: z.number() }).nullable(),
  totals: CartTotals,
  /** Why the cart shows nothing to buy (资质审核中); '' otherwise. */
  notice: z.string(),
});
export type CartList = z.infer<typeof CartList>;

/** POST /api/cart answers the header badge count and the ids of the lines added to. */
/** `notices`: what the server changed of the request (a quantity put on the goods' rule, a price that moved), for the page to say. */
export const CartAddResult = z.object({ total: z.number().int(), ids: z.array(z.number().int()), notices: z.array(z.string()) });
export type CartAddResult = z.infer<typeof CartAddResult>;

/** GET /api/cart/total: the header badge (cart lines). */
export const CartCount = z.object({ total: z.number().int() });
export type CartCount = z.infer<typeof CartCount>;

export const CartLineParams = z.object({ id: dbIdParam('购物车编号') });
export type CartLineParams = z.infer<typeof CartLineParams>;

/** POST /api/cart/{id}/edit {params:{number}, new}: with new=1 the answer carries the whole cart. */
export const CartEditBody = z.strictObject({
  params: z.strictObject({ number: CartNumber }, { message: '请输入购买数量' }),
  new: CartFlag('new').optional(),
});
export type CartEditBody = z.infer<typeof CartEditBody>;
/** `notice`: why `number` differs from the number sent (起订量, 中包装); '' when it is as sent. */
export const CartEditResult = z.object({ id: z.number().int(), number: z.number().int(), notice: z.string(), cart: CartList.nullable() });
export type CartEditResult = z.infer<typeof CartEditResult>;

export const CartSelectBody = z.strictObject({ ids: CartIds, is_selected: CartFlag('选中状态') });
export type CartSelectBody = z.infer<typeof CartSelectBody>;

export const CartIdsBody = z.strictObject({ ids: CartIds });
export type CartIdsBody = z.infer<typeof CartIdsBody>;

/** Lines changed, and the badge count after the change. */
export const CartChangeResult = z.object({ changed: z.number().int(), total: z.number().int() });
export type CartChangeResult = z.infer<typeof CartChangeResult>;

/** POST /api/cart/quick_add/{id}: {id} is a goods id. */
export const QuickAddParams = z.object({ id: dbIdParam('商品编号') });
export type QuickAddParams = z.infer<typeof QuickAddParams>;
export const QuickAddResult = z.object({ id: z.number().int(), number: z.number().int(), total: z.number().int() });
export type QuickAddResult = z.infer<typeof QuickAddResult>;

/** POST /api/cart/copy: other_user_ids are stores of the same login account. */
export const CartCopyBody = z.strictObject({ ids: CartIds, other_user_ids: GoodsIds('门店编号') });
export type CartCopyBody = z.infer<typeof CartCopyBody>;
export const CartCopyResult = z.object({ copied: z.number().int(), stores: z.number().int() });
export type CartCopyResult = z.infer<typeof CartCopyResult>;

/** POST /api/cart/next_hint (query): with goods_id, the activities covering that goods even before it is in the cart. */
export const NextHintQuery = z.object({ goods_id: dbIdParam('商品编号').optional() });
export type NextHintQuery = z.infer<typeof NextHintQuery>;
export const NextHintResult = z.object({
  activities: z.array(
    z.object({ key: z.string(), name: z.string(), needed: z.number(), next_tier_amount: z.number(), message: z.string() }),
  ),
  shipping: z.object({ needed: z.number(), message: z.string() }).nullable(),
  /** The most useful sentence (closest tier, else free shipping); null when nothing is left to reach. */
  message: z.string().nullable(),
});
export type NextHintResult = z.infer<typeof NextHintResult>;
