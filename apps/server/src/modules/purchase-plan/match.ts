/**
 * Matching a plan's rows to the catalogue, as a pharmacist would: a barcode or 批准文号 names its
 * goods; otherwise the name must agree, and the spec and maker decide between the goods of that name.
 * A name that finds no goods as written is read as the store's search reads a typo (胶襄 → 胶囊),
 * and the goods of that reading are offered to pick from; what still finds nothing goes to the
 * store's search (other word orders, trade names), whose best goods are offered. Names, specs and makers are compared normalised
 * (full-width, units: 0.25g = 250mg), with the same tokens the search uses.
 */
import { GoodsListQuery, PLAN_CANDIDATES } from '@yc/contracts';
import type { DbOrTx } from '../../db/client.js';
import type { PlanSourceRow } from '../../db/schema/index.js';
import type { Buyer } from '../catalog/buyer.js';
import { listGoods } from '../catalog/service.js';
import { correctedQuery } from '../search/service.js';
import { normalise, piecesOf } from '../search/tokens.js';
import { goodsByCode, groupsByName, makerNames, type MatchGroup } from './queries.js';

/** Rows searched at once: each search is a few statements, and the pool is shared with the store. */
const SEARCH_CONCURRENCY = 4;
const MAKER_SUFFIX = /(股份有限公司|有限责任公司|有限公司|集团|公司|制药厂|药厂|药业|制药)$/g;

/** A key function remembered per text: a plan compares the same few specs and makers thousands of times. */
function remembered(key: (text: string) => string): (text: string) => string {
  const seen = new Map<string, string>();
  return (text) => {
    let k = seen.get(text);
    if (k === undefined) seen.set(text, (k = key(text)));
    return k;
  };
}

const nameKey = (name: string): string => normalise(name).replace(/\s+/g, '');

/** Made per plan, so the memory goes with it. */
function keys(makers: Map<number, { name: string; shortName: string }>) {
  return {
    makers,
    name: remembered(nameKey),
    spec: remembered((spec) =>
      piecesOf(normalise(spec))
        .map((p) => ('han' in p ? p.han : p.token))
        .join(' '),
    ),
    maker: remembered((maker) => nameKey(maker).replace(MAKER_SUFFIX, '').replace(MAKER_SUFFIX, '')),
  };
}
type Keys = ReturnType<typeof keys>;

function sameMaker(k: Keys, row: string, g: MatchGroup): boolean {
  if (!row) return true;
  const maker = k.makers.get(g.makerId);
  const wanted = k.maker(row);
  const full = maker ? k.maker(maker.name) : '';
  const short = maker?.shortName ? k.maker(maker.shortName) : '';
  return wanted !== '' && (full.includes(wanted) || wanted.includes(full) || (short !== '' && wanted.includes(short)));
}

const sameSpec = (k: Keys, row: string, g: MatchGroup): boolean => !row || k.spec(row) === k.spec(g.spec);

const namesOf = (k: Keys, g: MatchGroup) => [g.name, g.commonName, g.tradeName].filter(Boolean).map(k.name);

/**
 * Best first: spec and maker agreeing, then in stock, then best sellers. A group's agreement is its
 * goods', and each group holds its best few, so the best few of all are among them.
 */
function ranked(k: Keys, row: PlanSourceRow, groups: MatchGroup[]): number[] {
  const scored = groups.flatMap((g) => {
    const agreement = Number(sameSpec(k, row.spec, g)) * 4 + Number(sameMaker(k, row.maker, g)) * 2;
    return g.best.map((b) => ({ ...b, score: agreement + Number(b.inStock) }));
  });
  scored.sort((a, b) => b.score - a.score || b.sales - a.sales || a.id - b.id);
  return scored.map((s) => s.id);
}

const agreeingWith = (k: Keys, row: PlanSourceRow, found: MatchGroup[]) =>
  found.filter((g) => sameSpec(k, row.spec, g) && sameMaker(k, row.maker, g));

/** Up to three to pick from, of those agreeing with the row if any do. */
function candidates(k: Keys, row: PlanSourceRow, found: MatchGroup[]): number[] {
  const agreeing = agreeingWith(k, row, found);
  return ranked(k, row, agreeing.length ? agreeing : found).slice(0, PLAN_CANDIDATES);
}

/** The row's goods when exactly one agrees on everything the row gives, else up to three to pick from. */
function decide(k: Keys, row: PlanSourceRow, found: MatchGroup[]): Pick<PlanSourceRow, 'goodsId' | 'candidateIds'> {
  const agreeing = agreeingWith(k, row, found);
  if (agreeing.length === 1 && agreeing[0].count === 1) return { goodsId: agreeing[0].best[0].id, candidateIds: [] };
  return { goodsId: null, candidateIds: candidates(k, row, found) };
}

function byKey<G>(goods: G[], key: (g: G) => string[]): Map<string, G[]> {
  const map = new Map<string, G[]>();
  for (const g of goods) {
    for (const k of new Set(key(g))) {
      const list = map.get(k);
      if (list) list.push(g);
      else map.set(k, [g]);
    }
  }
  return map;
}

async function searchIds(db: DbOrTx, buyer: Buyer, keywords: string): Promise<number[]> {
  const query = GoodsListQuery.safeParse({ keywords: keywords.slice(0, 50), page: 1, page_size: PLAN_CANDIDATES });
  return query.success ? (await listGoods(db, buyer, query.data)).list.map((g) => g.id) : [];
}

/** The search's best goods for the name with the spec, else for the name: a name that finds nothing finds nothing with more words. */
async function searched(db: DbOrTx, buyer: Buyer, row: PlanSourceRow): Promise<number[]> {
  const byName = await searchIds(db, buyer, row.name);
  if (!byName.length || !row.spec) return byName;
  const withSpec = await searchIds(db, buyer, `${row.name} ${row.spec}`);
  return withSpec.length ? withSpec : byName;
}

/** Runs `work` over `items`, `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** Each name's reading as a typo, where the search knows one, and the groups of goods of those readings. */
async function readTypos(db: DbOrTx, names: string[]): Promise<{ readings: Map<string, string>; groups: MatchGroup[] }> {
  const readings = new Map<string, string>();
  await eachLimited(names, SEARCH_CONCURRENCY, async (name) => {
    const reading = await correctedQuery(db, name);
    if (reading) readings.set(name, reading);
  });
  const read = [...new Set([...readings.values()].flatMap((r) => [r, nameKey(r)]))];
  return { readings, groups: await groupsByName(db, read) };
}

/** The rows with what each matched: its goods, or candidates to pick from, or neither (未找到). */
export async function matchRows(db: DbOrTx, buyer: Buyer, rows: PlanSourceRow[]): Promise<PlanSourceRow[]> {
  const [coded, groups, makers] = await Promise.all([
    goodsByCode(db, {
      barcodes: [...new Set(rows.map((r) => r.barcode).filter(Boolean))],
      approvalNos: [...new Set(rows.map((r) => r.approvalNo).filter(Boolean))],
    }),
    groupsByName(db, [...new Set(rows.flatMap((r) => (r.name ? [r.name, nameKey(r.name)] : [])))]),
    makerNames(db),
  ]);
  const k = keys(new Map(makers.map((m) => [m.id, m])));
  const byBarcode = byKey(coded, (g) => (g.barcode ? [g.barcode] : []));
  const byApproval = byKey(coded, (g) => [g.approvalNo.replace(/\s+/g, '')]);
  const byName = byKey(groups, (g) => namesOf(k, g));
  const matched = rows.map((row): PlanSourceRow => {
    const exact = (row.barcode && byBarcode.get(row.barcode)) || (row.approvalNo && byApproval.get(row.approvalNo)) || undefined;
    if (exact?.length === 1) return { ...row, goodsId: exact[0].best[0].id, candidateIds: [] };
    const named = exact ?? (row.name ? byName.get(k.name(row.name)) : undefined);
    return named?.length ? { ...row, ...decide(k, row, named) } : row;
  });
  const unfound = () => matched.filter((r) => r.goodsId === null && r.candidateIds.length === 0 && r.name);

  // A misread name is never taken as the goods outright: its reading's goods are offered to pick from.
  const typos = await readTypos(db, [...new Set(unfound().map((r) => r.name))]);
  const byReading = byKey(typos.groups, (g) => namesOf(k, g));
  for (const row of unfound()) {
    const reading = typos.readings.get(row.name);
    const found = reading === undefined ? undefined : byReading.get(k.name(reading));
    if (found?.length) row.candidateIds = candidates(k, row, found);
  }

  // A plan names the same goods on several rows (one per store, per month): each text is searched once.
  const searches = new Map<string, Promise<number[]>>();
  await eachLimited(unfound(), SEARCH_CONCURRENCY, async (row) => {
    const text = `${row.name}\n${row.spec}`;
    let found = searches.get(text);
    if (!found) searches.set(text, (found = searched(db, buyer, row)));
    row.candidateIds = [...(await found)];
  });
  return matched;
}
