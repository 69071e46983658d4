/**
 * The console's promotions: 满减/满折 tiers, gifts and 换购 (the `promotions` rows the cart prices
 * with), coupons (issued to stores or published in the coupon centre), flash sales, combination
 * packages, points-mall gifts, lucky draws with their prizes, odds and stock, and activity pages
 * with their time windows and goods. Times typed in the console are China time
 * (`YYYY-MM-DD HH:mm`); times answered are seconds. Money typed is yuan, answered yuan.
 */
import { z } from './zod.js';
import { ACTIVITY_KINDS } from './activity.js';
import { adminText } from './admin.js';
import { AdminGoodsBody, countField, listField, pickedId, plainText, switchField, yuanField } from './admin-catalog.js';
import { DRAW_PRIZE_TYPES } from './draw.js';
import { PageQuery, Paged } from './envelope.js';
import { PointsGoods } from './points-mall.js';
import { COUPON_TYPES } from './member.js';
import { dbIdParam } from './goods.js';
import { optionalField } from './register.js';

/** A moment typed in China time: `YYYY-MM-DD HH:mm[:ss]`, or a whole day `YYYY-MM-DD` (its first instant). */
export const chinaTime = (label: string) =>
  z
    .string({ message: `请选择${label}` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/, `${label}格式不正确`)
    .transform((v, ctx) => {
      const [day, time = '00:00'] = v.split(' ');
      const at = new Date(`${day}T${time.length === 5 ? `${time}:00` : time}+08:00`);
      if (Number.isNaN(at.getTime())) {
        ctx.addIssue({ code: 'custom', message: `${label}格式不正确` });
        return z.NEVER;
      }
      return at;
    });

/** A time window: starts before it ends. */
const windowFields = { starts_at: chinaTime('开始时间'), ends_at: chinaTime('结束时间') };
const endsAfterStart = (w: { starts_at: Date; ends_at: Date }) => w.ends_at > w.starts_at;
const WINDOW_MESSAGE = { message: '结束时间须晚于开始时间', path: ['ends_at'] };

const goodsIds = (label: string, max = 500) => listField(dbIdParam(label), label, max);

export const PROMOTION_STATUSES = ['pending', 'running', 'ended'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];
export const PROMOTION_STATUS_TEXT: Record<PromotionStatus, string> = { pending: '未开始', running: '进行中', ended: '已结束' };

export const AdminPromotionParams = z.object({ id: dbIdParam('活动编号') });

/** 满减, 满折, 买赠 and 换购: the types of the `promotions` rows the cart applies. */
export const PROMOTION_TYPES = ['manjian', 'manzhe', 'gift', 'hg'] as const;
export type PromotionType = (typeof PROMOTION_TYPES)[number];
export const PROMOTION_TYPE_TEXT: Record<PromotionType, string> = { manjian: '满减', manzhe: '满折', gift: '买赠', hg: '换购' };

export const AdminPromotionQuery = PageQuery.extend({
  type: optionalField(z.enum(PROMOTION_TYPES, { message: '活动类型不正确' })),
  status: optionalField(z.enum(PROMOTION_STATUSES, { message: '活动状态不正确' })),
  keywords: optionalField(z.string().trim().max(50, '搜索关键词不能超过50个字')),
});
export type AdminPromotionQuery = z.infer<typeof AdminPromotionQuery>;

export const GoodsBrief = z.object({ id: z.number().int(), sku: z.string(), name: z.string(), spec: z.string(), base_price: z.number() });
export type GoodsBrief = z.infer<typeof GoodsBrief>;

export const AdminPromotionRow = z.object({
  id: z.number().int(),
  type: z.enum(PROMOTION_TYPES),
  type_text: z.string(),
  name: z.string(),
  /** 满200减8，满500减25 / 满1000打9.5折 / 买10赠1 / 满300元加9.90元换购. */
  rule_text: z.string(),
  /** 0: every goods. */
  goods_count: z.number().int(),
  starts_at: z.number().int(),
  ends_at: z.number().int(),
  status: z.enum(PROMOTION_STATUSES),
  status_text: z.string(),
});
export type AdminPromotionRow = z.infer<typeof AdminPromotionRow>;
export const AdminPromotionPage = Paged(AdminPromotionRow);

/** The editor's view: the rule in the fields the body takes (yuan, percent), and the goods it covers. */
export const AdminPromotionDetail = AdminPromotionRow.extend({
  tiers: z.array(z.object({ threshold: z.number(), reduce: z.number(), rate: z.number().int() })),
  buy_qty: z.number().int(),
  gift_qty: z.number().int(),
  threshold: z.number(),
  exchange_price: z.number(),
  max_number: z.number().int(),
  goods: z.array(GoodsBrief),
});
export type AdminPromotionDetail = z.infer<typeof AdminPromotionDetail>;

const TierInput = z.object({
  threshold: yuanField('满额门槛', { positive: true }),
  /** 满减: yuan off. */
  reduce: optionalField(yuanField('减免金额', { positive: true })),
  /** 满折: percent paid, 90 = 9折. */
  rate: optionalField(countField('折扣', { min: 1, max: 99 })),
});

export const AdminPromotionBody = z
  .strictObject({
    type: z.enum(PROMOTION_TYPES, { message: '请选择活动类型' }),
    name: adminText('活动名称', 100),
    ...windowFields,
    /** The goods it covers; none: every goods (满减, 满折). For 换购 the goods offered in exchange. */
    goods_ids: goodsIds('活动商品'),
    tiers: listField(TierInput, '优惠档位', 5),
    buy_qty: optionalField(countField('购买数量', { min: 1, max: 10_000 })),
    gift_qty: optionalField(countField('赠送数量', { min: 1, max: 10_000 })),
    threshold: optionalField(yuanField('换购门槛')),
    exchange_price: optionalField(yuanField('换购价格', { positive: true })),
    max_number: optionalField(countField('每单可换购数量', { min: 1, max: 100 })),
  })
  .refine(endsAfterStart, WINDOW_MESSAGE)
  .superRefine((p, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (p.type === 'manjian' || p.type === 'manzhe') {
      if (p.tiers.length === 0) issue('tiers', '请至少设置一档优惠');
      const thresholds = p.tiers.map((t) => t.threshold);
      if (new Set(thresholds).size !== thresholds.length) issue('tiers', '满额门槛不能重复');
      if (p.type === 'manjian') {
        if (p.tiers.some((t) => t.reduce === undefined)) issue('tiers', '请填写每一档的减免金额');
        else if (p.tiers.some((t) => (t.reduce ?? 0) >= t.threshold)) issue('tiers', '减免金额须小于满额门槛');
      }
      if (p.type === 'manzhe' && p.tiers.some((t) => t.rate === undefined)) issue('tiers', '请填写每一档的折扣');
    }
    if (p.type === 'gift') {
      if (p.buy_qty === undefined) issue('buy_qty', '请输入购买数量');
      if (p.gift_qty === undefined) issue('gift_qty', '请输入赠送数量');
      if (p.goods_ids.length === 0) issue('goods_ids', '请选择买赠商品');
    }
    if (p.type === 'hg') {
      if (p.threshold === undefined) issue('threshold', '请输入换购门槛');
      if (p.exchange_price === undefined) issue('exchange_price', '请输入换购价格');
      if (p.goods_ids.length === 0) issue('goods_ids', '请选择换购商品');
    }
  });
export type AdminPromotionBody = z.infer<typeof AdminPromotionBody>;

/** Coupons. */
export const COUPON_SCOPE_KINDS = ['all', 'category', 'brand'] as const;
export const COUPON_SCOPE_TEXT: Record<(typeof COUPON_SCOPE_KINDS)[number], string> = {
  all: '全场通用',
  category: '指定分类',
  brand: '指定品牌',
};

export const AdminCouponQuery = PageQuery.extend({
  keywords: optionalField(z.string().trim().max(50, '搜索关键词不能超过50个字')),
  /** 1: published in the coupon centre. */
  is_public: optionalField(z.coerce.number({ message: '领券中心状态不正确' }).int().min(0).max(1)),
});
export type AdminCouponQuery = z.infer<typeof AdminCouponQuery>;

export const AdminCoupon = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(COUPON_TYPES),
  title: z.string(),
  scope_text: z.string(),
  amount: z.number(),
  rate: z.number().int(),
  threshold: z.number(),
  max_discount: z.number(),
  scope_kind: z.enum(COUPON_SCOPE_KINDS),
  category_keys: z.array(z.string()),
  brand_ids: z.array(z.number().int()),
  valid_from: z.number().int(),
  valid_to: z.number().int(),
  is_public: z.number().int(),
  total: z.number().int(),
  claimed: z.number().int(),
  /** Held by stores: claimed, issued or won. */
  held: z.number().int(),
  used: z.number().int(),
});
export type AdminCoupon = z.infer<typeof AdminCoupon>;
export const AdminCouponPage = Paged(AdminCoupon);

export const AdminCouponBody = z
  .strictObject({
    name: adminText('优惠券名称', 100),
    type: z.enum(COUPON_TYPES, { message: '请选择优惠方式' }),
    amount: optionalField(yuanField('优惠金额', { positive: true })),
    /** Percent paid, 95 = 9.5折. */
    rate: optionalField(countField('折扣', { min: 1, max: 99 })),
    threshold: yuanField('使用门槛'),
    max_discount: optionalField(yuanField('最高优惠')),
    scope_kind: z.enum(COUPON_SCOPE_KINDS, { message: '请选择使用范围' }),
    category_keys: listField(z.string().max(80, '分类不正确'), '适用分类', 50),
    brand_ids: listField(dbIdParam('品牌'), '适用品牌', 50),
    valid_from: chinaTime('生效时间'),
    valid_to: chinaTime('失效时间'),
    /** Published in the coupon centre (/lqzx), with how many may be claimed. */
    is_public: switchField('发布到领券中心'),
    total: countField('发放总量', { max: 1_000_000, fallback: 0 }),
  })
  .refine((c) => c.valid_to > c.valid_from, { message: '失效时间须晚于生效时间', path: ['valid_to'] })
  .superRefine((c, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (c.type === 'amount' && c.amount === undefined) issue('amount', '请输入优惠金额');
    if (c.type === 'amount' && c.amount !== undefined && c.threshold > 0 && c.amount >= c.threshold)
      issue('amount', '优惠金额须小于使用门槛');
    if (c.type === 'rate' && c.rate === undefined) issue('rate', '请输入折扣');
    if (c.scope_kind === 'category' && c.category_keys.length === 0) issue('category_keys', '请选择适用分类');
    if (c.scope_kind === 'brand' && c.brand_ids.length === 0) issue('brand_ids', '请选择适用品牌');
    if (c.is_public === 1 && c.total < 1) issue('total', '发布到领券中心须设置发放总量');
  });
export type AdminCouponBody = z.infer<typeof AdminCouponBody>;

/** Issues one coupon to each store named (their ids from the store picker). */
export const CouponIssueBody = z.strictObject({
  store_ids: listField(dbIdParam('门店'), '门店', 500).refine((ids) => ids.length > 0, '请选择要发放的门店'),
});
export type CouponIssueBody = z.infer<typeof CouponIssueBody>;
/** How many stores a coupon was issued to. */
export const CouponIssued = z.object({ stores: z.number().int() });
export const CouponPublishBody = z.strictObject({ is_public: switchField('发布到领券中心') });

/** A store as the console's pickers list it. */
export const StorePick = z.object({ id: z.number().int(), company: z.string(), contact_phone: z.string(), province: z.string() });
export type StorePick = z.infer<typeof StorePick>;
export const StorePickQuery = z.object({ keywords: z.string().trim().max(50, '搜索关键词不能超过50个字').default('') });

/** Goods as the console's pickers list them; 入库 picks among the goods of one warehouse. */
export const GoodsPickQuery = z.object({
  keywords: z.string().trim().max(50, '搜索关键词不能超过50个字').default(''),
  warehouse_id: optionalField(dbIdParam('仓库')),
});

/** Flash sales (每日特价 / spike): a goods at a price with its own stock and per-store limit, for a window. */
export const AdminFlashSale = z.object({
  id: z.number().int(),
  goods: GoodsBrief,
  price: z.number(),
  stock: z.number().int(),
  sold: z.number().int(),
  limit_per_store: z.number().int(),
  starts_at: z.number().int(),
  ends_at: z.number().int(),
  status: z.enum(PROMOTION_STATUSES),
  status_text: z.string(),
});
export type AdminFlashSale = z.infer<typeof AdminFlashSale>;
export const AdminFlashSalePage = Paged(AdminFlashSale);
export const AdminFlashSaleQuery = PageQuery.extend({ status: optionalField(z.enum(PROMOTION_STATUSES, { message: '活动状态不正确' })) });

export const AdminFlashSaleBody = z
  .strictObject({
    goods_id: pickedId('秒杀商品'),
    price: yuanField('秒杀价', { positive: true }),
    stock: countField('秒杀库存', { min: 1, max: 1_000_000 }),
    limit_per_store: countField('每店限购', { max: 10_000, fallback: 0 }),
    ...windowFields,
  })
  .refine(endsAfterStart, WINDOW_MESSAGE);
export type AdminFlashSaleBody = z.infer<typeof AdminFlashSaleBody>;

/** Combination packages: a goods of type 3 (its price, stock and texts) and the goods one package holds. */
export const AdminCombinationRow = z.object({
  id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  price: z.number(),
  /** What the members cost one by one at base price. */
  original_price: z.number(),
  stock: z.number().int(),
  on_sale: z.number().int(),
  members: z.array(GoodsBrief.extend({ number: z.number().int() })),
});
export type AdminCombinationRow = z.infer<typeof AdminCombinationRow>;
export const AdminCombinationPage = Paged(AdminCombinationRow);
export const AdminCombinationQuery = PageQuery.extend({ keywords: optionalField(z.string().trim().max(50, '搜索关键词不能超过50个字')) });

export const AdminCombinationBody = z.strictObject({
  sku: AdminGoodsBody.shape.sku,
  name: adminText('套餐名称', 100),
  price: yuanField('套餐价格', { positive: true }),
  stock: countField('套餐库存'),
  on_sale: switchField('上架'),
  members: listField(
    z.object({ goods_id: pickedId('套餐商品'), number: countField('数量', { min: 1, max: 1000 }) }),
    '套餐商品',
    10,
  ).refine((m) => m.length >= 2, '套餐至少包含两种商品'),
});
export type AdminCombinationBody = z.infer<typeof AdminCombinationBody>;

/** Points-mall gifts. */
export const AdminPointsGoods = PointsGoods.extend({
  sort: z.number().int(),
  exchanged: z.number().int(),
});
export type AdminPointsGoods = z.infer<typeof AdminPointsGoods>;
export const AdminPointsGoodsPage = Paged(AdminPointsGoods);
export const AdminPointsGoodsBody = z.strictObject({
  name: adminText('礼品名称', 100),
  points: countField('兑换积分', { min: 1, max: 10_000_000 }),
  stock: countField('库存'),
  description: plainText('礼品说明', 500),
  sort: countField('排序', { max: 100_000, fallback: 0 }),
});
export type AdminPointsGoodsBody = z.infer<typeof AdminPointsGoodsBody>;

/** Lucky draws: the window and texts; prizes with their odds (relative weights) and stock. */
export const AdminDrawPrize = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(DRAW_PRIZE_TYPES),
  type_text: z.string(),
  /** Points, coupon id or points-gift id, by type. */
  value: z.number().int(),
  value_text: z.string(),
  weight: z.number().int(),
  /** The prize's share of the odds, in percent with two decimals. */
  odds: z.number(),
  stock: z.number().int(),
  sort: z.number().int(),
  won: z.number().int(),
});
export type AdminDrawPrize = z.infer<typeof AdminDrawPrize>;

export const AdminDraw = z.object({
  id: z.number().int(),
  name: z.string(),
  remarks: z.string(),
  starts_at: z.number().int(),
  ends_at: z.number().int(),
  status: z.enum(PROMOTION_STATUSES),
  status_text: z.string(),
  joined: z.number().int(),
  prizes: z.array(AdminDrawPrize),
});
export type AdminDraw = z.infer<typeof AdminDraw>;
export const AdminDrawPage = Paged(AdminDraw);

export const AdminDrawBody = z
  .strictObject({ name: adminText('抽奖名称', 100), remarks: plainText('活动说明', 500), ...windowFields })
  .refine(endsAfterStart, WINDOW_MESSAGE);
export type AdminDrawBody = z.infer<typeof AdminDrawBody>;

export const AdminDrawPrizeBody = z
  .strictObject({
    name: adminText('奖品名称', 100),
    type: z.enum(DRAW_PRIZE_TYPES, { message: '请选择奖品类型' }),
    value: countField('奖品内容', { max: 10_000_000, fallback: 0 }),
    weight: countField('中奖权重', { min: 0, max: 1_000_000 }),
    stock: countField('奖品库存', { max: 1_000_000 }),
    sort: countField('排序', { max: 100_000, fallback: 0 }),
  })
  .superRefine((p, ctx) => {
    if (p.type !== 'none' && p.value < 1) {
      const message = { points: '请输入赠送积分', coupon: '请选择优惠券', goods: '请选择礼品' }[p.type];
      ctx.addIssue({ code: 'custom', path: ['value'], message });
    }
  });
export type AdminDrawPrizeBody = z.infer<typeof AdminDrawPrizeBody>;
export const AdminPrizeParams = z.object({ id: dbIdParam('抽奖活动编号'), pid: dbIdParam('奖品编号') });

/** Activity pages (yjh, welfare, mrtj … ptzq 拼团, hb 满返): window, texts, rules of their kind, goods at activity prices. */
export const ACTIVITY_KIND_TEXT: Record<(typeof ACTIVITY_KINDS)[number], string> = {
  yjh: '活动专区',
  welfare: '福利专区',
  mrtj: '每日特价',
  zqmb: '专区模板',
  yyh: '优惠活动',
  hdmb: '活动模板',
  zhmz: '组合满赠',
  ptzq: '拼团',
  hb: '满返',
};

export const AdminActivityQuery = PageQuery.extend({
  kind: optionalField(z.enum(ACTIVITY_KINDS, { message: '活动类型不正确' })),
  status: optionalField(z.enum(PROMOTION_STATUSES, { message: '活动状态不正确' })),
});
export type AdminActivityQuery = z.infer<typeof AdminActivityQuery>;

export const AdminActivityRow = z.object({
  id: z.number().int(),
  kind: z.enum(ACTIVITY_KINDS),
  kind_text: z.string(),
  title: z.string(),
  starts_at: z.number().int(),
  ends_at: z.number().int(),
  status: z.enum(PROMOTION_STATUSES),
  status_text: z.string(),
  goods_count: z.number().int(),
  sort: z.number().int(),
});
export type AdminActivityRow = z.infer<typeof AdminActivityRow>;
export const AdminActivityPage = Paged(AdminActivityRow);

export const AdminActivityDetail = AdminActivityRow.extend({
  description: z.string(),
  banner: z.string(),
  notes: z.array(z.string()),
  group_size: z.number().int().nullable(),
  group_hours: z.number().int().nullable(),
  cashback_tiers: z.array(z.object({ threshold: z.number(), cashback: z.number() })),
  goods: z.array(GoodsBrief.extend({ price: z.number().nullable() })),
});
export type AdminActivityDetail = z.infer<typeof AdminActivityDetail>;

export const AdminActivityBody = z
  .strictObject({
    kind: z.enum(ACTIVITY_KINDS, { message: '请选择活动类型' }),
    title: adminText('活动标题', 100),
    description: plainText('活动说明', 500),
    banner: plainText('横幅图片地址', 300),
    sort: countField('排序', { max: 100_000, fallback: 0 }),
    ...windowFields,
    /** Lines the page lists under 活动规则 after the kind's own. */
    notes: listField(z.string().trim().min(1, '规则说明不能为空').max(200, '每条规则说明不能超过200个字'), '规则说明', 10),
    group_size: optionalField(countField('成团人数', { min: 2, max: 50 })),
    group_hours: optionalField(countField('成团时限', { min: 1, max: 720 })),
    cashback_tiers: listField(
      z.object({ threshold: yuanField('返现门槛', { positive: true }), cashback: yuanField('返现金额', { positive: true }) }),
      '返现档位',
      5,
    ),
    /** Goods of the page at their activity price (none: the goods' own price, for ptzq the group price). */
    goods: listField(
      z.object({ goods_id: pickedId('活动商品'), price: optionalField(yuanField('活动价', { positive: true })) }),
      '活动商品',
      100,
    ),
  })
  .refine(endsAfterStart, WINDOW_MESSAGE)
  .superRefine((a, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (a.kind === 'ptzq' && (a.group_size === undefined || a.group_hours === undefined))
      issue('group_size', '拼团活动请设置成团人数和成团时限');
    if (a.kind === 'hb' && a.cashback_tiers.length === 0) issue('cashback_tiers', '满返活动请至少设置一档返现');
    if (a.cashback_tiers.some((t) => t.cashback >= t.threshold)) issue('cashback_tiers', '返现金额须小于返现门槛');
    const ids = a.goods.map((g) => g.goods_id);
    if (new Set(ids).size !== ids.length) issue('goods', '活动商品不能重复');
  });
export type AdminActivityBody = z.infer<typeof AdminActivityBody>;

export const GoodsBriefList = z.array(GoodsBrief);
export const StorePickList = z.array(StorePick);

/** What the console's forms send (yuan, China time) before the bodies turn them into fen and moments. */
export type AdminPromotionForm = z.input<typeof AdminPromotionBody>;
export type AdminCouponForm = z.input<typeof AdminCouponBody>;
export type AdminFlashSaleForm = z.input<typeof AdminFlashSaleBody>;
export type AdminCombinationForm = z.input<typeof AdminCombinationBody>;
export type AdminPointsGoodsForm = z.input<typeof AdminPointsGoodsBody>;
export type AdminDrawForm = z.input<typeof AdminDrawBody>;
export type AdminDrawPrizeForm = z.input<typeof AdminDrawPrizeBody>;
export type AdminActivityForm = z.input<typeof AdminActivityBody>;
