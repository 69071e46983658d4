/**
 * 身份证号 (GB 11643): the check a 委托书's manager and a 含麻 order's 采购人 share, and the masked form
 * every list shows of it.
 */
import { z } from './zod.js';

const ID_CARD_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CARD_CHECKS = '10X98765432';

/** The GB 11643 check character of a 身份证号's first 17 digits. */
export const idCardCheck = (first17: string): string =>
  ID_CARD_CHECKS[[...first17].reduce((sum, digit, i) => sum + Number(digit) * ID_CARD_WEIGHTS[i], 0) % 11];

/** A birth date (YYYYMMDD) that exists, not before 1900 and not in the future. */
function isBirthDate(yyyymmdd: string): boolean {
  const [y, m, d] = [yyyymmdd.slice(0, 4), yyyymmdd.slice(4, 6), yyyymmdd.slice(6, 8)].map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return y >= 1900 && date.getUTCMonth() === m - 1 && date.getUTCDate() === d && date.getTime() <= Date.now();
}

/**
 * 身份证号 as GB 11643 writes it: 18 characters, a real birth date, the check character last (X
 * upper case); '' leaves none on record (the 委托书 then says 未登记).
 */
export const IdCardNo = z.preprocess(
  (v) => (v === undefined || v === null ? '' : v),
  z
    .string({ message: '身份证号不正确' })
    .trim()
    .toUpperCase()
    .superRefine((v, ctx) => {
      if (v === '') return;
      const issue = (message: string) => ctx.addIssue({ code: 'custom', message });
      if (!/^\d{17}[\dX]$/.test(v)) issue('身份证号应为18位，末位可为数字或X');
      else if (!isBirthDate(v.slice(6, 14))) issue('身份证号中的出生日期不正确');
      else if (idCardCheck(v.slice(0, 17)) !== v[17]) issue('身份证号校验位不正确，请核对');
    }),
);

/** 110101********1234: what lists show of a 身份证号; '' stays ''. */
export const maskIdCardNo = (no: string): string => (no ? `${no.slice(0, 6)}********${no.slice(-4)}` : '');

/** A 含麻 order's 采购人 (the one who buys and receives it for the store): recorded with the payment. */
export const HmBuyerBody = z.strictObject({
  name: z
    .string({ message: '请填写采购人姓名' })
    .trim()
    .min(2, '请填写采购人姓名')
    .max(20, '采购人姓名最多20个字')
    .regex(/^[\p{Script=Han}A-Za-z·．. ]+$/u, '采购人姓名只能包含汉字、字母和间隔号'),
  id_no: IdCardNo.refine((v) => v !== '', '请填写采购人身份证号'),
});
export type HmBuyerBody = z.infer<typeof HmBuyerBody>;

/** The 采购人 as pages show them: the 身份证号 masked. */
export const HmBuyerView = z.object({ name: z.string(), id_no: z.string() });
export type HmBuyerView = z.infer<typeof HmBuyerView>;
