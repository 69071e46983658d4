import type { AdminPointsOrderRow } from '@yc/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeApi, ok } from '../../testing/fake-api';
import { pointsOrder } from '../../testing/points-fixtures';
import { renderApp } from '../../testing/render-app';

// The console is its own lazily loaded chunk: the first render waits for it to compile.
const LOAD = { timeout: 20_000 };

const row = (overrides: Partial<AdminPointsOrderRow> = {}): AdminPointsOrderRow => ({
  ...pointsOrder({ number: 1, points: 800 }),
  store_id: 5,
  company: '仁济大药房',
  contact_phone: '13800000001',
  ...overrides,
});

describe('console points orders (/admin/orders/points)', { timeout: 60_000 }, () => {
  it('lists the warehouse queue with 待补充地址 marked, searches by store and ships with carrier and tracking number', async () => {
    const user = userEvent.setup({ delay: null });
    const waiting = row({ id: 22, source: 'draw', source_text: '抽奖奖品', consignee: '', phone: '', address: '' });
    const api = createFakeApi({
      'GET /api/admin/me': ok({ id: 1, username: 'warehouse', name: '仓库', roles: ['warehouse'] }),
      'GET /api/admin/points-orders': ok({ list: [row(), waiting], total: 2, page: 1, page_size: 20, counts: { pending: 2, all: 2 } }),
      'POST /api/admin/points-orders/21/ship': ok(null),
    });
    renderApp('/admin/orders/points', api);
    expect(await screen.findByRole('menuitem', { name: '积分订单' }, LOAD)).toHaveClass('ant-menu-item-selected');
    const table = await screen.findByRole('table', { name: '积分订单' }, LOAD);
    expect((await within(table).findByText('22')).closest('tr')).toHaveTextContent('待补充地址');
    expect(api.callsTo('GET /api/admin/points-orders')[0].params).toMatchObject({ status: 'pending' });

    await user.type(screen.getByPlaceholderText('门店名称或手机号'), '仁济');
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(api.callsTo('GET /api/admin/points-orders').at(-1)?.params).toMatchObject({ keywords: '仁济', status: 'pending' }));

    await user.click(within(within(table).getByText('李仁济', { exact: false }).closest('tr') as HTMLElement).getByRole('button', { name: /发\s*货/ }));
    // Under the tests every generated id is the same test id, so aria-labelledby cannot name the dialog: its text does.
    const dialog = await screen.findByRole('dialog', {}, LOAD);
    expect(dialog).toHaveTextContent('发货：积分订单 21');
    await user.type(within(dialog).getByLabelText('承运商'), '顺丰速运');
    await user.type(within(dialog).getByLabelText('运单号'), 'SF2026000001');
    await user.click(within(dialog).getByRole('button', { name: /确认发货/ }));
    await waitFor(() => expect(api.callsTo('POST /api/admin/points-orders/21/ship')).toHaveLength(1));
    expect(api.callsTo('POST /api/admin/points-orders/21/ship')[0].body).toEqual({ carrier: '顺丰速运', tracking_no: 'SF2026000001' });
  });
});
