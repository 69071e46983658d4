import { SearchType, SUGGESTION_LIMIT, type GoodsSearchQuery, type GoodsSuggestions } from '@yc/contracts';
import type { DbOrTx } from '../../db/client.js';
import { ExpiringCache } from '../../lib/expiring-cache.js';
import { initialsOf } from '../../lib/pinyin.js';
import { keywordPatterns } from './keyword.js';
import * as q from './queries.js';
import { safeCorrection } from './correction.js';
import { alternativesOf, planSearch, type Alternative, type QueryContext, type SearchPlan } from './query.js';
import { fullPinyin, hanGrams, normalise, piecesOf } from './tokens.js';

/** Up to 10 suggestions: drug names (by characters anywhere, initials or approval number) or manufacturers. */
export async function suggest(db: DbOrTx, query: GoodsSearchQuery): Promise<GoodsSuggestions> {
  if (query.keywords === '') return [];
  const p = keywordPatterns(query.keywords);
  if (query.type !== SearchType.DRUG) {
    const makers = await q.suggestTerms(db, query.type, { ...p, approvalPrefixes: [] }, SUGGESTION_LIMIT);
    const spoken = p.initialsPrefix === null ? [] : (await makersSpokenAs(db, query.keywords)).map((m) => m.name);
    return [...new Set([...makers, ...spoken])].slice(0, SUGGESTION_LIMIT);
  }
  const typed = await q.suggestTerms(db, query.type, p, SUGGESTION_LIMIT);
  // An alias typed (扑热息痛) suggests the names it stands for first.
  const [alias] = await aliasReadings(db, query.keywords);
  if (!alias) return typed;
  const meant = await q.suggestTerms(db, query.type, keywordPatterns(alias.text), SUGGESTION_LIMIT);
  return [...new Set([...meant, ...typed])].slice(0, SUGGESTION_LIMIT);
}

/** The vocabulary and aliases a query is read against; an operator's alias takes a minute to apply everywhere. */
const contexts = new ExpiringCache<QueryContext>(60_000, 1);

function queryContext(db: DbOrTx): Promise<QueryContext> {
  return contexts.get('', async () => {
    const [words, synonyms] = await Promise.all([q.vocabularyWords(db), q.synonymRows(db)]);
    const pairs = new Set<string>();
    for (const w of words)
      for (const p of piecesOf(normalise(w))) if ('han' in p) for (const g of hanGrams(p.han)) if (g.length === 2) pairs.add(g);
    return {
      pairs,
      synonyms: new Map(synonyms.map((s) => [normalise(s.term), { target: normalise(s.target), maker: normalise(s.maker) }])),
    };
  });
}

/**
 * A name read through each alias it holds (氟哌酸胶囊 → 诺氟沙星胶囊; 美林 → 布洛芬混悬液 with the
 * brand's maker 上海强生), normalised; [] when it holds none. For matching names as well as searching them.
 */
export async function aliasReadings(db: DbOrTx, name: string): Promise<Alternative[]> {
  return alternativesOf(normalise(name), (await queryContext(db)).synonyms).slice(1);
}

/** A drug query as a tsquery plan; null when it holds nothing to search for. */
export async function searchPlan(db: DbOrTx, keywords: string): Promise<SearchPlan | null> {
  return planSearch(keywords, await queryContext(db));
}

/**
 * The name a mistyped run of Chinese most likely meant: by trigrams, else by sound (布落芬 → 布洛芬),
 * the first that reads it without changing the drug (correction.ts).
 */
async function correctedRun(db: DbOrTx, run: string): Promise<string | undefined> {
  for (const names of [() => q.nearestNames(db, run), () => q.namesSoundingLike(db, fullPinyin(run))]) {
    for (const name of await names()) {
      const fixed = safeCorrection(name, run);
      if (fixed) return fixed;
    }
  }
  return undefined;
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

/** Makers by the pinyin of their short names (lb and lianbang for 联邦): a few hundred rows, read once a minute. */
const shortNamePinyin = new ExpiringCache<{ id: number; name: string; spoken: string[] }[]>(60_000, 1);

/** The makers whose short name's initials or pinyin start as the Latin keyword does. */
async function makersSpokenAs(db: DbOrTx, keyword: string) {
  const all = await shortNamePinyin.get('', async () =>
    (await q.makerShortNames(db)).map((m) => ({ id: m.id, name: m.name, spoken: [initialsOf(m.shortName), fullPinyin(m.shortName)] })),
  );
  const typed = keyword.toLowerCase();
  return all.filter((m) => m.spoken.some((s) => s.startsWith(typed)));
}

/**
 * The manufacturers a keyword matches by name or initials, or by the initials or pinyin of the name
 * buyers call them (lb: 珠海联邦制药, whose own initials start zh); null when none.
 */
export function manufacturerKeyword(db: DbOrTx, keywords: string): Promise<number[] | null> {
  return manufacturerKeywords.get(keywords, async () => {
    const p = keywordPatterns(keywords);
    const ids = new Set(await q.manufacturerIdsMatching(db, p));
    if (p.initialsPrefix !== null) for (const m of await makersSpokenAs(db, keywords)) ids.add(m.id);
    return ids.size ? [...ids] : null;
  });
}
