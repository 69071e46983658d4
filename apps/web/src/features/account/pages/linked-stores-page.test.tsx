import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageLocation } from '../../../lib/browser/page-location';
import { fail, ok } from '../../../testing/fake-api';
import { linkedStores } from '../../../testing/fixtures';
import { memberApi } from '../../../testing/member-fixtures';
import { renderApp } from '../../../testing/render-app';

afterEach(() => {
  vi.restoreAllMocks();
});

const linked = { id: 5, company: '康宁诊所', username: '13800000002', is_current: 0, is_owner: 0, is_passed: 0 };

// Role queries over the whole member-centre page are slow in jsdom (tens of seconds on a busy 2-core machine).
describe('multi-store management (/ddgl)', { timeout: 90_000 }, () => {
  it('marks the current store and switches to another only after 您是否确定要切换此账号？', async () => {
    const reload = vi.spyOn(pageLocation, 'reload').mockImplementation(() => undefined);
    const user = userEvent.setup({ delay: null });
    const api = memberApi({ 'POST /api/multi/switch': ok(null) });
    renderApp('/ddgl', api);
    const current = (await screen.findByRole('cell', { name: /仁和大药房连锁有限公司/ }, { timeout: 5000 })).closest('tr') as HTMLElement;
    expect(within(current).getByText('当前店铺')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '切换到仁和大药房光谷分店' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('您是否确定要切换此账号？');
    expect(api.callsTo('POST /api/multi/switch')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.callsTo('POST /api/multi/switch').map((call) => call.body)).toEqual([{ id: '2' }]));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('links another login by its password, and unties a linked store after a confirmation', async () => {
    const user = userEvent.setup({ delay: null });
    let stores = linkedStores;
    const api = memberApi({
      'GET /api/multi/index': () => ok(stores),
      'POST /api/multi/link': () => {
        stores = [...linkedStores, linked];
        return ok(stores);
      },
      'DELETE /api/multi/untie': () => {
        stores = linkedStores;
        return ok(null);
      },
    });
    renderApp('/ddgl', api);
    await user.type(await screen.findByRole('textbox', { name: '店铺登录账号' }, { timeout: 5000 }), '13800000002');
    await user.type(screen.getByLabelText('店铺登录密码'), 'Pharma@2026');
    await user.click(screen.getByRole('button', { name: '关联店铺' }));
    const row = (await screen.findByRole('cell', { name: /康宁诊所/ })).closest('tr') as HTMLElement;
    expect(within(row).getByText('关联店铺')).toBeInTheDocument();
    expect(api.callsTo('POST /api/multi/link').map((call) => call.body)).toEqual([{ username: '13800000002', password: 'Pharma@2026' }]);

    await user.click(within(row).getByRole('button', { name: '解绑康宁诊所' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('确定解除与该店铺的关联吗？');
    await user.click(within(dialog).getByRole('button', { name: '解除关联' }));
    await waitFor(() => expect(api.callsTo('DELETE /api/multi/untie').map((call) => call.params)).toEqual([{ id: 5 }]));
    await waitFor(() => expect(screen.queryByRole('cell', { name: /康宁诊所/ })).not.toBeInTheDocument());
  });

  it('shows a refused link (wrong password) in the form', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/ddgl', memberApi({ 'POST /api/multi/link': fail(400, '账号或密码错误') }));
    await user.type(await screen.findByRole('textbox', { name: '店铺登录账号' }, { timeout: 5000 }), '13800000002');
    await user.type(screen.getByLabelText('店铺登录密码'), 'wrong');
    await user.click(screen.getByRole('button', { name: '关联店铺' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('账号或密码错误');
  });
});
