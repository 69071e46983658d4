/**
 * Search tokens, made here rather than by a PostgreSQL parser: Chinese has no spaces, so a field
 * becomes its characters and character pairs (bigrams), its pinyin and initials, and its numbers
 * with normalised units (0.25g and 250mg are one token). Goods store them as a weighted tsvector
 * (searchVectorOf); a query becomes a tsquery over the same tokens (see query.ts).
 */
import { pinyin } from 'pinyin-pro';
import { initialsOf } from '../../lib/pinyin.js';

const HAN = /^\p{Script=Han}+$/u;
const COUNT_UNITS = '粒片袋支瓶盒丸贴包枚只张块板个条台套喷揿滴';

/**
 * One piece of text: an approval-number core (h13023964), a number with its unit, a Latin word or
 * a run of Chinese characters. Longer units come first so mg is not read as m + g.
 */
const PIECE = new RegExp(
  String.raw`[a-z]\d{4,}|(\d+(?:\.\d+)?)(mcg|mg|ug|kg|ml|iu|g|l|万单位|单位|%|[${COUNT_UNITS}])?|[a-z]+|\p{Script=Han}+`,
  'gu',
);

/** Full-width to half-width (NFKC), lower case, and `×`/`x`/`*` between a size and a count read as a space. */
export function normalise(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/μg/g, 'ug')
    .replace(/(?<=[\p{L}\p{N}%])\s*[x×*]\s*(?=\d)/gu, ' ');
}

/** Decimal text without trailing zeros: 250, 0.5. */
export const decimal = (n: number) => String(Number(n.toFixed(4)));

/** The canonical token of a number and its unit: mass in mg, volume in ml, counts and others as written. */
export function unitToken(value: string, unit: string | undefined): string {
  const n = Number(value);
  switch (unit) {
    case undefined:
      return decimal(n);
    case 'kg':
      return `${decimal(n * 1_000_000)}mg`;
    case 'g':
      return `${decimal(n * 1000)}mg`;
    case 'ug':
    case 'mcg':
      return `${decimal(n / 1000)}mg`;
    case 'l':
      return `${decimal(n * 1000)}ml`;
    default:
      return `${decimal(n)}${unit}`;
  }
}

/** A piece of a normalised text: Chinese characters, or a token as it stands. */
export type Piece = { han: string } | { token: string; digits: boolean };

export function piecesOf(normalised: string): Piece[] {
  const pieces: Piece[] = [];
  for (const m of normalised.matchAll(PIECE)) {
    const [text, value, unit] = m;
    if (HAN.test(text)) pieces.push({ han: text });
    else if (value !== undefined) pieces.push({ token: unitToken(value, unit), digits: true });
    else pieces.push({ token: text, digits: /\d/.test(text) });
  }
  return pieces;
}

/** Every character and every adjacent pair: any part of a name typed finds it. */
export function hanGrams(run: string): string[] {
  const chars = [...run];
  const grams = new Set(chars);
  for (let i = 0; i + 1 < chars.length; i++) grams.add(chars[i] + chars[i + 1]);
  return [...grams];
}

/** Full pinyin without tones or spaces (布洛芬 → buluofen); letters and digits are kept. */
const pinyinCache = new Map<string, string>();

export function fullPinyin(text: string): string {
  let hit = pinyinCache.get(text);
  if (hit === undefined) {
    hit = pinyin(text, { toneType: 'none', type: 'array', nonZh: 'consecutive' })
      .join('')
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '');
    if (pinyinCache.size < 50_000) pinyinCache.set(text, hit);
  }
  return hit;
}

// Names, makers, specs and classes repeat across a catalogue: 100,000 goods hold a few thousand distinct texts.
const fieldCache = new Map<string, string[]>();

/** The tokens of a field's text; numbers also as bare numbers so `24` finds `24粒`. */
function fieldTokens(text: string): string[] {
  let hit = fieldCache.get(text);
  if (hit === undefined) {
    hit = tokensOfField(text);
    if (fieldCache.size < 50_000) fieldCache.set(text, hit);
  }
  return hit;
}

function tokensOfField(text: string): string[] {
  const out: string[] = [];
  for (const p of piecesOf(normalise(text))) {
    if ('han' in p) out.push(...hanGrams(p.han));
    else {
      out.push(p.token);
      const bare = /^(\d+(?:\.\d+)?)\D/.exec(p.token);
      if (bare) out.push(bare[1]);
    }
  }
  return out;
}

/** A maker's legal suffix says nothing a buyer types: 股份有限公司 would only add noise. */
const stripCompany = (name: string) => name.replace(/(股份)?有限(责任)?公司$/u, '');

/** A name's pinyin, whole and as initials (amxljn), for typed pinyin prefixes. */
function pinyinTokens(text: string): string[] {
  if (!/\p{Script=Han}/u.test(text)) return [];
  return [fullPinyin(text), initialsOf(text)].filter((t) => t.length > 0);
}

/** The fields of a goods search reads, with the names of what they point at. */
export interface SearchSource {
  name: string;
  commonName: string;
  tradeName: string;
  spec: string;
  dosageForm: string;
  manufacturer: string;
  manufacturerShort: string;
  brand: string;
  approvalNo: string;
  barcode: string;
  categoryNames: readonly string[];
}

/** tsvector weights by field: A names, B spec and dosage form, C maker and brand, D numbers and classes. */
const WEIGHT_ORDER = 'ABCD';

/** A lexeme in tsvector text: quoted, with quotes and backslashes doubled as the input syntax needs. */
export const quoteLexeme = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/** The tsvector text of a goods (one position per lexeme, carrying its best field's weight). */
export function searchVectorOf(s: SearchSource): string {
  const shared = sharedPart(s);
  // The codes are the goods' own: only their lexemes no other field already carries are added.
  const own = [...new Set([...fieldTokens(s.approvalNo), ...(s.barcode ? [s.barcode] : [])])].filter((t) => !shared.lexemes.has(t));
  return own.length ? `${shared.text} ${own.map((t) => `${quoteLexeme(t)}:1D`).join(' ')}` : shared.text;
}

interface SharedPart {
  text: string;
  lexemes: ReadonlySet<string>;
}

// The fields goods of one product, spec and maker share: 100,000 goods hold a few thousand combinations.
const sharedCache = new Map<string, SharedPart>();

/** The vector text of every field but the codes, with its lexemes. */
function sharedPart(s: SearchSource): SharedPart {
  const key = JSON.stringify([
    s.name,
    s.commonName,
    s.tradeName,
    s.spec,
    s.dosageForm,
    s.manufacturer,
    s.manufacturerShort,
    s.brand,
    s.categoryNames,
  ]);
  let hit = sharedCache.get(key);
  if (hit === undefined) {
    const best = new Map<string, string>();
    const add = (weight: string, tokens: string[]) => {
      for (const t of tokens) {
        const had = best.get(t);
        if (!had || WEIGHT_ORDER.indexOf(weight) < WEIGHT_ORDER.indexOf(had)) best.set(t, weight);
      }
    };
    for (const name of new Set([s.name, s.commonName, s.tradeName].filter(Boolean)))
      add('A', [...fieldTokens(name), ...pinyinTokens(name)]);
    add('B', [...fieldTokens(s.spec), ...fieldTokens(s.dosageForm)]);
    for (const maker of new Set([stripCompany(s.manufacturer), s.manufacturerShort, s.brand].filter(Boolean)))
      add('C', [...fieldTokens(maker), ...pinyinTokens(maker)]);
    add('D', s.categoryNames.flatMap(fieldTokens));
    hit = { text: [...best].map(([t, w]) => `${quoteLexeme(t)}:1${w}`).join(' '), lexemes: new Set(best.keys()) };
    if (sharedCache.size < 50_000) sharedCache.set(key, hit);
  }
  return hit;
}
