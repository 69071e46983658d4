/** SQL of the catalogue: the buyer's store, goods cards, listings and what the detail page adds. */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { preparedPerHandle } from '../../db/prepared.js';
import {
  brands,
  categories,
  combinationItems,
  goods,
  goodsLadderPrices,
  goodsLevelPrices,
  goodsVisits,
  orderItems,
  orders,
  qualityReports,
  stores,
} from '../../db/schema/index.js';
import { sellableGoods } from './sellable.js';

const storeQuery = preparedPerHandle((db) =>
  db
    .select({
      id: stores.id,
      qualificationStatus: stores.qualificationStatus,
      level: stores.level,
      businessScope: stores.businessScope,
      province: stores.province,
      customerType: stores.customerType,
    })
    .from(stores)
    .where(eq(stores.id, sql.placeholder('id')))
    .prepare('catalog_store_for_buyer'),
);

export async function storeForBuyer(db: DbOrTx, storeId: number) {
  const [row] = await storeQuery(db).execute({ id: storeId });
  return row;
}

/** What a card shows of a goods; the level price comes from `levelPriceJoin`. */
export const cardColumns = {
  id: goods.id,
  name: goods.name,
  commonName: goods.commonName,
  spec: goods.spec,
  manufacturer: goods.manufacturer,
  approvalNo: goods.approvalNo,
  barcode: goods.barcode,
  unit: goods.unit,
  kind: goods.kind,
  dosageForm: goods.dosageForm,
  categoryKeys: goods.categoryKeys,
  basePrice: goods.basePrice,
  stock: goods.stock,
  minQty: goods.minQty,
  midPack: goods.midPack,
  ladderPriceType: goods.ladderPriceType,
  tags: goods.tags,
  isFreeShipping: goods.isFreeShipping,
  freeShippingNumber: goods.freeShippingNumber,
  isDpby: goods.isDpby,
  expiryFrom: goods.expiryFrom,
  expiryTo: goods.expiryTo,
  expiryDate: goods.expiryDate,
  productionBatch: goods.productionBatch,
  isControlled: goods.isControlled,
  controlledRegions: goods.controlledRegions,
  controlledCustomerTypes: goods.controlledCustomerTypes,
  containsEphedrine: goods.containsEphedrine,
  hmLimit: goods.hmLimit,
  isRx: goods.isRx,
  rxClass: goods.rxClass,
  ybCode: goods.ybCode,
  ybClass: goods.ybClass,
  isEssential: goods.isEssential,
  isVbp: goods.isVbp,
  isNegotiated: goods.isNegotiated,
  coldMinC: goods.coldMinC,
  coldMaxC: goods.coldMaxC,
  origin: goods.origin,
  shelfLifeMonths: goods.shelfLifeMonths,
  isSelfOperated: goods.isSelfOperated,
  goodsType: goods.goodsType,
  brandId: goods.brandId,
  brandName: brands.name,
  warehouseId: goods.warehouseId,
  sales: goods.sales,
  qgNumber: goods.qgNumber,
  storage: goods.storage,
  images: goods.images,
  levelPriceId: goodsLevelPrices.id,
  levelPrice: goodsLevelPrices.price,
  ladder: sql<{ number: number; price: number }[] | null>`(
        SELECT json_agg(json_build_object('number', l.number, 'price', l.price) ORDER BY l.number)
        FROM ${goodsLadderPrices} l WHERE l.goods_id = ${goods.id})`,
  // A package falls under the classes of all its members, so the scope rule checks every one.
  memberRoots: sql<string[] | null>`CASE WHEN ${goods.goodsType} = 3 THEN (
        SELECT array_agg(DISTINCT m.category_keys[1]) FROM ${combinationItems} ci JOIN ${goods} m ON m.id = ci.goods_id
        WHERE ci.package_id = ${goods.id}) END`,
};

/** The level price row of the buyer's level (placeholder `level`); level 0 exists for no store, so hidden prices join nothing. */
export const levelPriceJoin = and(eq(goodsLevelPrices.goodsId, goods.id), eq(goodsLevelPrices.level, sql.placeholder('level')));

const cardQuery = preparedPerHandle((db) =>
  db
    .select(cardColumns)
    .from(goods)
    .leftJoin(brands, eq(brands.id, goods.brandId))
    .leftJoin(goodsLevelPrices, levelPriceJoin)
    .where(and(sql`${goods.id} = ANY(${sql.placeholder('ids')}::int[])`, sellableGoods))
    .prepare('catalog_card_rows'),
);

/** Everything a card shows of the given goods, with the level price of `level` (none when null). */
export function cardRows(db: DbOrTx, ids: readonly number[], level: number | null) {
  return cardQuery(db).execute({ ids: [...ids], level: level ?? 0 });
}
export type CardRow = Awaited<ReturnType<typeof cardRows>>[number];

const categoryQuery = preparedPerHandle((db) =>
  db
    .select({ kind: categories.kind, key: categories.key })
    .from(categories)
    .where(eq(categories.id, sql.placeholder('id')))
    .prepare('catalog_category_by_id'),
);

export async function categoryById(db: DbOrTx, id: number) {
  const [row] = await categoryQuery(db).execute({ id });
  return row;
}

/** Ordinary-tree classes of these keys, for a goods' class path. */
export function ordinaryCategories(db: DbOrTx, keys: readonly string[]) {
  return db
    .select({ id: categories.id, key: categories.key, name: categories.name })
    .from(categories)
    .where(and(eq(categories.kind, 'ordinary'), inArray(categories.key, [...keys])));
}

export function membersOf(db: DbOrTx, packageIds: readonly number[]) {
  return db
    .select({ packageId: combinationItems.packageId, goodsId: combinationItems.goodsId, number: combinationItems.number })
    .from(combinationItems)
    .where(inArray(combinationItems.packageId, [...packageIds]))
    .orderBy(asc(combinationItems.packageId), asc(combinationItems.goodsId));
}

export function reportsOfGoods(db: DbOrTx, goodsId: number) {
  return db
    .select({ id: qualityReports.id, batch: qualityReports.batch, url: qualityReports.url, msg: qualityReports.msg })
    .from(qualityReports)
    .where(eq(qualityReports.goodsId, goodsId))
    .orderBy(desc(qualityReports.createdAt), desc(qualityReports.id));
}

/** Leaf classes of the goods a store viewed or bought lately, most recent first. */
export async function recentClasses(db: DbOrTx, storeId: number, limit: number): Promise<string[]> {
  const res = await db.execute<{ key: string }>(sql`
    SELECT key FROM (
      (SELECT ${goods.categoryKey} AS key, ${goodsVisits.visitedAt} AS at FROM ${goodsVisits} JOIN ${goods} ON ${goods.id} = ${goodsVisits.goodsId}
        WHERE ${goodsVisits.storeId} = ${storeId} ORDER BY ${goodsVisits.visitedAt} DESC LIMIT 50)
      UNION ALL
      (SELECT ${goods.categoryKey}, ${orders.createdAt} FROM ${orders} JOIN ${orderItems} ON ${orderItems.orderId} = ${orders.id}
        JOIN ${goods} ON ${goods.id} = ${orderItems.goodsId}
        WHERE ${orders.storeId} = ${storeId} ORDER BY ${orders.createdAt} DESC LIMIT 50)
    ) h GROUP BY key ORDER BY max(at) DESC LIMIT ${limit}`);
  return res.rows.map((r) => r.key);
}

export async function brandById(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: brands.id, name: brands.name, manufacturer: brands.manufacturer, logo: brands.logo })
    .from(brands)
    .where(eq(brands.id, id));
  return row;
}
