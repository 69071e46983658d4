import { SearchType, SUGGESTION_LIMIT, type GoodsSearchQuery, type GoodsSuggestions } from '@yc/contracts';
import type { DbOrTx } from '../../db/client.js';
import { ExpiringCache } from '../../lib/expiring-cache.js';
import { keywordPatterns, type DrugKeyword } from './keyword.js';
import * as q from './queries.js';

/** Up to 10 suggestions: drug names (by characters anywhere, initials or approval number) or manufacturers. */
export async function suggest(db: DbOrTx, query: GoodsSearchQuery): Promise<GoodsSuggestions> {
  if (query.keywords === '') return [];
  const p = keywordPatterns(query.keywords);
  return q.suggestTerms(db, query.type, query.type === SearchType.DRUG ? p : { ...p, approvalPrefixes: [] }, SUGGESTION_LIMIT);
}

// The dictionary changes when goods are added; a listing may take a minute to find a new name.
const drugKeywords = new ExpiringCache<DrugKeyword | null>(60_000, 5_000);
const manufacturerKeywords = new ExpiringCache<number[] | null>(60_000, 5_000);

/** The goods a drug keyword selects: dictionary names it matches and approval-number prefixes; null when none can match. */
export function drugKeyword(db: DbOrTx, keywords: string): Promise<DrugKeyword | null> {
  return drugKeywords.get(keywords, async () => {
    const p = keywordPatterns(keywords);
    const names = await q.drugNamesMatching(db, p);
    return names.length || p.approvalPrefixes.length ? { names, approvalPatterns: p.approvalPrefixes } : null;
  });
}

/** The manufacturers a keyword matches by name or initials; null when none. */
export function manufacturerKeyword(db: DbOrTx, keywords: string): Promise<number[] | null> {
  return manufacturerKeywords.get(keywords, async () => {
    const ids = await q.manufacturerIdsMatching(db, keywordPatterns(keywords));
    return ids.length ? ids : null;
  });
}
