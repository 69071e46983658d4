/** SQL of the warehouses (ck_id): the list with each one's stock, and writes. */
import { asc, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../../db/client.js';
import { goods, warehouses } from '../../../db/schema/index.js';
import { rowById } from '../shared/row-writes.js';
import { STOCK_WHERE } from './goods-queries.js';

export type WarehouseRow = typeof warehouses.$inferSelect;

const byConsoleOrder = [asc(warehouses.sort), asc(warehouses.id)];

/** Every warehouse with its goods rows counted: all, units in stock, out of stock, under the low-stock line. */
export const warehousesWithStock = (db: DbOrTx) =>
  db
    .select({
      warehouse: warehouses,
      goodsCount: count(goods.id),
      units: sql<number>`coalesce(sum(${goods.stock}), 0)`.mapWith(Number),
      outOfStock: sql<number>`count(*) FILTER (WHERE ${STOCK_WHERE.out})`.mapWith(Number),
      lowStock: sql<number>`count(*) FILTER (WHERE ${STOCK_WHERE.low})`.mapWith(Number),
    })
    .from(warehouses)
    .leftJoin(goods, eq(goods.warehouseId, warehouses.id))
    .groupBy(warehouses.id)
    .orderBy(...byConsoleOrder);

export const warehouseChoices = (db: DbOrTx) =>
  db
    .select({ id: warehouses.id, name: warehouses.name, isActive: warehouses.isActive })
    .from(warehouses)
    .orderBy(...byConsoleOrder);

export const warehouseById = rowById(warehouses, warehouses.id);

/** The warehouse a goods is saved into, share-locked so it cannot be switched off before the goods commits. */
export async function warehouseForGoods(tx: Tx, id: number): Promise<WarehouseRow | undefined> {
  const [row] = await tx.select().from(warehouses).where(eq(warehouses.id, id)).for('share');
  return row;
}

export async function warehouseIdOfName(db: DbOrTx, name: string): Promise<number | undefined> {
  const [row] = await db.select({ id: warehouses.id }).from(warehouses).where(eq(warehouses.name, name));
  return row?.id;
}

export async function goodsIn(db: DbOrTx, id: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(goods).where(eq(goods.warehouseId, id));
  return row.n;
}

export async function insertWarehouse(tx: Tx, row: typeof warehouses.$inferInsert): Promise<number> {
  const [created] = await tx.insert(warehouses).values(row).returning({ id: warehouses.id });
  return created.id;
}

export async function updateWarehouse(tx: Tx, id: number, set: Partial<typeof warehouses.$inferInsert>): Promise<void> {
  await tx
    .update(warehouses)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(warehouses.id, id));
}
