/**
 * The console's catalogue (/admin/goods and the catalogue menus): goods with every field the
 * storefront shows, the category trees of the four kinds, brands, nav, banners and ad slots, hot
 * searches, quality reports per batch, and the bulk price and stock update. Money typed in the
 * console is yuan (two decimals at most) and travels to the server's rules as integer fen; money
 * answered is yuan rounded down (fenToYuan). Flags are 0/1 as on the storefront; times are seconds.
 */
import { z } from './zod.js';
import { adminText } from './admin.js';
import { PageQuery, Paged } from './envelope.js';
import { CATEGORY_KINDS, dbIdParam } from './goods.js';
import { CUSTOMER_TYPES, optionalField } from './register.js';
import {
  COLD_CHAIN_MAX_C,
  COLD_CHAIN_MIN_C,
  DrugRegulatory,
  onlineSaleRefusal,
  RESTRICTED_CLASSES,
  RX_CLASSES,
  YB_CLASSES,
  ybCodeField,
} from './drug-regulatory.js';

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

/** A money amount typed in yuan, at most two decimals; `positive`: above 0. The rules get integer fen. */
export const yuanField = (label: string, opts: { positive?: boolean; max?: number } = {}) => {
  const { positive = false, max = 1_000_000 } = opts;
  const amount = z.coerce.number({ message: `请输入${label}` });
  return z.preprocess(
    blank,
    (positive ? amount.positive(`${label}须大于0元`) : amount.min(0, `${label}不能为负数`))
      .max(max, `${label}不能超过${max}元`)
      .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, `${label}最多两位小数`)
      .transform((v) => Math.round(v * 100)),
  );
};

/** A whole number typed in the console (a quantity, a stock, a sort order); `fallback`: what a blank means. */
export const countField = (label: string, opts: { min?: number; max?: number; fallback?: number } = {}) => {
  const { min = 0, max = 10_000_000, fallback } = opts;
  return z.preprocess(
    (v) => blank(v) ?? fallback,
    z.coerce
      .number({ message: `请输入${label}` })
      .int(`${label}须为整数`)
      .min(min, min === 0 ? `${label}不能为负数` : `${label}不能小于${min}`)
      .max(max, `${label}不能超过${max}`),
  );
};

/** A 0/1 switch (true/false read as well); absent is 0, since a form leaves an unticked box out. */
export const switchField = (label: string) =>
  z.preprocess(
    (v) => (v === true || v === 'true' ? 1 : v === false || v === 'false' || v === undefined || v === '' ? 0 : v),
    z.coerce
      .number({ message: `${label}不正确` })
      .int(`${label}不正确`)
      .min(0, `${label}不正确`)
      .max(1, `${label}不正确`),
  );

/** Text that may be left empty. */
export const plainText = (label: string, max: number) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    z
      .string({ message: `${label}不正确` })
      .trim()
      .max(max, `${label}不能超过${max}个字`),
  );

/** A list from a form: qs leaves an empty list out of the body, so absent is []. */
export const listField = <T extends z.ZodType>(item: T, label: string, max: number) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? [] : v),
    z.array(item, { message: `${label}不正确` }).max(max, `${label}最多${max}项`),
  );

/** A row picked in the console (a warehouse, a goods): none picked is 请选择…, as a form says it. */
export const pickedId = (label: string) =>
  optionalField(dbIdParam(label))
    .refine((v) => v !== undefined, `请选择${label}`)
    .pipe(z.number());

/** An address on this site (/list?zy=1) or on the web (https://…). */
export const linkField = (label: string) =>
  plainText(label, 300).refine((v) => v === '' || /^(\/|https?:\/\/)/.test(v), `${label}须以 / 或 http(s):// 开头`);

/** An optional whole number between min and max (a temperature, months). */
const optionalInt = (label: string, min: number, max: number) =>
  optionalField(
    z.coerce
      .number({ message: `${label}须为整数` })
      .int(`${label}须为整数`)
      .min(min, `${label}不能小于${min}`)
      .max(max, `${label}不能超过${max}`),
  );

const dayField = (label: string) =>
  optionalField(z.string({ message: `${label}不正确` }).regex(/^\d{4}-\d{2}-\d{2}$/, `${label}格式须为YYYY-MM-DD`));

export const GOODS_KINDS = ['western', 'tcm', 'device'] as const;
export type GoodsKind = (typeof GOODS_KINDS)[number];
export const GOODS_KIND_TEXT: Record<GoodsKind, string> = { western: '西药', tcm: '中药', device: '医疗器械' };

export const STORAGE_CONDITIONS = ['常温', '阴凉', '冷藏'] as const;
/** The cart's tag words (spec section 3, cart tag colours). */
export const GOODS_TAG_WORDS = ['优', '秒', '满', '换购', '赠', '特', '新'] as const;

/** Zone flags a goods list filters on. */
export const GOODS_ZONES = [
  'free_shipping',
  'dpby',
  'near_expiry',
  'self_operated',
  'controlled',
  'ephedrine',
  'rx',
  'combination',
] as const;
export type GoodsZone = (typeof GOODS_ZONES)[number];
export const GOODS_ZONE_TEXT: Record<GoodsZone, string> = {
  free_shipping: '优选包邮',
  dpby: '单品包邮',
  near_expiry: '近效期',
  self_operated: '自营',
  controlled: '控销',
  ephedrine: '含麻',
  rx: '处方药',
  combination: '组合套餐',
};

/** Customer levels a store may hold (StoreProfileBody) and a level price may name. */
export const CUSTOMER_LEVEL_MAX = 9;
const CUSTOMER_LEVEL_NAMES: readonly string[] = ['', '普通会员', '银牌会员', '金牌会员', '钻石会员'];
/** What the buyer (rank) and the console call a customer level: its name, 「5级会员」 past the named ones. */
export const customerLevelName = (level: number): string => CUSTOMER_LEVEL_NAMES[level] || `${level}级会员`;
/** Every level with its name, for pickers. */
export const CUSTOMER_LEVEL_OPTIONS = Array.from({ length: CUSTOMER_LEVEL_MAX }, (_, i) => ({
  value: i + 1,
  label: customerLevelName(i + 1),
}));
export const LADDER_TIERS_MAX = 5;

export const AdminIdParams = z.object({ id: dbIdParam('编号') });
export type AdminIdParams = z.infer<typeof AdminIdParams>;
export const AdminGoodsParams = z.object({ id: dbIdParam('商品编号') });

export const AdminGoodsQuery = PageQuery.extend({
  /** Name, common name, SKU, approval number or manufacturer. */
  keywords: optionalField(z.string().trim().max(50, '搜索关键词不能超过50个字')),
  category_key: optionalField(z.string().trim().max(80, '分类不正确')),
  brand_id: optionalField(dbIdParam('品牌')),
  zone: optionalField(z.enum(GOODS_ZONES, { message: '专区不正确' })),
  on_sale: optionalField(z.coerce.number({ message: '上架状态不正确' }).int().min(0, '上架状态不正确').max(1, '上架状态不正确')),
  /** out: no stock; low: under 50 units. */
  stock: optionalField(z.enum(['out', 'low'], { message: '库存筛选不正确' })),
  warehouse_id: optionalField(dbIdParam('仓库')),
});
export type AdminGoodsQuery = z.infer<typeof AdminGoodsQuery>;
export const LOW_STOCK = 50;

export const AdminGoodsRow = z.object({
  id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  common_name: z.string(),
  spec: z.string(),
  unit: z.string(),
  manufacturer: z.string(),
  approval_no: z.string(),
  category_name: z.string(),
  brand_name: z.string().nullable(),
  warehouse_id: z.number().int(),
  warehouse_name: z.string(),
  goods_type: z.number().int(),
  base_price: z.number(),
  stock: z.number().int(),
  sales: z.number().int(),
  on_sale: z.number().int(),
  /** Chinese names of the zones it is in (GOODS_ZONE_TEXT). */
  zones: z.array(z.string()),
  image: z.string(),
});
export type AdminGoodsRow = z.infer<typeof AdminGoodsRow>;
export const AdminGoodsPage = Paged(AdminGoodsRow);
export type AdminGoodsPage = z.infer<typeof AdminGoodsPage>;

const GoodsTagInput = z.object({
  name: z.enum(GOODS_TAG_WORDS, { message: '请选择标签' }),
  describe: plainText('标签说明', 20),
  is_show: switchField('标签显示'),
});

const LadderTierInput = z.object({
  number: countField('阶梯数量', { min: 1, max: 1_000_000 }),
  price: yuanField('阶梯价格', { positive: true }),
});
const LevelPriceInput = z.object({
  level: countField('客户等级', { min: 1, max: CUSTOMER_LEVEL_MAX }),
  price: yuanField('等级价格', { positive: true }),
});

/** GTIN lengths on drug boxes: EAN-8, UPC-A, EAN-13 (69… for goods made in China), GTIN-14 on cases. */
const BARCODE_LENGTHS = [8, 12, 13, 14];

/** The GS1 check digit: from the right, the digits before it weigh 3, 1, 3, … */
function hasBarcodeCheckDigit(code: string): boolean {
  const digits = [...code].map(Number);
  const check = digits.pop();
  const sum = digits.reverse().reduce((s, d, i) => s + d * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}

/** 条码: empty, or a whole GTIN whose check digit holds, so a mistyped one never names another goods. */
const barcodeField = plainText('条码', 14)
  .refine((v) => v === '' || (/^\d+$/.test(v) && BARCODE_LENGTHS.includes(v.length)), '条码应为8、12、13或14位数字')
  .refine((v) => !/^\d+$/.test(v) || !BARCODE_LENGTHS.includes(v.length) || hasBarcodeCheckDigit(v), '条码校验位不正确，请核对');

/**
 * Everything the goods editor saves (create and update alike: the whole goods each time). Ladder
 * tiers are "up to" tiers (ladder_price_type 1): more units never cost more per unit, and no tier
 * or level price is above the base price, which they replace.
 */
export const AdminGoodsBody = z
  .strictObject({
    sku: z
      .string({ message: '请输入商品编码' })
      .trim()
      .min(1, '请输入商品编码')
      .max(32, '商品编码不能超过32个字符')
      .regex(/^[A-Za-z0-9_-]+$/, '商品编码只能包含字母、数字、下划线和横线'),
    name: adminText('商品名称', 100),
    common_name: adminText('通用名', 100),
    /** 商品名 (the brand name on the box, 芬必得); empty when the goods has none. */
    trade_name: plainText('商品名', 50),
    barcode: barcodeField,
    kind: z.enum(GOODS_KINDS, { message: '请选择商品类型' }),
    dosage_form: plainText('剂型', 20),
    spec: adminText('规格', 60),
    unit: adminText('包装单位', 8),
    manufacturer: adminText('生产厂家', 100),
    approval_no: adminText('批准文号', 40),
    /** 上市许可持有人 (MAH) on the 随货同行单; empty where the goods has none (devices, 中药饮片). */
    licence_holder: plainText('上市许可持有人', 100),
    category_key: z.string({ message: '请选择商品分类' }).trim().min(1, '请选择商品分类').max(80, '商品分类不正确'),
    brand_id: optionalField(dbIdParam('品牌')),
    /** The warehouse the goods is stocked in (ck_id); it must be an active one. */
    warehouse_id: pickedId('仓库'),
    base_price: yuanField('基础价格', { positive: true }),
    stock: countField('库存'),
    min_qty: countField('起购数量', { min: 1, max: 100_000 }),
    mid_pack: countField('中包装数量', { min: 1, max: 100_000 }),
    qg_number: countField('每店限购数量', { max: 1_000_000, fallback: 0 }),
    ladder: listField(LadderTierInput, '阶梯价', LADDER_TIERS_MAX),
    level_prices: listField(LevelPriceInput, '客户等级价', CUSTOMER_LEVEL_MAX),
    tags: listField(GoodsTagInput, '商品标签', 6),
    is_free_shipping: switchField('优选包邮'),
    is_dpby: switchField('单品包邮'),
    free_shipping_number: countField('单品包邮数量', { max: 100_000, fallback: 0 }),
    is_near_expiry: switchField('近效期'),
    expiry_date: dayField('有效期至'),
    production_batch: plainText('生产批号', 30),
    storage: z.enum(STORAGE_CONDITIONS, { message: '请选择储存条件' }),
    is_controlled: switchField('控销'),
    controlled_regions: listField(z.string().trim().min(1).max(20, '地区名称过长'), '控销地区', 40),
    controlled_customer_types: listField(z.enum(CUSTOMER_TYPES, { message: '客户类型不正确' }), '控销客户类型', CUSTOMER_TYPES.length),
    contains_ephedrine: switchField('含麻'),
    hm_limit: countField('含麻每单限购', { max: 10_000, fallback: 0 }),
    is_self_operated: switchField('自营'),
    yb_code: ybCodeField,
    yb_class: z.enum(YB_CLASSES, { message: '请选择医保类别' }).default('非医保'),
    rx_class: optionalField(z.enum(RX_CLASSES, { message: '处方/OTC类别不正确' })),
    is_essential: switchField('国家基本药物'),
    is_vbp: switchField('集采'),
    is_negotiated: switchField('谈判药品'),
    cold_min_c: optionalInt('冷链最低温度', COLD_CHAIN_MIN_C, COLD_CHAIN_MAX_C),
    cold_max_c: optionalInt('冷链最高温度', COLD_CHAIN_MIN_C, COLD_CHAIN_MAX_C),
    origin: plainText('产地', 30),
    shelf_life_months: optionalInt('保质期（月）', 1, 120),
    /** 药品网络销售禁止清单 class; such goods are never on sale (onlineSaleRefusal). */
    restricted_class: optionalField(z.enum(RESTRICTED_CLASSES, { message: '禁售类别不正确' })),
    on_sale: switchField('上架'),
  })
  .superRefine((g, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    const tiers = [...g.ladder].sort((a, b) => a.number - b.number);
    if (new Set(tiers.map((t) => t.number)).size !== tiers.length) issue('ladder', '阶梯数量不能重复');
    if (tiers.some((t) => t.price > g.base_price)) issue('ladder', '阶梯价格不能高于基础价格');
    if (tiers.some((t, i) => i > 0 && t.price > tiers[i - 1].price)) issue('ladder', '购买数量越多的阶梯，价格不能越高');
    if (new Set(g.level_prices.map((l) => l.level)).size !== g.level_prices.length) issue('level_prices', '客户等级不能重复');
    if (g.level_prices.some((l) => l.price > g.base_price)) issue('level_prices', '等级价格不能高于基础价格');
    if (g.is_controlled && g.controlled_regions.length === 0) issue('controlled_regions', '控销商品请选择可销售地区');
    if (g.is_controlled && g.controlled_customer_types.length === 0) issue('controlled_customer_types', '控销商品请选择可销售的客户类型');
    if (g.contains_ephedrine && g.hm_limit < 1) issue('hm_limit', '含麻药品请设置每单限购数量');
    if (g.is_dpby && g.free_shipping_number < 1) issue('free_shipping_number', '单品包邮请设置包邮数量');
    if (g.is_near_expiry && !g.expiry_date) issue('expiry_date', '近效期商品请填写有效期');
    if (g.yb_code && g.yb_class === '非医保') issue('yb_code', '非医保商品不能填写医保编码');
    if (g.kind === 'device' && g.rx_class) issue('rx_class', '医疗器械没有处方药/OTC类别');
    const cold = g.cold_min_c !== undefined || g.cold_max_c !== undefined;
    if (g.storage === '冷藏' && (g.cold_min_c === undefined || g.cold_max_c === undefined)) issue('cold_min_c', '冷藏商品请填写冷链温度范围');
    else if (g.storage !== '冷藏' && cold) issue('cold_min_c', '只有冷藏商品需填写冷链温度');
    else if (cold && (g.cold_min_c ?? 0) >= (g.cold_max_c ?? 0)) issue('cold_max_c', '冷链最高温度须高于最低温度');
    if (g.kind !== 'tcm' && (g.origin || g.shelf_life_months !== undefined)) issue('origin', '产地和保质期只适用于中药');
    const refusal = g.on_sale ? onlineSaleRefusal(g.restricted_class) : null;
    if (refusal) issue('on_sale', refusal);
  });
export type AdminGoodsBody = z.infer<typeof AdminGoodsBody>;
/** What the editor's form holds: yuan where the body turns them into fen. */
export type AdminGoodsForm = z.input<typeof AdminGoodsBody>;

export const AdminOnSaleBody = z.strictObject({ on_sale: switchField('上架') });

export const AdminQualityReport = z.object({
  id: z.number().int(),
  batch: z.string(),
  url: z.string(),
  msg: z.string(),
  created_at: z.number().int(),
});
export type AdminQualityReport = z.infer<typeof AdminQualityReport>;

/** The goods editor: every field the body saves (money in yuan), and what the console shows beside them. */
export const AdminGoodsDetail = z.object({
  id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  common_name: z.string(),
  trade_name: z.string(),
  barcode: z.string(),
  kind: z.enum(GOODS_KINDS),
  dosage_form: z.string(),
  spec: z.string(),
  unit: z.string(),
  manufacturer: z.string(),
  approval_no: z.string(),
  licence_holder: z.string(),
  category_key: z.string(),
  category_path: z.array(z.string()),
  brand_id: z.number().int().nullable(),
  warehouse_id: z.number().int(),
  goods_type: z.number().int(),
  base_price: z.number(),
  stock: z.number().int(),
  min_qty: z.number().int(),
  mid_pack: z.number().int(),
  qg_number: z.number().int(),
  ladder: z.array(z.object({ number: z.number().int(), price: z.number() })),
  level_prices: z.array(z.object({ level: z.number().int(), price: z.number() })),
  tags: z.array(z.object({ name: z.enum(GOODS_TAG_WORDS), describe: z.string(), is_show: z.number().int() })),
  is_free_shipping: z.number().int(),
  is_dpby: z.number().int(),
  free_shipping_number: z.number().int(),
  is_near_expiry: z.number().int(),
  expiry_date: z.string().nullable(),
  production_batch: z.string(),
  storage: z.enum(STORAGE_CONDITIONS),
  is_controlled: z.number().int(),
  controlled_regions: z.array(z.string()),
  controlled_customer_types: z.array(z.enum(CUSTOMER_TYPES)),
  contains_ephedrine: z.number().int(),
  hm_limit: z.number().int(),
  is_self_operated: z.number().int(),
  is_rx: z.number().int(),
  ...DrugRegulatory.shape,
  restricted_class: z.enum(RESTRICTED_CLASSES).nullable(),
  on_sale: z.number().int(),
  sales: z.number().int(),
  /** Uploaded pictures, the cover first; the storefront shows these. */
  images: z.array(z.string()),
  /** The picture the storefront draws while none is uploaded. */
  drawn_image: z.string(),
  quality_reports: z.array(AdminQualityReport),
  created_at: z.number().int(),
});
export type AdminGoodsDetail = z.infer<typeof AdminGoodsDetail>;

/** Goods pictures: jpg or png (checked by their bytes, up to UPLOAD_MAX_BYTES), this many at most. */
export const GOODS_IMAGES_MAX = 5;
/** The part of POST /api/admin/goods/{id}/images naming the picture to remove or make the cover. */
export const GoodsImageBody = z.strictObject({ url: z.string({ message: '请选择图片' }).min(1, '请选择图片').max(200, '图片地址不正确') });

/** What the goods editor and the catalogue pages choose from. */
export const CatalogOptions = z.object({
  /** The ordinary tree flattened, parents first; `path` names it root first. */
  categories: z.array(z.object({ key: z.string(), name: z.string(), path: z.string(), depth: z.number().int() })),
  brands: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** Every warehouse in the console's order; a goods may only be moved into an active one. */
  warehouses: z.array(z.object({ id: z.number().int(), name: z.string(), is_active: z.number().int() })),
  customer_types: z.array(z.string()),
});
export type CatalogOptions = z.infer<typeof CatalogOptions>;

/** A warehouse's stock at a glance: low counts the goods under LOW_STOCK units, the out-of-stock ones among them. */
export const WarehouseStock = z.object({
  goods_count: z.number().int(),
  units: z.number().int(),
  out_of_stock: z.number().int(),
  low_stock: z.number().int(),
});
export type WarehouseStock = z.infer<typeof WarehouseStock>;

/** A warehouse (ck_id) with its stock overview. */
export const AdminWarehouse = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string(),
  address: z.string(),
  sort: z.number().int(),
  is_active: z.number().int(),
  stock: WarehouseStock,
  created_at: z.number().int(),
  updated_at: z.number().int(),
});
export type AdminWarehouse = z.infer<typeof AdminWarehouse>;
export const AdminWarehouses = z.array(AdminWarehouse);

export const AdminWarehouseBody = z.strictObject({
  name: adminText('仓库名称', 30),
  city: plainText('所在城市', 30),
  address: plainText('仓库地址', 200),
  sort: countField('排序', { max: 100_000, fallback: 0 }),
  /** A warehouse still stocking goods cannot be switched off. */
  is_active: switchField('启用'),
});
export type AdminWarehouseBody = z.infer<typeof AdminWarehouseBody>;
export type AdminWarehouseForm = z.input<typeof AdminWarehouseBody>;

/** Categories: the four kinds' trees. Ordinary nodes are new classes; the other kinds list ordinary classes under their own names. */
export const AdminCategoryQuery = z.object({ kind: z.enum(CATEGORY_KINDS, { message: '分类类型不正确' }).default('ordinary') });
export const CATEGORY_KIND_TEXT: Record<(typeof CATEGORY_KINDS)[number], string> = {
  ordinary: '普通分类',
  youx: '优选包邮分类',
  zy: '自营分类',
  qx: '器械分类',
};

export interface AdminCategoryNode {
  id: number;
  key: string;
  name: string;
  sort: number;
  depth: number;
  logo: string;
  goods_count: number;
  children: AdminCategoryNode[];
}
// A recursive schema needs an id: the OpenAPI document (/api/docs/json) refers to it as a component.
export const AdminCategoryNode: z.ZodType<AdminCategoryNode> = z
  .lazy(() =>
    z.object({
      id: z.number().int(),
      key: z.string(),
      name: z.string(),
      sort: z.number().int(),
      depth: z.number().int(),
      logo: z.string(),
      goods_count: z.number().int(),
      children: z.array(AdminCategoryNode),
    }),
  )
  .meta({ id: 'AdminCategoryNode' });

export const AdminCategoryBody = z.strictObject({
  kind: z.enum(CATEGORY_KINDS, { message: '分类类型不正确' }),
  name: adminText('分类名称', 50),
  sort: countField('排序', { max: 100_000, fallback: 0 }),
  /** The node it goes under (a node of the same kind); none: a top-level node. */
  parent_id: optionalField(dbIdParam('上级分类')),
  /** For the youx, zy and qx menus: the ordinary class the node lists. Ordinary nodes get a new key. */
  key: optionalField(z.string().trim().max(80, '对应分类不正确')),
});
export type AdminCategoryBody = z.infer<typeof AdminCategoryBody>;
export const AdminCategoryUpdateBody = AdminCategoryBody.pick({ name: true, sort: true });

export const AdminBrand = z.object({
  id: z.number().int(),
  name: z.string(),
  manufacturer: z.string(),
  logo: z.string(),
  sort: z.number().int(),
  goods_count: z.number().int(),
});
export type AdminBrand = z.infer<typeof AdminBrand>;
export const AdminBrandPage = Paged(AdminBrand);
export const AdminBrandQuery = PageQuery.extend({ keywords: optionalField(z.string().trim().max(50, '搜索关键词不能超过50个字')) });
export const AdminBrandBody = z.strictObject({
  name: adminText('品牌名称', 50),
  manufacturer: plainText('所属厂家', 100),
  sort: countField('排序', { max: 100_000, fallback: 0 }),
});
export type AdminBrandBody = z.infer<typeof AdminBrandBody>;

export interface AdminNavNode {
  id: number;
  name: string;
  url: string;
  image: string;
  is_open: number;
  sort: number;
  children: AdminNavNode[];
}
export const AdminNavNode: z.ZodType<AdminNavNode> = z
  .lazy(() =>
    z.object({
      id: z.number().int(),
      name: z.string(),
      url: z.string(),
      image: z.string(),
      is_open: z.number().int(),
      sort: z.number().int(),
      children: z.array(AdminNavNode),
    }),
  )
  .meta({ id: 'AdminNavNode' });
export const AdminNavBody = z.strictObject({
  name: adminText('导航名称', 30),
  url: linkField('链接地址').refine((v) => v !== '', '请输入链接地址'),
  image: linkField('图标地址'),
  /** 1: opens in a new window. */
  is_open: switchField('新窗口打开'),
  sort: countField('排序', { max: 100_000, fallback: 0 }),
  parent_id: optionalField(dbIdParam('上级导航')),
});
export type AdminNavBody = z.infer<typeof AdminNavBody>;

/** A banner or ad: its slot, the drawn picture's texts and colour (or an uploaded picture), and where it leads. */
export const AdminAd = z.object({
  id: z.number().int(),
  slot: z.string(),
  title: z.string(),
  subtitle: z.string(),
  color: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  image: z.string(),
  /** 1 when the picture is an uploaded one rather than drawn from the texts. */
  uploaded: z.number().int(),
  url: z.string(),
  sort: z.number().int(),
});
export type AdminAd = z.infer<typeof AdminAd>;
export const AdminAdSlot = z.object({
  key: z.string(),
  name: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  count: z.number().int(),
});
export type AdminAdSlot = z.infer<typeof AdminAdSlot>;
export const AdminAdQuery = z.object({ slot: z.string({ message: '请选择广告位' }).max(20, '广告位不正确').default('') });
export const AdminAdBody = z.strictObject({
  slot: z.string({ message: '请选择广告位' }).max(20, '广告位不正确'),
  title: adminText('标题', 100),
  subtitle: plainText('副标题', 200),
  color: z.string({ message: '请选择底色' }).regex(/^#[0-9a-fA-F]{6}$/, '底色须为 #RRGGBB'),
  url: linkField('链接地址'),
  sort: countField('排序', { max: 100_000, fallback: 0 }),
});
export type AdminAdBody = z.infer<typeof AdminAdBody>;

export const AdminHotSearch = z.object({ id: z.number().int(), keyword: z.string(), sort: z.number().int() });
export type AdminHotSearch = z.infer<typeof AdminHotSearch>;
export const AdminHotSearchBody = z.strictObject({
  keyword: adminText('热搜词', 30),
  sort: countField('排序', { max: 100_000, fallback: 0 }),
});
export type AdminHotSearchBody = z.infer<typeof AdminHotSearchBody>;

/** A quality report of a batch: an uploaded file (jpg, png or pdf, POST .../reports/{id}/file) or a note while it is on its way. */
export const AdminReportBody = z.strictObject({
  batch: adminText('批号', 30),
  msg: plainText('说明', 200),
});
export type AdminReportBody = z.infer<typeof AdminReportBody>;
export const AdminReportParams = z.object({ id: dbIdParam('商品编号'), rid: dbIdParam('报告编号') });

/** Bulk price and stock: a CSV or XLSX file whose columns are 商品编码, 价格 (yuan) and 库存; a blank cell leaves that value as it is. */
export const IMPORT_MAX_ROWS = 5000;
export const IMPORT_COLUMNS = { sku: '商品编码', price: '价格', stock: '库存' } as const;

export const ImportPreviewRow = z.object({
  line: z.number().int(),
  sku: z.string(),
  goods_id: z.number().int().nullable(),
  name: z.string(),
  old_price: z.number().nullable(),
  price: z.number().nullable(),
  old_stock: z.number().int().nullable(),
  stock: z.number().int().nullable(),
  /** Why the row is refused; [] for a row that will be applied. */
  errors: z.array(z.string()),
});
export type ImportPreviewRow = z.infer<typeof ImportPreviewRow>;

/** A console file import checked row by row (prices and stock, batches received): its counts and rows, applied once. */
export const importPreviewOf = <Row extends z.ZodType>(row: Row) =>
  z.object({
    id: z.number().int(),
    file_name: z.string(),
    total: z.number().int(),
    valid: z.number().int(),
    invalid: z.number().int(),
    /** Seconds; null until applied. */
    applied_at: z.number().int().nullable(),
    rows: z.array(row),
  });

export const ImportPreview = importPreviewOf(ImportPreviewRow);
export type ImportPreview = z.infer<typeof ImportPreview>;
export const ImportParams = z.object({ id: dbIdParam('导入批次') });

/** The import once applied: the rows as checked again at that moment, and what changed. */
export const ImportResult = ImportPreview.extend({
  /** Goods whose price or stock changed. */
  changed: z.number().int(),
  /** Valid rows whose goods already had that price and stock. */
  unchanged: z.number().int(),
});
export type ImportResult = z.infer<typeof ImportResult>;

/** What an adding call answers. */
export const CreatedId = z.object({ id: z.number().int() });
export const GoodsImages = z.array(z.string());
export const AdminCategoryTree = z.array(AdminCategoryNode);
export const AdminNavTree = z.array(AdminNavNode);
export const AdminAdList = z.array(AdminAd);
export const AdminAdSlots = z.array(AdminAdSlot);
export const AdminHotSearches = z.array(AdminHotSearch);
/** Rows a select offers by name (coupons, points gifts). */
export const NamedOptions = z.array(z.object({ id: z.number().int(), name: z.string() }));
export type AdminBrandForm = z.input<typeof AdminBrandBody>;
export type AdminNavForm = z.input<typeof AdminNavBody>;
export type AdminAdForm = z.input<typeof AdminAdBody>;
export type AdminHotSearchForm = z.input<typeof AdminHotSearchBody>;
export type AdminCategoryForm = z.input<typeof AdminCategoryBody>;
export type AdminReportForm = z.input<typeof AdminReportBody>;
