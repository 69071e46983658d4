import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeApi, fail, ok } from '../../testing/fake-api';
import { renderApp } from '../../testing/render-app';

// The console is its own lazily loaded chunk: the first render waits for it to compile.
const LOAD = { timeout: 20_000 };

describe('the console login of a generated password', { timeout: 60_000 }, () => {
  it('asks for a new password twice and sends the login again with it, then opens the console', async () => {
    let changed = false;
    const api = createFakeApi({
      'GET /api/admin/me': () => (changed ? ok({ id: 7, username: 'ops', name: '管理员', roles: ['admin'] }) : fail(10001, '请先登录管理后台', 401)),
      'POST /api/admin/login': (call) => {
        if (!(call.body as Record<string, string>).new_password) return fail(400, '首次登录请先设置新密码', 200, { data: { must_change_password: 1 } });
        changed = true;
        return ok(null);
      },
      'GET /api/admin/audit': ok({ list: [], total: 0, page: 1, page_size: 20 }),
      'GET /api/admin/staff': ok({ list: [], total: 0, page: 1, page_size: 100 }),
    });
    const { router } = renderApp('/admin/login?redirect=%2Fadmin%2Faudit', api);
    await userEvent.type(await screen.findByLabelText('用户名', {}, LOAD), 'ops');
    await userEvent.type(screen.getByLabelText('密码'), 'Gen3rated9Pass');
    await userEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('首次登录请先设置新密码')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('新密码'), 'weakpass');
    await userEvent.type(screen.getByLabelText('确认新密码'), 'other');
    await userEvent.click(screen.getByRole('button', { name: '设置新密码并登录' }));
    expect(await screen.findByText('新密码须同时包含字母和数字')).toBeInTheDocument();
    expect(await screen.findByText('两次输入的新密码不一致')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/login')).toHaveLength(1);

    await userEvent.clear(screen.getByLabelText('新密码'));
    await userEvent.type(screen.getByLabelText('新密码'), 'Mine2026pass');
    await userEvent.clear(screen.getByLabelText('确认新密码'));
    await userEvent.type(screen.getByLabelText('确认新密码'), 'Mine2026pass');
    await userEvent.click(screen.getByRole('button', { name: '设置新密码并登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/audit'));
    expect(api.callsTo('POST /api/admin/login')[1]?.body).toEqual({ username: 'ops', password: 'Gen3rated9Pass', new_password: 'Mine2026pass' });
  });
});
