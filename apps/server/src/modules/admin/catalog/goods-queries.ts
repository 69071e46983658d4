/** SQL of the console's goods: the filtered list, one goods with its tiers, level prices and reports, and writes. */
import { LOW_STOCK, type GoodsZone } from '@yc/contracts';
import { and, asc, count, desc, eq, ilike, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../../db/client.js';
import { withTotal, type PageSlice } from '../../../db/paging.js';
import { brands, categories, goods, goodsLadderPrices, goodsLevelPrices, qualityReports, warehouses } from '../../../db/schema/index.js';
import { nearExpiryCutoff, nearExpiryWhere } from '../../batches/validity.js';
import { escapeLike } from '../../search/keyword.js';
import { rowById } from '../shared/row-writes.js';

export interface GoodsListFilter {
  keywords?: string;
  categoryKey?: string;
  brandId?: number;
  zone?: GoodsZone;
  onSale?: boolean;
  stock?: StockLevel;
  warehouseId?: number;
}

export type StockLevel = 'out' | 'low';
/**
 * Goods with no stock, and goods under LOW_STOCK units (the out-of-stock ones among them): the list
 * filter and the warehouse overview count the same goods.
 */
export const STOCK_WHERE: Record<StockLevel, SQL> = {
  out: sql`${goods.stock} = 0`,
  low: sql`${goods.stock} < ${LOW_STOCK}`,
};

const ZONE_WHERE: Record<Exclude<GoodsZone, 'near_expiry'>, SQL> = {
  free_shipping: sql`${goods.isFreeShipping}`,
  dpby: sql`${goods.isDpby}`,
  self_operated: sql`${goods.isSelfOperated}`,
  controlled: sql`${goods.isControlled}`,
  ephedrine: sql`${goods.containsEphedrine}`,
  rx: sql`${goods.isRx}`,
  combination: sql`${goods.goodsType} = 3`,
};

/** Near expiry is computed from the batches (goods.expiry_from) against today, as the storefront's zone is. */
const zoneWhere = (zone: GoodsZone): SQL => (zone === 'near_expiry' ? nearExpiryWhere(sql.param(nearExpiryCutoff())) : ZONE_WHERE[zone]);

function listWhere(f: GoodsListFilter): SQL | undefined {
  const k = f.keywords ? `%${escapeLike(f.keywords)}%` : undefined;
  return and(
    k
      ? or(ilike(goods.name, k), ilike(goods.commonName, k), ilike(goods.sku, k), ilike(goods.approvalNo, k), ilike(goods.manufacturer, k))
      : undefined,
    f.categoryKey ? sql`${goods.categoryKeys} @> ARRAY[${f.categoryKey}]::varchar[]` : undefined,
    f.brandId === undefined ? undefined : eq(goods.brandId, f.brandId),
    f.zone ? zoneWhere(f.zone) : undefined,
    f.onSale === undefined ? undefined : eq(goods.onSale, f.onSale),
    f.stock ? STOCK_WHERE[f.stock] : undefined,
    f.warehouseId === undefined ? undefined : eq(goods.warehouseId, f.warehouseId),
  );
}

const ordinaryClass = and(eq(categories.kind, 'ordinary'), eq(categories.key, goods.categoryKey));

export function goodsPage(db: DbOrTx, f: GoodsListFilter, slice: PageSlice) {
  const where = listWhere(f);
  return withTotal(
    db
      .select({ goods, categoryName: categories.name, brandName: brands.name, warehouseName: warehouses.name })
      .from(goods)
      .leftJoin(categories, ordinaryClass)
      .leftJoin(brands, eq(brands.id, goods.brandId))
      .innerJoin(warehouses, eq(warehouses.id, goods.warehouseId))
      .where(where)
      .orderBy(desc(goods.id))
      .limit(slice.limit)
      .offset(slice.offset),
    db.select({ n: count() }).from(goods).where(where),
  );
}

export type GoodsRow = typeof goods.$inferSelect;

export const goodsById = rowById(goods, goods.id);

export async function goodsIdOfSku(db: DbOrTx, sku: string): Promise<number | undefined> {
  const [row] = await db.select({ id: goods.id }).from(goods).where(eq(goods.sku, sku));
  return row?.id;
}

/** Another goods already carrying this barcode, if any: a barcode names one goods to search and to plan matching. */
export async function goodsWithBarcode(db: DbOrTx, barcode: string, except: number | null) {
  const [row] = await db
    .select({ id: goods.id, name: goods.name, spec: goods.spec })
    .from(goods)
    .where(and(eq(goods.barcode, barcode), except === null ? undefined : ne(goods.id, except)))
    .limit(1);
  return row;
}

export const ladderOf = (db: DbOrTx, goodsId: number) =>
  db
    .select({ number: goodsLadderPrices.number, price: goodsLadderPrices.price })
    .from(goodsLadderPrices)
    .where(eq(goodsLadderPrices.goodsId, goodsId))
    .orderBy(asc(goodsLadderPrices.number));

export const levelPricesOf = (db: DbOrTx, goodsId: number) =>
  db
    .select({ level: goodsLevelPrices.level, price: goodsLevelPrices.price })
    .from(goodsLevelPrices)
    .where(eq(goodsLevelPrices.goodsId, goodsId))
    .orderBy(asc(goodsLevelPrices.level));

export const reportsOf = (db: DbOrTx, goodsId: number) =>
  db
    .select()
    .from(qualityReports)
    .where(eq(qualityReports.goodsId, goodsId))
    .orderBy(desc(qualityReports.createdAt), desc(qualityReports.id));

export async function insertGoods(tx: Tx, row: typeof goods.$inferInsert): Promise<number> {
  const [created] = await tx.insert(goods).values(row).returning({ id: goods.id });
  return created.id;
}

export async function updateGoods(tx: Tx, id: number, set: Partial<typeof goods.$inferInsert>): Promise<void> {
  await tx.update(goods).set(set).where(eq(goods.id, id));
}

/** Replaces the tiers and the level prices: the editor saves them whole. */
export async function replacePrices(
  tx: Tx,
  goodsId: number,
  ladder: readonly { number: number; price: number }[],
  levels: readonly { level: number; price: number }[],
): Promise<void> {
  await tx.delete(goodsLadderPrices).where(eq(goodsLadderPrices.goodsId, goodsId));
  if (ladder.length) await tx.insert(goodsLadderPrices).values(ladder.map((t) => ({ goodsId, ...t })));
  // Level price rows keep their ids where the level stays (a cart line names its goods_price_id).
  const kept = levels.map((l) => l.level);
  await tx
    .delete(goodsLevelPrices)
    .where(and(eq(goodsLevelPrices.goodsId, goodsId), kept.length ? notInArray(goodsLevelPrices.level, kept) : undefined));
  for (const l of levels) {
    await tx
      .insert(goodsLevelPrices)
      .values({ goodsId, level: l.level, price: l.price })
      .onConflictDoUpdate({ target: [goodsLevelPrices.goodsId, goodsLevelPrices.level], set: { price: l.price } });
  }
}

/** The ordinary class of a key with the names from its root down; undefined when there is no such class. */
export async function ordinaryPath(db: DbOrTx, key: string): Promise<{ keys: string[]; names: string[] } | undefined> {
  const res = await db.execute<{ key: string; name: string }>(sql`
    WITH RECURSIVE up AS (
      SELECT id, parent_id, key, name, 0 AS lvl FROM ${categories} WHERE kind = 'ordinary' AND key = ${key}
      UNION ALL
      SELECT c.id, c.parent_id, c.key, c.name, up.lvl + 1 FROM ${categories} c JOIN up ON c.id = up.parent_id
    ) SELECT key, name FROM up ORDER BY lvl DESC`);
  if (!res.rows.length) return undefined;
  return { keys: res.rows.map((r) => r.key), names: res.rows.map((r) => r.name) };
}

export async function brandExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, id));
  return row !== undefined;
}
