import { SearchType, SUGGESTION_LIMIT, type GoodsSearchQuery, type GoodsSuggestions } from '@yc/contracts';
import type { DbOrTx } from '../../db/client.js';
import { ExpiringCache } from '../../lib/expiring-cache.js';
import { keywordPatterns } from './keyword.js';
import * as q from './queries.js';
import { planSearch, type QueryContext, type SearchPlan } from './query.js';
import { fullPinyin, hanGrams, normalise, piecesOf } from './tokens.js';

/** Up to 10 suggestions: drug names (by characters anywhere, initials or approval number) or manufacturers. */
export async function suggest(db: DbOrTx, query: GoodsSearchQuery): Promise<GoodsSuggestions> {
  if (query.keywords === '') return [];
  const p = keywordPatterns(query.keywords);
  if (query.type !== SearchType.DRUG) return q.suggestTerms(db, query.type, { ...p, approvalPrefixes: [] }, SUGGESTION_LIMIT);
  const typed = await q.suggestTerms(db, query.type, p, SUGGESTION_LIMIT);
  // An alias typed (扑热息痛) suggests the names it stands for first.
  const text = normalise(query.keywords);
  const alias = [...(await queryContext(db)).synonyms].find(([term]) => text.includes(term));
  if (!alias) return typed;
  const meant = await q.suggestTerms(db, query.type, keywordPatterns(text.replace(alias[0], alias[1])), SUGGESTION_LIMIT);
  return [...new Set([...meant, ...typed])].slice(0, SUGGESTION_LIMIT);
}

/** The vocabulary and aliases a query is read against; an operator's alias takes a minute to apply everywhere. */
const contexts = new ExpiringCache<QueryContext>(60_000, 1);

function queryContext(db: DbOrTx): Promise<QueryContext> {
  return contexts.get('', async () => {
    const [words, synonyms] = await Promise.all([q.vocabularyWords(db), q.synonymPairs(db)]);
    const pairs = new Set<string>();
    for (const w of words)
      for (const p of piecesOf(normalise(w))) if ('han' in p) for (const g of hanGrams(p.han)) if (g.length === 2) pairs.add(g);
    return { pairs, synonyms: new Map(synonyms.map((s) => [normalise(s.term), normalise(s.target)])) };
  });
}

/** A drug query as a tsquery plan; null when it holds nothing to search for. */
export async function searchPlan(db: DbOrTx, keywords: string): Promise<SearchPlan | null> {
  return planSearch(keywords, await queryContext(db));
}

/** The `size` characters of `term` that line up best with `typed` (阿莫西林胶囊 for 胶襄 → 胶囊). */
function alignedPart(term: string, typed: string): string {
  const t = [...term];
  const s = [...typed];
  if (t.length <= s.length) return term;
  let best = 0;
  let bestHits = -1;
  for (let o = 0; o + s.length <= t.length; o++) {
    const hits = s.filter((c, i) => t[o + i] === c).length;
    if (hits > bestHits) [best, bestHits] = [o, hits];
  }
  return t.slice(best, best + s.length).join('');
}

/** The name a mistyped run of Chinese most likely meant: by trigrams, else by sound (布落芬 → 布洛芬). */
async function correctedRun(db: DbOrTx, run: string): Promise<string | undefined> {
  const near = await q.nearestName(db, run);
  if (near) return alignedPart(near, run);
  const sounding = await q.namesSoundingLike(db, fullPinyin(run));
  return sounding && [...sounding].slice(0, [...run].length).join('');
}

/**
 * The query with each run of Chinese the catalogue does not know read as the name it most likely
 * meant; null when there is nothing to correct. Used only after the query as typed found nothing.
 */
export function correctedQuery(db: DbOrTx, keywords: string): Promise<string | null> {
  return corrections.get(keywords, () => correct(db, keywords));
}

// A typo is typed again and again (by the same buyer paging, by others); the dictionary changes slowly.
const corrections = new ExpiringCache<string | null>(60_000, 5_000);

async function correct(db: DbOrTx, keywords: string): Promise<string | null> {
  const text = normalise(keywords);
  let out = text;
  for (const p of piecesOf(text)) {
    if (!('han' in p) || [...p.han].length < 2) continue;
    const fixed = await correctedRun(db, p.han);
    if (fixed && fixed !== p.han) out = out.replace(p.han, fixed);
  }
  return out === text ? null : out;
}

const manufacturerKeywords = new ExpiringCache<number[] | null>(60_000, 5_000);

export const insertMiss = q.insertMiss;

/** The manufacturers a keyword matches by name or initials; null when none. */
export function manufacturerKeyword(db: DbOrTx, keywords: string): Promise<number[] | null> {
  return manufacturerKeywords.get(keywords, async () => {
    const ids = await q.manufacturerIdsMatching(db, keywordPatterns(keywords));
    return ids.length ? ids : null;
  });
}
