/**
 * A typed query as a tsquery over the tokens of tokens.ts: every term (a run of Chinese, a Latin
 * word, a number with its unit) must match some field; an alias the query holds adds its target as
 * an alternative. Latin words match pinyin, initials and codes by prefix.
 */
import { hanGrams, normalise, piecesOf, quoteLexeme, type Piece } from './tokens.js';

/** What a query is read against: the character pairs the catalogue's words hold, and the aliases. */
export interface QueryContext {
  /** Pairs that occur inside some name, maker, dosage form or class: others are word boundaries (联邦|阿莫西林). */
  pairs: ReadonlySet<string>;
  /** Alias → what it stands for (扑热息痛 → 对乙酰氨基酚). */
  synonyms: ReadonlyMap<string, string>;
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

type Lexeme = { text: string; prefix: boolean };

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
  const prefix = p.digits ? (/^\d+$/.test(p.token) && p.token.length >= CODE_PREFIX_DIGITS) || /^[a-z]\d/.test(p.token) : !besideHan;
  return [{ text: p.token, prefix }];
}

const lexemeText = (l: Lexeme, weights: string) =>
  `${quoteLexeme(l.text)}${l.prefix || weights ? ':' : ''}${l.prefix ? '*' : ''}${weights}`;

/** One term as tsquery text: all its lexemes, or with `weights` all of them on those fields. */
const termQuery = (lexemes: Lexeme[], weights: string) => {
  const parts = lexemes.map((l) => lexemeText(l, weights));
  return parts.length === 1 ? parts[0] : `(${parts.join(' & ')})`;
};

/** The alternatives of one typed chunk: as typed, and with each alias it holds replaced. */
function alternativesOf(chunk: string, synonyms: ReadonlyMap<string, string>): string[] {
  const out = [chunk];
  for (const [alias, target] of synonyms) {
    if (chunk.includes(alias)) out.push(chunk.replace(alias, target));
  }
  return out;
}

/** The plan of a query, or null when it holds nothing to search for (only punctuation). */
export function planSearch(raw: string, ctx: QueryContext): SearchPlan | null {
  const text = normalise(raw).trim();
  const chunks = text.split(/[\s,，;；/、|+]+/u).filter(Boolean);
  const all: string[] = [];
  const nameSpec: string[] = [];
  const nameWords: string[] = [];
  const words = new Set<string>();
  for (const chunk of chunks) {
    const alternatives = alternativesOf(chunk, ctx.synonyms).map((alt) => {
      const pieces = piecesOf(alt);
      const besideHan = pieces.some((p) => 'han' in p);
      return pieces.map((p) => pieceLexemes(p, ctx, besideHan));
    });
    const typed = alternatives[0];
    if (!typed.length) continue;
    for (const p of piecesOf(chunk)) if ('han' in p || !p.digits) nameWords.push('han' in p ? p.han : p.token);
    for (const alt of alternativesOf(chunk, ctx.synonyms)) {
      for (const m of alt.matchAll(/\p{Script=Han}+|[a-z0-9.]+/gu)) {
        for (const w of /^\p{Script=Han}/u.test(m[0]) ? hanWords(m[0], ctx.pairs) : [m[0]]) words.add(w);
      }
    }
    // A chunk is met when any alternative has all its terms; each alternative's terms may sit on different fields.
    const chunkQuery = (weights: string) => {
      const options = alternatives.filter((terms) => terms.length).map((terms) => terms.map((t) => termQuery(t, weights)).join(' & '));
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
