/** SQL of what the storefront's header and zones show around the goods: nav, banners and ads, hot searches. */
import { asc, count, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../../db/client.js';
import { ads, hotSearches, navItems } from '../../../db/schema/index.js';
import { rowById } from '../shared/row-writes.js';

export const allNav = (db: DbOrTx) => db.select().from(navItems).orderBy(asc(navItems.sort), asc(navItems.id));

export const navById = rowById(navItems, navItems.id);

export async function insertNav(tx: Tx, row: typeof navItems.$inferInsert): Promise<number> {
  const [created] = await tx.insert(navItems).values(row).returning({ id: navItems.id });
  return created.id;
}

export const updateNav = (tx: Tx, id: number, set: Partial<typeof navItems.$inferInsert>) =>
  tx.update(navItems).set(set).where(eq(navItems.id, id));
export const deleteNav = (tx: Tx, id: number) => tx.delete(navItems).where(eq(navItems.id, id));

export async function navChildren(db: DbOrTx, id: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(navItems).where(eq(navItems.parentId, id));
  return row?.n ?? 0;
}

export const adsOfSlot = (db: DbOrTx, slot: string) => db.select().from(ads).where(eq(ads.slot, slot)).orderBy(asc(ads.sort), asc(ads.id));

export const adCounts = (db: DbOrTx) => db.select({ slot: ads.slot, n: count() }).from(ads).groupBy(ads.slot);

export const adById = rowById(ads, ads.id);

export async function insertAd(tx: Tx, row: typeof ads.$inferInsert): Promise<number> {
  const [created] = await tx.insert(ads).values(row).returning({ id: ads.id });
  return created.id;
}

export const updateAd = (tx: Tx, id: number, set: Partial<typeof ads.$inferInsert>) => tx.update(ads).set(set).where(eq(ads.id, id));
export const deleteAd = (tx: Tx, id: number) => tx.delete(ads).where(eq(ads.id, id));

export const allHotSearches = (db: DbOrTx) => db.select().from(hotSearches).orderBy(asc(hotSearches.sort), asc(hotSearches.id));

export const hotSearchById = rowById(hotSearches, hotSearches.id);

export async function insertHotSearch(tx: Tx, row: typeof hotSearches.$inferInsert): Promise<number> {
  const [created] = await tx.insert(hotSearches).values(row).returning({ id: hotSearches.id });
  return created.id;
}

export const updateHotSearch = (tx: Tx, id: number, set: Partial<typeof hotSearches.$inferInsert>) =>
  tx.update(hotSearches).set(set).where(eq(hotSearches.id, id));
export const deleteHotSearch = (tx: Tx, id: number) => tx.delete(hotSearches).where(eq(hotSearches.id, id));
