import { z } from './zod.js';

/** Spec section 5: 11 digits, starting with 1, second digit 3 to 9. */
export const MOBILE_RE = /^1[3-9]\d{9}$/;
/** Spec section 5: an area code of 0 and 2 to 3 digits (010, 0755), hyphen, 7 to 8 digits. */
export const LANDLINE_RE = /^0\d{2,3}-\d{7,8}$/;
/** Spec section 5: letters, digits, underscore or hyphen, @, dotted domain. */
export const EMAIL_RE = /^[A-Za-z0-9_-]+@[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)+$/;

export const mobile = (label = '手机号') =>
  z
    .string({ message: `请输入${label}` })
    .trim()
    .min(1, `请输入${label}`)
    .regex(MOBILE_RE, `${label}格式不正确`);
export const landline = (label = '固定电话') =>
  z
    .string({ message: `请输入${label}` })
    .trim()
    .regex(LANDLINE_RE, `${label}格式不正确，例如 010-12345678`);
export const email = (label = '邮箱') =>
  z
    .string({ message: `请输入${label}` })
    .trim()
    .regex(EMAIL_RE, `${label}格式不正确`);

/** A 10-digit timestamp is seconds (spec section 5). */
export const toMillis = (ts: number): number => (String(Math.trunc(ts)).length === 10 ? ts * 1000 : ts);

/** Integer fen to yuan, rounded down to 2 decimals (spec section 5). */
export const fenToYuan = (fen: number): number => Math.floor(fen) / 100;
/** A yuan amount from the API (two decimals at most) back to integer fen, for arithmetic without float error. */
export const yuanToFen = (yuan: number): number => Math.round(yuan * 100);
/**
 * Display form of a yuan amount, rounded down to 2 decimals (¥1.2399 → 1.23, −0.001 → −0.01). Floors
 * the decimal the number is written as, not `yuan * 100`, whose binary error would turn 1.15 into 1.14.
 */
export const formatYuan = (yuan: number): string => {
  const written = String(yuan);
  if (written.includes('e')) return (Math.floor(yuan * 100) / 100).toFixed(2);
  const [whole = '0', fraction = ''] = written.replace('-', '').split('.');
  const fen = Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  const signed = yuan < 0 ? -(fen + (/[1-9]/.test(fraction.slice(2)) ? 1 : 0)) : fen;
  return `${signed < 0 ? '-' : ''}${Math.floor(Math.abs(signed) / 100)}.${String(Math.abs(signed) % 100).padStart(2, '0')}`;
};
