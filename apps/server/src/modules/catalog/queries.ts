/** SQL of the catalogue: the buyer's store, goods cards, listings and what the detail page adds. */
import { and, asc, count, desc, eq, gt, inArray, like, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { GoodsSort } from '@yc/contracts';
import type { DbOrTx } from '../../db/client.js';
import {
  brands,
  categories,
  combinationItems,
  goods,
  goodsLadderPrices,
  goodsLevelPrices,
  goodsVisits,
  orderItems,
  orders,
  qualityReports,
  stores,
} from '../../db/schema/index.js';

export async function storeForBuyer(db: DbOrTx, storeId: number) {
  const [row] = await db
    .select({
      id: stores.id,
      qualificationStatus: stores.qualificationStatus,
      level: stores.level,
      businessScope: stores.businessScope,
      province: stores.province,
      customerType: stores.customerType,
    })
    .from(stores)
    .where(eq(stores.id, storeId));
  return row;
}

/** Everything a card shows of the given goods, with the level price of `level` (none when null). */
export function cardRows(db: DbOrTx, ids: readonly number[], level: number | null) {
  return db
    .select({
      id: goods.id,
      name: goods.name,
      commonName: goods.commonName,
      spec: goods.spec,
      manufacturer: goods.manufacturer,
      approvalNo: goods.approvalNo,
      unit: goods.unit,
      kind: goods.kind,
      dosageForm: goods.dosageForm,
      categoryKeys: goods.categoryKeys,
      basePrice: goods.basePrice,
      stock: goods.stock,
      minQty: goods.minQty,
      midPack: goods.midPack,
      ladderPriceType: goods.ladderPriceType,
      tags: goods.tags,
      isFreeShipping: goods.isFreeShipping,
      freeShippingNumber: goods.freeShippingNumber,
      isDpby: goods.isDpby,
      isNearExpiry: goods.isNearExpiry,
      expiryDate: goods.expiryDate,
      productionBatch: goods.productionBatch,
      isControlled: goods.isControlled,
      controlledRegions: goods.controlledRegions,
      controlledCustomerTypes: goods.controlledCustomerTypes,
      containsEphedrine: goods.containsEphedrine,
      hmLimit: goods.hmLimit,
      isRx: goods.isRx,
      isSelfOperated: goods.isSelfOperated,
      goodsType: goods.goodsType,
      brandId: goods.brandId,
      brandName: brands.name,
      sales: goods.sales,
      qgNumber: goods.qgNumber,
      storage: goods.storage,
      levelPriceId: goodsLevelPrices.id,
      levelPrice: goodsLevelPrices.price,
      ladder: sql<{ number: number; price: number }[] | null>`(
        SELECT json_agg(json_build_object('number', l.number, 'price', l.price) ORDER BY l.number)
        FROM ${goodsLadderPrices} l WHERE l.goods_id = ${goods.id})`,
      // A package falls under the classes of all its members, so the scope rule checks every one.
      memberRoots: sql<string[] | null>`CASE WHEN ${goods.goodsType} = 3 THEN (
        SELECT array_agg(DISTINCT m.category_keys[1]) FROM ${combinationItems} ci JOIN ${goods} m ON m.id = ci.goods_id
        WHERE ci.package_id = ${goods.id}) END`,
    })
    .from(goods)
    .leftJoin(brands, eq(brands.id, goods.brandId))
    .leftJoin(goodsLevelPrices, and(eq(goodsLevelPrices.goodsId, goods.id), eq(goodsLevelPrices.level, level ?? 0)))
    .where(and(inArray(goods.id, [...ids]), eq(goods.onSale, true)));
}
export type CardRow = Awaited<ReturnType<typeof cardRows>>[number];

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
  /** A drug keyword resolved to dictionary names and approval-number prefixes (LIKE patterns, escaped). */
  keyword?: { names: string[]; approvalPatterns: string[] };
  manufacturerIds?: number[];
  excludeId?: number;
  audience: AudienceFilter | null;
}

const arrayOf = (value: string) => sql`ARRAY[${value}]::varchar[]`;

export function goodsWhere(f: GoodsFilter): SQL | undefined {
  const conds: (SQL | undefined)[] = [eq(goods.onSale, true)];
  if (f.categoryKey !== undefined) conds.push(sql`${goods.categoryKeys} @> ${arrayOf(f.categoryKey)}`);
  if (f.anyCategoryKeys) conds.push(sql`${goods.categoryKeys} && ARRAY[${sql.join(f.anyCategoryKeys.map((k) => sql`${k}`), sql`, `)}]::varchar[]`);
  if (f.kind) conds.push(eq(goods.kind, f.kind));
  if (f.freeShipping) conds.push(eq(goods.isFreeShipping, true));
  if (f.nearExpiry) conds.push(eq(goods.isNearExpiry, true));
  if (f.controlled) conds.push(eq(goods.isControlled, true));
  if (f.combination) conds.push(eq(goods.goodsType, 3));
  if (f.selfOperated) conds.push(eq(goods.isSelfOperated, true));
  if (f.inStock) conds.push(gt(goods.stock, 0));
  if (f.brandId !== undefined) conds.push(eq(goods.brandId, f.brandId));
  if (f.manufacturer !== undefined) conds.push(eq(goods.manufacturer, f.manufacturer));
  if (f.keyword) {
    const { names, approvalPatterns } = f.keyword;
    conds.push(or(names.length ? inArray(goods.name, names) : undefined, ...approvalPatterns.map((p) => like(goods.approvalNo, p))) ?? sql`false`);
  }
  if (f.manufacturerIds) conds.push(f.manufacturerIds.length ? inArray(goods.manufacturerId, f.manufacturerIds) : sql`false`);
  if (f.excludeId !== undefined) conds.push(sql`${goods.id} <> ${f.excludeId}`);
  if (f.audience) {
    const a = f.audience;
    conds.push(
      or(
        eq(goods.isControlled, false),
        and(sql`${goods.controlledRegions} @> ${arrayOf(a.province)}`, sql`${goods.controlledCustomerTypes} @> ${arrayOf(a.customerType)}`),
      ),
    );
  }
  return and(...conds);
}

export async function countGoods(db: DbOrTx, f: GoodsFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(goods).where(goodsWhere(f));
  return row?.n ?? 0;
}

/** One key of a listing order; every order ends on the goods id so pages never overlap. */
interface SortKey {
  expr: SQL;
  desc: boolean;
}

const isPriceSort = (sort: GoodsSort) => sort === 'price_asc' || sort === 'price_desc';

/** The price a buyer of `level` pays, for ordering; the base price while prices are hidden. */
function sortKeys(sort: GoodsSort, level: number | null): SortKey[] {
  const price = level === null ? sql`${goods.basePrice}` : sql`COALESCE(${goodsLevelPrices.price}, ${goods.basePrice})`;
  const key = (expr: SQLWrapper, descending: boolean): SortKey => ({ expr: sql`${expr}`, desc: descending });
  switch (sort) {
    case 'default':
      // In stock first, then best sellers: what a wholesale buyer can actually order.
      return [key(sql`(${goods.stock} > 0)`, true), key(goods.sales, true), key(goods.id, false)];
    case 'sales':
      return [key(goods.sales, true), key(goods.id, true)];
    case 'newest':
      return [key(goods.createdAt, true), key(goods.id, true)];
    case 'price_asc':
      return [key(price, false), key(goods.id, false)];
    case 'price_desc':
      return [key(price, true), key(goods.id, true)];
  }
}

const dir = (k: SortKey) => (k.desc ? sql`DESC` : sql`ASC`);

export interface PageSlice {
  offset: number;
  limit: number;
}

/**
 * Ids of one listing page. `fence` sorts the filtered rows themselves: right for a small filtered set,
 * where walking a sort index would wade through the whole catalogue when the filter and the order are
 * correlated (amoxicillin costs 8–14 yuan, so a price walk meets it only after thousands of rows).
 */
export async function pageIds(db: DbOrTx, f: GoodsFilter, sort: GoodsSort, level: number | null, slice: PageSlice, fence: boolean): Promise<number[]> {
  const joinLevel = isPriceSort(sort) ? level : null;
  if (joinLevel !== null && !fence) return pageIdsByLevelPrice(db, f, joinLevel, sort === 'price_desc', slice);
  const keys = sortKeys(sort, joinLevel);
  const join =
    joinLevel === null
      ? sql``
      : sql`LEFT JOIN ${goodsLevelPrices} ON ${goodsLevelPrices.goodsId} = ${goods.id} AND ${goodsLevelPrices.level} = ${joinLevel}`;
  const where = goodsWhere(f);
  const query = fence
    ? sql`WITH m AS MATERIALIZED (
        SELECT ${goods.id} AS id, ${sql.join(keys.map((k, i) => sql`${k.expr} AS ${sql.identifier(`k${i}`)}`), sql`, `)}
        FROM ${goods} ${join} WHERE ${where})
      SELECT id FROM m ORDER BY ${sql.join(keys.map((k, i) => sql`${sql.identifier(`k${i}`)} ${dir(k)}`), sql`, `)}
      LIMIT ${slice.limit} OFFSET ${slice.offset}`
    : sql`SELECT ${goods.id} AS id FROM ${goods} ${join} WHERE ${where}
      ORDER BY ${sql.join(keys.map((k) => sql`${k.expr} ${dir(k)}`), sql`, `)} LIMIT ${slice.limit} OFFSET ${slice.offset}`;
  const res = await db.execute<{ id: number }>(query);
  return res.rows.map((r) => r.id);
}

/**
 * One page in the order of the price a buyer of `level` pays, over a large set: goods with a level
 * price (in level-price order) and goods without one (in base-price order) each walk their own index
 * and PostgreSQL merges the two streams, where sorting COALESCE(level, base) would read every row.
 */
async function pageIdsByLevelPrice(db: DbOrTx, f: GoodsFilter, level: number, descending: boolean, slice: PageSlice): Promise<number[]> {
  const d = descending ? sql`DESC` : sql`ASC`;
  const where = goodsWhere(f);
  const n = slice.offset + slice.limit;
  const res = await db.execute<{ id: number }>(sql`
    SELECT id FROM (
      (SELECT ${goods.id} AS id, ${goodsLevelPrices.price} AS p FROM ${goodsLevelPrices} JOIN ${goods} ON ${goods.id} = ${goodsLevelPrices.goodsId}
        WHERE ${goodsLevelPrices.level} = ${level} AND ${where} ORDER BY ${goodsLevelPrices.price} ${d}, ${goods.id} ${d} LIMIT ${n})
      UNION ALL
      (SELECT ${goods.id} AS id, ${goods.basePrice} AS p FROM ${goods}
        WHERE ${where} AND NOT EXISTS (SELECT 1 FROM ${goodsLevelPrices} x WHERE x.goods_id = ${goods.id} AND x.level = ${level})
        ORDER BY ${goods.basePrice} ${d}, ${goods.id} ${d} LIMIT ${n})
    ) u ORDER BY p ${d}, id ${d} LIMIT ${slice.limit} OFFSET ${slice.offset}`);
  return res.rows.map((r) => r.id);
}

export async function categoryById(db: DbOrTx, id: number) {
  const [row] = await db.select({ kind: categories.kind, key: categories.key }).from(categories).where(eq(categories.id, id));
  return row;
}

/** Ordinary-tree classes of these keys, for a goods' class path. */
export function ordinaryCategories(db: DbOrTx, keys: readonly string[]) {
  return db
    .select({ id: categories.id, key: categories.key, name: categories.name })
    .from(categories)
    .where(and(eq(categories.kind, 'ordinary'), inArray(categories.key, [...keys])));
}

export function membersOf(db: DbOrTx, packageIds: readonly number[]) {
  return db
    .select({ packageId: combinationItems.packageId, goodsId: combinationItems.goodsId, number: combinationItems.number })
    .from(combinationItems)
    .where(inArray(combinationItems.packageId, [...packageIds]))
    .orderBy(asc(combinationItems.packageId), asc(combinationItems.goodsId));
}

export function reportsOfGoods(db: DbOrTx, goodsId: number) {
  return db
    .select({ id: qualityReports.id, batch: qualityReports.batch, url: qualityReports.url, msg: qualityReports.msg })
    .from(qualityReports)
    .where(eq(qualityReports.goodsId, goodsId))
    .orderBy(desc(qualityReports.createdAt), desc(qualityReports.id));
}

/** Browsing history keeps one row per store and goods; a new view moves its time. */
export async function recordVisit(db: DbOrTx, storeId: number, goodsId: number): Promise<void> {
  await db
    .insert(goodsVisits)
    .values({ storeId, goodsId })
    .onConflictDoUpdate({ target: [goodsVisits.storeId, goodsVisits.goodsId], set: { visitedAt: sql`now()` } });
}

/** Leaf classes of the goods a store viewed or bought lately, most recent first. */
export async function recentClasses(db: DbOrTx, storeId: number, limit: number): Promise<string[]> {
  const res = await db.execute<{ key: string }>(sql`
    SELECT key FROM (
      (SELECT ${goods.categoryKey} AS key, ${goodsVisits.visitedAt} AS at FROM ${goodsVisits} JOIN ${goods} ON ${goods.id} = ${goodsVisits.goodsId}
        WHERE ${goodsVisits.storeId} = ${storeId} ORDER BY ${goodsVisits.visitedAt} DESC LIMIT 50)
      UNION ALL
      (SELECT ${goods.categoryKey}, ${orders.createdAt} FROM ${orders} JOIN ${orderItems} ON ${orderItems.orderId} = ${orders.id}
        JOIN ${goods} ON ${goods.id} = ${orderItems.goodsId}
        WHERE ${orders.storeId} = ${storeId} ORDER BY ${orders.createdAt} DESC LIMIT 50)
    ) h GROUP BY key ORDER BY max(at) DESC LIMIT ${limit}`);
  return res.rows.map((r) => r.key);
}

export async function brandById(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: brands.id, name: brands.name, manufacturer: brands.manufacturer, logo: brands.logo })
    .from(brands)
    .where(eq(brands.id, id));
  return row;
}
