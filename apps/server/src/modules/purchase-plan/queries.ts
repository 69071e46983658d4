import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { goods, manufacturers, purchasePlans, wantedRequests, warehouses, type PlanSourceRow } from '../../db/schema/index.js';

/** A goods as matching weighs it: in stock, its price, the expiry of what would ship first, best sellers. */
export interface RankedGoods {
  id: number;
  inStock: boolean;
  sales: number;
  price: number;
  /** expiry_from (YYYY-MM-DD) of its sellable batches; null without any. */
  expiry: string | null;
  stock: number;
}

/**
 * Goods on sale that agree on every name, the spec, the pack unit and the maker (one per warehouse
 * holding it), as one entry: the goods a row matched to them takes (see RANK).
 */
export interface MatchGroup {
  name: string;
  commonName: string;
  tradeName: string;
  spec: string;
  unit: string;
  makerId: number;
  best: RankedGoods;
}

/** A goods found by its barcode or 批准文号: a group of one. */
export interface CodeMatch extends MatchGroup {
  barcode: string;
  approvalNo: string;
}

/** One parameter however many values: a plan's thousands of names would otherwise be as many parameters to bind. */
const textArray = (values: string[]) => sql`ANY(${sql.param(values)}::text[])`;

const groupColumns = {
  name: goods.name,
  commonName: goods.commonName,
  tradeName: goods.tradeName,
  spec: goods.spec,
  unit: goods.unit,
  makerId: goods.manufacturerId,
};

const rankColumns = {
  stock: goods.stock,
  sales: goods.sales,
  price: goods.basePrice,
  expiry: goods.expiryFrom,
};

/** Goods on sale with one of these barcodes or approval numbers. */
export async function goodsByCode(db: DbOrTx, keys: { barcodes: string[]; approvalNos: string[] }): Promise<CodeMatch[]> {
  const any = [
    keys.barcodes.length ? sql`${goods.barcode} = ${textArray(keys.barcodes)}` : undefined,
    keys.approvalNos.length ? sql`${goods.approvalNo} = ${textArray(keys.approvalNos)}` : undefined,
  ].filter((c) => c !== undefined);
  if (any.length === 0) return [];
  const rows = await db
    .select({ ...groupColumns, ...rankColumns, id: goods.id, barcode: goods.barcode, approvalNo: goods.approvalNo })
    .from(goods)
    .where(and(eq(goods.onSale, true), or(...any)));
  return rows.map(({ id, stock, sales, price, expiry, ...row }) => ({
    ...row,
    best: { id, inStock: stock > 0, sales, price, expiry, stock },
  }));
}

/**
 * The warehouse a row takes among those holding its goods: one with stock, then the cheapest, then the
 * longest validity of what ships first (FEFO), then the most stock. matchRows weighs goods across
 * groups the same way (better()).
 */
const RANK = sql`${goods.stock} > 0 DESC, ${goods.basePrice}, ${goods.expiryFrom} DESC NULLS LAST, ${goods.stock} DESC, ${goods.id}`;
const bestOf = <T>(column: SQL) => sql<T>`(array_agg(${column} ORDER BY ${RANK}))[1]`;
/** Byte order: grouping sorts by these, and the database's collation compares Chinese text several times slower. */
const inByteOrder = (column: AnyPgColumn) => sql<string>`${column} COLLATE "C"`;

/**
 * The groups of goods on sale one of whose names is among those given: one statement for the whole
 * plan. A common name has dozens of goods (makers, specs, warehouses), so a 2,000-row plan names
 * tens of thousands; grouped by what matching compares they are a fifth as many rows to read.
 */
export async function groupsByName(db: DbOrTx, names: string[]): Promise<MatchGroup[]> {
  if (names.length === 0) return [];
  const keys = {
    name: inByteOrder(goods.name),
    commonName: inByteOrder(goods.commonName),
    tradeName: inByteOrder(goods.tradeName),
    spec: inByteOrder(goods.spec),
    unit: inByteOrder(goods.unit),
    makerId: goods.manufacturerId,
  };
  const rows = await db
    .select({
      ...keys,
      id: bestOf<number>(sql`${goods.id}`),
      stock: bestOf<number>(sql`${goods.stock}`),
      sales: bestOf<number>(sql`${goods.sales}`),
      price: bestOf<number>(sql`${goods.basePrice}`),
      expiry: bestOf<string | null>(sql`${goods.expiryFrom}::text`),
    })
    .from(goods)
    .where(
      and(
        eq(goods.onSale, true),
        or(
          sql`${goods.name} = ${textArray(names)}`,
          sql`${goods.commonName} = ${textArray(names)}`,
          sql`${goods.tradeName} = ${textArray(names)}`,
        ),
      ),
    )
    .groupBy(...Object.values(keys));
  return rows.map(({ id, stock, sales, price, expiry, ...group }) => ({
    ...group,
    best: { id, inStock: stock > 0, sales, price, expiry, stock },
  }));
}

/** Every warehouse's name by id (a handful of rows): the review names the one each row's goods ships from. */
export async function warehouseNames(db: DbOrTx): Promise<Map<number, string>> {
  const rows = await db.select({ id: warehouses.id, name: warehouses.name }).from(warehouses);
  return new Map(rows.map((w) => [w.id, w.name]));
}

/** Every manufacturer's name and the short name buyers call it by (a few hundred rows). */
export function makerNames(db: DbOrTx): Promise<{ id: number; name: string; shortName: string }[]> {
  return db.select({ id: manufacturers.id, name: manufacturers.name, shortName: manufacturers.shortName }).from(manufacturers);
}

export async function insertPlan(db: DbOrTx, storeId: number, fileName: string, rows: PlanSourceRow[]) {
  const [plan] = await db.insert(purchasePlans).values({ storeId, fileName, rows }).returning();
  return plan;
}

/** The store's own plan (another store's id reads nothing); `forUpdate` holds it while its rows go into the cart. */
export async function planOf(db: DbOrTx, storeId: number, id: number, forUpdate = false) {
  const query = db
    .select()
    .from(purchasePlans)
    .where(and(eq(purchasePlans.id, id), eq(purchasePlans.storeId, storeId)));
  const [plan] = forUpdate ? await query.for('update') : await query;
  return plan;
}

export async function latestPlanId(db: DbOrTx, storeId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: purchasePlans.id })
    .from(purchasePlans)
    .where(eq(purchasePlans.storeId, storeId))
    .orderBy(desc(purchasePlans.id))
    .limit(1);
  return row?.id;
}

export async function markLines(db: DbOrTx, id: number, column: 'addedLines' | 'wantedLines', lines: number[]): Promise<void> {
  const target = purchasePlans[column];
  await db
    .update(purchasePlans)
    .set({ [column]: sql`${target} || ${sql.param(lines, target)}` })
    .where(eq(purchasePlans.id, id));
}

export async function insertWantedRows(db: DbOrTx, rows: (typeof wantedRequests.$inferInsert)[]): Promise<void> {
  if (rows.length) await db.insert(wantedRequests).values(rows);
}
