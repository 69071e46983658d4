/**
 * Account centre (/zhzx): basic info, password, qualification certificates (/zzzj), business scope
 * (jyfw), messages (/wdxx), linked stores (/ddgl) and WeChat binding (/bdwx). Times are ISO 8601.
 */
import { z } from './zod.js';
import { PageQuery, Paged } from './envelope.js';
import { dbIdParam } from './goods.js';
import { optionalField, smsCode } from './register.js';
import { mobile } from './validators.js';

/**
 * The phone is the login name: changing it takes the code sent to the new phone (purpose change_phone)
 * and the login password, so a borrowed or stolen session cannot move the login to another phone.
 */
export const UpdateUserInfoBody = z.strictObject({
  name: z.string({ message: '请输入姓名' }).trim().min(1, '请输入姓名').min(2, '姓名至少2个字').max(20, '姓名不能超过20个字'),
  phone: mobile(),
  code: optionalField(smsCode),
  password: optionalField(z.string({ message: '请输入登录密码' }).max(64, '登录密码不正确')),
});
export type UpdateUserInfoBody = z.infer<typeof UpdateUserInfoBody>;

export const QUALIFICATION_TYPES = [
  '营业执照',
  '药品经营许可证',
  '医疗器械经营许可证',
  '第二类医疗器械经营备案凭证',
  '采购委托书',
  '被委托人身份证',
  'GSP证书',
] as const;
export type QualificationType = (typeof QUALIFICATION_TYPES)[number];

export const QUALIFICATION_STATUS_TEXT: Record<string, string> = { pending: '审核中', passed: '已通过', rejected: '未通过' };
/** Certificates expiring within this many days (or expired) carry expiry_warning = 1. */
export const EXPIRY_WARNING_DAYS = 30;
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** The text fields of the multipart POST /api/user/zizhi; the file goes in the part named `file`. */
export const QualificationUploadFields = z.strictObject({
  type: z.enum(QUALIFICATION_TYPES, { message: '请选择证件类型' }),
  number: z.string({ message: '请输入证件编号' }).trim().min(1, '请输入证件编号').max(60, '证件编号不能超过60个字符'),
  expires_at: z
    .string({ message: '请选择有效期至' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, '有效期格式不正确，例如 2030-12-31')
    .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), '有效期格式不正确，例如 2030-12-31'),
});
export type QualificationUploadFields = z.infer<typeof QualificationUploadFields>;

export const Qualification = z.object({
  id: z.number().int(),
  type: z.string(),
  number: z.string(),
  /** pending | passed | rejected */
  status: z.string(),
  status_text: z.string(),
  reason: z.string().nullable(),
  /** YYYY-MM-DD; null when the certificate has no expiry. */
  expires_at: z.string().nullable(),
  days_left: z.number().int().nullable(),
  expired: z.number().int(),
  /** 1 when expired or expiring within EXPIRY_WARNING_DAYS. */
  expiry_warning: z.number().int(),
  /** Authenticated download of the scan; null for a certificate entered without one. */
  file_url: z.string().nullable(),
  file_name: z.string(),
  created_at: z.string(),
});
export type Qualification = z.infer<typeof Qualification>;

/** GET /api/user/zizhi: the store's review state, the types it may upload, its current certificates. */
export const QualificationList = z.object({
  status: z.string(),
  status_text: z.string(),
  is_passed: z.number().int(),
  reason: z.string().nullable(),
  types: z.array(z.string()),
  list: z.array(Qualification),
});
export type QualificationList = z.infer<typeof QualificationList>;

export const QualificationIdParams = z.object({ id: dbIdParam('证件编号') });

/** GET /api/user/jyfw: top-level classes of the business scope. */
export const BusinessScope = z.array(z.object({ key: z.string(), name: z.string() }));
export type BusinessScope = z.infer<typeof BusinessScope>;

export const MessageQuery = PageQuery.extend({
  is_read: optionalField(
    z.coerce.number({ message: '已读状态不正确' }).int('已读状态不正确').min(0, '已读状态不正确').max(1, '已读状态不正确'),
  ),
});
export type MessageQuery = z.infer<typeof MessageQuery>;

export const Message = z.object({
  id: z.number().int(),
  type: z.string(),
  title: z.string(),
  content: z.string(),
  is_read: z.number().int(),
  created_at: z.string(),
});
export type Message = z.infer<typeof Message>;

/** GET /api/user/messages; unread equals user/base message_count. */
export const MessagePage = Paged(Message).extend({ unread: z.number().int() });
export type MessagePage = z.infer<typeof MessagePage>;

const asArray = (v: unknown) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v);

/** Mark read: `ids` (ids[]=1&ids[]=2, or 1,2) or `all=1`. */
export const MessageReadBody = z
  .strictObject({
    ids: optionalField(
      z.preprocess(asArray, z.array(dbIdParam('消息编号'), { message: '消息编号不正确' }).max(100, '一次最多标记100条消息')),
    ),
    all: optionalField(z.coerce.number({ message: '参数不正确' }).int('参数不正确').min(0, '参数不正确').max(1, '参数不正确')),
  })
  .refine((b) => b.all === 1 || (b.ids?.length ?? 0) > 0, { message: '请选择要标记为已读的消息', path: ['ids'] });
export type MessageReadBody = z.infer<typeof MessageReadBody>;

export const MessageReadResult = z.object({ updated: z.number().int(), unread: z.number().int() });
export type MessageReadResult = z.infer<typeof MessageReadResult>;

export const MultiUntieQuery = z.object({ id: dbIdParam('店铺编号') });
export type MultiUntieQuery = z.infer<typeof MultiUntieQuery>;

/** Link the stores another login owns, proven by that login's password. */
export const MultiLinkBody = z.strictObject({
  username: mobile('账号'),
  password: z.string({ message: '请输入密码' }).min(1, '请输入密码').max(64, '密码过长'),
});
export type MultiLinkBody = z.infer<typeof MultiLinkBody>;

/** POST /api/user/create_code: a QR (PNG data URL) of bind_url, valid until expires_at. */
export const WechatBindCode = z.object({ token: z.string(), bind_url: z.string(), qr_data_url: z.string(), expires_at: z.string() });
export type WechatBindCode = z.infer<typeof WechatBindCode>;

/** The sandbox stand-in for WeChat's callback after the scan. */
export const WechatBindBody = z.strictObject({
  token: z.string({ message: '二维码无效' }).min(16, '二维码无效').max(64, '二维码无效'),
  openid: z.string({ message: '缺少微信用户标识' }).trim().min(1, '缺少微信用户标识').max(64, '微信用户标识不正确'),
});
export type WechatBindBody = z.infer<typeof WechatBindBody>;
