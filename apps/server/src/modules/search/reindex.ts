/**
 * Keeps goods.search_vector in step with what it is made of. The tokens need pinyin, so the
 * application makes them (tokens.ts): every writer of a searchable field calls reindexGoods in its
 * transaction, and a database migrated from before the column existed is filled once at boot.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { brands, categories, goods, manufacturers } from '../../db/schema/index.js';
import { searchVectorOf } from './tokens.js';

/** Goods filled per statement at boot. */
const BATCH = 500;

async function sourcesOf(db: DbOrTx, ids: number[]) {
  return db
    .select({
      id: goods.id,
      name: goods.name,
      commonName: goods.commonName,
      tradeName: goods.tradeName,
      spec: goods.spec,
      dosageForm: goods.dosageForm,
      manufacturer: goods.manufacturer,
      manufacturerShort: sql<string>`COALESCE(${manufacturers.shortName}, '')`,
      brand: sql<string>`COALESCE(${brands.name}, '')`,
      approvalNo: goods.approvalNo,
      barcode: goods.barcode,
      categoryNames: sql<string[]>`ARRAY(SELECT ${categories.name} FROM ${categories}
        WHERE ${categories.kind} = 'ordinary' AND ${categories.key} = ANY(${goods.categoryKeys}))`,
    })
    .from(goods)
    .leftJoin(manufacturers, eq(manufacturers.id, goods.manufacturerId))
    .leftJoin(brands, eq(brands.id, goods.brandId))
    .where(inArray(goods.id, ids));
}

/** Rewrites the search tokens of these goods from their current fields. */
export async function reindexGoods(db: DbOrTx, ids: number[]): Promise<void> {
  if (!ids.length) return;
  const rows = await sourcesOf(db, ids);
  if (!rows.length) return;
  const values = sql.join(
    rows.map((r) => sql`(${r.id}::int, ${searchVectorOf(r)}::tsvector)`),
    sql`, `,
  );
  await db.execute(sql`UPDATE ${goods} SET search_vector = v.vector FROM (VALUES ${values}) AS v(id, vector) WHERE ${goods.id} = v.id`);
}

/** Fills the tokens of goods that have none (a database migrated from before search_vector). */
export async function reindexUnindexedGoods(db: DbOrTx): Promise<void> {
  for (;;) {
    const rows = await db
      .select({ id: goods.id })
      .from(goods)
      .where(sql`${goods.searchVector} = ''::tsvector`)
      .limit(BATCH);
    await reindexGoods(
      db,
      rows.map((r) => r.id),
    );
    if (rows.length < BATCH) return;
  }
}
