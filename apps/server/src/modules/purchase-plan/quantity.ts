/**
 * A plan's quantity as pharmacists write it: `10盒`, `10 盒`, full-width `２０`, `5.00` from an ERP
 * that keeps two decimals. A unit written with it is kept, so the review can ask when it is not the
 * goods' own (1件 of goods sold by the 盒) instead of converting on a guess.
 */
import { cellText, type Cell } from '../../lib/spreadsheet.js';

export const MAX_QUANTITY = 99999;

export interface ReadQuantity {
  quantity: number | null;
  /** The unit written in the cell ('' when none). */
  unit: string;
  error: string;
}

/** A number, optionally signed and with decimals, then an optional unit of letters or Han characters. */
const WRITTEN = /^([+-]?\d+(?:\.\d+)?)([\p{Script=Han}A-Za-z]*)$/u;

/** Full-width digits, signs and points as half-width (NFKC), thousands commas and spaces dropped. */
const plain = (text: string): string => text.normalize('NFKC').replace(/[,\s]/g, '');

export function readQuantity(c: Cell): ReadQuantity {
  const none = (error: string, unit = ''): ReadQuantity => ({ quantity: null, unit, error });
  if (typeof c === 'number') return checked(c, '', String(c));
  const text = cellText(c);
  if (text === '') return none('采购数量为空');
  const m = WRITTEN.exec(plain(text));
  if (!m) return none(`采购数量「${text}」须为数字`);
  return checked(Number(m[1]), m[2], text);
}

function checked(n: number, unit: string, text: string): ReadQuantity {
  const none = (error: string): ReadQuantity => ({ quantity: null, unit, error });
  if (!Number.isFinite(n)) return none(`采购数量「${text}」须为数字`);
  if (n < 0) return none(`采购数量「${text}」不能为负数`);
  if (n === 0) return none('采购数量须大于0');
  if (!Number.isInteger(n)) return none(`采购数量「${text}」须为整数`);
  if (n > MAX_QUANTITY) return none(`采购数量不能超过${MAX_QUANTITY}`);
  return { quantity: n, unit, error: '' };
}

/** The question a unit asks when it is not the goods' own ('' when it is, or none was written). */
export function unitQuestion(unit: string, goodsUnit: string): string {
  const [asked, sold] = [plain(unit), plain(goodsUnit)];
  return asked && sold && asked !== sold ? `单位「${asked}」与商品单位「${sold}」不同，请确认数量` : '';
}
