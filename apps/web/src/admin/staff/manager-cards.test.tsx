import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccountManagerCard } from '@yc/contracts';
import { describe, expect, it } from 'vitest';
import { createFakeApi, ok } from '../../testing/fake-api';
import { renderApp } from '../../testing/render-app';

// The console is its own lazily loaded chunk: the first render waits for it to compile.
const LOAD = { timeout: 20_000 };

const cards: AccountManagerCard[] = [
  { id: 2, name: '王经理', phone: '13900000001', is_default: 0, id_card_no: '110105********0036' },
  { id: 1, name: '客服中心', phone: '400-800-1234', is_default: 1, id_card_no: '' },
];

describe('account-manager cards on the staff page (/admin/staff)', { timeout: 60_000 }, () => {
  it('lists each 身份证号 masked, checks a new one by GB 11643 before sending it, and saves it', async () => {
    const user = userEvent.setup({ delay: null });
    const api = createFakeApi({
      'GET /api/admin/me': ok({ id: 1, username: 'admin', name: '管理员', roles: ['admin'] }),
      'GET /api/admin/staff': ok({ list: [], total: 0, page: 1, page_size: 20 }),
      'GET /api/admin/account-managers': ok(cards),
      'POST /api/admin/account-managers/1/id-card': ok(null),
    });
    renderApp('/admin/staff', api);
    const wang = await screen.findByRole('row', { name: /王经理/ }, LOAD);
    expect(within(wang).getByText('110105********0036')).toBeInTheDocument();
    const desk = screen.getByRole('row', { name: /客服中心/ });
    expect(within(desk).getByText('未登记')).toBeInTheDocument();

    await user.click(within(desk).getByRole('button', { name: '修改客服中心的身份证号' }));
    // Ids are fixed under test, so a dialog is found by its title text rather than its accessible name.
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('修改身份证号：客服中心')).toBeInTheDocument();
    const field = within(dialog).getByLabelText('身份证号');
    await user.type(field, '110105194912310021');
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('身份证号校验位不正确，请核对')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/account-managers/1/id-card')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, '11010519491231002x');
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(api.callsTo('POST /api/admin/account-managers/1/id-card')).toHaveLength(1));
    expect(api.callsTo('POST /api/admin/account-managers/1/id-card')[0]?.body).toEqual({ id_card_no: '11010519491231002x' });
    expect(await screen.findByText('身份证号已保存')).toBeInTheDocument();
  });
});
