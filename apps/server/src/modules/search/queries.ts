/** SQL of search: the suggestion dictionary (search_terms), manufacturers and approval numbers. */
import { and, desc, eq, ilike, like, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { preparedPerHandle } from '../../db/prepared.js';
import { goods, manufacturers, searchTerms } from '../../db/schema/index.js';
import type { KeywordPatterns } from './keyword.js';

/** Goods whose approval number starts as typed are few per number; this many is plenty to name ten drugs. */
const APPROVAL_SAMPLE = 50;

const ph = sql.placeholder;

/** Which clauses a keyword needs: initials (i) for Latin keywords, approval numbers (a) for keywords with a digit. */
const initialsShape = (p: KeywordPatterns) => (p.initialsPrefix === null ? '' : 'i');
const shapeOf = (p: KeywordPatterns) => `${initialsShape(p)}${p.approvalPrefixes.length ? 'a' : ''}`;

const paramsOf = (p: KeywordPatterns) => ({
  contains: p.contains,
  prefix: p.prefix,
  initials: p.initialsPrefix ?? '',
  approval0: p.approvalPrefixes[0] ?? '',
  approval1: p.approvalPrefixes[1] ?? '',
});

function termMatch(shape: string): { hit: SQL; prefix: SQL } {
  const initials = shape.includes('i') ? like(searchTerms.initials, ph('initials')) : undefined;
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

const drugNamesStatement = preparedPerHandle((db, shape) =>
  db
    .select({ term: searchTerms.term })
    .from(searchTerms)
    .where(
      and(
        eq(searchTerms.type, 0),
        or(ilike(searchTerms.term, ph('contains')), shape.includes('i') ? like(searchTerms.initials, ph('initials')) : undefined),
      ),
    )
    .prepare(`search_drug_names_${shape}`),
);

/** Every drug name of the dictionary a keyword matches, for a listing's keyword filter. */
export async function drugNamesMatching(db: DbOrTx, p: KeywordPatterns): Promise<string[]> {
  return (await drugNamesStatement(db, initialsShape(p)).execute(paramsOf(p))).map((r) => r.term);
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
