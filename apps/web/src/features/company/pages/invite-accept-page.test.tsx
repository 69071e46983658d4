import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../../testing/fake-api';
import { shellApi } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

const LOAD = { timeout: 15_000 };

describe('加入企业 (/qyyq)', { timeout: 120_000 }, () => {
  it('sends a new code to the invited phone, shows the server’s refusal under its field, and on joining goes to log in', async () => {
    const user = userEvent.setup({ delay: null });
    let tries = 0;
    const api = shellApi({
      'POST /api/company/invite/code': ok({ expires_in: 300, resend_in: 60 }),
      'POST /api/company/invite/accept': () =>
        (tries += 1) === 1
          ? fail(422, '验证码错误', 422, { errors: { code: ['验证码错误'] } })
          : ok({ account_id: 12, company: '测试连锁' }),
    });
    const { router } = renderApp('/qyyq?phone=13700001111', api);
    const phone = await screen.findByLabelText('手机号', {}, LOAD);
    expect(phone).toHaveValue('13700001111');

    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(api.callsTo('POST /api/company/invite/code').map((c) => c.body)).toEqual([{ phone: '13700001111' }]));
    expect(await screen.findByRole('button', { name: /秒后重新获取/ })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: '加入企业' }));
    expect(await screen.findByText('请输入验证码')).toBeInTheDocument();
    expect(api.callsTo('POST /api/company/invite/accept')).toHaveLength(0);

    await user.type(screen.getByLabelText('验证码'), '123456');
    await user.type(screen.getByLabelText('设置密码'), 'Member2026');
    await user.type(screen.getByLabelText('确认密码'), 'Member2026');
    await user.click(screen.getByRole('button', { name: '加入企业' }));
    expect(await screen.findAllByText('验证码错误')).not.toHaveLength(0);
    await user.click(screen.getByRole('button', { name: '加入企业' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fuser');
    expect(api.callsTo('POST /api/company/invite/accept').at(-1)?.body).toEqual({
      phone: '13700001111',
      code: '123456',
      password: 'Member2026',
    });
  });

  it('names the companies when several invited the phone, and joins the one chosen', async () => {
    const user = userEvent.setup({ delay: null });
    const invites = [
      { id: 7, company: '甲连锁' },
      { id: 9, company: '乙连锁' },
    ];
    const api = shellApi({
      'POST /api/company/invite/code': ok({ expires_in: 300, resend_in: 60 }),
      'POST /api/company/invite/accept': (call) =>
        (call.body as { invite_id?: string }).invite_id
          ? ok({ account_id: 12, company: '乙连锁' })
          : fail(400, '您收到了2家企业的邀请：甲连锁、乙连锁，请选择要加入的企业', 200, { data: { invites } }),
    });
    const { router } = renderApp('/qyyq?phone=13700001111', api);
    await user.type(await screen.findByLabelText('验证码', {}, LOAD), '123456');
    await user.type(screen.getByLabelText('设置密码'), 'Member2026');
    await user.type(screen.getByLabelText('确认密码'), 'Member2026');
    await user.click(screen.getByRole('button', { name: '加入企业' }));
    expect(await screen.findByText(/您收到了2家企业的邀请：甲连锁、乙连锁/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '乙连锁' }));
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/company/invite/code').map((c) => c.body)).toEqual([{ phone: '13700001111', invite_id: '9' }]),
    );
    await user.click(screen.getByRole('button', { name: '加入企业' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.callsTo('POST /api/company/invite/accept').at(-1)?.body).toMatchObject({ code: '123456', invite_id: '9' });
  });
});
