/** The console's staff accounts (/admin/staff), kept by administrators. Times are seconds. */
import { z } from './zod.js';
import { adminText, STAFF_ROLES } from './admin.js';
import { PageQuery, Paged } from './envelope.js';
import { dbIdParam } from './goods.js';
import { newPassword, optionalField } from './register.js';
import { IdCardNo } from './id-card.js';

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
