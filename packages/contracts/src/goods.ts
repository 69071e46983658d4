/**
 * Catalogue, search and favourites: every request query and response of the goods calls of spec
 * section 7. Wire names are the spec's: ypgg = specification, sccj = manufacturer, bzdw = packing
 * unit, xq = expiry date, kx = controlled sales (控销), hm = contains ephedrine (含麻), jxq = near
 * expiry, dpby = single-item free shipping, qg_number = per-store purchase limit, ck_id = warehouse.
 * Money is yuan rounded down to 2 decimals (fenToYuan); it is null where the buyer may not see it.
 */
import { z } from './zod.js';
import { Banner } from './content.js';
import { Paged, PageQuery } from './envelope.js';
import { DrugRegulatory, RX_CLASSES, YB_CLASSES } from './drug-regulatory.js';

const INT4_MAX = 2_147_483_647;

/** A positive database id from a path or query string: a bad one is a 422 in Chinese, never a 500. */
export const dbIdParam = (label: string) =>
  z.coerce
    .number({ message: `${label}不正确` })
    .int(`${label}不正确`)
    .positive(`${label}不正确`)
    .max(INT4_MAX, `${label}不正确`);

/** 0/1 switches of the listing routes; `true`/`false` are read as well. */
const Flag = (label: string) =>
  z.preprocess(
    (v) => (v === 'true' ? 1 : v === 'false' ? 0 : v),
    z.coerce
      .number({ message: `${label}参数不正确` })
      .int(`${label}参数不正确`)
      .min(0, `${label}参数不正确`)
      .max(1, `${label}参数不正确`),
  );

export const KEYWORD_MAX = 50;
const Keywords = z.string({ message: '搜索关键词不正确' }).trim().max(KEYWORD_MAX, `搜索关键词不能超过${KEYWORD_MAX}个字`);

/** Spec section 9: 0 = drug, 1 = manufacturer. */
export const SearchTypeParam = z.coerce
  .number({ message: '搜索类型不正确' })
  .int('搜索类型不正确')
  .min(0, '搜索类型不正确')
  .max(1, '搜索类型不正确')
  .default(0);

export const CATEGORY_KINDS = ['ordinary', 'youx', 'zy', 'qx'] as const;
export type CategoryKind = (typeof CATEGORY_KINDS)[number];

export const GOODS_SORTS = ['default', 'sales', 'price_asc', 'price_desc', 'newest'] as const;
export type GoodsSort = (typeof GOODS_SORTS)[number];

/** Zone switches: yx free shipping, jxq near expiry, kx controlled, zyyp TCM, qx devices, zh combinations, zy self-operated. */
export const ZONE_FLAGS = ['yx', 'jxq', 'kx', 'zyyp', 'qx', 'zh', 'zy'] as const;
export type ZoneFlag = (typeof ZONE_FLAGS)[number];

const LIST_KEYS = [
  'category_id',
  'category_kind',
  'brand_id',
  'manufacturer',
  'dosage_form',
  'ypgg',
  'yb',
  'keywords',
  'type',
  'in_stock',
  'sort',
  'page',
  'page_size',
  ...ZONE_FLAGS,
];

/**
 * The listing routes carry their zone in `select` (spec section 2: `yx=1` for free shipping). It may
 * hold `yx=1`, a bare `yx`, or several pairs (`kx=1&brand_id=3`); parameters given on their own win.
 */
function mergeSelect(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null || !('select' in raw)) return raw;
  const { select, ...rest } = raw as Record<string, unknown>;
  if (typeof select !== 'string') return rest;
  const merged: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(select)) {
    if (LIST_KEYS.includes(key)) merged[key] = value === '' ? '1' : value;
  }
  return { ...merged, ...rest };
}

/** GET /api/goods/list. */
export const GoodsListQuery = z.preprocess(
  mergeSelect,
  z.object({
    /** A category of any level and any kind; its kind also narrows to its zone (youx free shipping, zy self-operated). */
    category_id: dbIdParam('分类编号').optional(),
    category_kind: z.enum(CATEGORY_KINDS, { message: '分类类型不正确' }).optional(),
    brand_id: dbIdParam('品牌编号').optional(),
    /** A manufacturer's exact name, as the manufacturer suggestions give it. */
    manufacturer: z.string({ message: '生产厂家不正确' }).trim().max(100, '生产厂家名称过长').optional(),
    /** Facets of the results page: a dosage form and a spec exactly as the facet counts name them. */
    dosage_form: z.string({ message: '剂型不正确' }).trim().max(20, '剂型过长').optional(),
    ypgg: z.string({ message: '规格不正确' }).trim().max(60, '规格过长').optional(),
    yb: Flag('医保').optional(),
    /** Facets of the results page: a 医保类别 and a 处方/OTC class. */
    yb_class: z.enum(YB_CLASSES, { message: '医保类别不正确' }).optional(),
    rx_class: z.enum(RX_CLASSES, { message: '处方/OTC类别不正确' }).optional(),
    keywords: Keywords.optional(),
    /** What `keywords` means: 0 drug name, initials or approval number; 1 manufacturer. */
    type: SearchTypeParam,
    in_stock: Flag('有货').optional(),
    sort: z.enum(GOODS_SORTS, { message: '排序方式不正确' }).default('default'),
    yx: Flag('包邮专区').optional(),
    jxq: Flag('近效期专区').optional(),
    kx: Flag('控销专区').optional(),
    zyyp: Flag('中药专区').optional(),
    qx: Flag('器械专区').optional(),
    zh: Flag('组合专区').optional(),
    zy: Flag('自营专区').optional(),
    ...PageQuery.shape,
  }),
);
export type GoodsListQuery = z.infer<typeof GoodsListQuery>;

export const GoodsIdParams = z.object({ id: dbIdParam('商品编号') });
export type GoodsIdParams = z.infer<typeof GoodsIdParams>;

export const GoodsImage = z.object({ url: z.string() });
/** The first picture of a spec `goods_image` list (what a cart line shows), '' when there is none. */
export const coverImage = (goods: { goods_image: readonly { url: string }[] }): string => goods.goods_image[0]?.url ?? '';
export const LadderPrice = z.object({ number: z.number().int(), price: z.number() });
export const GoodsTag = z.object({ name: z.string(), describe: z.string(), is_show: z.number().int() });

/** What a goods card shows in every list, and what the cart reads of a goods. */
export const GoodsCard = z.object({
  id: z.number().int(),
  name: z.string(),
  common_name: z.string(),
  ypgg: z.string(),
  sccj: z.string(),
  approval_no: z.string(),
  bzdw: z.string(),
  image: z.string(),
  goods_image: z.array(GoodsImage),
  /** The price this buyer pays: its customer-level price where one exists, else the base price; null when hidden. */
  price: z.number().nullable(),
  /** 登录可见 for visitors, 资质审核中 for stores not yet passed, '' when prices show. */
  price_text: z.string(),
  base_price: z.number().nullable(),
  ladder_price: z.array(LadderPrice),
  ladder_price_type: z.number().int(),
  tags: z.array(GoodsTag),
  /** Stock. */
  number: z.number().int(),
  min_qty: z.number().int(),
  mid_pack: z.number().int(),
  is_buy: z.number().int(),
  /** Why is_buy is 0 (超出经营范围, 控销…, 资质审核中, 请先登录); '' when it is 1. */
  buy_reason: z.string(),
  is_free_shipping: z.number().int(),
  free_shipping_number: z.number().int(),
  is_dpby: z.number().int(),
  is_jxq: z.number().int(),
  /** Expiry date (YYYY-MM-DD) of the first sellable batch to ship (FEFO); null without sellable batches. */
  xq: z.string().nullable(),
  /** The validity of the batches that would ship: 「效期至 2027-08-31」 or 「2027-03 ~ 2027-08」; null without sellable batches. */
  xq_text: z.string().nullable(),
  is_kx: z.number().int(),
  is_hm: z.number().int(),
  hm_limit: z.number().int(),
  is_rx: z.number().int(),
  /** 1 = self-operated. */
  type: z.number().int(),
  /** 1 = ordinary goods, 3 = combination package. */
  goods_type: z.number().int(),
  brand: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  sales: z.number().int(),
  ck_id: z.number().int(),
  /** The customer-level price row this price comes from; 0 when the base price applies. */
  goods_price_id: z.number().int(),
  qg_number: z.number().int(),
  storage: z.string(),
});
export type GoodsCard = z.infer<typeof GoodsCard>;

export const GoodsPage = Paged(GoodsCard);
export type GoodsPage = z.infer<typeof GoodsPage>;

/**
 * GET /api/goods/list: a page of goods; when the keywords as typed found nothing and a likely
 * reading of them did (a typo, a near-homophone), `corrected` is that reading and the page is its
 * goods (「已为您显示“布洛芬”的结果」); `highlight` holds the words of the query to mark on the cards.
 */
// Defaults: a listing that is not a search (and the pages written before search had them) carries neither.
export const GoodsListPage = GoodsPage.extend({
  corrected: z.string().nullable().default(null),
  highlight: z.array(z.string()).default([]),
});
export type GoodsListPage = z.infer<typeof GoodsListPage>;

/** One value of a facet with the number of goods it keeps. */
export const FacetValue = z.object({ value: z.string(), count: z.number().int() });
export type FacetValue = z.infer<typeof FacetValue>;

/** GET /api/goods/facets (same query as the list): counts by maker, dosage form, spec, class, stock and 医保. */
export const GoodsFacets = z.object({
  manufacturer: z.array(FacetValue),
  dosage_form: z.array(FacetValue),
  ypgg: z.array(FacetValue),
  category: z.array(z.object({ id: z.number().int(), name: z.string(), count: z.number().int() })),
  in_stock: z.number().int(),
  yb: z.number().int(),
  yb_class: z.array(FacetValue),
  rx_class: z.array(FacetValue),
  /** The reading of the keywords the counts are of, as on the list. */
  corrected: z.string().nullable(),
});
export type GoodsFacets = z.infer<typeof GoodsFacets>;
export const GoodsCards = z.array(GoodsCard);
export type GoodsCards = z.infer<typeof GoodsCards>;

/** A promotion covering a goods: 满减 manjian, 满折 manzhe, 赠 gift, 换购 hg. Times are seconds. */
export const GoodsPromotion = z.object({
  id: z.number().int(),
  type: z.string(),
  name: z.string(),
  start_time: z.number().int(),
  end_time: z.number().int(),
});
export type GoodsPromotion = z.infer<typeof GoodsPromotion>;

/** A flash sale (秒杀): its price (null when prices are hidden), units left, per-store limit (0 = none), times in seconds. */
export const FlashSaleInfo = z.object({
  id: z.number().int(),
  price: z.number().nullable(),
  stock: z.number().int(),
  limit: z.number().int(),
  start_time: z.number().int(),
  end_time: z.number().int(),
});
export type FlashSaleInfo = z.infer<typeof FlashSaleInfo>;

/** An activity page (mrtj, yjh, zhzq…) that lists the goods, with its price for the goods if it sets one. */
export const GoodsActivityRef = z.object({
  id: z.number().int(),
  kind: z.string(),
  title: z.string(),
  price: z.number().nullable(),
  end_time: z.number().int(),
});
export type GoodsActivityRef = z.infer<typeof GoodsActivityRef>;

export const QualityReport = z.object({
  id: z.number().int(),
  goods_id: z.number().int(),
  name: z.string(),
  ypgg: z.string(),
  sccj: z.string(),
  batch: z.string(),
  /** The report picture; '' while it is being uploaded, and then `msg` says so. */
  url: z.string(),
  msg: z.string(),
  created_at: z.number().int(),
});
export type QualityReport = z.infer<typeof QualityReport>;

/** A member of a combination package with how many of it one package holds. */
export const CombinationMember = GoodsCard.extend({ combination_number: z.number().int() });
export type CombinationMember = z.infer<typeof CombinationMember>;

/** A sellable batch (批号) on the goods detail page, FEFO order: the first is what ships first. */
export const GoodsBatchView = z.object({
  batch_no: z.string(),
  /** 生产日期 YYYY-MM-DD */
  produced_on: z.string(),
  /** 有效期至 YYYY-MM-DD */
  expires_on: z.string(),
  /** 检验报告 files of the batch. */
  reports: z.array(z.string()),
});
export type GoodsBatchView = z.infer<typeof GoodsBatchView>;

/** GET /api/goods/detail/{id}: the card plus everything the detail page shows; goods_image holds 3 pictures. */
export const GoodsDetail = GoodsCard.extend({
  kind: z.string(),
  ...DrugRegulatory.shape,
  dosage_form: z.string(),
  /** 条码 on the box (EAN-13 mostly), '' when the goods has none: what a buyer scans or checks against the carton. */
  barcode: z.string(),
  expiry_date: z.string().nullable(),
  production_batch: z.string(),
  /** The class path of the ordinary category tree, root first. */
  category_path: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** Members of a combination package (goods_type 3); [] otherwise. */
  members: z.array(CombinationMember),
  /** Sum of the members' base prices times their quantities, for a package; null otherwise or when hidden. */
  original_price: z.number().nullable(),
  quality_reports: z.array(QualityReport.pick({ id: true, batch: true, url: true, msg: true })),
  /** The sellable batches in stock, the first to expire (and ship) first. */
  batches: z.array(GoodsBatchView),
  promotions: z.array(GoodsPromotion),
  flash_sale: FlashSaleInfo.nullable(),
  /** Goods of the same class, best sellers first. */
  related: z.array(GoodsCard),
});
export type GoodsDetail = z.infer<typeof GoodsDetail>;

/** Several goods ids as a number, an array, or a comma-separated string ("1,2,3"); 1 to `max` (100) distinct positive ids. */
export const GoodsIds = (label: string, max = 100, tooMany = `一次最多选择${max}个商品`) =>
  z.preprocess(
    (v) => {
      const parts = (Array.isArray(v) ? v : [v]).flatMap((x) => (typeof x === 'string' ? x.split(',') : [x]));
      const ids = parts.map((x) => (typeof x === 'string' ? x.trim() : x)).filter((x) => x !== '' && x !== undefined && x !== null);
      return [...new Set(ids.map((x) => (typeof x === 'string' && /^\d+$/.test(x) ? Number(x) : x)))];
    },
    z
      .array(
        z
          .number({ message: `${label}不正确` })
          .int(`${label}不正确`)
          .positive(`${label}不正确`)
          .max(INT4_MAX, `${label}不正确`),
        {
          message: `请选择${label.replace(/编号$/, '')}`,
        },
      )
      .min(1, `请选择${label.replace(/编号$/, '')}`)
      .max(max, tooMany),
  );

/** GET /api/goods/activities: the promotions and activities of one goods or of several. */
export const GoodsActivitiesQuery = z
  .object({ goods_id: GoodsIds('商品编号').optional(), goods_ids: GoodsIds('商品编号').optional() })
  .refine((q) => q.goods_id !== undefined || q.goods_ids !== undefined, { message: '请选择商品', path: ['goods_id'] });
export type GoodsActivitiesQuery = z.infer<typeof GoodsActivitiesQuery>;

export const GoodsActivities = z.array(
  z.object({
    goods_id: z.number().int(),
    promotions: z.array(GoodsPromotion),
    flash_sale: FlashSaleInfo.nullable(),
    activities: z.array(GoodsActivityRef),
  }),
);
export type GoodsActivities = z.infer<typeof GoodsActivities>;

/** GET /api/goods/search: up to 10 suggestions; an empty keyword answers []. */
export const GoodsSearchQuery = z.object({ keywords: Keywords.default(''), type: SearchTypeParam });
export type GoodsSearchQuery = z.infer<typeof GoodsSearchQuery>;
export const SUGGESTION_LIMIT = 10;
export const GoodsSuggestions = z.array(z.string());
export type GoodsSuggestions = z.infer<typeof GoodsSuggestions>;

/** GET /api/goods/visit: the store's browsing history, newest first, optionally filtered by name. */
export const GoodsVisitQuery = z.object({ keywords: Keywords.optional(), ...PageQuery.shape });
export type GoodsVisitQuery = z.infer<typeof GoodsVisitQuery>;
/** POST /api/goods/visit: the detail page records its view (a GET never writes, so reading the detail does not). */
export const GoodsVisitBody = z.strictObject({ goods_id: dbIdParam('商品编号') });
export type GoodsVisitBody = z.infer<typeof GoodsVisitBody>;
export const VisitedGoods = GoodsCard.extend({ visited_at: z.number().int() });
export const VisitPage = Paged(VisitedGoods);
export type VisitPage = z.infer<typeof VisitPage>;

/** GET /api/favorite. */
export const FavoriteQuery = PageQuery;
export type FavoriteQuery = z.infer<typeof FavoriteQuery>;
export const FavoriteGoods = GoodsCard.extend({ favorited_at: z.number().int() });
export const FavoritePage = Paged(FavoriteGoods);
export type FavoritePage = z.infer<typeof FavoritePage>;

/** POST /api/favorite and /api/favorite/cancel. */
export const FavoriteBody = z.strictObject({ goods_ids: GoodsIds('商品编号') });
export type FavoriteBody = z.infer<typeof FavoriteBody>;
export const FavoriteResult = z.object({ goods_ids: z.array(z.number().int()) });
export type FavoriteResult = z.infer<typeof FavoriteResult>;

/** GET /api/index/spike: flash sales on now, with the server clock in seconds for the countdown. */
export const SpikeGoods = GoodsCard.extend({ flash_sale: FlashSaleInfo });
export const SpikeList = Paged(SpikeGoods).extend({ timestamp: z.number().int(), end_time: z.number().int().nullable() });
export type SpikeList = z.infer<typeof SpikeList>;

/** GET /api/activity/everyday_price: today's specials (每日特价 activities) at their activity price. */
export const EverydayGoods = GoodsCard.extend({ activity: GoodsActivityRef });
export const EverydayPrice = Paged(EverydayGoods).extend({ timestamp: z.number().int() });
export type EverydayPrice = z.infer<typeof EverydayPrice>;

/** GET /api/index_wntj/{page}: recommended for you. */
export const RecommendParams = z.object({
  page: z.coerce.number({ message: '页码必须是数字' }).int('页码必须是整数').min(1, '页码不能小于1').max(50, '页码过大'),
});
export type RecommendParams = z.infer<typeof RecommendParams>;

/** GET /api/combinationMzhgGroup: combination packages grouped by class. */
export const CombinationGroup = z.object({ id: z.number().int(), name: z.string(), count: z.number().int() });
export const CombinationGroups = z.array(CombinationGroup);
export type CombinationGroups = z.infer<typeof CombinationGroups>;

/** GET /api/combinationMzhg: one group's packages (all groups without group_id), each with its members. */
export const CombinationQuery = z.object({ group_id: dbIdParam('分组编号').optional(), ...PageQuery.shape });
export type CombinationQuery = z.infer<typeof CombinationQuery>;
export const CombinationPackage = GoodsCard.extend({ original_price: z.number().nullable(), members: z.array(CombinationMember) });
export const CombinationPage = Paged(CombinationPackage);
export type CombinationPage = z.infer<typeof CombinationPage>;

/** GET /api/focus/brand/{id}: the brand, its banner and its goods. */
export const BrandFocusQuery = PageQuery;
export const BrandFocus = z.object({
  brand: z.object({ id: z.number().int(), name: z.string(), manufacturer: z.string(), logo: z.string() }),
  banner: z.array(Banner),
  goods: GoodsPage,
});
export type BrandFocus = z.infer<typeof BrandFocus>;

/** GET /api/jybg/filter: quality-inspection reports by goods, batch or keyword. */
export const QualityReportQuery = z.object({
  goods_id: dbIdParam('商品编号').optional(),
  batch: z.string({ message: '批号不正确' }).trim().max(30, '批号过长').optional(),
  keywords: Keywords.optional(),
  ...PageQuery.shape,
});
export type QualityReportQuery = z.infer<typeof QualityReportQuery>;
export const QualityReportPage = Paged(QualityReport);
export type QualityReportPage = z.infer<typeof QualityReportPage>;
