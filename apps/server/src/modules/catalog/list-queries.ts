/** SQL of listings: the goods a filter selects, how many, and the ids of one page in one order. */
import type { GoodsSort, RxClass, YbClass } from '@yc/contracts';
import { and, asc, count, desc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { type PageSlice } from '../../db/paging.js';
import { PerHandle } from '../../db/prepared.js';
import { brands, goods, goodsLevelPrices, orderItems, orders } from '../../db/schema/index.js';
import { nearExpiryCutoff, nearExpiryWhere } from '../batches/validity.js';
import type { SearchPlan } from '../search/query.js';
import { cardColumns, levelPriceJoin, type CardRow } from './queries.js';
import { sellableGoods } from './sellable.js';

/** Who may see controlled goods in a listing: null lets every controlled goods through. */
export interface AudienceFilter {
  province: string;
  customerType: string;
}

/** What narrows a listing; every field is optional and they all hold together. */
export interface GoodsFilter {
  categoryKey?: string;
  /** Any of these class keys (recommendations). */
  anyCategoryKeys?: string[];
  kind?: 'tcm' | 'device';
  freeShipping?: boolean;
  nearExpiry?: boolean;
  controlled?: boolean;
  combination?: boolean;
  selfOperated?: boolean;
  inStock?: boolean;
  brandId?: number;
  manufacturer?: string;
  dosageForm?: string;
  spec?: string;
  /** 医保 goods only. */
  yb?: boolean;
  ybClass?: YbClass;
  rxClass?: RxClass;
  /** A drug query: every term on some field (the tsvector of modules/search/tokens.ts). */
  search?: SearchPlan;
  manufacturerIds?: number[];
  excludeId?: number;
  audience: AudienceFilter | null;
}

/** How a filter value enters the SQL: inline for a one-off query, or as a named placeholder of a prepared statement. */
type Bind = (name: string, value: unknown) => SQLWrapper;
const inline: Bind = (_name, value) => sql.param(value);

/** A filter's condition, and its shape: which clauses it has, which is what a prepared statement depends on. */
export interface FilterSql {
  where: SQL;
  shape: string;
}

export function goodsWhere(f: GoodsFilter, bind: Bind = inline): FilterSql {
  const conds: SQL[] = [sellableGoods];
  const shape: string[] = [];
  const add = (token: string, cond: SQL) => {
    shape.push(token);
    conds.push(cond);
  };
  if (f.categoryKey !== undefined) add('c', sql`${goods.categoryKeys} @> ARRAY[${bind('categoryKey', f.categoryKey)}]::varchar[]`);
  if (f.anyCategoryKeys) add('C', sql`${goods.categoryKeys} && ${bind('anyCategoryKeys', f.anyCategoryKeys)}::varchar[]`);
  if (f.kind) add('k', sql`${goods.kind} = ${bind('kind', f.kind)}`);
  if (f.freeShipping) add('y', sql`${goods.isFreeShipping}`);
  if (f.nearExpiry) add('j', nearExpiryWhere(bind('nearExpiryBefore', nearExpiryCutoff())));
  if (f.controlled) add('x', sql`${goods.isControlled}`);
  if (f.combination) add('z', sql`${goods.goodsType} = 3`);
  if (f.selfOperated) add('s', sql`${goods.isSelfOperated}`);
  if (f.inStock) add('i', sql`${goods.stock} > 0`);
  if (f.brandId !== undefined) add('b', sql`${goods.brandId} = ${bind('brandId', f.brandId)}`);
  if (f.manufacturer !== undefined) add('m', sql`${goods.manufacturer} = ${bind('manufacturer', f.manufacturer)}`);
  if (f.dosageForm !== undefined) add('d', sql`${goods.dosageForm} = ${bind('dosageForm', f.dosageForm)}`);
  if (f.spec !== undefined) add('g', sql`${goods.spec} = ${bind('spec', f.spec)}`);
  if (f.yb) add('Y', sql`${goods.isYb}`);
  if (f.ybClass) add('B', sql`${goods.ybClass} = ${bind('ybClass', f.ybClass)}`);
  if (f.rxClass) add('R', sql`${goods.rxClass} = ${bind('rxClass', f.rxClass)}`);
  if (f.search) add('w', sql`${goods.searchVector} @@ ${bind('tsquery', f.search.tsquery)}::tsquery`);
  if (f.manufacturerIds) {
    const ids = f.manufacturerIds;
    add(ids.length ? 'M' : 'M0', ids.length ? sql`${goods.manufacturerId} = ANY(${bind('manufacturerIds', ids)}::int[])` : sql`false`);
  }
  if (f.excludeId !== undefined) add('e', sql`${goods.id} <> ${bind('excludeId', f.excludeId)}`);
  if (f.audience) {
    const a = f.audience;
    add(
      'a',
      sql`(NOT ${goods.isControlled} OR (${goods.controlledRegions} @> ARRAY[${bind('province', a.province)}]::varchar[]
        AND ${goods.controlledCustomerTypes} @> ARRAY[${bind('customerType', a.customerType)}]::varchar[]))`,
    );
  }
  return { where: sql.join(conds, sql` AND `), shape: shape.join('') };
}

export async function countGoods(db: DbOrTx, f: GoodsFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(goods).where(goodsWhere(f).where);
  return row?.n ?? 0;
}

/** One key of a listing order before the goods id, which ends every order so pages never overlap. */
interface SortKey {
  expr: SQL;
  desc: boolean;
}

interface ListOrder {
  keys: SortKey[];
  idDesc: boolean;
}

const isPriceSort = (sort: GoodsSort) => sort === 'price_asc' || sort === 'price_desc';

/** `price` is what the buyer pays when its level price is joined, else the base price. */
function listOrder(sort: GoodsSort, levelJoined: boolean): ListOrder {
  const price = levelJoined ? sql`COALESCE(${goodsLevelPrices.price}, ${goods.basePrice})` : sql`${goods.basePrice}`;
  const key = (expr: SQLWrapper, descending: boolean): SortKey => ({ expr: sql`${expr}`, desc: descending });
  switch (sort) {
    case 'default':
      // In stock first, then best sellers: what a wholesale buyer can actually order.
      return { keys: [key(sql`(${goods.stock} > 0)`, true), key(goods.sales, true)], idDesc: false };
    case 'sales':
      return { keys: [key(goods.sales, true)], idDesc: true };
    case 'newest':
      return { keys: [key(goods.createdAt, true)], idDesc: true };
    case 'price_asc':
      return { keys: [key(price, false)], idDesc: false };
    case 'price_desc':
      return { keys: [key(price, true)], idDesc: true };
  }
}

/**
 * A drug query's order: a whole barcode or approval number typed, then goods named exactly as typed,
 * then goods whose names and spec hold every term, then the rest; in stock first; then what the
 * store bought before; then best sellers.
 */
function relevanceOrder(): ListOrder {
  const tier = sql`CASE
    WHEN ${ph('code')} <> '' AND (${goods.barcode} = ${ph('code')} OR upper(${goods.approvalNo}) IN (${ph('code')}, '国药准字' || ${ph('code')})) THEN 0
    WHEN lower(${goods.name}) = ${ph('nameText')} OR lower(${goods.tradeName}) = ${ph('nameText')} OR lower(${goods.commonName}) = ${ph('nameText')} THEN 1
    WHEN ${goods.searchVector} @@ ${ph('nameSpec')}::tsquery THEN 2
    ELSE 3 END`;
  const bought = sql`${goods.id} IN (SELECT ${orderItems.goodsId} FROM ${orderItems}
    INNER JOIN ${orders} ON ${orders.id} = ${orderItems.orderId} WHERE ${orders.storeId} = ${ph('store')})`;
  return {
    keys: [
      { expr: tier, desc: false },
      { expr: sql`(${goods.stock} > 0)`, desc: true },
      { expr: bought, desc: true },
      { expr: sql`${goods.sales}`, desc: true },
    ],
    idDesc: false,
  };
}

const by = (descending: boolean, expr: SQLWrapper) => (descending ? desc(expr) : asc(expr));
const keyName = (i: number) => `k${i}`;
const keyColumns = (o: ListOrder) => Object.fromEntries(o.keys.map((k, i) => [keyName(i), sql`${k.expr}`.as(keyName(i))]));
/** The order again, over the key columns of a subquery. */
const orderOver = (o: ListOrder, from: string, id: SQLWrapper) => [
  ...o.keys.map((k, i) => by(k.desc, sql`${sql.identifier(from)}.${sql.identifier(keyName(i))}`)),
  by(o.idDesc, id),
];

const ph = sql.placeholder;

/** One page of ids with their sort keys, walking the order's index. */
function walkedPage(db: DbOrTx, where: SQL, o: ListOrder) {
  return db
    .select({ id: goods.id, ...keyColumns(o) })
    .from(goods)
    .where(where)
    .orderBy(...o.keys.map((k) => by(k.desc, k.expr)), by(o.idDesc, goods.id))
    .limit(ph('limit'))
    .offset(ph('offset'))
    .as('page');
}

/** The key columns of a subquery, selected again under the same names. */
const passOn = (o: ListOrder, from: string) =>
  Object.fromEntries(o.keys.map((_, i) => [keyName(i), sql`${sql.identifier(from)}.${sql.identifier(keyName(i))}`.as(keyName(i))]));

/** One page sorted from the filtered rows themselves: the inner OFFSET keeps PostgreSQL from walking a sort index instead. */
function fencedPage(db: DbOrTx, where: SQL, o: ListOrder, levelJoined: boolean) {
  const inner = db.select({ id: goods.id, ...keyColumns(o) }).from(goods);
  const rows = (levelJoined ? inner.leftJoin(goodsLevelPrices, levelPriceJoin) : inner).where(where).offset(ph('fence')).as('m');
  return db
    .select({ id: rows.id, ...passOn(o, 'm') })
    .from(rows)
    .orderBy(...orderOver(o, 'm', rows.id))
    .limit(ph('limit'))
    .offset(ph('offset'))
    .as('page');
}

/**
 * Pages of the price merge up to this many rows take their stream limit as a literal. With the limit
 * a parameter, a generic plan is costed as if each stream read a tenth of the catalogue, so PostgreSQL
 * replans the statement on every run (0.7 ms, more than running it); with a literal it keeps one plan.
 * Deeper pages, which few buyers reach, share one statement and are planned each time.
 */
const MERGE_LITERAL_ROWS = 200;

/**
 * One page in the order of the price a level pays, over a large set: goods with a level price (in
 * level-price order) and goods without one (in base-price order) each walk their own index and
 * PostgreSQL merges the two streams, where sorting COALESCE(level, base) would read every row.
 */
function mergedPricePage(db: DbOrTx, where: SQL, descending: boolean, upTo: number | null) {
  // Drizzle binds a number limit as a parameter: a raw chunk (typed as the placeholder limit() takes) stays in the text.
  const streamLimit = upTo === null ? ph('upTo') : (sql.raw(String(upTo)) as unknown as ReturnType<typeof ph>);
  const withLevel = db
    .select({ id: goods.id, k0: sql`${goodsLevelPrices.price}`.as('k0') })
    .from(goodsLevelPrices)
    .innerJoin(goods, eq(goods.id, goodsLevelPrices.goodsId))
    .where(and(eq(goodsLevelPrices.level, ph('level')), where))
    .orderBy(by(descending, goodsLevelPrices.price), by(descending, goods.id))
    .limit(streamLimit);
  const withoutLevel = db
    .select({ id: goods.id, k0: sql`${goods.basePrice}`.as('k0') })
    .from(goods)
    .where(and(where, sql`NOT EXISTS (SELECT 1 FROM ${goodsLevelPrices} x WHERE x.goods_id = ${goods.id} AND x.level = ${ph('level')})`))
    .orderBy(by(descending, goods.basePrice), by(descending, goods.id))
    .limit(streamLimit);
  return unionAll(withLevel, withoutLevel)
    .orderBy(descending ? sql`2 DESC, 1 DESC` : sql`2 ASC, 1 ASC`)
    .limit(ph('limit'))
    .offset(ph('offset'))
    .as('page');
}

interface PageStatement {
  execute(params: Record<string, unknown>): Promise<CardRow[]>;
}

const pageStatements = new PerHandle<PageStatement>();

/**
 * The card rows of one listing page, in one prepared statement per filter shape and order: the page
 * of ids (walking an index, sorting a small fenced set, or merging two price streams) joined to what
 * the cards show. `fence` suits a small filtered set, where walking a sort index would wade through
 * the catalogue when filter and order are correlated (amoxicillin costs 8–14 yuan, so a price walk
 * meets it only after thousands of rows).
 */
export async function pageCards(
  db: DbOrTx,
  f: GoodsFilter,
  sort: GoodsSort,
  level: number | null,
  slice: PageSlice,
  fence: boolean,
  storeId?: number,
): Promise<CardRow[]> {
  const upTo = slice.offset + slice.limit;
  const params: Record<string, unknown> = { limit: slice.limit, offset: slice.offset, fence: 0, upTo, level: level ?? 0 };
  const levelJoined = isPriceSort(sort) && level !== null;
  // A drug query's own matches are sorted by relevance; a broad one (too many to sort) walks the default order.
  const relevance = sort === 'default' && f.search !== undefined && fence;
  if (relevance && f.search)
    Object.assign(params, { nameText: f.search.nameText, nameSpec: f.search.nameSpecQuery, code: f.search.code, store: storeId ?? 0 });
  const { where, shape } = goodsWhere(f, (name, value) => {
    params[name] = value;
    return ph(name);
  });
  const variant = relevance ? 'relevance' : levelJoined && !fence ? 'merge' : fence ? 'fence' : 'walk';
  const mergeRows = variant === 'merge' && upTo <= MERGE_LITERAL_ROWS ? upTo : null;
  const name = `catalog_page_${shape}_${sort}_${variant}${levelJoined ? '_level' : ''}${mergeRows === null ? '' : `_${mergeRows}`}`;
  const statement = pageStatements.get(db, name, (): PageStatement => {
    const o = relevance ? relevanceOrder() : listOrder(sort, levelJoined);
    const page =
      variant === 'merge'
        ? mergedPricePage(db, where, sort === 'price_desc', mergeRows)
        : fence
          ? fencedPage(db, where, o, levelJoined)
          : walkedPage(db, where, o);
    return db
      .select(cardColumns)
      .from(page)
      .innerJoin(goods, eq(goods.id, page.id))
      .leftJoin(brands, eq(brands.id, goods.brandId))
      .leftJoin(goodsLevelPrices, levelPriceJoin)
      .orderBy(...orderOver(o, 'page', page.id))
      .prepare(name);
  });
  return statement.execute(params);
}
