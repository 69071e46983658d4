/**
 * What search reads beside the goods rows, kept in step when the console adds or renames goods:
 * the manufacturers (name, pinyin initials, goods count) and the suggestion dictionary
 * (search_terms: distinct drug names and manufacturers with their sales, built the same way by the
 * seed). Combination packages stay out of the dictionary, as the seed leaves them out.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { goods, manufacturers, searchTerms } from '../../../db/schema/index.js';
import { initialsOf } from '../../../lib/pinyin.js';
import { fullPinyin } from '../../search/tokens.js';

/** What of a goods the dictionary counts. */
export interface TermSource {
  name: string;
  manufacturer: string;
  sales: number;
  goodsType: number;
}

const NAME = 0;
const MAKER = 1;

/** The manufacturer's id, adding it when the console names a new one. */
export async function manufacturerIdFor(tx: Tx, name: string): Promise<number> {
  await tx
    .insert(manufacturers)
    .values({ name, initials: initialsOf(name), goodsCount: 0 })
    .onConflictDoNothing();
  const [row] = await tx.select({ id: manufacturers.id }).from(manufacturers).where(eq(manufacturers.name, name));
  return row.id;
}

async function countMaker(tx: Tx, name: string, delta: number): Promise<void> {
  await tx
    .update(manufacturers)
    .set({ goodsCount: sql`greatest(${manufacturers.goodsCount} + ${delta}, 0)` })
    .where(eq(manufacturers.name, name));
}

async function addTerm(tx: Tx, type: number, term: string, sales: number): Promise<void> {
  await tx
    .insert(searchTerms)
    .values({ type, term, initials: initialsOf(term), pinyin: fullPinyin(term), sales })
    .onConflictDoUpdate({ target: [searchTerms.type, searchTerms.term], set: { sales: sql`${searchTerms.sales} + ${sales}` } });
}

/** Takes a goods' sales off a term, and the term itself once no dictionary goods carries it. */
async function dropTerm(tx: Tx, type: number, term: string, sales: number): Promise<void> {
  const carried = type === NAME ? eq(goods.name, term) : eq(goods.manufacturer, term);
  const [left] = await tx
    .select({ id: goods.id })
    .from(goods)
    .where(and(carried, sql`${goods.goodsType} <> 3`))
    .limit(1);
  const match = and(eq(searchTerms.type, type), eq(searchTerms.term, term));
  if (left)
    await tx
      .update(searchTerms)
      .set({ sales: sql`greatest(${searchTerms.sales} - ${sales}, 0)` })
      .where(match);
  else await tx.delete(searchTerms).where(match);
}

/**
 * Moves a goods' share of the dictionary and the manufacturer counts from what it was (null: new)
 * to what it is now. Runs after the goods row was written, in the same transaction.
 */
export async function syncSearchTerms(tx: Tx, before: TermSource | null, after: TermSource): Promise<void> {
  if (before?.manufacturer !== after.manufacturer) {
    if (before) await countMaker(tx, before.manufacturer, -1);
    await countMaker(tx, after.manufacturer, 1);
  }
  const counted = (s: TermSource | null) => (s && s.goodsType !== 3 ? s : null);
  const was = counted(before);
  const is = counted(after);
  for (const [type, field] of [
    [NAME, 'name'],
    [MAKER, 'manufacturer'],
  ] as const) {
    if (was?.[field] === is?.[field]) continue;
    if (is) await addTerm(tx, type, is[field], is.sales);
    if (was) await dropTerm(tx, type, was[field], was.sales);
  }
}
