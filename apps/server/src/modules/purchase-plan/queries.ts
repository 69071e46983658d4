import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { goods, manufacturers, purchasePlans, wantedRequests, type PlanSourceRow } from '../../db/schema/index.js';

/** What matching compares of a goods on sale: its names, spec, maker and codes. */
export interface MatchGoods {
  id: number;
  name: string;
  commonName: string;
  tradeName: string;
  spec: string;
  makerId: number;
  barcode: string;
  approvalNo: string;
  inStock: boolean;
  sales: number;
}

const matchColumns = {
  id: goods.id,
  name: goods.name,
  commonName: goods.commonName,
  tradeName: goods.tradeName,
  spec: goods.spec,
  makerId: goods.manufacturerId,
  barcode: goods.barcode,
  approvalNo: goods.approvalNo,
  inStock: sql<boolean>`${goods.stock} > 0`,
  sales: goods.sales,
};

/**
 * Goods on sale whose barcode, approval number or one of whose names is among those given: one
 * statement for the whole plan. A common name has dozens of goods (makers, specs, warehouses), so
 * a 2,000-row plan reads tens of thousands of rows: the columns are kept to what matching compares.
 */
export function goodsMatching(db: DbOrTx, keys: { barcodes: string[]; approvalNos: string[]; names: string[] }): Promise<MatchGoods[]> {
  const any = [
    keys.barcodes.length ? inArray(goods.barcode, keys.barcodes) : undefined,
    keys.approvalNos.length ? inArray(goods.approvalNo, keys.approvalNos) : undefined,
    keys.names.length
      ? or(inArray(goods.name, keys.names), inArray(goods.commonName, keys.names), inArray(goods.tradeName, keys.names))
      : undefined,
  ].filter((c) => c !== undefined);
  if (any.length === 0) return Promise.resolve([]);
  return db
    .select(matchColumns)
    .from(goods)
    .where(and(eq(goods.onSale, true), or(...any)));
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
