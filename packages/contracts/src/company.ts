/**
 * Company accounts (issue 19): a company owns stores and has members, each with a role per store and
 * spending limits; what each role may do is one table (PERMISSION_ROLES) the server checks on every
 * call and the page reads to hide what a role cannot do.
 */
import { z } from './zod.js';
import { Paged } from './envelope.js';
import { newPassword, optionalField, smsCode } from './register.js';
import { mobile } from './validators.js';

/** 负责人 (everything), 采购员 (cart and orders, no payment), 财务 (payment, wallet, credit, invoices), 查看 (read only). */
export const STORE_ROLES = ['owner', 'buyer', 'finance', 'viewer'] as const;
export type StoreRole = (typeof STORE_ROLES)[number];
export const STORE_ROLE_TEXT: Record<StoreRole, string> = { owner: '负责人', buyer: '采购员', finance: '财务', viewer: '查看' };

/** Who may approve orders over a limit: the company's 负责人 or its 财务, as the owner sets. */
export const APPROVER_ROLES = ['owner', 'finance'] as const;
export type ApproverRole = (typeof APPROVER_ROLES)[number];

/**
 * What a call needs. `public` calls need no login; `self` is the login's own business (password,
 * logout, messages, chat, switching store); `read` is any read of the store's data.
 */
export const PERMISSIONS = ['public', 'self', 'read', 'purchase', 'finance', 'approve', 'manage'] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const PERMISSION_ROLES: Record<Permission, readonly StoreRole[]> = {
  public: STORE_ROLES,
  self: STORE_ROLES,
  read: STORE_ROLES,
  purchase: ['owner', 'buyer'],
  finance: ['owner', 'finance'],
  approve: APPROVER_ROLES,
  manage: ['owner'],
};

/** What the refusal says a role may not do. */
export const PERMISSION_TEXT: Record<Permission, string> = {
  public: '访问',
  self: '访问',
  read: '查看',
  purchase: '采购下单',
  finance: '付款或管理资金',
  approve: '审批订单',
  manage: '管理店铺和成员',
};

export const mayDo = (role: StoreRole, permission: Permission): boolean => PERMISSION_ROLES[permission].includes(role);
export const roleRefusal = (role: StoreRole, permission: Permission): string =>
  `您在当前店铺的角色是「${STORE_ROLE_TEXT[role]}」，无权${PERMISSION_TEXT[permission]}`;

/** ¥1,000万: a limit above it is a typo, not a policy. */
export const MAX_LIMIT_FEN = 1_000_000_000;
export const DEFAULT_APPROVAL_HOLD_HOURS = 24;
export const MAX_APPROVAL_HOLD_HOURS = 168;

const positiveId = (label: string) =>
  z.coerce
    .number({ message: `${label}不正确` })
    .int(`${label}不正确`)
    .positive(`${label}不正确`)
    .max(2_147_483_647, `${label}不正确`);

/** A limit in fen: empty for none, otherwise 1 fen to ¥1,000万. */
const limitFen = (label: string) =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    z.coerce
      .number({ message: `${label}不正确` })
      .int(`${label}须为整数（分）`)
      .positive(`${label}须大于0`)
      .max(MAX_LIMIT_FEN, `${label}不能超过1000万元`)
      .nullable(),
  );

const storeRole = z.enum(STORE_ROLES, { message: '请选择角色' });

/** One store's role of a member; `role` empty takes the member out of that store. */
export const StoreRoleInput = z.strictObject({ store_id: positiveId('店铺'), role: storeRole });

const memberName = z.string({ message: '请输入成员姓名' }).trim().min(1, '请输入成员姓名').max(50, '成员姓名不能超过50个字');

export const InviteMemberBody = z.strictObject({
  phone: mobile(),
  name: memberName,
  roles: z.array(StoreRoleInput, { message: '请至少为成员分配一个店铺的角色' }).min(1, '请至少为成员分配一个店铺的角色').max(100),
});
export type InviteMemberBody = z.infer<typeof InviteMemberBody>;

/** invite_id: the invitation chosen when several companies invited the phone (the accept answers InviteChoice). */
export const AcceptInviteBody = z.strictObject({
  phone: mobile(),
  code: smsCode,
  password: newPassword(),
  invite_id: optionalField(positiveId('邀请')),
});
export type AcceptInviteBody = z.infer<typeof AcceptInviteBody>;

export const MemberParams = z.object({ id: positiveId('成员') });
export const SetRolesBody = z.strictObject({
  roles: z.array(StoreRoleInput, { message: '请至少为成员分配一个店铺的角色' }).min(1, '请至少为成员分配一个店铺的角色').max(100),
});
export type SetRolesBody = z.infer<typeof SetRolesBody>;

export const SetLimitsBody = z.strictObject({
  store_id: positiveId('店铺'),
  order_limit_fen: limitFen('单笔限额'),
  month_limit_fen: limitFen('月度限额'),
});
export type SetLimitsBody = z.infer<typeof SetLimitsBody>;

export const CompanySettingsBody = z.strictObject({
  approver_role: z.enum(APPROVER_ROLES, { message: '请选择审批人角色' }),
  approval_hold_hours: z.coerce
    .number({ message: '审批等待时间不正确' })
    .int('审批等待时间须为整数小时')
    .min(1, '审批等待时间至少1小时')
    .max(MAX_APPROVAL_HOLD_HOURS, `审批等待时间不能超过${MAX_APPROVAL_HOLD_HOURS}小时`),
});
export type CompanySettingsBody = z.infer<typeof CompanySettingsBody>;

export const StoreApprovalBody = z.strictObject({
  store_id: positiveId('店铺'),
  requires_approval: z.coerce.number().int().min(0).max(1),
});
export type StoreApprovalBody = z.infer<typeof StoreApprovalBody>;

export const ApprovalParams = z.object({ id: positiveId('订单') });
export const RejectBody = z.strictObject({
  reason: z.string({ message: '请填写驳回原因' }).trim().min(1, '请填写驳回原因').max(200, '驳回原因不能超过200个字'),
});

export const MemberStore = z.object({
  store_id: z.number().int(),
  company: z.string(),
  role: z.enum(STORE_ROLES),
  role_text: z.string(),
  order_limit_fen: z.number().int().nullable(),
  month_limit_fen: z.number().int().nullable(),
});
export const CompanyMember = z.object({
  id: z.number().int(),
  phone: z.string(),
  name: z.string(),
  is_owner: z.number().int(),
  status: z.enum(['active', 'disabled']),
  stores: z.array(MemberStore),
});
export type CompanyMember = z.infer<typeof CompanyMember>;

export const CompanyView = z.object({
  id: z.number().int(),
  name: z.string(),
  approver_role: z.enum(APPROVER_ROLES),
  approval_hold_hours: z.number().int(),
  /** The caller's role in the session's store, and what it may do: the page hides the rest. */
  my_role: z.enum(STORE_ROLES),
  my_permissions: z.array(z.enum(PERMISSIONS)),
  stores: z.array(z.object({ id: z.number().int(), company: z.string(), requires_approval: z.number().int() })),
  members: z.array(CompanyMember),
});
export type CompanyView = z.infer<typeof CompanyView>;

/** GET /api/company/me: the caller's role here, what it may do, and its roles and limits in every store it reaches. */
export const MyRoles = z.object({
  role: z.enum(STORE_ROLES),
  role_text: z.string(),
  permissions: z.array(z.enum(PERMISSIONS)),
  stores: z.array(MemberStore),
});
export type MyRoles = z.infer<typeof MyRoles>;

export const AcceptedInvite = z.object({ account_id: z.number().int(), company: z.string() });
export type AcceptedInvite = z.infer<typeof AcceptedInvite>;
/** The refusal of an accept when several companies invited the phone: their invitations, for the invitee to choose one. */
export const InviteChoice = z.object({ invites: z.array(z.object({ id: z.number().int(), company: z.string() })) });
export type InviteChoice = z.infer<typeof InviteChoice>;
/** invite_id: a new code for that invitation, once the invitee chose it. */
export const InviteCodeBody = z.strictObject({ phone: mobile(), invite_id: optionalField(positiveId('邀请')) });
export type InviteCodeBody = z.infer<typeof InviteCodeBody>;

export const CompanyLogRow = z.object({
  id: z.number().int(),
  actor: z.string(),
  action: z.string(),
  detail: z.string(),
  created_at: z.number().int(),
});
export type CompanyLogRow = z.infer<typeof CompanyLogRow>;
export const CompanyLogPage = Paged(CompanyLogRow);
export type CompanyLogPage = z.infer<typeof CompanyLogPage>;

export const ApprovalRow = z.object({
  id: z.number().int(),
  order_no: z.string(),
  store_id: z.number().int(),
  company: z.string(),
  buyer: z.string(),
  pay_amount: z.number(),
  reason: z.string(),
  expires_at: z.number().int(),
  created_at: z.number().int(),
  items: z.array(z.object({ name: z.string(), spec: z.string(), price: z.number(), number: z.number().int(), amount: z.number() })),
});
export const ApprovalList = z.array(ApprovalRow);
export type ApprovalList = z.infer<typeof ApprovalList>;
export type ApprovalRow = z.infer<typeof ApprovalRow>;
