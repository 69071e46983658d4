/** The SQL of 满减, 满折, 买赠 and 换购 promotions (promotion-service.ts holds the rules). */
import { count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { withTotal, type PageSlice } from '../../../db/paging.js';
import { goods, promotions } from '../../../db/schema/index.js';

export const promotionPage = (db: DbOrTx, where: SQL | undefined, slice: PageSlice) =>
  withTotal(
    db.select().from(promotions).where(where).orderBy(desc(promotions.id)).limit(slice.limit).offset(slice.offset),
    db.select({ n: count() }).from(promotions).where(where),
  );

export async function goodsCount(tx: DbOrTx, ids: number[]): Promise<number> {
  const [found] = await tx.select({ n: count() }).from(goods).where(inArray(goods.id, ids));
  return found.n;
}

type PromotionColumns = Omit<typeof promotions.$inferInsert, 'id'>;

export async function insertPromotion(tx: DbOrTx, columns: PromotionColumns): Promise<number> {
  const [row] = await tx.insert(promotions).values(columns).returning({ id: promotions.id });
  return row.id;
}

export const setPromotion = (tx: DbOrTx, id: number, columns: PromotionColumns) =>
  tx.update(promotions).set(columns).where(eq(promotions.id, id));

/** Its window closes now (and opens no later than now), by the database's clock as carts read it. */
export const endPromotionNow = (tx: DbOrTx, id: number) =>
  tx
    .update(promotions)
    .set({ startsAt: sql`least(${promotions.startsAt}, now())`, endsAt: sql`least(${promotions.endsAt}, now())` })
    .where(eq(promotions.id, id));

export const deletePromotionRow = (tx: DbOrTx, id: number) => tx.delete(promotions).where(eq(promotions.id, id));
