/** SQL of the category trees and brands as the console edits them. */
import { asc, count, desc, eq, ilike, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../../db/client.js';
import { withTotal, type PageSlice } from '../../../db/paging.js';
import { brands, categories, goods } from '../../../db/schema/index.js';
import { buildTree } from '../../content/service.js';
import { escapeLike } from '../../search/keyword.js';
import { rowById } from '../shared/row-writes.js';

export type CategoryRow = typeof categories.$inferSelect;

export const categoriesOfKind = (db: DbOrTx, kind: string) =>
  db.select().from(categories).where(eq(categories.kind, kind)).orderBy(asc(categories.sort), asc(categories.id));

interface TreeNode {
  row: CategoryRow;
  children: TreeNode[];
}

/** Rows of one tree, parents before their children, siblings in menu order. */
export function treeOrder(rows: CategoryRow[]): CategoryRow[] {
  const out: CategoryRow[] = [];
  const walk = (nodes: TreeNode[]) => {
    for (const n of nodes) {
      out.push(n.row);
      walk(n.children);
    }
  };
  walk(buildTree(rows, (row): TreeNode => ({ row, children: [] })));
  return out;
}

/** Goods per class key (a goods counts under every class of its path). */
export async function goodsPerClass(db: DbOrTx): Promise<Map<string, number>> {
  const res = await db.execute<{ key: string; n: number }>(
    sql`SELECT k AS key, count(*)::int AS n FROM ${goods}, unnest(${goods.categoryKeys}) k GROUP BY k`,
  );
  return new Map(res.rows.map((r) => [r.key, r.n]));
}

export const categoryById = rowById(categories, categories.id);

export async function categoryOfKey(db: DbOrTx, kind: string, key: string): Promise<CategoryRow | undefined> {
  const [row] = await db
    .select()
    .from(categories)
    .where(sql`${categories.kind} = ${kind} AND ${categories.key} = ${key}`);
  return row;
}

export async function insertCategory(tx: Tx, row: typeof categories.$inferInsert): Promise<number> {
  const [created] = await tx.insert(categories).values(row).returning({ id: categories.id });
  return created.id;
}

export async function updateCategory(tx: Tx, id: number, set: Partial<typeof categories.$inferInsert>): Promise<void> {
  await tx.update(categories).set(set).where(eq(categories.id, id));
}

export async function deleteCategory(tx: Tx, id: number): Promise<void> {
  await tx.delete(categories).where(eq(categories.id, id));
}

export async function childCount(db: DbOrTx, id: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(categories).where(eq(categories.parentId, id));
  return row?.n ?? 0;
}

export async function goodsOfClass(db: DbOrTx, key: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(goods)
    .where(sql`${goods.categoryKeys} @> ARRAY[${key}]::varchar[]`);
  return row?.n ?? 0;
}

/** The other menus (youx, zy, qx) that list an ordinary class. */
export async function menusListing(db: DbOrTx, key: string): Promise<string[]> {
  const rows = await db
    .select({ kind: categories.kind })
    .from(categories)
    .where(sql`${categories.key} = ${key} AND ${categories.kind} <> 'ordinary'`);
  return rows.map((r) => r.kind);
}

export async function keyTaken(db: DbOrTx, key: string): Promise<boolean> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.key, key)).limit(1);
  return row !== undefined;
}

export const brandOptions = (db: DbOrTx) =>
  db.select({ id: brands.id, name: brands.name }).from(brands).orderBy(asc(brands.sort), asc(brands.id));

// Aliased: in a one-table select drizzle leaves column names bare, which the subquery would read as its own.
const goodsOfBrand = sql<number>`(SELECT count(*)::int FROM ${goods} g WHERE g.brand_id = ${brands}.id)`;

export function brandPage(db: DbOrTx, keywords: string | undefined, slice: PageSlice) {
  const where = keywords ? ilike(brands.name, `%${escapeLike(keywords)}%`) : undefined;
  return withTotal(
    db
      .select({ brand: brands, goodsCount: goodsOfBrand })
      .from(brands)
      .where(where)
      .orderBy(asc(brands.sort), desc(brands.id))
      .limit(slice.limit)
      .offset(slice.offset),
    db.select({ n: count() }).from(brands).where(where),
  );
}

export async function brandById(db: DbOrTx, id: number, lock = false) {
  const query = db.select({ brand: brands, goodsCount: goodsOfBrand }).from(brands).where(eq(brands.id, id));
  const [row] = lock ? await query.for('update', { of: brands }) : await query;
  return row;
}

export async function brandIdOfName(db: DbOrTx, name: string): Promise<number | undefined> {
  const [row] = await db.select({ id: brands.id }).from(brands).where(eq(brands.name, name));
  return row?.id;
}

export async function insertBrand(tx: Tx, row: typeof brands.$inferInsert): Promise<number> {
  const [created] = await tx.insert(brands).values(row).returning({ id: brands.id });
  return created.id;
}

export async function updateBrand(tx: Tx, id: number, set: Partial<typeof brands.$inferInsert>): Promise<void> {
  await tx.update(brands).set(set).where(eq(brands.id, id));
}

export async function deleteBrand(tx: Tx, id: number): Promise<void> {
  await tx.delete(brands).where(eq(brands.id, id));
}
