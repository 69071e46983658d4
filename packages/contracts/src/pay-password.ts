/**
 * 支付密码: the 6-digit password asked for wallet and credit payments and for repaying credit from the
 * wallet. Set and reset with an SMS code to the login's phone (purpose pay_password), changed with the old one.
 */
import { z } from './zod.js';
import { smsCode } from './register.js';

export const PAY_PASSWORD_RE = /^\d{6}$/;

/** All one digit (000000), or a run up or down (123456, 987654): the first guesses anyone tries. */
export function isSimplePayPassword(password: string): boolean {
  const steps = [...password].slice(1).map((d, i) => Number(d) - Number(password[i]));
  return steps.every((s) => s === 0) || steps.every((s) => s === 1) || steps.every((s) => s === -1);
}

/** A payment password as typed to pay: only its shape is checked here, the hash says whether it is right. */
export const payPassword = (label = '支付密码') =>
  z
    .string({ message: `请输入${label}` })
    .min(1, `请输入${label}`)
    .regex(PAY_PASSWORD_RE, `${label}为6位数字`);

/** A new payment password: 6 digits that are not the obvious ones. */
export const newPayPassword = payPassword().refine((p) => !isSimplePayPassword(p), '支付密码过于简单');

/** POST /api/user/payPassword/set (first time) and /reset (forgotten): the code sent to the login's phone. */
export const PayPasswordCodeBody = z.strictObject({ code: smsCode, password: newPayPassword });
export type PayPasswordCodeBody = z.infer<typeof PayPasswordCodeBody>;

/** POST /api/user/payPassword/change: the old payment password proves the owner; wrong ones count toward the lock. */
export const PayPasswordChangeBody = z.strictObject({ old_password: payPassword('原支付密码'), password: newPayPassword });
export type PayPasswordChangeBody = z.infer<typeof PayPasswordChangeBody>;

/** The message a wallet or credit payment answers until the login has a payment password. */
export const PAY_PASSWORD_UNSET = '请先在账户安全中设置支付密码';
