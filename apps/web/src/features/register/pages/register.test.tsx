import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ok } from '../../../testing/fake-api';
import { member, shellApi } from '../../../testing/fixtures';
import { qualificationList } from '../../../testing/member-fixtures';
import { renderApp } from '../../../testing/render-app';
import { useForgetDraft, useRegisterDraft } from '../stores/register-draft';

const NEW_PHONE = '13900001111';
const initialDraft = useRegisterDraft.getState();
const initialForget = useForgetDraft.getState();

afterEach(() => {
  useRegisterDraft.setState(initialDraft, true);
  useForgetDraft.setState(initialForget, true);
});

const registerApi = (routes = {}) =>
  shellApi({
    [`GET /api/user/phone/${NEW_PHONE}`]: ok({ exists: 0 }),
    'POST /api/user/sms_code': ok({ expires_in: 300, resend_in: 60 }),
    'GET /api/user/zizhi': ok(qualificationList([], { status: 'pending', status_text: '审核中', is_passed: 0 })),
    ...routes,
  });

async function fillStep1(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('手机号', {}, { timeout: 5000 }), NEW_PHONE);
  await user.type(screen.getByRole('textbox', { name: '验证码' }), '246810');
  await user.type(screen.getByLabelText('设置密码'), 'Pharma2026');
  await user.type(screen.getByLabelText('确认密码'), 'Pharma2026');
  await user.click(screen.getByRole('button', { name: '下一步' }));
}

/** Step 2's required fields: the company, its contact and address in 北京市, and its kind. */
async function fillCompany(user: ReturnType<typeof userEvent.setup>, company: { name: string; address: string; kind: string }) {
  await user.type(await screen.findByLabelText('企业名称'), company.name);
  await user.type(screen.getByLabelText('联系人'), '王健民');
  await user.click(screen.getByRole('combobox', { name: '所在省份' }));
  await user.click(await screen.findByTitle('北京市'));
  await user.type(screen.getByRole('textbox', { name: '所在城市' }), '北京市');
  await user.type(screen.getByLabelText('详细地址'), company.address);
  await user.click(screen.getByRole('radio', { name: company.kind }));
}

describe('registration step 1', { timeout: 30_000 }, () => {
  it('refuses a number that is not a mobile (spec section 5) and asks nothing of the server', async () => {
    const user = userEvent.setup({ delay: null });
    const api = registerApi();
    renderApp('/register/step1', api);
    await user.type(await screen.findByLabelText('手机号', {}, { timeout: 5000 }), '12345678901');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('手机号格式不正确')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path.startsWith('/api/user/phone/'))).toHaveLength(0);
  });

  it('says so while typing when the phone already has a login', async () => {
    const user = userEvent.setup({ delay: null });
    const api = registerApi({ 'GET /api/user/phone/13800000001': ok({ exists: 1 }) });
    renderApp('/register/step1', api);
    await user.type(await screen.findByLabelText('手机号', {}, { timeout: 5000 }), '13800000001');
    expect(await screen.findByText('该手机号已注册，请直接登录')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去登录' })).toHaveAttribute('href', '/login');
    expect(api.callsTo('GET /api/user/phone/13800000001')).toHaveLength(1);
  });

  it('sends the code and counts 60 seconds down before another may be sent', async () => {
    const user = userEvent.setup({ delay: null });
    const api = registerApi();
    renderApp('/register/step1', api);
    await user.type(await screen.findByLabelText('手机号', {}, { timeout: 5000 }), NEW_PHONE);
    await user.click(screen.getByRole('button', { name: '获取验证码' }));

    const waiting = await screen.findByRole('button', { name: '60秒后重新获取' });
    expect(waiting).toBeDisabled();
    expect(api.callsTo('POST /api/user/sms_code').map((call) => call.body)).toEqual([{ phone: NEW_PHONE, purpose: 'register' }]);
    expect(await screen.findByRole('button', { name: '59秒后重新获取' }, { timeout: 2500 })).toBeDisabled();
  });

  it('does not send a code for a malformed phone', async () => {
    const user = userEvent.setup({ delay: null });
    const api = registerApi();
    renderApp('/register/step1', api);
    await user.type(await screen.findByLabelText('手机号', {}, { timeout: 5000 }), '1380000');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('手机号格式不正确')).toBeInTheDocument();
    expect(api.callsTo('POST /api/user/sms_code')).toHaveLength(0);
  });

  it('asks for the same password twice', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/register/step1', registerApi());
    await user.type(await screen.findByLabelText('设置密码'), 'Pharma2026');
    await user.type(screen.getByLabelText('确认密码'), 'Pharma2027');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('两次输入的密码不一致')).toBeInTheDocument();
  });
});

describe('registration step 2', { timeout: 60_000 }, () => {
  it('checks landline and email by the spec section 5 rules, keeps both steps when going back, then registers', async () => {
    const user = userEvent.setup({ delay: null });
    const api = registerApi({ 'POST /api/user/register': ok({ account_id: 9, store_id: 12 }) });
    const { router } = renderApp('/register/step1', api);
    await fillStep1(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/register/step2'));

    await fillCompany(user, { name: '光谷健民大药房', address: '海淀区示例路1号', kind: '单体药店' });
    await user.type(screen.getByLabelText('电子邮箱'), 'shop@');
    await user.type(screen.getByLabelText('固定电话'), '12345678');
    await user.click(screen.getByRole('button', { name: '提交注册' }));
    expect(await screen.findByText('邮箱格式不正确')).toBeInTheDocument();
    expect(await screen.findByText('固定电话格式不正确，例如 010-12345678')).toBeInTheDocument();
    expect(api.callsTo('POST /api/user/register')).toHaveLength(0);

    // Back to step 1 and forward again: nothing typed is lost.
    await user.click(screen.getByRole('button', { name: '上一步' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register/step1'));
    expect(await screen.findByLabelText('手机号')).toHaveValue(NEW_PHONE);
    expect(screen.getByRole('textbox', { name: '验证码' })).toHaveValue('246810');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByLabelText('企业名称')).toHaveValue('光谷健民大药房');

    await user.clear(screen.getByLabelText('电子邮箱'));
    await user.type(screen.getByLabelText('电子邮箱'), 'shop@example.com');
    await user.clear(screen.getByLabelText('固定电话'));
    await user.type(screen.getByLabelText('固定电话'), '0755-7654321');
    await user.click(screen.getByRole('button', { name: '提交注册' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/register/step3'));
    expect(api.callsTo('POST /api/user/register').map((call) => call.body)).toEqual([
      {
        phone: NEW_PHONE,
        code: '246810',
        password: 'Pharma2026',
        company: '光谷健民大药房',
        contact_name: '王健民',
        province: '北京市',
        city: '北京市',
        address: '海淀区示例路1号',
        customer_type: '单体药店',
        email: 'shop@example.com',
        landline: '0755-7654321',
      },
    ]);
    expect(await screen.findByText('注册成功！')).toBeInTheDocument();
    expect(await screen.findByText('资质审核中')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '上传并提交审核' })).toBeInTheDocument();
  });

  it.each([
    [{ status: 'passed', status_text: '已通过', is_passed: 1, reason: null }, '资质审核已通过', '您已可查看商品价格'],
    [{ status: 'rejected', status_text: '未通过', is_passed: 0, reason: '营业执照已过期' }, '资质审核驳回', '驳回原因：营业执照已过期'],
    [{ status: 'pending', status_text: '审核中', is_passed: 0, reason: null }, '资质审核中', '1-2个工作日内完成审核'],
  ])('step 3 shows the store’s real review state to a member: %j', async (review, title, text) => {
    const api = shellApi({
      'GET /api/user/base': ok(member({ is_passed: review.is_passed })),
      'GET /api/user/zizhi': ok(qualificationList([], review)),
    });
    renderApp('/register/step3', api);
    expect(await screen.findByText(title, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(text))).toBeInTheDocument();
  });

  it('leaves the optional email and landline out when blank', async () => {
    const user = userEvent.setup({ delay: null });
    const api = registerApi({ 'POST /api/user/register': ok({ account_id: 9, store_id: 12 }) });
    const { router } = renderApp('/register/dd/step1', api);
    await fillStep1(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/register/dd/step2'));
    await fillCompany(user, { name: '健民诊所', address: '海淀区示例路2号', kind: '诊所' });
    await user.click(screen.getByRole('button', { name: '提交注册' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register/dd/step3'));
    const [call] = api.callsTo('POST /api/user/register');
    expect(call.body).not.toHaveProperty('email');
    expect(call.body).not.toHaveProperty('landline');
  });

  it('takes a refused code back to step 1 and shows it there', async () => {
    const user = userEvent.setup({ delay: null });
    const api = registerApi({
      'POST /api/user/register': { status: 422, body: { code: 422, msg: '验证码错误', data: null, errors: { code: ['验证码错误'] } } },
    });
    const { router } = renderApp('/register/step1', api);
    await fillStep1(user);
    await fillCompany(user, { name: '健民诊所', address: '海淀区示例路2号', kind: '诊所' });
    await user.click(screen.getByRole('button', { name: '提交注册' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register/step1'));
    const form = (await screen.findByLabelText('手机号')).closest('form') as HTMLElement;
    expect(await within(form).findByText('验证码错误')).toBeInTheDocument();
  });
});

describe('forgotten password', { timeout: 30_000 }, () => {
  it('verifies the phone, sets the new password with the token and ends on success', async () => {
    const user = userEvent.setup({ delay: null });
    const api = shellApi({
      'GET /api/user/phone/13800000001': ok({ exists: 1 }),
      'POST /api/user/forget/verify': ok({ token: 'reset-token-0123456789', expires_at: '2026-12-01T00:00:00.000Z' }),
      'POST /api/user/resetPassword': ok(null),
    });
    const { router } = renderApp('/forget', api);
    await user.type(await screen.findByLabelText('手机号', {}, { timeout: 5000 }), '13800000001');
    await user.type(screen.getByRole('textbox', { name: '验证码' }), '135790');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forget/step2'));
    await user.type(await screen.findByLabelText('新密码'), 'Renewed2026');
    await user.type(screen.getByLabelText('确认新密码'), 'Renewed2026');
    await user.click(screen.getByRole('button', { name: '确认修改' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forget/step3'));
    expect(await screen.findByText('密码重置成功')).toBeInTheDocument();
    expect(api.callsTo('POST /api/user/resetPassword').map((call) => call.body)).toEqual([
      { token: 'reset-token-0123456789', password: 'Renewed2026' },
    ]);
  });
});
