/** SQL of the console's search: the alias table and the week's searches that found nothing. */
import { count, countDistinct, desc, eq, ilike, max, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { withTotal, type PageSlice } from '../../../db/paging.js';
import { searchMisses, searchSynonyms } from '../../../db/schema/index.js';
import { escapeLike } from '../../search/keyword.js';

export function synonymPage(db: DbOrTx, keywords: string | undefined, slice: PageSlice) {
  const where = keywords
    ? or(ilike(searchSynonyms.term, `%${escapeLike(keywords)}%`), ilike(searchSynonyms.target, `%${escapeLike(keywords)}%`))
    : undefined;
  return withTotal(
    db.select().from(searchSynonyms).where(where).orderBy(desc(searchSynonyms.id)).limit(slice.limit).offset(slice.offset),
    db.select({ n: count() }).from(searchSynonyms).where(where),
  );
}

export async function synonymById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(searchSynonyms).where(eq(searchSynonyms.id, id));
  return row;
}

export async function synonymIdOfTerm(db: DbOrTx, term: string): Promise<number | undefined> {
  const [row] = await db.select({ id: searchSynonyms.id }).from(searchSynonyms).where(eq(searchSynonyms.term, term));
  return row?.id;
}

type SynonymFields = Pick<typeof searchSynonyms.$inferInsert, 'term' | 'target' | 'maker'>;

export async function insertSynonym(db: DbOrTx, fields: SynonymFields): Promise<number> {
  const [row] = await db.insert(searchSynonyms).values(fields).returning({ id: searchSynonyms.id });
  return row.id;
}

export const updateSynonym = (db: DbOrTx, id: number, fields: SynonymFields) =>
  db.update(searchSynonyms).set(fields).where(eq(searchSynonyms.id, id));

export const deleteSynonym = (db: DbOrTx, id: number) => db.delete(searchSynonyms).where(eq(searchSynonyms.id, id));

/** Most misses listed: the long tail beyond is typed once or twice. */
const MISSES_SHOWN = 200;

/** The queries of the last 7 days that found nothing, most typed first. */
export function weekMisses(db: DbOrTx) {
  return db
    .select({
      keywords: searchMisses.keywords,
      n: count(),
      stores: countDistinct(searchMisses.storeId),
      lastAt: max(searchMisses.createdAt),
    })
    .from(searchMisses)
    .where(sql`${searchMisses.createdAt} > now() - interval '7 days'`)
    .groupBy(searchMisses.keywords)
    .orderBy(desc(count()), desc(max(searchMisses.createdAt)))
    .limit(MISSES_SHOWN);
}
