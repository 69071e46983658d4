import { POINTS_ORDER_STATUSES } from '@yc/contracts';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgEnum, pgTable, smallint, text, uniqueIndex, varchar, boolean } from 'drizzle-orm/pg-core';
import { stores } from './accounts.js';
import { goods } from './catalog.js';
import { createdAt, fen, id, tstz } from './columns.js';

/**
 * Promotions over a set of goods: manjian (满减), manzhe (满折), gift (赠) and hg (换购); `rule` holds
 * the tiers in the shape packages/pricing reads for that type.
 */
export const promotions = pgTable('promotions', {
  id: id(),
  type: varchar('type', { length: 10 }).notNull(),
  name: varchar('name', { length: 100 }).notNull(),
  rule: jsonb('rule').$type<Record<string, unknown>>().notNull(),
  /** Goods ids it covers; empty = every goods. */
  goodsIds: integer('goods_ids').array().notNull(),
  startsAt: tstz('starts_at').notNull(),
  endsAt: tstz('ends_at').notNull(),
});

export type CouponScope = { kind: 'all' } | { kind: 'category'; category_keys: string[] } | { kind: 'brand'; brand_ids: number[] };

/** Coupon templates: amount off or a rate, above a threshold, over a scope, valid for a window. */
export const coupons = pgTable('coupons', {
  id: id(),
  name: varchar('name', { length: 100 }).notNull(),
  /** amount | rate */
  type: varchar('type', { length: 8 }).notNull(),
  amount: fen('amount').notNull().default(0),
  /** Percent paid for rate coupons, e.g. 95 = 95折. */
  rate: smallint('rate').notNull().default(100),
  threshold: fen('threshold').notNull().default(0),
  /** Cap of a rate coupon's discount; 0 = none. */
  maxDiscount: fen('max_discount').notNull().default(0),
  /** What it covers: every goods, or goods of these category keys or brand ids. */
  scope: jsonb('scope').$type<CouponScope>().notNull(),
  validFrom: tstz('valid_from').notNull(),
  validTo: tstz('valid_to').notNull(),
  /** Published in the coupon centre (/lqzx) for stores to claim. */
  isPublic: boolean('is_public').notNull().default(false),
  total: integer('total').notNull().default(0),
  claimed: integer('claimed').notNull().default(0),
});

export const storeCoupons = pgTable(
  'store_coupons',
  {
    id: id(),
    storeId: integer('store_id').notNull().references(() => stores.id),
    couponId: integer('coupon_id').notNull().references(() => coupons.id),
    /** claim | issue | draw: how it came, so a claim is once per store. */
    source: varchar('source', { length: 8 }).notNull(),
    usedOrderId: integer('used_order_id'),
    usedAt: tstz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('store_coupons_store_idx').on(t.storeId), uniqueIndex('store_coupons_claim_once_idx').on(t.storeId, t.couponId).where(sql`source = 'claim'`)],
);

/** Cash vouchers (现金券): spent like cash, their balance the sum of the voucher ledger. */
export const cashVouchers = pgTable(
  'cash_vouchers',
  {
    id: id(),
    storeId: integer('store_id').notNull().references(() => stores.id),
    name: varchar('name', { length: 100 }).notNull(),
    amount: fen('amount').notNull(),
    validTo: tstz('valid_to').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('cash_vouchers_store_idx').on(t.storeId)],
);

export const voucherLedger = pgTable(
  'voucher_ledger',
  {
    id: id(),
    voucherId: integer('voucher_id').notNull().references(() => cashVouchers.id),
    amount: fen('amount').notNull(),
    orderId: integer('order_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('voucher_ledger_once_idx').on(t.voucherId, t.orderId, t.amount)],
);

/** Activity pages (yjh, Hdzx, ptzq, hb, welfare, mrtj, zhzq, zqmb, yyh, hdmb, zhmz) with their time windows. */
export const activities = pgTable('activities', {
  id: id(),
  kind: varchar('kind', { length: 12 }).notNull(),
  title: varchar('title', { length: 100 }).notNull(),
  description: text('description').notNull().default(''),
  banner: text('banner').notNull().default(''),
  rules: jsonb('rules').$type<Record<string, unknown>>().notNull().default({}),
  startsAt: tstz('starts_at').notNull(),
  endsAt: tstz('ends_at').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const activityGoods = pgTable(
  'activity_goods',
  {
    id: id(),
    activityId: integer('activity_id').notNull().references(() => activities.id),
    goodsId: integer('goods_id').notNull().references(() => goods.id),
    price: fen('price'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('activity_goods_activity_idx').on(t.activityId)],
);

export const activityTaps = pgTable(
  'activity_taps',
  {
    id: id(),
    activityId: integer('activity_id').notNull(),
    storeId: integer('store_id'),
    createdAt: createdAt(),
  },
  (t) => [index('activity_taps_activity_idx').on(t.activityId)],
);

export const draws = pgTable('draws', {
  id: id(),
  name: varchar('name', { length: 100 }).notNull(),
  remarks: text('remarks').notNull().default(''),
  startsAt: tstz('starts_at').notNull(),
  endsAt: tstz('ends_at').notNull(),
});

export const drawPrizes = pgTable(
  'draw_prizes',
  {
    id: id(),
    drawId: integer('draw_id').notNull().references(() => draws.id),
    name: varchar('name', { length: 100 }).notNull(),
    /** points | coupon | goods | none */
    type: varchar('type', { length: 8 }).notNull(),
    /** Points awarded, coupon id or goods id, by type. */
    value: integer('value').notNull().default(0),
    /** Relative weight of the odds. */
    weight: integer('weight').notNull(),
    stock: integer('stock').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('draw_prizes_draw_idx').on(t.drawId)],
);

export const drawRecords = pgTable(
  'draw_records',
  {
    id: id(),
    drawId: integer('draw_id').notNull().references(() => draws.id),
    storeId: integer('store_id').notNull().references(() => stores.id),
    prizeId: integer('prize_id').notNull().references(() => drawPrizes.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('draw_records_once_idx').on(t.drawId, t.storeId)],
);

export const pointsGoods = pgTable('points_goods', {
  id: id(),
  name: varchar('name', { length: 100 }).notNull(),
  image: text('image').notNull().default(''),
  points: integer('points').notNull(),
  stock: integer('stock').notNull(),
  description: text('description').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});

/** The points order lifecycle's states (points-mall/process.ts); only its transition writes them. */
export const pointsOrderStatus = pgEnum('points_order_status', POINTS_ORDER_STATUSES);

export const pointsOrders = pgTable(
  'points_orders',
  {
    id: id(),
    storeId: integer('store_id').notNull().references(() => stores.id),
    pointsGoodsId: integer('points_goods_id').notNull().references(() => pointsGoods.id),
    number: integer('number').notNull(),
    points: integer('points').notNull(),
    status: pointsOrderStatus('status').notNull().default('pending'),
    /** exchange | draw: a gift won in the lucky draw is a points order of 0 points. */
    source: varchar('source', { length: 8 }).notNull().default('exchange'),
    /**
     * Where the parcel goes, copied from the store's address when the order is made so a later edit of
     * the address book does not move it. Empty for a draw gift won before the store had an address:
     * shipping fills it from the store's default then.
     */
    consignee: varchar('consignee', { length: 50 }).notNull().default(''),
    phone: varchar('phone', { length: 20 }).notNull().default(''),
    address: text('address').notNull().default(''),
    carrier: varchar('carrier', { length: 30 }),
    trackingNo: varchar('tracking_no', { length: 40 }),
    shippedAt: tstz('shipped_at'),
    completedAt: tstz('completed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('points_orders_store_idx').on(t.storeId), index('points_orders_status_idx').on(t.status, t.id)],
);
