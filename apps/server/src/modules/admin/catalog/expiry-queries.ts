/**
 * SQL of the 效期看板: batches still holding units, by expiry, with the goods and warehouse they
 * belong to, and each warehouse's totals. A batch's units are all still in the warehouse: the free
 * ones and those reserved for orders not shipped yet; their value is at the goods' base price.
 */
import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import type { PageSlice } from '../../../db/paging.js';
import { goods, goodsBatches, warehouses } from '../../../db/schema/index.js';
import { escapeLike } from '../../search/keyword.js';

const onHand = sql`(${goodsBatches.quantity} + ${goodsBatches.reserved})`;
const valueFen = sql`${onHand}::bigint * ${goods.basePrice}`;

/** Which batches a view of the board shows. */
export type ExpiryWindow = { kind: 'expiring'; today: string; days: number } | { kind: 'expired'; today: string };

/** Of one warehouse, and whose goods name, SKU or 批号 holds the keywords, when given. */
export interface ExpiryFilter {
  warehouseId?: number;
  keywords?: string;
}

const matching = (keywords: string | undefined) => {
  if (!keywords) return undefined;
  const k = `%${escapeLike(keywords)}%`;
  return or(ilike(goods.name, k), ilike(goods.sku, k), ilike(goodsBatches.batchNo, k));
};

/** In date and expiring within the days (today included), or past their date; holding units either way. */
function inWindow(w: ExpiryWindow, f: ExpiryFilter): SQL | undefined {
  const dates =
    w.kind === 'expiring'
      ? sql`${goodsBatches.expiresOn} BETWEEN ${w.today}::date AND ${w.today}::date + ${w.days}::int`
      : sql`${goodsBatches.expiresOn} < ${w.today}::date`;
  return and(
    dates,
    sql`${onHand} > 0`,
    f.warehouseId === undefined ? undefined : eq(goods.warehouseId, f.warehouseId),
    matching(f.keywords),
  );
}

export interface ExpiryRow {
  batch: typeof goodsBatches.$inferSelect;
  goodsName: string;
  sku: string;
  spec: string;
  manufacturer: string;
  warehouseId: number;
  warehouseName: string;
  daysLeft: number;
  valueFen: number;
}

/** One page of the window's batches, the first to expire first, and the count, units and value of all of them. */
export async function expiryPage(
  db: DbOrTx,
  w: ExpiryWindow,
  filter: ExpiryFilter,
  slice: PageSlice,
): Promise<{ rows: ExpiryRow[]; total: number; units: number; valueFen: number }> {
  const where = inWindow(w, filter);
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        batch: goodsBatches,
        goodsName: goods.name,
        sku: goods.sku,
        spec: goods.spec,
        manufacturer: goods.manufacturer,
        warehouseId: goods.warehouseId,
        warehouseName: warehouses.name,
        daysLeft: sql<number>`(${goodsBatches.expiresOn} - ${w.today}::date)`.mapWith(Number),
        valueFen: sql<number>`${valueFen}`.mapWith(Number),
      })
      .from(goodsBatches)
      .innerJoin(goods, eq(goods.id, goodsBatches.goodsId))
      .innerJoin(warehouses, eq(warehouses.id, goods.warehouseId))
      .where(where)
      .orderBy(asc(goodsBatches.expiresOn), asc(goodsBatches.id))
      .limit(slice.limit)
      .offset(slice.offset),
    db
      .select({
        n: count(),
        units: sql<number>`coalesce(sum(${onHand}), 0)`.mapWith(Number),
        valueFen: sql<number>`coalesce(sum(${valueFen}), 0)`.mapWith(Number),
      })
      .from(goodsBatches)
      .innerJoin(goods, eq(goods.id, goodsBatches.goodsId))
      .where(where),
  ]);
  return { rows, total: totals.n, units: totals.units, valueFen: totals.valueFen };
}

/**
 * Batches, units and value per warehouse and per band of expiry: past its date (band -1), else the
 * first of `days` (ascending) its date falls within; batches beyond the last band are left out.
 */
export function expiryBands(db: DbOrTx, today: string, days: readonly number[]) {
  const band = sql<number>`CASE WHEN ${goodsBatches.expiresOn} < ${today}::date THEN -1 ${sql.join(
    days.map((d) => sql`WHEN ${goodsBatches.expiresOn} <= ${today}::date + ${d}::int THEN ${d}::int`),
    sql` `,
  )} END`.mapWith(Number);
  return db
    .select({
      warehouseId: goods.warehouseId,
      band,
      batches: count(),
      units: sql<number>`sum(${onHand})`.mapWith(Number),
      valueFen: sql<number>`sum(${valueFen})`.mapWith(Number),
    })
    .from(goodsBatches)
    .innerJoin(goods, eq(goods.id, goodsBatches.goodsId))
    .where(and(sql`${goodsBatches.expiresOn} <= ${today}::date + ${Math.max(...days)}::int`, sql`${onHand} > 0`))
    .groupBy(goods.warehouseId, sql`2`);
}
