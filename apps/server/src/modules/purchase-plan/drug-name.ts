/**
 * What a drug's name says it is: its active ingredient (the 通用名 stem) and its dosage form, so a
 * plan row is never offered another drug whose name looks alike (奥氮平片 is not 米氮平片, 金银花露
 * is not the 饮片 金银花). Also splits a spec a buyer typed into the name cell (阿莫西林胶囊 0.25g*24粒).
 */
import { fullPinyin } from '../search/tokens.js';
import { looksLikeSpec } from './spec.js';

/** Dosage forms as a name ends in them; the longest that fits is the name's form. */
const FORMS = [
  ...['阴道泡腾片', '口腔崩解片', '缓释胶囊', '控释胶囊', '肠溶胶囊', '软胶囊', '胶囊', '缓释片', '控释片', '肠溶片'],
  ...['分散片', '咀嚼片', '泡腾片', '口崩片', '含片', '舌下片', '阴道片', '薄膜衣片', '糖衣片', '片', '颗粒', '冲剂'],
  ...['干混悬剂', '混悬滴剂', '混悬液', '口服溶液', '口服液', '糖浆', '合剂', '注射液', '滴眼液', '眼用凝胶', '眼膏'],
  ...['滴耳液', '滴鼻液', '喷雾剂', '气雾剂', '粉雾剂', '吸入剂', '软膏', '乳膏', '凝胶', '贴膏', '橡胶膏', '膏药'],
  ...['贴剂', '贴', '栓', '滴丸', '丸', '散', '酊', '搽剂', '洗剂', '洗液', '露', '茶', '煎膏', '膏', '锭', '胶'],
  ...['粉', '乳', '溶液', '滴剂', '酒'],
].sort((a, b) => b.length - a.length);
/** Powders for injection name their form first: 注射用头孢曲松钠. */
const INJECTION_POWDER = '注射用';
/** The same form by another name. */
const FORM_ALIASES: Record<string, string> = { 冲剂: '颗粒' };
/** An acid salt a buyer often leaves out: 二甲双胍片 is 盐酸二甲双胍片. */
const SALT = /^(?:盐酸|硫酸|马来酸|甲磺酸|苯磺酸|枸橼酸|酒石酸|富马酸|琥珀酸|磷酸|醋酸|氢溴酸|乳酸)(?=\p{Script=Han}{2})/u;
const BRACKETED = /[([][^)\]]*[)\]]/g;
/** The text without its bracketed notes (阿莫西林胶囊(阿莫仙) → 阿莫西林胶囊). */
export const withoutNotes = (text: string): string => text.replace(BRACKETED, '');
/** A class of goods (感冒药, 维生素类): it names no drug, so no drug's name only looks like it. */
const CLASS = /(?:药|类|用品)$/;

const plain = (name: string) => name.normalize('NFKC').toLowerCase().replace(/\s+/g, '');

export interface Drug {
  /** The ingredient part of the name, its acid salt left out. */
  stem: string;
  /** The dosage form the name ends in (胶囊, 缓释片, 颗粒); '' when it names none (饮片, a brand, a class). */
  form: string;
}

/** The dosage form a name ends in, the longest that fits. */
const formAtEnd = (text: string) => FORMS.find((f) => text.endsWith(f) && text.length > f.length);

export function drugOf(name: string): Drug {
  const text = withoutNotes(plain(name));
  const stem = (s: string) => s.replace(SALT, '');
  if (text.startsWith(INJECTION_POWDER) && text.length > INJECTION_POWDER.length)
    return { stem: stem(text.slice(INJECTION_POWDER.length)), form: INJECTION_POWDER };
  const form = formAtEnd(text) ?? '';
  return { stem: stem(text.slice(0, text.length - form.length)), form: FORM_ALIASES[form] ?? form };
}

/**
 * A brand's reading with the form the row wrote after the brand said once: 易蒙停胶囊 reads
 * 盐酸洛哌丁胺胶囊胶囊, meaning 盐酸洛哌丁胺胶囊, as 新康泰克缓释胶囊 means 复方盐酸伪麻黄碱缓释胶囊.
 * A form that is not the end of the one before it (乳膏软膏) is left, as it is another form.
 */
export function withoutRepeatedForm(name: string): string {
  const form = formAtEnd(name);
  const rest = form ? name.slice(0, -form.length) : '';
  return form && formAtEnd(rest)?.endsWith(form) ? rest : name;
}

const homophones = (a: string, b: string) => a === b || fullPinyin(a) === fullPinyin(b);

/** Two stems of one ingredient: the same, or the same length with only homophones differing (布络芬 for 布洛芬). */
function sameStem(a: string, b: string): boolean {
  const [x, y] = [[...a], [...b]];
  return x.length === y.length && x.every((c, i) => homophones(c, y[i]));
}

/** A stem that looks like the row's but is another's: same length, half or more in common, and a character that is not a homophone. */
function nearName(a: string, b: string): boolean {
  const [x, y] = [[...a], [...b]];
  if (x.length !== y.length || x.length < 2) return false;
  const shared = x.filter((c, i) => c === y[i]).length;
  return shared * 2 >= x.length && !sameStem(a, b);
}

/**
 * Whether a goods may be offered for a row naming `row`: a row naming a form wants that form of the
 * same ingredient; a row naming none (a brand, a class, an ingredient) may be offered what the search
 * finds, except a drug whose name only looks like it.
 */
export function mayOffer(row: string, goods: { name: string; commonName: string }): boolean {
  const wanted = drugOf(row);
  const offered = drugOf(goods.name);
  if (wanted.form === '')
    return CLASS.test(wanted.stem) || ![offered.stem, drugOf(goods.commonName).stem].some((s) => nearName(wanted.stem, s));
  return wanted.form === offered.form && sameStem(wanted.stem, offered.stem);
}

/**
 * Whether the search's reading of a name that found nothing is a typo of it, not another drug: the
 * same length, each changed character in the form (胶襄 → 胶囊) or a homophone, and the row naming
 * no other form of its own.
 */
export function isTypoOf(row: string, reading: string): boolean {
  const [x, y] = [[...plain(row)], [...plain(reading)]];
  if (x.length !== y.length) return false;
  const read = drugOf(reading);
  const own = drugOf(row).form;
  if (own !== '' && own !== read.form) return false;
  const formAt =
    read.form === INJECTION_POWDER ? (i: number) => i < INJECTION_POWDER.length : (i: number) => i >= y.length - [...read.form].length;
  return x.every((c, i) => homophones(c, y[i]) || formAt(i));
}

/**
 * The name and the spec of a name cell holding both: `阿莫西林胶囊 0.25g*24粒`, `阿莫西林胶囊(0.25g*24粒)`,
 * `阿莫西林胶囊0.25g*24粒`. A number inside a name (维生素B6片, 0.9%氯化钠注射液, 复方氨基酸(18AA)) is no spec.
 */
export function splitNameCell(cell: string): { name: string; spec: string } {
  const text = cell.normalize('NFKC').trim();
  for (const m of text.matchAll(/(?<=[\p{Script=Han}\s([])\d/gu)) {
    const name = text.slice(0, m.index).replace(/[\s([]+$/, '');
    const spec = text
      .slice(m.index)
      .replace(/[)\]]\s*$/, '')
      .trim();
    if (/\p{Script=Han}/u.test(name) && looksLikeSpec(spec)) return { name, spec };
  }
  return { name: cell, spec: '' };
}
