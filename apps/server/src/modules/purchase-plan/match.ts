/**
 * Matching a plan's rows to the catalogue, as a pharmacist would: a barcode or 批准文号 names its
 * goods; otherwise the name must agree, and the spec and maker decide between the goods of that name.
 * Rows whose name finds no goods as written go to the store's search (typos, other word orders),
 * whose best goods are offered to pick from. Names, specs and makers are compared normalised
 * (full-width, units: 0.25g = 250mg), with the same tokens the search uses.
 */
import { GoodsListQuery, PLAN_CANDIDATES } from '@yc/contracts';
import type { DbOrTx } from '../../db/client.js';
import type { PlanSourceRow } from '../../db/schema/index.js';
import type { Buyer } from '../catalog/buyer.js';
import { listGoods } from '../catalog/service.js';
import { normalise, piecesOf } from '../search/tokens.js';
import { goodsMatching, makerNames, type MatchGoods } from './queries.js';

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

function sameMaker(k: Keys, row: string, g: MatchGoods): boolean {
  if (!row) return true;
  const maker = k.makers.get(g.makerId);
  const wanted = k.maker(row);
  const full = maker ? k.maker(maker.name) : '';
  const short = maker?.shortName ? k.maker(maker.shortName) : '';
  return wanted !== '' && (full.includes(wanted) || wanted.includes(full) || (short !== '' && wanted.includes(short)));
}

const sameSpec = (k: Keys, row: string, g: MatchGoods): boolean => !row || k.spec(row) === k.spec(g.spec);

const namesOf = (k: Keys, g: MatchGoods) => [g.name, g.commonName, g.tradeName].filter(Boolean).map(k.name);

/** Best first: spec and maker agreeing, then in stock, then best sellers. */
function ranked(k: Keys, row: PlanSourceRow, goods: MatchGoods[]): MatchGoods[] {
  const scored = goods.map((g) => ({
    g,
    score: Number(sameSpec(k, row.spec, g)) * 4 + Number(sameMaker(k, row.maker, g)) * 2 + Number(g.inStock),
  }));
  scored.sort((a, b) => b.score - a.score || b.g.sales - a.g.sales || a.g.id - b.g.id);
  return scored.map((s) => s.g);
}

/** The row's goods when exactly one agrees on everything the row gives, else up to three to pick from. */
function decide(k: Keys, row: PlanSourceRow, found: MatchGoods[]): Pick<PlanSourceRow, 'goodsId' | 'candidateIds'> {
  const agreeing = found.filter((g) => sameSpec(k, row.spec, g) && sameMaker(k, row.maker, g));
  if (agreeing.length === 1) return { goodsId: agreeing[0].id, candidateIds: [] };
  const best = ranked(k, row, agreeing.length ? agreeing : found).slice(0, PLAN_CANDIDATES);
  return { goodsId: null, candidateIds: best.map((g) => g.id) };
}

function byKey(goods: MatchGoods[], key: (g: MatchGoods) => string[]): Map<string, MatchGoods[]> {
  const map = new Map<string, MatchGoods[]>();
  for (const g of goods) {
    for (const k of new Set(key(g))) {
      const list = map.get(k);
      if (list) list.push(g);
      else map.set(k, [g]);
    }
  }
  return map;
}

async function searched(db: DbOrTx, buyer: Buyer, row: PlanSourceRow): Promise<number[]> {
  for (const keywords of [`${row.name} ${row.spec}`.trim(), row.name]) {
    if (!keywords) continue;
    const query = GoodsListQuery.safeParse({ keywords: keywords.slice(0, 50), page: 1, page_size: PLAN_CANDIDATES });
    if (!query.success) continue;
    const page = await listGoods(db, buyer, query.data);
    if (page.list.length) return page.list.map((g) => g.id);
  }
  return [];
}

/** Runs `work` over `items`, `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** The rows with what each matched: its goods, or candidates to pick from, or neither (未找到). */
export async function matchRows(db: DbOrTx, buyer: Buyer, rows: PlanSourceRow[]): Promise<PlanSourceRow[]> {
  const [found, makers] = await Promise.all([
    goodsMatching(db, {
      barcodes: [...new Set(rows.map((r) => r.barcode).filter(Boolean))],
      approvalNos: [...new Set(rows.map((r) => r.approvalNo).filter(Boolean))],
      names: [...new Set(rows.flatMap((r) => (r.name ? [r.name, nameKey(r.name)] : [])))],
    }),
    makerNames(db),
  ]);
  const k = keys(new Map(makers.map((m) => [m.id, m])));
  const byBarcode = byKey(found, (g) => (g.barcode ? [g.barcode] : []));
  const byApproval = byKey(found, (g) => [g.approvalNo.replace(/\s+/g, '')]);
  const byName = byKey(found, (g) => namesOf(k, g));
  const matched = rows.map((row): PlanSourceRow => {
    const exact = (row.barcode && byBarcode.get(row.barcode)) || (row.approvalNo && byApproval.get(row.approvalNo)) || undefined;
    if (exact?.length === 1) return { ...row, goodsId: exact[0].id, candidateIds: [] };
    const named = exact ?? (row.name ? byName.get(k.name(row.name)) : undefined);
    return named?.length ? { ...row, ...decide(k, row, named) } : row;
  });
  const unresolved = matched.filter((r) => r.goodsId === null && r.candidateIds.length === 0 && r.name);
  await eachLimited(unresolved, SEARCH_CONCURRENCY, async (row) => {
    row.candidateIds = await searched(db, buyer, row);
  });
  return matched;
}
