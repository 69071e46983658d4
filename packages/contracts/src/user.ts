import { z } from './zod.js';

export const LoginBody = z.strictObject({
  username: z.string({ message: '请输入手机号' }).trim().min(1, '请输入手机号').max(32, '账号过长'),
  password: z.string({ message: '请输入密码' }).min(1, '请输入密码').max(64, '密码过长'),
});
export type LoginBody = z.infer<typeof LoginBody>;

export const AccountManager = z.object({ name: z.string(), phone: z.string(), is_default: z.number().int() });
export type AccountManager = z.infer<typeof AccountManager>;

/** The session user of spec section 3 (GET /api/user/base). */
export const UserBase = z.object({
  show: z.number().int(),
  id: z.number().int(),
  store_id: z.number().int(),
  username: z.string(),
  name: z.string(),
  phone: z.string(),
  company: z.string(),
  face: z.string(),
  rank: z.string(),
  admin: AccountManager,
  address: z.string(),
  is_passed: z.number().int(),
  points: z.number().int(),
  cart: z.number().int(),
  message_count: z.number().int(),
  wechat: z.string(),
  common_config: z.object({ hot_line: z.string() }),
  quality_inspection: z.object({ quality_inspection_url: z.string(), msg: z.string() }),
  login_url: z.string(),
  is_show_youx: z.number().int(),
  is_special: z.number().int(),
  is_can_chat: z.number().int(),
  /** The spec's field, kept empty: the session lives only in the HttpOnly cookie, never in a body. */
  token: z.string(),
  is_AfterSale: z.number().int(),
  ywy: z.string(),
  customer: z.string(),
  levels: z.string(),
  user_level: z.number().int(),
  contract_signed: z.number().int(),
  /** 1 once the login has a 支付密码 (wallet and credit payments ask for it). */
  pay_password_set: z.number().int(),
});
export type UserBase = z.infer<typeof UserBase>;

/** One store the logged-in account may switch to (GET /api/multi/index). */
export const LinkedStore = z.object({
  id: z.number().int(),
  company: z.string(),
  username: z.string(),
  is_current: z.number().int(),
  is_owner: z.number().int(),
  is_passed: z.number().int(),
});
export type LinkedStore = z.infer<typeof LinkedStore>;

export const MultiSwitchBody = z.strictObject({
  id: z.coerce.number({ message: '请选择要切换的店铺' }).int('店铺编号不正确').positive('店铺编号不正确'),
});
export type MultiSwitchBody = z.infer<typeof MultiSwitchBody>;
