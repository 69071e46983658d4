import { boolean, index, integer, jsonb, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz } from './columns.js';
import { coupons } from './marketing.js';

export const articleCategories = pgTable('article_categories', {
  id: id(),
  /** help | news */
  kind: varchar('kind', { length: 8 }).notNull(),
  key: varchar('key', { length: 20 }).notNull().unique(),
  name: varchar('name', { length: 50 }).notNull(),
  sort: integer('sort').notNull().default(0),
});

export const articles = pgTable(
  'articles',
  {
    id: id(),
    categoryId: integer('category_id').notNull().references(() => articleCategories.id),
    slug: varchar('slug', { length: 40 }).notNull().default(''),
    title: varchar('title', { length: 200 }).notNull(),
    summary: text('summary').notNull().default(''),
    body: text('body').notNull(),
    sort: integer('sort').notNull().default(0),
    publishedAt: tstz('published_at').notNull().defaultNow(),
  },
  (t) => [index('articles_category_idx').on(t.categoryId, t.sort)],
);

/** Banners and ad slots (focus): top, right, login, yx, kxzq, ppzq ... and '' for the home carousel. */
export const ads = pgTable(
  'ads',
  {
    id: id(),
    slot: varchar('slot', { length: 20 }).notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    subtitle: varchar('subtitle', { length: 200 }).notNull().default(''),
    /** Background of the generated banner picture. */
    color: varchar('color', { length: 20 }).notNull().default('#e4393c'),
    width: integer('width').notNull().default(1200),
    height: integer('height').notNull().default(400),
    image: text('image').notNull(),
    url: text('url').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    /** The coupon-centre offer the ad is for (新客首单立减30元): shown only while that coupon can be claimed. */
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    /** For new customers only: hidden from a store once it has paid an order. */
    newCustomers: boolean('new_customers').notNull().default(false),
  },
  (t) => [index('ads_slot_idx').on(t.slot, t.sort)],
);

export const navItems = pgTable('nav_items', {
  id: id(),
  parentId: integer('parent_id'),
  name: varchar('name', { length: 30 }).notNull(),
  url: text('url').notNull(),
  image: text('image').notNull().default(''),
  isOpen: smallint('is_open').notNull().default(0),
  sort: integer('sort').notNull().default(0),
});

export const hotSearches = pgTable('hot_searches', {
  id: id(),
  keyword: varchar('keyword', { length: 30 }).notNull(),
  sort: integer('sort').notNull().default(0),
});

/** Site-wide settings (hotline, licence lines, app links) as key → JSON. */
export const siteSettings = pgTable('site_settings', {
  key: varchar('key', { length: 40 }).primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
});

export const pageViews = pgTable(
  'page_views',
  {
    id: id(),
    path: varchar('path', { length: 500 }).notNull(),
    name: varchar('name', { length: 100 }).notNull().default(''),
    storeId: integer('store_id'),
    createdAt: createdAt(),
  },
  (t) => [index('page_views_name_idx').on(t.name, t.createdAt)],
);

/** Marks a finished seed, so a restart never seeds twice. */
export const seedRuns = pgTable('seed_runs', {
  id: id(),
  version: varchar('version', { length: 20 }).notNull(),
  goodsCount: integer('goods_count').notNull(),
  finishedAt: tstz('finished_at').notNull().defaultNow(),
});
