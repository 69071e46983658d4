/** The SQL of flash sales and combination packages (offer-service.ts holds the rules). */
import { and, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { withTotal, type PageSlice } from '../../../db/paging.js';
import { combinationItems, flashSales, goods } from '../../../db/schema/index.js';
import { escapeLike } from '../../search/keyword.js';

export const flashSalePage = (db: DbOrTx, where: SQL | undefined, slice: PageSlice) =>
  withTotal(
    db
      .select()
      .from(flashSales)
      .where(where)
      .orderBy(desc(flashSales.startsAt), desc(flashSales.id))
      .limit(slice.limit)
      .offset(slice.offset),
    db.select({ n: count() }).from(flashSales).where(where),
  );

export async function goodsPriceAndType(tx: DbOrTx, id: number) {
  const [g] = await tx.select({ basePrice: goods.basePrice, goodsType: goods.goodsType }).from(goods).where(eq(goods.id, id));
  return g;
}

/** Whether another flash sale of the goods (not `self`) has a window overlapping this one. */
export async function flashSaleOverlaps(tx: DbOrTx, goodsId: number, startsAt: Date, endsAt: Date, self: number | null): Promise<boolean> {
  const [overlap] = await tx
    .select({ id: flashSales.id })
    .from(flashSales)
    .where(
      and(
        eq(flashSales.goodsId, goodsId),
        self === null ? undefined : ne(flashSales.id, self),
        sql`${flashSales.startsAt} < ${endsAt} AND ${flashSales.endsAt} > ${startsAt}`,
      ),
    )
    .limit(1);
  return overlap !== undefined;
}

type FlashColumns = Omit<typeof flashSales.$inferInsert, 'id'>;

export async function insertFlashSale(tx: DbOrTx, columns: FlashColumns): Promise<number> {
  const [row] = await tx.insert(flashSales).values(columns).returning({ id: flashSales.id });
  return row.id;
}

export const setFlashSale = (tx: DbOrTx, id: number, columns: FlashColumns) =>
  tx.update(flashSales).set(columns).where(eq(flashSales.id, id));

export const deleteFlashSaleRow = (tx: DbOrTx, id: number) => tx.delete(flashSales).where(eq(flashSales.id, id));

export const packageMembers = (db: DbOrTx, packageId: number) =>
  db
    .select({ goodsId: combinationItems.goodsId, number: combinationItems.number })
    .from(combinationItems)
    .where(eq(combinationItems.packageId, packageId))
    .orderBy(combinationItems.goodsId);

/** Packages (goods of type 3), by name or code. */
export function combinationPage(db: DbOrTx, keywords: string | undefined, slice: PageSlice) {
  const k = keywords ? `%${escapeLike(keywords)}%` : undefined;
  const where = and(eq(goods.goodsType, 3), k ? or(ilike(goods.name, k), ilike(goods.sku, k)) : undefined);
  return withTotal(
    db.select().from(goods).where(where).orderBy(desc(goods.id)).limit(slice.limit).offset(slice.offset),
    db.select({ n: count() }).from(goods).where(where),
  );
}

export const membersOfPackages = (db: DbOrTx, packageIds: number[]) =>
  packageIds.length ? db.select().from(combinationItems).where(inArray(combinationItems.packageId, packageIds)) : Promise.resolve([]);

/** The ordinary goods (type 1) among these ids. */
export const ordinaryGoodsAmong = (tx: DbOrTx, ids: number[]) =>
  tx
    .select()
    .from(goods)
    .where(and(inArray(goods.id, ids), eq(goods.goodsType, 1)));

export async function goodsIdOfSku(tx: DbOrTx, sku: string): Promise<number | undefined> {
  const [other] = await tx.select({ id: goods.id }).from(goods).where(eq(goods.sku, sku));
  return other?.id;
}

export async function replacePackageMembers(tx: DbOrTx, packageId: number, members: { goodsId: number; number: number }[]): Promise<void> {
  await tx.delete(combinationItems).where(eq(combinationItems.packageId, packageId));
  await tx.insert(combinationItems).values(members.map((m) => ({ packageId, ...m })));
}

export async function insertGoods(tx: DbOrTx, columns: typeof goods.$inferInsert): Promise<number> {
  const [row] = await tx.insert(goods).values(columns).returning({ id: goods.id });
  return row.id;
}

export const setGoods = (tx: DbOrTx, id: number, columns: Partial<typeof goods.$inferInsert>) =>
  tx.update(goods).set(columns).where(eq(goods.id, id));
