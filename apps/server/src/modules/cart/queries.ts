/** SQL of the cart: a store's lines, the promotions and 换购 offers that price them, and what the store bought before. */
import { and, asc, desc, eq, getTableColumns, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { preparedPerHandle } from '../../db/prepared.js';
import {
  cartItems,
  cashVouchers,
  coupons,
  goods,
  orderItems,
  orders,
  promotions,
  storeCoupons,
  stores,
  voucherLedger,
} from '../../db/schema/index.js';

export type CartRow = typeof cartItems.$inferSelect;

const intArray = (ids: readonly number[]) =>
  sql`ARRAY[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;

/** Every line of the store, newest first. */
export function storeLines(db: DbOrTx, storeId: number): Promise<CartRow[]> {
  return db.select().from(cartItems).where(eq(cartItems.storeId, storeId)).orderBy(desc(cartItems.id));
}

/** The store's lines among these ids; another store's ids find nothing. */
export function linesByIds(db: DbOrTx, storeId: number, ids: readonly number[]): Promise<CartRow[]> {
  return db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.storeId, storeId), inArray(cartItems.id, [...ids])))
    .orderBy(desc(cartItems.id));
}

const goodsLinesQuery = preparedPerHandle((db) =>
  db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.storeId, sql.placeholder('storeId')), sql`${cartItems.goodsId} = ANY(${sql.placeholder('goodsIds')}::int[])`))
    .prepare('cart_lines_of_goods'),
);

export function linesOfGoods(db: DbOrTx, storeId: number, goodsIds: readonly number[]): Promise<CartRow[]> {
  return goodsLinesQuery(db).execute({ storeId, goodsIds: [...goodsIds] });
}

/** The number of lines the cart page shows of the store `stores.id`: those whose goods are on sale (a withdrawn goods' line stays, hidden, until it returns). */
const shownLines = (db: DbOrTx) =>
  sql<number>`(${db
    .select({ n: sql<number>`count(*)::int` })
    .from(cartItems)
    .innerJoin(goods, eq(goods.id, cartItems.goodsId))
    .where(and(eq(cartItems.storeId, stores.id), eq(goods.onSale, true)))})`;

const lineCountQuery = preparedPerHandle((db) =>
  db
    .select({ shown: shownLines(db) })
    .from(stores)
    .where(eq(stores.id, sql.placeholder('storeId')))
    .prepare('cart_line_count'),
);

export async function countLines(db: DbOrTx, storeId: number): Promise<number> {
  const [row] = await lineCountQuery(db).execute({ storeId });
  return row?.shown ?? 0;
}

/**
 * The store's lines of these goods and the count of the lines its cart shows, in one round trip: an add then answers the
 * new total from what it inserted, without a query after its commit. Read after the store's lock (db/locks.ts), in a
 * statement of its own: a statement reads what was committed when it began, so a count taken by the statement that
 * waited for the lock would miss a line another tab added meanwhile.
 */
const linesCountingQuery = preparedPerHandle((db) =>
  db
    .select({ shown: shownLines(db), line: cartItems })
    .from(stores)
    .leftJoin(cartItems, and(eq(cartItems.storeId, stores.id), sql`${cartItems.goodsId} = ANY(${sql.placeholder('goodsIds')}::int[])`))
    .where(eq(stores.id, sql.placeholder('storeId')))
    .prepare('cart_lines_counting'),
);

export async function linesCounting(
  tx: DbOrTx,
  storeId: number,
  goodsIds: readonly number[],
): Promise<{ shown: number; lines: CartRow[] }> {
  const rows = await linesCountingQuery(tx).execute({ storeId, goodsIds: [...goodsIds] });
  return { shown: rows[0]?.shown ?? 0, lines: rows.flatMap((r) => (r.line ? [r.line] : [])) };
}

export interface NewLine {
  storeId: number;
  goodsId: number;
  type: number;
  flashSaleId: number | null;
  activityId: number | null;
  number: number;
  goodsPriceId: number;
  ladderPriceId: number;
  goodsManjianId: number;
  isYj: number;
}

const addLineQuery = preparedPerHandle((db) =>
  db
    .insert(cartItems)
    .values({
      storeId: sql.placeholder('storeId'),
      goodsId: sql.placeholder('goodsId'),
      type: sql.placeholder('type'),
      flashSaleId: sql.placeholder('flashSaleId'),
      activityId: sql.placeholder('activityId'),
      number: sql.placeholder('number'),
      goodsPriceId: sql.placeholder('goodsPriceId'),
      ladderPriceId: sql.placeholder('ladderPriceId'),
      goodsManjianId: sql.placeholder('goodsManjianId'),
      isYj: sql.placeholder('isYj'),
      isSelected: 1,
    })
    .onConflictDoUpdate({
      target: [cartItems.storeId, cartItems.goodsId, cartItems.type],
      set: {
        number: sql`${cartItems.number} + excluded.number`,
        flashSaleId: sql`excluded.flash_sale_id`,
        activityId: sql`excluded.activity_id`,
        goodsPriceId: sql`excluded.goods_price_id`,
        ladderPriceId: sql`excluded.ladder_price_id`,
        goodsManjianId: sql`CASE WHEN excluded.goods_manjian_id = 0 THEN ${cartItems.goodsManjianId} ELSE excluded.goods_manjian_id END`,
        isYj: sql`excluded.is_yj`,
        isSelected: 1,
        updatedAt: sql`now()`,
      },
    })
    // The whole line, which an add prices without reading it again; xmax is 0 on a row this statement inserted,
    // the updating transaction's id on one it added to.
    .returning({ ...getTableColumns(cartItems), inserted: sql<boolean>`(${cartItems}.xmax = 0)` })
    .prepare('cart_add_to_line'),
);

export type AddedLine = CartRow & { inserted: boolean };

/** Adds to the line of this goods and type, creating it (`inserted`); a 满减 pick of 0 keeps the one made before. */
export async function addToLine(tx: DbOrTx, line: NewLine): Promise<AddedLine> {
  const [row] = await addLineQuery(tx).execute({ ...line });
  return row;
}

export async function setLineNumber(tx: DbOrTx, storeId: number, id: number, number: number): Promise<void> {
  await tx
    .update(cartItems)
    .set({ number, updatedAt: sql`now()` })
    .where(and(eq(cartItems.id, id), eq(cartItems.storeId, storeId)));
}

export async function setSelected(tx: DbOrTx, storeId: number, ids: readonly number[], isSelected: number): Promise<number> {
  const rows = await tx
    .update(cartItems)
    .set({ isSelected })
    .where(and(eq(cartItems.storeId, storeId), inArray(cartItems.id, [...ids])))
    .returning({ id: cartItems.id });
  return rows.length;
}

export async function deleteLines(tx: DbOrTx, storeId: number, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await tx
    .delete(cartItems)
    .where(and(eq(cartItems.storeId, storeId), inArray(cartItems.id, [...ids])))
    .returning({ id: cartItems.id });
  return rows.length;
}

/**
 * Copies lines of one store into another's cart, adding to lines already there. The copy starts
 * selected; the target's cart page applies its own buy rules (scope, stock) when it prices them.
 */
export async function copyLines(tx: DbOrTx, fromStoreId: number, ids: readonly number[], toStoreId: number): Promise<number> {
  const res = await tx.execute(sql`
    INSERT INTO ${cartItems} (store_id, goods_id, type, flash_sale_id, activity_id, number, goods_price_id, ladder_price_id, goods_manjian_id, is_yj, is_selected)
    SELECT ${toStoreId}, goods_id, type, flash_sale_id, activity_id, number, 0, ladder_price_id, goods_manjian_id, is_yj, 1
    FROM ${cartItems} WHERE store_id = ${fromStoreId} AND id = ANY(${intArray(ids)})
    ON CONFLICT (store_id, goods_id, type) DO UPDATE SET number = ${cartItems}.number + excluded.number, updated_at = now()`);
  return res.rowCount ?? 0;
}

/** Promotions of these types in force over any of the goods; goodsIds is narrowed to those goods, null = every goods. */
const coveringQuery = preparedPerHandle((db) =>
  db
    .select({
      id: promotions.id,
      type: promotions.type,
      name: promotions.name,
      rule: promotions.rule,
      goodsIds: sql<number[] | null>`CASE WHEN cardinality(${promotions.goodsIds}) = 0 THEN NULL
        ELSE ARRAY(SELECT g FROM unnest(${promotions.goodsIds}) g WHERE g = ANY(${sql.placeholder('goodsIds')}::int[])) END`,
    })
    .from(promotions)
    .where(
      and(
        sql`${promotions.type} = ANY(${sql.placeholder('types')}::text[])`,
        sql`${promotions.startsAt} <= now() AND ${promotions.endsAt} > now()`,
        sql`(${promotions.goodsIds} && ${sql.placeholder('goodsIds')}::int[] OR cardinality(${promotions.goodsIds}) = 0)`,
      ),
    )
    .orderBy(asc(promotions.id))
    .prepare('cart_promotions_covering'),
);

export function promotionsCovering(db: DbOrTx, goodsIds: readonly number[], types: readonly string[]) {
  return coveringQuery(db).execute({ goodsIds: [...goodsIds], types: [...types] });
}

/**
 * 换购 offers in force, one per exchange goods (its lowest threshold wins): the picked goods first,
 * then the lowest thresholds, `limit` besides the picked ones.
 */
export async function exchangeOffers(db: DbOrTx, pickedGoodsIds: readonly number[], limit: number) {
  const picked = intArray(pickedGoodsIds.length ? pickedGoodsIds : [0]);
  const res = await db.execute<{ goods_id: number; promotion_id: number; rule: Record<string, unknown> }>(sql`
    SELECT goods_id, promotion_id, rule FROM (
      SELECT DISTINCT ON (g) g AS goods_id, p.id AS promotion_id, p.rule, p.threshold
      FROM (SELECT *, CASE WHEN jsonb_typeof(rule->'order_threshold_fen') = 'number' THEN (rule->>'order_threshold_fen')::numeric END AS threshold
            FROM ${promotions} WHERE type = 'hg' AND starts_at <= now() AND ends_at > now()) p
      CROSS JOIN LATERAL unnest(p.goods_ids) g
      ORDER BY g, p.threshold NULLS LAST, p.id
    ) o
    ORDER BY goods_id = ANY(${picked}) DESC, threshold NULLS LAST, goods_id
    LIMIT ${limit + pickedGoodsIds.length}`);
  return res.rows.map((r) => ({ goodsId: r.goods_id, promotionId: r.promotion_id, rule: r.rule }));
}

/** Units of these goods in the store's orders that still count (not cancelled), by goods and flash sale. */
export function purchasedUnits(db: DbOrTx, storeId: number, goodsIds: readonly number[]) {
  return db
    .select({ goodsId: orderItems.goodsId, flashSaleId: orderItems.flashSaleId, number: sql<number>`sum(${orderItems.number})::int` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orders.storeId, storeId),
        ne(orders.status, 'cancelled'),
        eq(orderItems.lineType, 'goods'),
        inArray(orderItems.goodsId, [...goodsIds]),
      ),
    )
    .groupBy(orderItems.goodsId, orderItems.flashSaleId);
}

/** The store's coupons not used yet and not past their end; the engine judges the rest. */
export function unusedCoupons(db: DbOrTx, storeId: number) {
  return db
    .select({
      id: storeCoupons.id,
      name: coupons.name,
      type: coupons.type,
      amount: coupons.amount,
      rate: coupons.rate,
      threshold: coupons.threshold,
      maxDiscount: coupons.maxDiscount,
      scope: coupons.scope,
      validFrom: coupons.validFrom,
      validTo: coupons.validTo,
    })
    .from(storeCoupons)
    .innerJoin(coupons, eq(coupons.id, storeCoupons.couponId))
    .where(
      and(
        eq(storeCoupons.storeId, storeId),
        isNull(storeCoupons.usedOrderId),
        isNull(storeCoupons.usedAt),
        sql`${coupons.validTo} > now()`,
      ),
    )
    .orderBy(asc(coupons.validTo), asc(storeCoupons.id));
}
export type CouponRow = Awaited<ReturnType<typeof unusedCoupons>>[number];

/** The store's cash vouchers with their balance: the amount plus every ledger row. */
export function storeVouchers(db: DbOrTx, storeId: number) {
  return db
    .select({
      id: cashVouchers.id,
      name: cashVouchers.name,
      balance: sql<number>`(${cashVouchers.amount} + coalesce(sum(${voucherLedger.amount}), 0))::int`,
      createdAt: cashVouchers.createdAt,
      validTo: cashVouchers.validTo,
    })
    .from(cashVouchers)
    .leftJoin(voucherLedger, eq(voucherLedger.voucherId, cashVouchers.id))
    .where(eq(cashVouchers.storeId, storeId))
    .groupBy(cashVouchers.id)
    .orderBy(asc(cashVouchers.validTo), asc(cashVouchers.id));
}
export type VoucherRow = Awaited<ReturnType<typeof storeVouchers>>[number];
