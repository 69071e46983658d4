/**
 * 批准文号 and device registration numbers. They are derived from a hash of product and maker, not
 * from the PRNG, so every SKU of one product by one maker carries the same number, as in reality.
 */
import { hashString } from '../../../lib/hash-string.js';
import type { Maker } from './manufacturers.js';
import type { ProductTemplate } from './templates.js';

function digits(hash: number, count: number): string {
  return String(hash % 10 ** count).padStart(count, '0');
}

export function approvalNumber(template: ProductTemplate, maker: Maker): string {
  const hash = hashString(`${template.name}|${maker.name}`);
  const hash2 = hashString(`${maker.name}|${template.name}|2`);
  if (template.kind === 'device') {
    const year = 2014 + (hash % 12);
    const seq = digits(hash2, 4);
    if (template.device_class === 1) return `${maker.province_abbr}械备${year}${seq}号`;
    const issuer = template.device_class === 3 ? '国' : maker.province_abbr;
    return `${issuer}械注准${year}${template.device_class}${template.device_category_code}${seq}`;
  }
  if (template.approval_letter === '') return '';
  // Older numbers start with the province code, newer ones (since 2002) with 20 and the year.
  const body = hash % 10 < 7 ? `${maker.province_code}${digits(hash2, 6)}` : `20${digits(hash2, 6)}`;
  return `国药准字${template.approval_letter}${body}`;
}

/** Patterns the numbers follow, by kind; exported for tests and for the inserter's own checks. */
export const APPROVAL_NUMBER_PATTERNS = {
  western: /^国药准字[HS]\d{8}$/u,
  tcm: /^国药准字Z\d{8}$/u,
  decoction_piece: /^$/u,
  device: /^(国械注准\d{11}|[京津冀晋蒙辽吉黑沪苏浙皖闽赣鲁豫鄂湘粤桂琼渝川黔滇藏陕甘青宁新]械注准\d{11}|[京津冀晋蒙辽吉黑沪苏浙皖闽赣鲁豫鄂湘粤桂琼渝川黔滇藏陕甘青宁新]械备\d{8}号)$/u,
} as const;
