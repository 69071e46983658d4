import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../testing/fake-api';
import { member } from '../../../testing/fixtures';
import { memberApi } from '../../../testing/member-fixtures';
import { renderApp } from '../../../testing/render-app';

const NEW_PHONE = '13900002222';
const SENT = ok({ expires_in: 300, resend_in: 60 });

const profile = () => screen.findByRole('form', { name: '修改资料' }, { timeout: 5000 });

/** Types digits into the six boxes of a 支付密码 field, emptied first. */
async function typeDigits(user: ReturnType<typeof userEvent.setup>, label: string, digits: string) {
  const boxes = [...screen.getByRole('group', { name: label }).querySelectorAll('input')];
  for (const box of [...boxes].reverse()) if (box.value) await user.clear(box);
  await user.click(boxes[0]);
  await user.keyboard(digits);
}

// Role queries over the whole member-centre page are slow in jsdom (tens of seconds on a busy 2-core machine).
describe('/basic: profile and 账户安全', { timeout: 90_000 }, () => {
  it('saves a new name as it is, asking no proof', async () => {
    const user = userEvent.setup({ delay: null });
    const api = memberApi({ 'POST /api/user/updateUserInfo': ok(null) });
    renderApp('/basic', api);
    const form = await profile();
    expect(within(form).queryByRole('button', { name: '获取验证码' })).not.toBeInTheDocument();
    await user.clear(within(form).getByLabelText('姓名'));
    await user.type(within(form).getByLabelText('姓名'), '王药师');
    await user.click(within(form).getByRole('button', { name: /保存资料/ }));
    await waitFor(() => expect(api.callsTo('POST /api/user/updateUserInfo')).toHaveLength(1));
    expect(api.callsTo('POST /api/user/updateUserInfo')[0].body).toEqual({ name: '王药师', phone: '13800000001' });
  });

  it('asks for the code sent to a new phone and the login password before moving the login', async () => {
    const user = userEvent.setup({ delay: null });
    const api = memberApi({ 'POST /api/user/sms_code': SENT, 'POST /api/user/updateUserInfo': ok(null) });
    renderApp('/basic', api);
    const form = await profile();
    await user.clear(within(form).getByLabelText('手机号'));
    await user.type(within(form).getByLabelText('手机号'), NEW_PHONE);
    await user.click(within(form).getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(api.callsTo('POST /api/user/sms_code')).toHaveLength(1));
    expect(api.callsTo('POST /api/user/sms_code')[0].body).toEqual({ phone: NEW_PHONE, purpose: 'change_phone' });

    await user.click(within(form).getByRole('button', { name: /保存资料/ }));
    expect(await within(form).findByText('请输入登录密码')).toBeInTheDocument();
    expect(api.callsTo('POST /api/user/updateUserInfo')).toHaveLength(0);

    await user.type(within(form).getByRole('textbox', { name: '验证码' }), '246810');
    await user.type(within(form).getByLabelText('登录密码'), 'Pharma@2026');
    await user.click(within(form).getByRole('button', { name: /保存资料/ }));
    await waitFor(() => expect(api.callsTo('POST /api/user/updateUserInfo')).toHaveLength(1));
    expect(api.callsTo('POST /api/user/updateUserInfo')[0].body).toEqual({
      name: '张药师',
      phone: NEW_PHONE,
      code: '246810',
      password: 'Pharma@2026',
    });
  });

  it('sets the first 支付密码 with a code sent to the login’s phone', async () => {
    const user = userEvent.setup({ delay: null });
    const api = memberApi({
      'GET /api/user/base': ok(member({ pay_password_set: 0 })),
      'POST /api/user/sms_code': SENT,
      'POST /api/user/payPassword/set': ok(null),
    });
    renderApp('/basic', api);
    const form = await screen.findByRole('form', { name: '设置支付密码' }, { timeout: 5000 });
    expect(within(form).getByText('138****0001')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(api.callsTo('POST /api/user/sms_code')).toHaveLength(1));
    expect(api.callsTo('POST /api/user/sms_code')[0].body).toEqual({ phone: '13800000001', purpose: 'pay_password' });

    await user.type(within(form).getByRole('textbox', { name: '验证码' }), '246810');
    await typeDigits(user, '支付密码', '123456');
    await typeDigits(user, '确认支付密码', '123456');
    await user.click(within(form).getByRole('button', { name: '设置支付密码' }));
    expect(await within(form).findByText('支付密码过于简单')).toBeInTheDocument();
    expect(api.callsTo('POST /api/user/payPassword/set')).toHaveLength(0);

    await typeDigits(user, '支付密码', '258013');
    await typeDigits(user, '确认支付密码', '258013');
    await user.click(within(form).getByRole('button', { name: '设置支付密码' }));
    await waitFor(() => expect(api.callsTo('POST /api/user/payPassword/set')).toHaveLength(1));
    expect(api.callsTo('POST /api/user/payPassword/set')[0].body).toEqual({ code: '246810', password: '258013' });
  });

  it('changes the login password through the phone code, never asking for the old one', async () => {
    renderApp('/basic', memberApi());
    const link = await screen.findByRole('link', { name: '验证手机并修改' }, { timeout: 5000 });
    expect(link).toHaveAttribute('href', '/forget/step1');
    expect(screen.queryByLabelText('原密码')).not.toBeInTheDocument();
  });

  it('offers to change a 支付密码 already set, or reset a forgotten one', async () => {
    renderApp('/basic', memberApi());
    expect(await screen.findByRole('tab', { name: '修改支付密码' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '忘记支付密码' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '原支付密码' })).toBeInTheDocument();
  });
});
