/**
 * The console's stores (/admin/stores): the review queue of qualification uploads, store profiles
 * (business scope, customer type, region, level), credit terms, account managers, e-contract state
 * and certificates about to expire. Money is yuan (credit limits whole yuan); times are seconds.
 */
import { z } from './zod.js';
import { Qualification } from './account.js';
import { adminText } from './admin.js';
import { STORE_ROLES } from './company.js';
import { PageQuery, Paged } from './envelope.js';
import { dbIdParam } from './goods.js';
import { CUSTOMER_TYPES, optionalField } from './register.js';

export const STORE_REVIEW_STATUSES = ['pending', 'passed', 'rejected'] as const;
export type StoreReviewStatus = (typeof STORE_REVIEW_STATUSES)[number];
export const STORE_REVIEW_TEXT: Record<StoreReviewStatus, string> = { pending: '待审核', passed: '已通过', rejected: '已驳回' };

/** none: never offered; unsigned: this year's offered, not signed; signed: in force. */
export const CONTRACT_STATES = ['none', 'unsigned', 'signed'] as const;
export type ContractState = (typeof CONTRACT_STATES)[number];
export const CONTRACT_STATE_TEXT: Record<ContractState, string> = { none: '未生成', unsigned: '待签署', signed: '已签署' };

export const AdminStoreParams = z.object({ id: dbIdParam('门店编号') });
export const AdminQualificationParams = z.object({ id: dbIdParam('门店编号'), qid: dbIdParam('证件编号') });

export const AdminStoreQuery = PageQuery.extend({
  status: optionalField(z.enum(STORE_REVIEW_STATUSES, { message: '审核状态不正确' })),
  /** Company, contact name or phone. */
  keywords: optionalField(z.string().trim().max(50, '搜索关键词不能超过50个字')),
  manager_id: optionalField(dbIdParam('客户经理')),
});
export type AdminStoreQuery = z.infer<typeof AdminStoreQuery>;

export const AdminStoreRow = z.object({
  id: z.number().int(),
  company: z.string(),
  contact_name: z.string(),
  contact_phone: z.string(),
  province: z.string(),
  city: z.string(),
  customer_type: z.string(),
  level: z.number().int(),
  status: z.enum(STORE_REVIEW_STATUSES),
  status_text: z.string(),
  manager_name: z.string().nullable(),
  contract_state: z.enum(CONTRACT_STATES),
  /** Certificates waiting for review. */
  pending_documents: z.number().int(),
  created_at: z.number().int(),
});
export type AdminStoreRow = z.infer<typeof AdminStoreRow>;

export const AdminStorePage = Paged(AdminStoreRow);
export type AdminStorePage = z.infer<typeof AdminStorePage>;

export const AdminStoreDetail = AdminStoreRow.extend({
  address: z.string(),
  reason: z.string().nullable(),
  business_scope: z.array(z.object({ key: z.string(), name: z.string() })),
  manager: z.object({ id: z.number().int(), name: z.string(), phone: z.string() }).nullable(),
  credit: z.object({ limit: z.number(), term_days: z.number().int(), used: z.number(), overdue: z.number() }),
  contract: z
    .object({
      contract_no: z.string(),
      title: z.string(),
      valid_from: z.string(),
      valid_until: z.string(),
      signed_at: z.number().int().nullable(),
      signer_name: z.string().nullable(),
    })
    .nullable(),
  /** file_url points at the console's own download of the scan. */
  qualifications: z.array(Qualification),
  /** Every login of the store with its company role and spending limits (yuan, null for none), for its account manager. */
  accounts: z.array(
    z.object({
      id: z.number().int(),
      phone: z.string(),
      name: z.string(),
      is_owner: z.number().int(),
      role: z.enum(STORE_ROLES),
      role_text: z.string(),
      order_limit: z.number().nullable(),
      month_limit: z.number().nullable(),
      is_disabled: z.number().int(),
    }),
  ),
});
export type AdminStoreDetail = z.infer<typeof AdminStoreDetail>;

export const StoreRejectBody = z.strictObject({ reason: adminText('驳回原因', 200, '请填写') });
export type StoreRejectBody = z.infer<typeof StoreRejectBody>;

export const StoreProfileBody = z.strictObject({
  customer_type: z.enum(CUSTOMER_TYPES, { message: '请选择客户类型' }),
  province: adminText('所在省份', 20, '请选择'),
  city: adminText('所在城市', 20),
  level: z.coerce.number({ message: '客户等级不正确' }).int('客户等级不正确').min(1, '客户等级为1到9').max(9, '客户等级为1到9'),
  business_scope: z
    .array(z.string().max(80, '经营范围不正确'), { message: '请选择经营范围' })
    .min(1, '请至少选择一项经营范围')
    .max(40, '经营范围过多'),
});
export type StoreProfileBody = z.infer<typeof StoreProfileBody>;

// A cleared number field arrives empty: it is missing, not 0 (which would silently close the store's credit).
const typedNumber = (message: string) => z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number({ message }));

export const StoreCreditBody = z.strictObject({
  limit: typedNumber('请输入账期额度').pipe(
    z.number().int('账期额度须为整数元').min(0, '账期额度不能为负').max(10_000_000, '账期额度不能超过1000万元'),
  ),
  term_days: typedNumber('请输入账期天数').pipe(z.number().int('账期天数须为整数').min(1, '账期天数为1到180天').max(180, '账期天数为1到180天')),
});
export type StoreCreditBody = z.infer<typeof StoreCreditBody>;

export const StoreManagerBody = z.strictObject({ manager_id: dbIdParam('客户经理') });
export type StoreManagerBody = z.infer<typeof StoreManagerBody>;

/** What the store forms choose from. */
export const StoreOptions = z.object({
  scopes: z.array(z.object({ key: z.string(), name: z.string() })),
  customer_types: z.array(z.string()),
  managers: z.array(z.object({ id: z.number().int(), name: z.string(), phone: z.string(), is_default: z.number().int() })),
});
export type StoreOptions = z.infer<typeof StoreOptions>;

export const ExpiringQuery = PageQuery.extend({
  days: z.coerce.number({ message: '天数不正确' }).int('天数不正确').min(1, '天数为1到365').max(365, '天数为1到365').default(30),
});
export type ExpiringQuery = z.infer<typeof ExpiringQuery>;

/** A certificate in force on a store that expires within the days asked (or already has). */
export const ExpiringCertificate = z.object({
  id: z.number().int(),
  store_id: z.number().int(),
  company: z.string(),
  contact_phone: z.string(),
  manager_name: z.string().nullable(),
  type: z.string(),
  number: z.string(),
  expires_at: z.string(),
  days_left: z.number().int(),
  expired: z.number().int(),
});
export type ExpiringCertificate = z.infer<typeof ExpiringCertificate>;

export const ExpiringPage = Paged(ExpiringCertificate);
export type ExpiringPage = z.infer<typeof ExpiringPage>;
