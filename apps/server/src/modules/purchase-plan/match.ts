/**
 * Matching a plan's rows to the catalogue, as a pharmacist would: a barcode or 批准文号 names its
 * goods; otherwise the name must agree, and the spec and maker decide between the goods of that name.
 * A spec typed into the name cell is split out first. Specs are compared by what they say (spec.ts:
 * 0.25g*24粒 = 250mg×24s), makers by their distinctive core (maker.ts: 修正 = 修正药业集团股份有限公司).
 * The same goods in several warehouses is one match, from the warehouse RANK prefers. A name that finds
 * no goods as written is read as the store's search reads a typo (胶襄 → 胶囊), and the goods of that
 * reading are offered to pick from; what still finds nothing goes to the store's search (other word
 * orders, trade names), whose best goods are offered. Nothing is offered that is another drug
 * (drug-name.ts), and goods of another strength are offered only marked 规格不同, after those of the row's.
 * A name that finds no goods as written is read through the search's aliases (氟哌酸胶囊 is 诺氟沙星胶囊),
 * and a brand also when it names no one goods as written (美林 is 上海强生's 布洛芬混悬液).
 */
import { GoodsListQuery, PLAN_CANDIDATES, type GoodsCard } from '@yc/contracts';
import type { DbOrTx } from '../../db/client.js';
import type { PlanSourceRow } from '../../db/schema/index.js';
import type { Buyer } from '../catalog/buyer.js';
import { listGoods } from '../catalog/service.js';
import type { Alternative } from '../search/query.js';
import { aliasReadings, correctedQuery } from '../search/service.js';
import { normalise } from '../search/tokens.js';
import { drugOf, isTypoOf, mayOffer, splitNameCell, withoutNotes, withoutRepeatedForm } from './drug-name.js';
import { makerAgreement } from './maker.js';
import { goodsByCode, groupsByName, makerNames, type MatchGroup, type RankedGoods } from './queries.js';
import { parseSpec, specKey, specsAgree, type Spec } from './spec.js';

/** Rows searched at once: each search is a few statements, and the pool is shared with the store. */
const SEARCH_CONCURRENCY = 4;
/** Goods a search answers for a row: more than it offers, as some are another drug and are left out. */
const SEARCH_PAGE = 10;

/** A key function remembered per text: a plan compares the same few specs and makers thousands of times. */
function remembered<T>(key: (text: string) => T): (text: string) => T {
  const seen = new Map<string, T>();
  return (text) => {
    let k = seen.get(text);
    if (k === undefined) seen.set(text, (k = key(text)));
    return k;
  };
}

const nameKey = (name: string): string => normalise(name).replace(/\s+/g, '');

/** What a row asks for as matching reads it: the name cell's spec split out, the 单位 column as its pack. */
interface Asked {
  name: string;
  spec: Spec;
  /** The spec as written (in its column or the name cell): a goods' spec can differ only from one given. */
  specText: string;
  maker: string;
}

/** Made per plan, so the memory goes with it. */
function keys(makers: Map<number, { name: string; shortName: string }>) {
  const spec = remembered((text) => {
    const cut = text.indexOf('\n');
    return parseSpec(text.slice(0, cut), text.slice(cut + 1));
  });
  return {
    name: remembered(nameKey),
    spec: (text: string, unit: string) => spec(`${text}\n${unit}`),
    maker: remembered((pair) => {
      const cut = pair.indexOf('\n');
      const maker = makers.get(Number(pair.slice(0, cut)));
      return maker ? makerAgreement(pair.slice(cut + 1), maker) : 0;
    }),
  };
}
type Keys = ReturnType<typeof keys>;

function askedOf(k: Keys, row: PlanSourceRow, cell: { name: string; spec: string }): Asked {
  const spec = row.spec || cell.spec;
  return { name: cell.name, spec: k.spec(spec, row.unit ?? ''), specText: spec.trim(), maker: row.maker };
}

const specOf = (k: Keys, g: MatchGroup) => k.spec(g.spec, g.unit);
const sameSpec = (k: Keys, a: Asked, g: MatchGroup): boolean => specsAgree(a.spec, specOf(k, g));
/** How closely the group's maker is the row's (maker.ts), any maker when the row names none. */
const makerLevel = (k: Keys, a: Asked, g: MatchGroup): number => (a.maker ? k.maker(`${g.makerId}\n${a.maker}`) : 3);

/** The keys a name is looked up by: as written, normalised, and without a bracketed note (阿莫西林胶囊(阿莫仙)). */
function lookupKeys(name: string): string[] {
  const key = nameKey(name);
  const bare = withoutNotes(key);
  return bare && bare !== key ? [key, bare] : [key];
}

const namesOf = (k: Keys, g: MatchGroup) => [g.name, g.commonName, g.tradeName].filter(Boolean).map(k.name);

/** The goods of a group set a row takes: in stock, cheapest, longest validity, most stock (queries.ts RANK). */
function better(a: RankedGoods, b: RankedGoods): number {
  return (
    Number(b.inStock) - Number(a.inStock) ||
    a.price - b.price ||
    (b.expiry ?? '').localeCompare(a.expiry ?? '') ||
    b.stock - a.stock ||
    a.id - b.id
  );
}

/** One entry per goods as a buyer sees it (name, pack and maker), whichever warehouses and spec texts it comes in. */
function byIdentity(k: Keys, groups: MatchGroup[]): MatchGroup[] {
  const one = new Map<string, MatchGroup>();
  for (const g of groups) {
    const key = `${k.name(g.name)}|${specKey(specOf(k, g))}|${g.makerId}`;
    const seen = one.get(key);
    if (!seen || better(g.best, seen.best) < 0) one.set(key, g);
  }
  return [...one.values()];
}

/** The groups agreeing with everything the row gives: its spec, and its maker as closely as any group agrees. */
function agreeingWith(k: Keys, a: Asked, found: MatchGroup[]): MatchGroup[] {
  const bySpec = found.filter((g) => sameSpec(k, a, g));
  const closest = Math.max(0, ...bySpec.map((g) => makerLevel(k, a, g)));
  return closest === 0 ? [] : bySpec.filter((g) => makerLevel(k, a, g) === closest);
}

type Decision = Pick<PlanSourceRow, 'goodsId' | 'candidateIds' | 'specDiffers'>;

/**
 * Up to three to pick from, one per goods, of those agreeing with the row if any do; else the goods of
 * the name ranked: the row's spec first (another is never first), then its maker, in stock, best sellers.
 */
function candidates(k: Keys, a: Asked, found: MatchGroup[]): Decision {
  const agreeing = agreeingWith(k, a, found);
  const scored = byIdentity(k, agreeing.length ? agreeing : found).map((g) => ({
    g,
    spec: sameSpec(k, a, g),
    score: Number(sameSpec(k, a, g)) * 8 + makerLevel(k, a, g) * 2 + Number(g.best.inStock),
  }));
  scored.sort((x, y) => y.score - x.score || y.g.best.sales - x.g.best.sales || x.g.best.id - y.g.best.id);
  const picked = scored.slice(0, PLAN_CANDIDATES);
  return {
    goodsId: null,
    candidateIds: picked.map((s) => s.g.best.id),
    specDiffers: a.specText ? picked.filter((s) => !s.spec).map((s) => s.g.best.id) : [],
  };
}

/** The row's goods when one goods (in however many warehouses) agrees on everything the row gives, else up to three to pick from. */
function decide(k: Keys, a: Asked, found: MatchGroup[]): Decision {
  const agreeing = byIdentity(k, agreeingWith(k, a, found));
  if (agreeing.length === 1) return { goodsId: agreeing[0].best.id, candidateIds: [], specDiffers: [] };
  return candidates(k, a, found);
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

async function searchCards(db: DbOrTx, buyer: Buyer, keywords: string): Promise<GoodsCard[]> {
  const query = GoodsListQuery.safeParse({ keywords: keywords.slice(0, 50), page: 1, page_size: SEARCH_PAGE });
  return query.success ? (await listGoods(db, buyer, query.data)).list : [];
}

/** The search's goods for the name with the spec, else for the name: a name that finds nothing finds nothing with more words. */
async function searched(db: DbOrTx, buyer: Buyer, name: string, spec: string): Promise<GoodsCard[]> {
  const byName = await searchCards(db, buyer, name);
  if (!byName.length || !spec) return byName;
  const withSpec = await searchCards(db, buyer, `${name} ${spec}`);
  return withSpec.length ? withSpec : byName;
}

/**
 * The names a goods the search finds is judged against (drug-name.ts): the row's, else its alias
 * readings'. A brand names no form and so would let any drug through; its readings name the drug it
 * is (新康泰克 is 复方盐酸伪麻黄碱缓释胶囊). A name that names a form is kept beside them, as an alias
 * inside it may read it as nothing the catalogue writes (口服液 read 口服溶液).
 */
function judgedAs(name: string, readings: Alternative[]): string[] {
  if (!readings.length) return [name];
  const texts = readings.map((r) => r.text);
  return drugOf(name).form ? [name, ...texts] : texts;
}

/** The search's goods that are the row's drug, one per goods, those of the row's spec first. */
function offered(k: Keys, a: Asked, readings: Alternative[], cards: GoodsCard[]): Decision {
  const seen = new Set<string>();
  const names = judgedAs(a.name, readings);
  const same = cards
    .filter((c) => names.some((n) => mayOffer(n, { name: c.name, commonName: c.common_name })))
    .map((c) => ({ c, spec: specsAgree(a.spec, k.spec(c.ypgg, c.bzdw)) }))
    .filter(({ c }) => {
      const key = `${k.name(c.name)}|${specKey(k.spec(c.ypgg, c.bzdw))}|${c.sccj}`;
      return !seen.has(key) && seen.add(key);
    });
  const picked = [...same.filter((s) => s.spec), ...same.filter((s) => !s.spec)].slice(0, PLAN_CANDIDATES);
  return {
    goodsId: null,
    candidateIds: picked.map((s) => s.c.id),
    specDiffers: a.specText ? picked.filter((s) => !s.spec).map((s) => s.c.id) : [],
  };
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

/**
 * Each name's readings through the search's aliases, for the names holding one. The aliases are read
 * once for the whole plan (the search keeps them a minute), so a name costs no query.
 */
async function aliasesOf(db: DbOrTx, names: string[]): Promise<Map<string, Alternative[]>> {
  const out = new Map<string, Alternative[]>();
  for (const name of names) {
    const readings = (await aliasReadings(db, name)).map((r) => ({ ...r, text: withoutRepeatedForm(r.text) }));
    if (readings.length) out.set(name, readings);
  }
  return out;
}

/** The rows with what each matched: its goods, or candidates to pick from, or neither (未找到). */
export async function matchRows(db: DbOrTx, buyer: Buyer, rows: PlanSourceRow[]): Promise<PlanSourceRow[]> {
  const cells = rows.map((r) => splitNameCell(r.name));
  const names = [...new Set(cells.flatMap((c) => (c.name ? [c.name] : [])))];
  const aliases = await aliasesOf(db, names);
  const read = [...aliases.values()].flat().map((r) => r.text);
  const [coded, groups, makers] = await Promise.all([
    goodsByCode(db, {
      barcodes: [...new Set(rows.map((r) => r.barcode).filter(Boolean))],
      approvalNos: [...new Set(rows.map((r) => r.approvalNo).filter(Boolean))],
    }),
    groupsByName(db, [...new Set([...names, ...read].flatMap((name) => [name, ...lookupKeys(name)]))]),
    makerNames(db),
  ]);
  const k = keys(new Map(makers.map((m) => [m.id, m])));
  const asks = rows.map((row, i) => askedOf(k, row, cells[i]));
  const byBarcode = byKey(coded, (g) => (g.barcode ? [g.barcode] : []));
  const byApproval = byKey(coded, (g) => [g.approvalNo.replace(/\s+/g, '')]);
  const byName = byKey(groups, (g) => namesOf(k, g));
  const goodsNamed = (name: string) => lookupKeys(name).reduce<MatchGroup[] | undefined>((f, key) => f ?? byName.get(key), undefined);
  const matched = rows.map((row, i): PlanSourceRow => {
    const a = asks[i];
    const exact = (row.barcode && byBarcode.get(row.barcode)) || (row.approvalNo && byApproval.get(row.approvalNo)) || undefined;
    if (exact?.length === 1) return { ...row, goodsId: exact[0].best.id, candidateIds: [], specDiffers: [] };
    if (exact) return { ...row, ...decide(k, a, exact) };
    // The name as written, then its alias readings: the first that names one goods is the row's (美林
    // with another maker's name in 生产厂家 is that maker's 布洛芬混悬液). A brand's maker stands for the
    // row's only when the row names none. Else the first to find any offers them, a brand's reading
    // before its trade name: it offers the other makers' goods of the drug too, after the brand's. An
    // old name's reading is not tried once the name as written finds goods: those are what it names.
    const readings = (aliases.get(a.name) ?? []).map((r) => ({ ...a, name: r.text, maker: a.maker || r.maker, brand: r.maker !== '' }));
    let offer: Decision | undefined;
    let brandOffer: Decision | undefined;
    for (const ask of a.name ? [{ ...a, brand: false }, ...readings] : []) {
      const found = ask.brand || !offer ? goodsNamed(ask.name) : undefined;
      if (!found?.length) continue;
      const decision = decide(k, ask, found);
      if (decision.goodsId !== null) return { ...row, ...decision };
      if (ask.brand) brandOffer ??= decision;
      else offer ??= decision;
    }
    return { ...row, ...(brandOffer ?? offer ?? { specDiffers: [] }) };
  });
  const unfound = () =>
    matched.flatMap((r, i) => (r.goodsId === null && r.candidateIds.length === 0 && asks[i].name ? [{ row: r, a: asks[i] }] : []));

  // A misread name is never taken as the goods outright: its reading's goods are offered to pick from,
  // when the reading is a typo of the name and not another drug (奥氮平片 read as 米氮平片).
  const typos = await readTypos(db, [...new Set(unfound().map((u) => u.a.name))]);
  const byReading = byKey(typos.groups, (g) => namesOf(k, g));
  for (const { row, a } of unfound()) {
    const reading = typos.readings.get(a.name);
    const found = reading === undefined || !isTypoOf(a.name, reading) ? undefined : byReading.get(k.name(reading));
    if (found?.length) Object.assign(row, candidates(k, a, found));
  }

  // A plan names the same goods on several rows (one per store, per month): each text is searched once.
  const searches = new Map<string, Promise<GoodsCard[]>>();
  await eachLimited(unfound(), SEARCH_CONCURRENCY, async ({ row, a }) => {
    const text = `${a.name}\n${a.specText}`;
    let found = searches.get(text);
    if (!found) searches.set(text, (found = searched(db, buyer, a.name, a.specText)));
    Object.assign(row, offered(k, a, aliases.get(a.name) ?? [], await found));
  });
  return matched;
}
