import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { arrivalNotices, goods, messages, stores } from '../../db/schema/index.js';

/** A goods on sale and its stock, or undefined. */
export async function goodsOnSale(db: DbOrTx, id: number): Promise<{ stock: number } | undefined> {
  const [row] = await db
    .select({ stock: goods.stock })
    .from(goods)
    .where(and(eq(goods.id, id), eq(goods.onSale, true)));
  return row;
}

/** Adds the store's waiting request; asking twice keeps one. */
export async function insertNotice(db: DbOrTx, storeId: number, goodsId: number): Promise<void> {
  await db
    .insert(arrivalNotices)
    .values({ storeId, goodsId })
    .onConflictDoNothing({ target: [arrivalNotices.storeId, arrivalNotices.goodsId], where: sql`${arrivalNotices.notifiedAt} IS NULL` });
}

export async function waitingGoodsIds(db: DbOrTx, storeId: number): Promise<number[]> {
  const rows = await db
    .select({ goodsId: arrivalNotices.goodsId })
    .from(arrivalNotices)
    .where(and(eq(arrivalNotices.storeId, storeId), isNull(arrivalNotices.notifiedAt)))
    .orderBy(arrivalNotices.id);
  return rows.map((r) => r.goodsId);
}

export type Arrived = {
  storeId: number;
  phone: string;
  goodsId: number;
  name: string;
  spec: string;
  stock: number;
  unit: string;
};

/** Marks every waiting request whose goods is on sale and in stock again as told, and answers them: each is taken once. */
export async function takeArrived(db: DbOrTx): Promise<Arrived[]> {
  const res = await db.execute<Arrived>(sql`
    UPDATE ${arrivalNotices} n SET notified_at = now()
    FROM ${goods} g, ${stores} s
    WHERE g.id = n.goods_id AND s.id = n.store_id AND n.notified_at IS NULL AND g.on_sale AND g.stock > 0
    RETURNING n.store_id AS "storeId", s.contact_phone AS phone, g.id AS "goodsId", g.name, g.spec, g.stock, g.unit`);
  return res.rows;
}

export async function insertMessages(db: DbOrTx, rows: (typeof messages.$inferInsert)[]): Promise<void> {
  if (rows.length) await db.insert(messages).values(rows);
}
