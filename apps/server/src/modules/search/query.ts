/**
 * A typed query as a tsquery over the tokens of tokens.ts: every term (a run of Chinese, a Latin
 * word, a number with its unit) must match some field; an alias the query holds adds its target as
 * an alternative (a brand's maker ranks its own goods first). Latin words match pinyin, initials and
 * codes by prefix; digits alone also match an approval number's digits after its letter.
 */
import { hanGrams, normalise, piecesOf, quoteLexeme, type Piece } from './tokens.js';

/** What a query is read against: the character pairs the catalogue's words hold, and the aliases. */
export interface QueryContext {
  /** Pairs that occur inside some name, maker, dosage form or class: others are word boundaries (联邦|阿莫西林). */
  pairs: ReadonlySet<string>;
  /** Alias → what it stands for (扑热息痛 → 对乙酰氨基酚), both normalised. */
  synonyms: ReadonlyMap<string, Alias>;
}

/** What an alias stands for: a drug name, and the maker whose brand it is ('' for any maker). */
export interface Alias {
  target: string;
  maker: string;
}

export interface SearchPlan {
  /** Every term, on any field. */
  tsquery: string;
  /** The same terms, each on the names or the spec (tsvector weights A and B): ranks above other fields. */
  nameSpecQuery: string;
  /** The query's words run together (阿莫西林胶囊): a goods of exactly this name ranks first. */
  nameText: string;
  /** The query typed as one code (barcode or approval number, upper case), else ''. */
  code: string;
  /** The words to mark on the results: runs of Chinese split at word boundaries, Latin words, numbers as typed. */
  words: string[];
}

/** Digits at least this long are a code typed in part (barcode, approval number): matched as a prefix. */
const CODE_PREFIX_DIGITS = 6;
const BARCODE = /^\d{8,14}$/;
const APPROVAL = /^(国药准字|国械注[准进许])?[a-z]?\d{8,}$/i;
/** The letters of 国药准字 numbers (化学药, 中药, 生物制品, 进口分装, 保健药品, 体外诊断试剂, 药用辅料). */
const APPROVAL_LETTERS = [...'hzsjbtf'];

/** A lexeme, or with `either` any of several (digits typed alone: 31581409, h31581409, z31581409…). */
type Lexeme = { text: string; prefix: boolean; either?: string[] };

/**
 * The lexemes of a run of Chinese: the pairs the catalogue knows, and lone characters where no
 * known pair covers them, so a pair across a word boundary (林联 in 阿莫西林联邦) is not required
 * while an unknown character (襄 in 胶襄) still is, and the typo fallback can step in.
 */
function hanLexemes(run: string, pairs: ReadonlySet<string>): Lexeme[] {
  const chars = [...run];
  if (chars.length === 1 || pairs.size === 0)
    return hanGrams(run)
      .filter((g) => chars.length === 1 || g.length === 2)
      .map((text) => ({ text, prefix: false }));
  const covered = new Array<boolean>(chars.length).fill(false);
  const out: Lexeme[] = [];
  for (let i = 0; i + 1 < chars.length; i++) {
    const pair = chars[i] + chars[i + 1];
    if (!pairs.has(pair)) continue;
    covered[i] = covered[i + 1] = true;
    out.push({ text: pair, prefix: false });
  }
  chars.forEach((c, i) => {
    if (!covered[i]) out.push({ text: c, prefix: false });
  });
  return out;
}

/** A run of Chinese cut where the catalogue knows no pair (阿莫西林联邦 → 阿莫西林, 联邦). */
function hanWords(run: string, pairs: ReadonlySet<string>): string[] {
  const chars = [...run];
  if (pairs.size === 0) return [run];
  const words: string[] = [];
  let start = 0;
  for (let i = 1; i <= chars.length; i++) {
    if (i === chars.length || !pairs.has(chars[i - 1] + chars[i])) {
      words.push(chars.slice(start, i).join(''));
      start = i;
    }
  }
  return words;
}

/**
 * `besideHan`: a Latin word typed against Chinese (维生素C) is a letter of the name, matched whole;
 * on its own it is pinyin, initials or an approval letter, typed in part. Digits match exactly,
 * unless they are a long code typed in part.
 */
function pieceLexemes(p: Piece, ctx: QueryContext, besideHan: boolean): Lexeme[] {
  if ('han' in p) return hanLexemes(p.han, ctx.pairs);
  const code = /^\d+$/.test(p.token) && p.token.length >= CODE_PREFIX_DIGITS;
  const prefix = p.digits ? code || /^[a-z]\d/.test(p.token) : !besideHan;
  // A buyer reads the approval number's digits off the box without its letter (H31581409 typed 31581409).
  return [{ text: p.token, prefix, either: code ? APPROVAL_LETTERS.map((l) => l + p.token) : undefined }];
}

const oneLexemeText = (text: string, prefix: boolean, weights: string) =>
  `${quoteLexeme(text)}${prefix || weights ? ':' : ''}${prefix ? '*' : ''}${weights}`;

const lexemeText = (l: Lexeme, weights: string) =>
  l.either
    ? `(${[l.text, ...l.either].map((t) => oneLexemeText(t, l.prefix, weights)).join(' | ')})`
    : oneLexemeText(l.text, l.prefix, weights);

/** One term as tsquery text: all its lexemes, or with `weights` all of them on those fields. */
const termQuery = (lexemes: Lexeme[], weights: string) => {
  const parts = lexemes.map((l) => lexemeText(l, weights));
  return parts.length === 1 ? parts[0] : `(${parts.join(' & ')})`;
};

/** One reading of a typed chunk: its text, and the maker an alias in it binds (the brand's), else ''. */
export interface Alternative {
  text: string;
  maker: string;
}

/** Where `alias` stands in `chunk` as a word of its own: a Latin alias (ors, apc) not inside a longer Latin word. */
function aliasAt(chunk: string, alias: string): number {
  const at = chunk.indexOf(alias);
  if (at < 0 || !/^[a-z0-9]+$/.test(alias)) return at;
  const latin = /[a-z]/;
  return latin.test(chunk[at - 1] ?? '') || latin.test(chunk[at + alias.length] ?? '') ? -1 : at;
}

/** The alternatives of one typed (normalised) chunk: as typed, and with each alias it holds replaced. */
export function alternativesOf(chunk: string, synonyms: ReadonlyMap<string, Alias>): Alternative[] {
  const out: Alternative[] = [{ text: chunk, maker: '' }];
  for (const [alias, { target, maker }] of synonyms) {
    const at = aliasAt(chunk, alias);
    if (at >= 0) out.push({ text: chunk.slice(0, at) + target + chunk.slice(at + alias.length), maker });
  }
  return out;
}

/** The lexemes of a maker an alias binds, one term per run of Chinese or Latin word (上海强生). */
const makerTerms = (maker: string, ctx: QueryContext): Lexeme[][] => (maker ? piecesOf(maker).map((p) => pieceLexemes(p, ctx, true)) : []);

/** The plan of a query, or null when it holds nothing to search for (only punctuation). */
export function planSearch(raw: string, ctx: QueryContext): SearchPlan | null {
  const text = normalise(raw).trim();
  const chunks = text.split(/[\s,，;；/、|+]+/u).filter(Boolean);
  const all: string[] = [];
  const nameSpec: string[] = [];
  const nameWords: string[] = [];
  const words = new Set<string>();
  for (const chunk of chunks) {
    const readings = alternativesOf(chunk, ctx.synonyms);
    const alternatives = readings.map((alt) => {
      const pieces = piecesOf(alt.text);
      const besideHan = pieces.some((p) => 'han' in p);
      return { terms: pieces.map((p) => pieceLexemes(p, ctx, besideHan)), maker: makerTerms(alt.maker, ctx) };
    });
    if (!alternatives[0].terms.length) continue;
    for (const p of piecesOf(chunk)) if ('han' in p || !p.digits) nameWords.push('han' in p ? p.han : p.token);
    for (const alt of readings) {
      for (const m of alt.text.matchAll(/\p{Script=Han}+|[a-z0-9.]+/gu)) {
        for (const w of /^\p{Script=Han}/u.test(m[0]) ? hanWords(m[0], ctx.pairs) : [m[0]]) words.add(w);
      }
    }
    // A chunk is met when any alternative has all its terms; each alternative's terms may sit on different fields.
    // A brand's maker is no condition of the match (other makers' goods of the drug are still offered) but of
    // the names-and-spec rank: the brand's own goods come first.
    const chunkQuery = (weights: string) => {
      const options = alternatives
        .filter((alt) => alt.terms.length)
        .map((alt) =>
          [...alt.terms.map((t) => termQuery(t, weights)), ...(weights ? alt.maker.map((t) => termQuery(t, '')) : [])].join(' & '),
        );
      return options.length === 1 ? `(${options[0]})` : `(${options.map((o) => `(${o})`).join(' | ')})`;
    };
    all.push(chunkQuery(''));
    nameSpec.push(chunkQuery('AB'));
  }
  if (!all.length) return null;
  const compact = raw.normalize('NFKC').replace(/\s+/g, '').toUpperCase();
  return {
    tsquery: all.join(' & '),
    nameSpecQuery: nameSpec.join(' & '),
    nameText: nameWords.join(''),
    code: BARCODE.test(compact) || APPROVAL.test(compact) ? compact : '',
    words: [...words],
  };
}
