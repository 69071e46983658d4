import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { RESTRICTED_CLASSES, RX_CLASSES, YB_CLASSES } from '@yc/contracts';
import { createdAt, fen, id, tstz } from './columns.js';

/** ordinary | youx (free shipping) | zy (self-operated) | qx (devices): the four menus of spec section 2. */
export const categories = pgTable(
  'categories',
  {
    id: id(),
    kind: varchar('kind', { length: 8 }).notNull(),
    parentId: integer('parent_id'),
    /** Stable key from the seed tree so goods in every kind's menu find their class. */
    key: varchar('key', { length: 80 }).notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    logo: text('logo').notNull().default(''),
    logo1: text('logo1').notNull().default(''),
    depth: smallint('depth').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('categories_kind_key_idx').on(t.kind, t.key), index('categories_parent_idx').on(t.parentId)],
);

export const brands = pgTable('brands', {
  id: id(),
  name: varchar('name', { length: 50 }).notNull().unique(),
  manufacturer: varchar('manufacturer', { length: 100 }).notNull().default(''),
  logo: text('logo').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});

export const manufacturers = pgTable('manufacturers', {
  id: id(),
  name: varchar('name', { length: 100 }).notNull().unique(),
  /** Pinyin initials for search by abbreviation (e.g. hbzy for 华北制药). */
  initials: varchar('initials', { length: 100 }).notNull(),
  /** What buyers call the maker (联邦 for 珠海联邦制药股份有限公司): searched with its initials (bys for 白云山). */
  shortName: varchar('short_name', { length: 30 }).notNull().default(''),
  goodsCount: integer('goods_count').notNull().default(0),
});

/**
 * Warehouses goods ship from (the spec's ck_id). A goods row is stocked in one warehouse: the same
 * drug held in two warehouses is two goods rows, each with its own stock.
 */
export const warehouses = pgTable('warehouses', {
  id: id(),
  name: varchar('name', { length: 30 }).notNull().unique(),
  city: varchar('city', { length: 30 }).notNull().default(''),
  address: text('address').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  /** An inactive warehouse takes no goods (a goods may only be moved into an active one). */
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

/** The warehouse the migration creates: goods that name none are stocked here. */
export const FIRST_WAREHOUSE_ID = 1;

export const ybClass = pgEnum('yb_class', YB_CLASSES);
export const rxClass = pgEnum('rx_class', RX_CLASSES);
/** The 药品网络销售禁止清单 class of a goods (none for ordinary goods): such goods are never on sale online. */
export const restrictedClass = pgEnum('restricted_class', RESTRICTED_CLASSES);

/** A tsvector the application builds (modules/search/tokens.ts) and writes as its text form. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const goods = pgTable(
  'goods',
  {
    id: id(),
    sku: varchar('sku', { length: 32 }).notNull().unique(),
    name: varchar('name', { length: 100 }).notNull(),
    commonName: varchar('common_name', { length: 100 }).notNull(),
    /** 商品名 (brand name of the drug, 芬必得 for 布洛芬缓释胶囊); empty when it has none. */
    tradeName: varchar('trade_name', { length: 50 }).notNull().default(''),
    /** 条码: the EAN-13 on the box (69… for goods made in China); empty when unknown. */
    barcode: varchar('barcode', { length: 14 }).notNull().default(''),
    /** western | tcm | device */
    kind: varchar('kind', { length: 8 }).notNull(),
    dosageForm: varchar('dosage_form', { length: 20 }).notNull().default(''),
    spec: varchar('spec', { length: 60 }).notNull(),
    unit: varchar('unit', { length: 8 }).notNull(),
    manufacturerId: integer('manufacturer_id')
      .notNull()
      .references(() => manufacturers.id),
    manufacturer: varchar('manufacturer', { length: 100 }).notNull(),
    /** 上市许可持有人 (MAH), printed on the 随货同行单; empty where the goods has none on record (中药饮片, devices). */
    licenceHolder: varchar('licence_holder', { length: 100 }).notNull().default(''),
    approvalNo: varchar('approval_no', { length: 40 }).notNull(),
    /** Leaf class key; its row exists in every category kind the goods appear under. */
    categoryKey: varchar('category_key', { length: 80 }).notNull(),
    categoryKeys: varchar('category_keys', { length: 80 }).array().notNull(),
    brandId: integer('brand_id').references(() => brands.id),
    warehouseId: integer('warehouse_id')
      .notNull()
      .default(FIRST_WAREHOUSE_ID)
      .references(() => warehouses.id),
    /** 1 = ordinary goods, 3 = combination package (spec section 9). */
    goodsType: smallint('goods_type').notNull().default(1),
    basePrice: fen('base_price').notNull(),
    stock: integer('stock').notNull(),
    minQty: integer('min_qty').notNull().default(1),
    midPack: integer('mid_pack').notNull().default(1),
    /** 1: each ladder tier applies up to its quantity. */
    ladderPriceType: smallint('ladder_price_type').notNull().default(1),
    tags: jsonb('tags').$type<{ name: string; describe: string; is_show: number }[]>().notNull().default([]),
    isFreeShipping: boolean('is_free_shipping').notNull().default(false),
    isDpby: boolean('is_dpby').notNull().default(false),
    freeShippingNumber: integer('free_shipping_number').notNull().default(0),
    isNearExpiry: boolean('is_near_expiry').notNull().default(false),
    expiryDate: date('expiry_date'),
    /** Earliest and latest expiry of the sellable batches in stock (goods_batches): FEFO ships from the first. */
    expiryFrom: date('expiry_from'),
    expiryTo: date('expiry_to'),
    isControlled: boolean('is_controlled').notNull().default(false),
    controlledRegions: varchar('controlled_regions', { length: 20 })
      .array()
      .notNull()
      .default(sql`'{}'::varchar[]`),
    controlledCustomerTypes: varchar('controlled_customer_types', { length: 20 })
      .array()
      .notNull()
      .default(sql`'{}'::varchar[]`),
    /** 含麻: compound ephedrine preparations, limited per order and paid through /cart/hm. */
    containsEphedrine: boolean('contains_ephedrine').notNull().default(false),
    hmLimit: integer('hm_limit').notNull().default(0),
    isSelfOperated: boolean('is_self_operated').notNull().default(false),
    /** 处方药 / 甲类OTC / 乙类OTC; none for goods outside both (devices, 中药饮片). */
    rxClass: rxClass('rx_class'),
    // Derived so the zone lists and filters that read it always agree with the class.
    isRx: boolean('is_rx')
      .notNull()
      .generatedAlwaysAs(sql`rx_class IS NOT DISTINCT FROM '处方药'::rx_class`),
    /** 医保目录编码 (national code); empty when it has none. */
    ybCode: varchar('yb_code', { length: 30 }).notNull().default(''),
    ybClass: ybClass('yb_class').notNull().default('非医保'),
    /** 医保: listed in the national medical-insurance catalogue, i.e. of class 甲, 乙 or 丙. */
    isYb: boolean('is_yb')
      .notNull()
      .generatedAlwaysAs(sql`yb_class <> '非医保'::yb_class`),
    /** 国家基本药物 */
    isEssential: boolean('is_essential').notNull().default(false),
    /** 国家集中带量采购 (集采) */
    isVbp: boolean('is_vbp').notNull().default(false),
    /** 医保谈判药品 */
    isNegotiated: boolean('is_negotiated').notNull().default(false),
    /** 冷链 range in °C: both set for goods kept 冷藏, neither otherwise. */
    coldMinC: smallint('cold_min_c'),
    coldMaxC: smallint('cold_max_c'),
    /** 中药饮片: 产地 and 保质期 (months). */
    origin: varchar('origin', { length: 30 }).notNull().default(''),
    shelfLifeMonths: smallint('shelf_life_months'),
    restrictedClass: restrictedClass('restricted_class'),
    /** 药品标识码 (the first 7 digits of its 20-digit 追溯码) of each pack of the goods: a scanned code names its goods by them. */
    tracePrefixes: text('trace_prefixes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** 无追溯码: devices and goods that carry no code ship without a scan. */
    traceExempt: boolean('trace_exempt').notNull().default(false),
    storage: varchar('storage', { length: 10 }).notNull().default('常温'),
    productionBatch: varchar('production_batch', { length: 30 }).notNull().default(''),
    sales: integer('sales').notNull().default(0),
    /** qg_number: a per-store purchase limit; 0 = none. */
    qgNumber: integer('qg_number').notNull().default(0),
    nameInitials: varchar('name_initials', { length: 100 }).notNull(),
    /** Search tokens of every searchable field, weighted by field (searchVectorOf); rewritten whenever they change. */
    searchVector: tsvector('search_vector')
      .notNull()
      .default(sql`''::tsvector`),
    onSale: boolean('on_sale').notNull().default(true),
    /** Pictures uploaded in the console (their public addresses), the cover first; none: the drawn picture. */
    images: varchar('images', { length: 120 })
      .array()
      .notNull()
      .default(sql`'{}'::varchar[]`),
    createdAt: createdAt(),
  },
  (t) => [
    index('goods_category_idx').using('gin', t.categoryKeys),
    index('goods_manufacturer_idx').on(t.manufacturerId),
    index('goods_brand_idx').on(t.brandId),
    index('goods_warehouse_idx').on(t.warehouseId),
    index('goods_sales_idx').on(t.sales),
    // Listing orders walk these instead of sorting the catalogue (default: in stock first, then best sellers).
    index('goods_list_order_idx').on(sql`(${t.stock} > 0) DESC`, sql`${t.sales} DESC`, t.id),
    index('goods_price_idx').on(t.basePrice, t.id),
    index('goods_created_idx').on(t.createdAt, t.id),
    // When a rename leaves a name, the search dictionary asks whether any goods still carries it (search-sync.ts).
    index('goods_name_idx').on(t.name),
    index('goods_approval_idx').using('btree', sql`${t.approvalNo} text_pattern_ops`),
    index('goods_search_idx').using('gin', t.searchVector),
    // A scanned code's prefix finds the goods that owns it.
    index('goods_trace_prefixes_idx').using('gin', t.tracePrefixes),
    // A scanned barcode opens its goods.
    index('goods_barcode_idx')
      .on(t.barcode)
      .where(sql`${t.barcode} <> ''`),
    // The near-expiry zone: goods whose first batch to ship expires before a date.
    index('goods_expiry_from_idx').on(t.expiryFrom),
    check(
      'goods_cold_chain_check',
      sql`(${t.coldMinC} IS NULL) = (${t.coldMaxC} IS NULL) AND (${t.coldMinC} IS NULL OR ${t.coldMinC} < ${t.coldMaxC})`,
    ),
  ],
);

/** Ladder tiers (ladder_price): the price of a quantity up to `number`. */
export const goodsLadderPrices = pgTable(
  'goods_ladder_prices',
  {
    id: id(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    number: integer('number').notNull(),
    price: fen('price').notNull(),
  },
  (t) => [index('goods_ladder_goods_idx').on(t.goodsId)],
);

/** Customer-level prices (goods_price_id): a store of this level pays this price. */
export const goodsLevelPrices = pgTable(
  'goods_level_prices',
  {
    id: id(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    level: integer('level').notNull(),
    price: fen('price').notNull(),
  },
  (t) => [
    uniqueIndex('goods_level_prices_idx').on(t.goodsId, t.level),
    // Sorting by the price a level pays walks this beside goods_price_idx (see mergedPricePage in modules/catalog/list-queries.ts).
    index('goods_level_prices_order_idx').on(t.level, t.price, t.goodsId),
  ],
);

/** Members of a combination package (goods_type 3). */
export const combinationItems = pgTable(
  'combination_items',
  {
    packageId: integer('package_id')
      .notNull()
      .references(() => goods.id),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    number: integer('number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.packageId, t.goodsId] })],
);

/** Search suggestions come from this small dictionary of distinct terms, not from a scan of goods. */
export const searchTerms = pgTable(
  'search_terms',
  {
    id: id(),
    /** 0 = drug name, 1 = manufacturer (spec section 9 search type). */
    type: smallint('type').notNull(),
    term: varchar('term', { length: 100 }).notNull(),
    initials: varchar('initials', { length: 100 }).notNull(),
    /** Full pinyin without spaces (buluofen): typed pinyin and near-homophones (布落芬) find the term. */
    pinyin: varchar('pinyin', { length: 400 }).notNull().default(''),
    sales: integer('sales').notNull().default(0),
  },
  (t) => [
    uniqueIndex('search_terms_type_term_idx').on(t.type, t.term),
    // The typo fallback (胶襄 → 胶囊) ranks terms by trigram similarity.
    index('search_terms_trgm_idx').using('gin', sql`${t.term} gin_trgm_ops`),
    // A near-homophone typed inside a name (奥斯他韦 aositawei in 磷酸奥司他韦胶囊) is found by pinyin anywhere.
    index('search_terms_pinyin_trgm_idx').using('gin', sql`${t.pinyin} gin_trgm_ops`),
  ],
);

/**
 * Aliases buyers type for a drug (扑热息痛 → 对乙酰氨基酚, 维C → 维生素C, brand → generic), edited by 商品运营.
 * The reference list (old names, the best-known OTC brands) is written by migration 0037, in every database.
 */
export const searchSynonyms = pgTable('search_synonyms', {
  id: id(),
  term: varchar('term', { length: 30 }).notNull().unique(),
  target: varchar('target', { length: 50 }).notNull(),
  /** A brand is one maker's (美林 is 上海强生's 布洛芬混悬液): that maker's goods rank first; '' for any maker. */
  maker: varchar('maker', { length: 30 }).notNull().default(''),
  createdAt: createdAt(),
});

/** Searches that found nothing, appended as buyers see the empty page: the console lists the week's by count. */
export const searchMisses = pgTable(
  'search_misses',
  {
    id: id(),
    keywords: varchar('keywords', { length: 50 }).notNull(),
    storeId: integer('store_id'),
    createdAt: createdAt(),
  },
  (t) => [index('search_misses_time_idx').on(t.createdAt)],
);

/** Quality-inspection reports (检验报告) per goods batch. */
export const qualityReports = pgTable(
  'quality_reports',
  {
    id: id(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    batch: varchar('batch', { length: 30 }).notNull(),
    url: text('url').notNull().default(''),
    msg: text('msg').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('quality_reports_goods_idx').on(t.goodsId)],
);

export const favorites = pgTable(
  'favorites',
  {
    storeId: integer('store_id').notNull(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.goodsId] })],
);

/** Browsing history (我的足迹): one row per store and goods, its time moved on each view. */
export const goodsVisits = pgTable(
  'goods_visits',
  {
    storeId: integer('store_id').notNull(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    visitedAt: tstz('visited_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.goodsId] }), index('goods_visits_time_idx').on(t.storeId, t.visitedAt)],
);

export const flashSales = pgTable(
  'flash_sales',
  {
    id: id(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    price: fen('price').notNull(),
    stock: integer('stock').notNull(),
    sold: integer('sold').notNull().default(0),
    limitPerStore: integer('limit_per_store').notNull().default(0),
    startsAt: tstz('starts_at').notNull(),
    endsAt: tstz('ends_at').notNull(),
  },
  (t) => [index('flash_sales_time_idx').on(t.startsAt, t.endsAt)],
);
