/** The operator console (/admin): staff roles, login, the session member, and the audit log. */
import { z } from './zod.js';
import { PageQuery, Paged } from './envelope.js';
import { timeBound } from './member.js';
import { newPassword, optionalField } from './register.js';

export const STAFF_ROLES = ['admin', 'reviewer', 'merchandiser', 'warehouse', 'account_manager', 'customer_service'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_TEXT: Record<StaffRole, string> = {
  admin: '管理员',
  reviewer: '审核员',
  merchandiser: '商品运营',
  warehouse: '仓库',
  account_manager: '客户经理',
  customer_service: '客服',
};

/** An administrator may do what any role may. */
export const hasStaffRole = (held: readonly string[], allowed: readonly StaffRole[]): boolean =>
  held.includes('admin') || allowed.some((role) => held.includes(role));

/** A required console text field: trimmed, with the Chinese messages of its label. */
export const adminText = (label: string, max: number, verb = '请输入') =>
  z
    .string({ message: `${verb}${label}` })
    .trim()
    .min(1, `${verb}${label}`)
    .max(max, `${label}不能超过${max}个字`);

export const AdminLoginBody = z.strictObject({
  username: z.string({ message: '请输入用户名' }).trim().min(1, '请输入用户名').max(20, '用户名过长'),
  password: z.string({ message: '请输入密码' }).min(1, '请输入密码').max(64, '密码过长'),
  /** Sent again with the new one when the login answered MustChangePassword. */
  new_password: optionalField(newPassword('新密码')),
});
export type AdminLoginBody = z.infer<typeof AdminLoginBody>;

/** A refused login's data when the password was right but must be replaced first (a generated first password). */
export const MustChangePassword = z.object({ must_change_password: z.literal(1) });
export type MustChangePassword = z.infer<typeof MustChangePassword>;
export const MUST_CHANGE_PASSWORD_MSG = '首次登录请先设置新密码';

/** The staff member of the session (GET /api/admin/me). */
export const StaffMe = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  roles: z.array(z.enum(STAFF_ROLES)),
});
export type StaffMe = z.infer<typeof StaffMe>;

export const AuditQuery = PageQuery.extend({
  staff_id: optionalField(z.coerce.number({ message: '操作人不正确' }).int('操作人不正确').positive('操作人不正确')),
  action: optionalField(z.string().trim().max(60, '操作过长')),
  entity: optionalField(z.string().trim().max(40, '对象类型过长')),
  entity_id: optionalField(z.string().trim().max(60, '对象编号过长')),
  start_time: timeBound('开始时间', false),
  end_time: timeBound('结束时间', true),
}).refine((q) => !q.start_time || !q.end_time || q.start_time < q.end_time, { message: '开始时间不能晚于结束时间', path: ['start_time'] });
export type AuditQuery = z.infer<typeof AuditQuery>;

export const AuditEntry = z.object({
  id: z.number().int(),
  staff_id: z.number().int(),
  staff_name: z.string(),
  /** Unix seconds, like every time of the API. */
  at: z.number().int(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditPage = Paged(AuditEntry);
export type AuditPage = z.infer<typeof AuditPage>;
