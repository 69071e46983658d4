import { z } from 'zod';

/** Spec section 5: 11 digits, starting with 1, second digit 3 to 9. */
export const MOBILE_RE = /^1[3-9]\d{9}$/;
/** Spec section 5: 0 + 1–2 digits area code (2 to 3 digits in all), hyphen, 7 to 8 digits. */
export const LANDLINE_RE = /^0\d{1,2}-\d{7,8}$/;
/** Spec section 5: letters, digits, underscore or hyphen, @, dotted domain. */
export const EMAIL_RE = /^[A-Za-z0-9_-]+@[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)+$/;

export const mobile = (label = '手机号') =>
  z.string({ message: `请输入${label}` }).trim().min(1, `请输入${label}`).regex(MOBILE_RE, `${label}格式不正确`);
export const landline = (label = '固定电话') =>
  z.string({ message: `请输入${label}` }).trim().regex(LANDLINE_RE, `${label}格式不正确，例如 010-12345678`);
export const email = (label = '邮箱') =>
  z.string({ message: `请输入${label}` }).trim().regex(EMAIL_RE, `${label}格式不正确`);

/** A 10-digit timestamp is seconds (spec section 5). */
export const toMillis = (ts: number): number => (String(Math.trunc(ts)).length === 10 ? ts * 1000 : ts);

/** Integer fen to yuan, rounded down to 2 decimals (spec section 5). */
export const fenToYuan = (fen: number): number => Math.floor(fen) / 100;
/** Display form of a yuan amount, rounded down to 2 decimals. */
export const formatYuan = (yuan: number): string => (Math.floor(Math.round(yuan * 1000) / 10) / 100).toFixed(2);
