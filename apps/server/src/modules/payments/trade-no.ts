import crypto from 'node:crypto';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * A number for the provider (a payment's out_trade_no, a refund's out_refund_no): YC, the kind, the
 * time and 12 random characters, letters and digits only (Alipay allows no other; WeChat Pay wants
 * 6–32 characters), 29 characters in all.
 */
export function newTradeNo(kind: 'P' | 'R'): string {
  const at = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  const random = Array.from(crypto.randomBytes(12), (b) => ALPHABET[b % ALPHABET.length]).join('');
  return `YC${kind}${at}${random}`;
}
