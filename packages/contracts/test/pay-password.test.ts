import { describe, expect, it } from 'vitest';
import { isSimplePayPassword, newPayPassword } from '../src/pay-password.js';

describe('支付密码 rules', () => {
  it.each(['000000', '777777', '012345', '123456', '456789', '987654', '543210'])('%s is too simple', (p) => {
    expect(isSimplePayPassword(p)).toBe(true);
    expect(newPayPassword.safeParse(p).error?.issues[0]?.message).toBe('支付密码过于简单');
  });

  it.each(['135790', '258013', '112233', '123457', '890123', '246802'])('%s is accepted', (p) => {
    expect(newPayPassword.safeParse(p).success).toBe(true);
  });

  it.each([
    ['', '请输入支付密码'],
    ['12345', '支付密码为6位数字'],
    ['1234567', '支付密码为6位数字'],
    ['12a456', '支付密码为6位数字'],
    ['１２３４５６', '支付密码为6位数字'],
  ])('%j answers %s', (p, msg) => {
    expect(newPayPassword.safeParse(p).error?.issues[0]?.message).toBe(msg);
  });
});
