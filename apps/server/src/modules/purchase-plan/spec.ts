/**
 * A spec (规格) read into what it says, so two ways of writing one pack compare equal:
 * `0.25g*24粒` = `0.25g×24s` = `250mg*24粒/盒` = `０.２５ｇ＊２４粒`. Strengths are canonical tokens
 * (mass in mg, volume in ml, units in iu), counts multiply (`12粒*2板` is 24), the pack unit is the
 * trailing `/盒` or the plan's 单位 column, and whatever is not a number (a device's model) is kept as words.
 */
import { decimal, unitToken } from '../search/tokens.js';

export interface Spec {
  /** Canonical strengths, sorted: ['250mg'], ['15ml', '600mg'] for 15ml:0.6g. */
  strengths: string[];
  /** Units in the pack (粒, 片, 袋, 支…, `s`); null when the spec gives none. */
  count: number | null;
  /** The pack the spec is of (盒, 瓶); '' when it does not say. */
  pack: string;
  /** Other words (型号, 成人型), sorted. */
  words: string[];
}

const COUNT_UNITS = new Set([
  's',
  '粒',
  '片',
  '袋',
  '支',
  '丸',
  '贴',
  '揿',
  '喷',
  '吸',
  '包',
  '瓶',
  '只',
  '副',
  '枚',
  '板',
  '条',
  '张',
  '罐',
  '卷',
  '块',
  '套',
  '层',
]);
/** Count units no goods is sold by: a 单位 column of 粒 counts the pills, it names no pack. */
const NEVER_PACKS = new Set(['s', '粒', '片', '丸', '揿', '喷', '吸', '层']);
/** Units a plan's 单位 column may give that count cases, not the goods' own pack: they say nothing of the spec. */
const BULK_UNITS = new Set(['件', '箱', '提', '打', '中包', '大包', '整件']);
/** A number and its unit as one canonical strength, or the count it adds: search's tokens, and 国际单位 (iu) besides. */
function strengthOf(n: number, unit: string): string {
  switch (unit) {
    case 'u':
    case '单位':
      return `${decimal(n)}iu`;
    case '万u':
    case '万iu':
    case '万单位':
      return `${decimal(n * 10_000)}iu`;
    default:
      return unitToken(String(n), unit);
  }
}

/** Units an ERP writes in Chinese (0.25克, 10毫升), as their letters. */
const HAN_UNITS: [RegExp, string][] = [
  [/(?<=\d)毫克/g, 'mg'],
  [/(?<=\d)微克/g, 'ug'],
  [/(?<=\d)克/g, 'g'],
  [/(?<=\d)毫升/g, 'ml'],
  [/(?<=\d)升/g, 'l'],
  [/(?<=\d)国际单位/g, 'iu'],
];

/** Full-width as half-width, lower case, µg as ug, 克 as g, and the separators x × * ＊ between a value and a number as one `*`. */
export function normaliseSpecText(text: string): string {
  return HAN_UNITS.reduce((t, [han, unit]) => t.replace(han, unit), text.normalize('NFKC').toLowerCase())
    .replace(/[µμ]/g, 'u')
    .replace(/(?<=[\p{L}\p{N}%])\s*[x×*]\s*(?=\d)/gu, '*')
    .trim();
}

/** The spec as written in the goods or a plan row; `unit` is the row's 单位, taken as its pack when the spec names none. */
export function parseSpec(text: string, unit = ''): Spec {
  let rest = normaliseSpecText(text);
  let pack = '';
  const trailing = /\s*(?:\/|每)\s*(\p{Script=Han})$/u.exec(rest);
  if (trailing) {
    pack = trailing[1];
    rest = rest.slice(0, trailing.index);
  }
  const asked = unit.normalize('NFKC').trim();
  if (!pack && asked && !BULK_UNITS.has(asked) && !NEVER_PACKS.has(asked)) pack = asked;
  const strengths: string[] = [];
  const words: string[] = [];
  let count: number | null = null;
  const tokens = rest.split(/[*:+/,，;；\s]+/).filter(Boolean);
  tokens.forEach((token, i) => {
    const m = /^(\d+(?:\.\d+)?)(.*)$/.exec(token);
    if (!m) {
      words.push(token);
      return;
    }
    const [n, u] = [Number(m[1]), m[2]];
    // A bare whole number after the first value counts the pack (0.25g*24); a first bare number is a strength.
    if (COUNT_UNITS.has(u) || (u === '' && i > 0 && Number.isInteger(n))) count = (count ?? 1) * n;
    else strengths.push(strengthOf(n, u));
  });
  return { strengths: strengths.sort(), count, pack, words: words.sort() };
}

const KNOWN_UNIT = /^\d+(?:\.\d+)?(?:kg|g|mg|ug|mcg|l|ml|%|iu|u|万?单位|万iu|万u)$/;

/** Whether text reads as a spec: a value with a unit of strength or a count (0.25g, 24粒), not 18aa or a model number. */
export function looksLikeSpec(text: string): boolean {
  const tokens = normaliseSpecText(text)
    .replace(/\s*(?:\/|每)\s*\p{Script=Han}$/u, '')
    .split(/[*:+/,，;；\s]+/)
    .filter(Boolean);
  return (
    tokens.length > 0 &&
    tokens.some((t) => KNOWN_UNIT.test(t) || COUNT_UNITS.has(/^\d+(\D*)$/.exec(t)?.[1] ?? '')) &&
    tokens.every((t) => /^\d/.test(t))
  );
}

const isBlank = (s: Spec) => !s.strengths.length && s.count === null && !s.words.length;
const same = (a: string[], b: string[]) => a.join('|') === b.join('|');

/**
 * Whether two specs say the same pack: each part both give agrees (strengths, count, words, pack),
 * and at least one part other than the pack is given by both. A spec that gives nothing agrees with any.
 */
export function specsAgree(a: Spec, b: Spec): boolean {
  if (isBlank(a) || isBlank(b)) return true;
  let compared = false;
  if (a.strengths.length && b.strengths.length) {
    if (!same(a.strengths, b.strengths)) return false;
    compared = true;
  }
  if (a.count !== null && b.count !== null) {
    if (a.count !== b.count) return false;
    compared = true;
  }
  if (a.words.length && b.words.length) {
    if (!same(a.words, b.words)) return false;
    compared = true;
  }
  if (a.pack && b.pack && a.pack !== b.pack) return false;
  return compared;
}

/** One text per pack: goods whose specs are written differently but say the same have the same key. */
export const specKey = (s: Spec): string => [s.strengths.join('+'), s.count ?? '', s.pack, s.words.join('+')].join('|');
