/** Registration (/register, /register_dd) and forgot password (/forget): SMS codes, the new account and store. */
import { z } from './zod.js';
import { email, landline, mobile } from './validators.js';

/** Customer types a store registers as; controlled-sales goods list the ones they may go to. */
export const CUSTOMER_TYPES = ['单体药店', '连锁药店', '诊所', '卫生院'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

/** register and forget need no login; change_phone (to the new phone) and pay_password (to the login's phone) do. */
export const SMS_PURPOSES = ['register', 'forget', 'change_phone', 'pay_password'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];
/** What a stored code is for: company_invite codes are sent by the server when a company invites the phone, never asked for at /sms_code. */
export type CodePurpose = SmsPurpose | 'company_invite';

export const SMS_CODE_TTL_SECONDS = 300;
export const SMS_RESEND_SECONDS = 60;

/** An optional form field: the page sends an empty string for a field left blank. */
export const optionalField = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

/** New passwords: 8 to 20 visible characters with at least one letter and one digit. */
export const newPassword = (label = '密码') =>
  z
    .string({ message: `请输入${label}` })
    .min(8, `${label}长度为8-20位`)
    .max(20, `${label}长度为8-20位`)
    .regex(/^[\x21-\x7e]+$/, `${label}只能包含字母、数字和符号`)
    .regex(/^(?=.*[A-Za-z])(?=.*\d)/, `${label}须同时包含字母和数字`);

export const smsCode = z
  .string({ message: '请输入验证码' })
  .trim()
  .min(1, '请输入验证码')
  .regex(/^\d{6}$/, '验证码为6位数字');

const text = (label: string, min: number, max: number) =>
  z
    .string({ message: `请输入${label}` })
    .trim()
    .min(1, `请输入${label}`)
    .min(min, `${label}至少${min}个字`)
    .max(max, `${label}不能超过${max}个字`);

export const SmsCodeBody = z.strictObject({
  phone: mobile(),
  purpose: z.enum(SMS_PURPOSES, { message: '验证码用途不正确' }),
});
export type SmsCodeBody = z.infer<typeof SmsCodeBody>;

/** POST /api/user/sms_code: seconds until the code expires and until another may be sent. */
export const SmsCodeSent = z.object({ expires_in: z.number().int(), resend_in: z.number().int() });
export type SmsCodeSent = z.infer<typeof SmsCodeSent>;

export const PhoneParams = z.object({ value: mobile() });
/** GET /api/user/phone/{value}: 1 when a login already uses the phone. */
export const PhoneExists = z.object({ exists: z.number().int() });
export type PhoneExists = z.infer<typeof PhoneExists>;

/** POST /api/user/register; keys are in the order of the form, so the first error is the topmost field. */
export const RegisterBody = z.strictObject({
  phone: mobile(),
  code: smsCode,
  password: newPassword(),
  company: text('企业名称', 2, 100),
  contact_name: text('联系人姓名', 2, 20),
  province: text('所在省份', 2, 20),
  city: text('所在城市', 2, 20),
  address: text('详细地址', 2, 200),
  customer_type: z.enum(CUSTOMER_TYPES, { message: '请选择客户类型' }),
  email: optionalField(email()),
  landline: optionalField(landline()),
});
export type RegisterBody = z.infer<typeof RegisterBody>;

/** After registering the buyer is logged in through the HttpOnly session cookie; the session id is never in the body. */
export const Registered = z.object({ account_id: z.number().int(), store_id: z.number().int() });
export type Registered = z.infer<typeof Registered>;

export const ForgetVerifyBody = z.strictObject({ phone: mobile(), code: smsCode });
export type ForgetVerifyBody = z.infer<typeof ForgetVerifyBody>;

/** Step 1 of /forget hands step 2 a token that sets the password once; expires_at is ISO 8601. */
export const ResetToken = z.object({ token: z.string(), expires_at: z.string() });
export type ResetToken = z.infer<typeof ResetToken>;

export const ForgetResetBody = z.strictObject({
  token: z
    .string({ message: '重置凭证无效，请重新验证手机号' })
    .min(16, '重置凭证无效，请重新验证手机号')
    .max(64, '重置凭证无效，请重新验证手机号'),
  password: newPassword('新密码'),
});
export type ForgetResetBody = z.infer<typeof ForgetResetBody>;
