/** SQL of search: the suggestion dictionary (search_terms), manufacturers and approval numbers. */
import { and, desc, eq, ilike, like, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { preparedPerHandle } from '../../db/prepared.js';
import { categories, goods, manufacturers, searchMisses, searchSynonyms, searchTerms } from '../../db/schema/index.js';
import { escapeLike, type KeywordPatterns } from './keyword.js';

/** Goods whose approval number starts as typed are few per number; this many is plenty to name ten drugs. */
const APPROVAL_SAMPLE = 50;

const ph = sql.placeholder;

/** Which clauses a keyword needs: initials (i) for Latin keywords, approval numbers (a) for keywords with a digit. */
const initialsShape = (p: KeywordPatterns) => (p.initialsPrefix === null ? '' : 'i');
const shapeOf = (p: KeywordPatterns) => `${initialsShape(p)}${p.pinyinPrefix === null ? '' : 'p'}${p.approvalPrefixes.length ? 'a' : ''}`;

const paramsOf = (p: KeywordPatterns) => ({
  contains: p.contains,
  prefix: p.prefix,
  initials: p.initialsPrefix ?? '',
  pinyin: p.pinyinPrefix ?? '',
  approval0: p.approvalPrefixes[0] ?? '',
  approval1: p.approvalPrefixes[1] ?? '',
});

function termMatch(shape: string): { hit: SQL; prefix: SQL } {
  const initials = shape.includes('i')
    ? or(like(searchTerms.initials, ph('initials')), shape.includes('p') ? like(searchTerms.pinyin, ph('pinyin')) : undefined)
    : undefined;
  const approval = shape.includes('a')
    ? sql`${searchTerms.term} IN (SELECT ${goods.name} FROM ${goods}
        WHERE ${goods.approvalNo} LIKE ${ph('approval0')} OR ${goods.approvalNo} LIKE ${ph('approval1')} LIMIT ${APPROVAL_SAMPLE})`
    : undefined;
  return {
    hit: or(ilike(searchTerms.term, ph('contains')), initials, approval) as SQL,
    prefix: or(ilike(searchTerms.term, ph('prefix')), initials, approval) as SQL,
  };
}

/**
 * Suggestions from the small dictionary of distinct names (type 0) or manufacturers (type 1): a few
 * hundred rows even for 100k goods, so a one-character query costs what a long one does. Terms that
 * start as typed (by characters, initials or approval number) rank first, then by sales.
 */
export function suggestSelect(db: DbOrTx, shape: string) {
  const { hit, prefix } = termMatch(shape);
  return (
    db
      .select({ term: searchTerms.term })
      .from(searchTerms)
      .where(and(eq(searchTerms.type, ph('type')), hit))
      // Ties end in code-point order, the same on every database locale.
      .orderBy(desc(prefix), desc(searchTerms.sales), sql`${searchTerms.term} COLLATE "C"`)
      .limit(ph('limit'))
  );
}

const suggestStatement = preparedPerHandle((db, shape) => suggestSelect(db, shape).prepare(`search_suggest_${shape}`));

/** The statement shape and parameters of a suggestion query, for running it (or explaining it). */
export const suggestArgs = (type: number, p: KeywordPatterns, limit: number) => ({
  shape: shapeOf(p),
  params: { ...paramsOf(p), type, limit },
});

export async function suggestTerms(db: DbOrTx, type: number, p: KeywordPatterns, limit: number): Promise<string[]> {
  const { shape, params } = suggestArgs(type, p, limit);
  return (await suggestStatement(db, shape).execute(params)).map((r) => r.term);
}

const manufacturersStatement = preparedPerHandle((db, shape) =>
  db
    .select({ id: manufacturers.id })
    .from(manufacturers)
    .where(or(ilike(manufacturers.name, ph('contains')), shape.includes('i') ? like(manufacturers.initials, ph('initials')) : undefined))
    .prepare(`search_manufacturers_${shape}`),
);

export async function manufacturerIdsMatching(db: DbOrTx, p: KeywordPatterns): Promise<number[]> {
  return (await manufacturersStatement(db, initialsShape(p)).execute(paramsOf(p))).map((r) => r.id);
}

/** The words whose character pairs mark the catalogue's vocabulary: names, makers and their short names, classes, aliases. */
export async function vocabularyWords(db: DbOrTx): Promise<string[]> {
  const rows = await db.execute<{ w: string }>(sql`
    SELECT ${searchTerms.term} AS w FROM ${searchTerms}
    UNION SELECT ${manufacturers.shortName} FROM ${manufacturers} WHERE ${manufacturers.shortName} <> ''
    UNION SELECT ${categories.name} FROM ${categories}
    UNION SELECT ${searchSynonyms.target} FROM ${searchSynonyms}`);
  return rows.rows.map((r) => r.w);
}

export const synonymRows = (db: DbOrTx) =>
  db.select({ term: searchSynonyms.term, target: searchSynonyms.target, maker: searchSynonyms.maker }).from(searchSynonyms);

/** The makers with a short name (联邦, 白云山): what 厂家 search reads pinyin against besides the full name. */
export const makerShortNames = (db: DbOrTx) =>
  db
    .select({ id: manufacturers.id, name: manufacturers.name, shortName: manufacturers.shortName })
    .from(manufacturers)
    .where(ne(manufacturers.shortName, ''));

/** Lowest similarity a typo may have to the name it is read as (pg_trgm word similarity). */
const TYPO_SIMILARITY = 0.4;

/** Names a mistyped run is checked against, at most: the nearest may change the drug, the next may not. */
const NEAREST_NAMES = 5;

/** The drug names a mistyped run of Chinese is closest to by trigrams (阿莫西林胶襄 → 阿莫西林胶囊), best sellers first. */
export async function nearestNames(db: DbOrTx, text: string): Promise<string[]> {
  const rows = await db
    .select({ term: searchTerms.term })
    .from(searchTerms)
    .where(and(eq(searchTerms.type, 0), sql`word_similarity(${text}, ${searchTerms.term}) >= ${TYPO_SIMILARITY}`))
    .orderBy(sql`word_similarity(${text}, ${searchTerms.term}) DESC`, desc(searchTerms.sales))
    .limit(NEAREST_NAMES);
  return rows.map((r) => r.term);
}

/** Names a sounding-alike run is checked against, at most. */
const SOUNDING_NAMES = 5;

/**
 * The drug names whose pinyin holds a near-homophone's (布落芬 buluofen → 布洛芬缓释胶囊, 奥斯他韦
 * aositawei → 磷酸奥司他韦胶囊): names that start so first, then best sellers.
 */
export async function namesSoundingLike(db: DbOrTx, spoken: string): Promise<string[]> {
  const p = escapeLike(spoken);
  const rows = await db
    .select({ term: searchTerms.term })
    .from(searchTerms)
    .where(and(eq(searchTerms.type, 0), like(searchTerms.pinyin, `%${p}%`)))
    .orderBy(desc(like(searchTerms.pinyin, `${p}%`)), desc(searchTerms.sales))
    .limit(SOUNDING_NAMES);
  return rows.map((r) => r.term);
}

export async function insertMiss(db: DbOrTx, keywords: string, storeId: number | null): Promise<void> {
  await db.insert(searchMisses).values({ keywords, storeId });
}
