import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeApi, ok } from '../../testing/fake-api';
import { renderApp } from '../../testing/render-app';

// The console is its own lazily loaded chunk: the first render waits for it to compile.
const LOAD = { timeout: 20_000 };

describe('console settings (/admin/settings)', { timeout: 60_000 }, () => {
  it('shows 发货须扫追溯码 as stored and turns it on with a PUT', async () => {
    const user = userEvent.setup({ delay: null });
    let required = 0;
    const api = createFakeApi({
      'GET /api/admin/me': ok({ id: 1, username: 'admin', name: '管理员', roles: ['admin'] }),
      'GET /api/admin/settings/trace-codes': () => ok({ required }),
      'PUT /api/admin/settings/trace-codes': (call) => {
        required = Number((call.body as { required: string }).required);
        return ok({ required });
      },
    });
    renderApp('/admin/settings', api);
    const toggle = await screen.findByRole('switch', { name: '发货须扫追溯码' }, LOAD);
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(api.callsTo('PUT /api/admin/settings/trace-codes')[0]?.body).toEqual({ required: '1' }));
    expect(await screen.findByText('设置已保存')).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeChecked());
  });

  it('is not for the warehouse, whose shipping the switch holds up', async () => {
    const api = createFakeApi({ 'GET /api/admin/me': ok({ id: 3, username: 'warehouse', name: '钱仓管', roles: ['warehouse'] }) });
    renderApp('/admin/settings', api);
    expect(await screen.findByText('无权访问', {}, LOAD)).toBeInTheDocument();
    expect(api.callsTo('GET /api/admin/settings/trace-codes')).toHaveLength(0);
  });
});
