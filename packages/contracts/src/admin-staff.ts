/** The console's staff accounts (/admin/staff), kept by administrators. Times are seconds. */
import { z } from './zod.js';
import { adminText, STAFF_ROLES } from './admin.js';
import { PageQuery, Paged } from './envelope.js';
import { dbIdParam } from './goods.js';
import { newPassword, optionalField } from './register.js';

export const StaffParams = z.object({ id: dbIdParam('员工编号') });

export const StaffQuery = PageQuery.extend({ keywords: optionalField(z.string().trim().max(20, '搜索关键词不能超过20个字')) });
export type StaffQuery = z.infer<typeof StaffQuery>;

export const StaffRow = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  roles: z.array(z.enum(STAFF_ROLES)),
  account_manager_id: z.number().int().nullable(),
  account_manager_name: z.string().nullable(),
  enabled: z.number().int(),
  created_at: z.number().int(),
});
export type StaffRow = z.infer<typeof StaffRow>;
export const StaffPage = Paged(StaffRow);
export type StaffPage = z.infer<typeof StaffPage>;

const roles = z.preprocess(
  (v) => (typeof v === 'string' ? [v] : v),
  z.array(z.enum(STAFF_ROLES, { message: '角色不正确' }), { message: '请选择角色' }).min(1, '请至少选择一个角色'),
);
const accountManagerId = optionalField(dbIdParam('客户经理'));

/** Fields of an edit, in the order of the form. */
const StaffFields = {
  name: adminText('姓名', 20),
  roles,
  account_manager_id: accountManagerId,
};

export const StaffCreateBody = z.strictObject({
  username: z
    .string({ message: '请输入用户名' })
    .trim()
    .min(1, '请输入用户名')
    .regex(/^[a-z][a-z0-9_]{2,19}$/, '用户名为3到20位小写字母、数字或下划线，以字母开头'),
  ...StaffFields,
  password: newPassword('初始密码'),
});
export type StaffCreateBody = z.infer<typeof StaffCreateBody>;

export const StaffUpdateBody = z.strictObject({
  ...StaffFields,
  enabled: z.coerce.number({ message: '状态不正确' }).int('状态不正确').min(0, '状态不正确').max(1, '状态不正确'),
});
export type StaffUpdateBody = z.infer<typeof StaffUpdateBody>;

export const StaffPasswordBody = z.strictObject({ password: newPassword('新密码') });
export type StaffPasswordBody = z.infer<typeof StaffPasswordBody>;

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

/** An account-manager card (the name and phone stores see), its 身份证号 masked. */
export const AccountManagerCard = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  is_default: z.number().int(),
  /** Masked (maskIdCardNo); '' when none is on record. */
  id_card_no: z.string(),
});
export type AccountManagerCard = z.infer<typeof AccountManagerCard>;
/** GET /api/admin/account-managers. */
export const AccountManagerCards = z.array(AccountManagerCard);

export const AccountManagerParams = z.object({ id: dbIdParam('客户经理编号') });

/** POST /api/admin/account-managers/:id/id-card: the 身份证号 printed on the 委托书 of the 首营资料. */
export const AccountManagerIdCardBody = z.strictObject({ id_card_no: IdCardNo });
export type AccountManagerIdCardBody = z.infer<typeof AccountManagerIdCardBody>;
