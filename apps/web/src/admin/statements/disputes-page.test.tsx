import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminStatementDispute } from '@yc/contracts';
import { describe, expect, it } from 'vitest';
import { createFakeApi, ok } from '../../testing/fake-api';
import { renderApp } from '../../testing/render-app';

const LOAD = { timeout: 20_000 };
const page = <T,>(list: T[]) => ok({ list, total: list.length, page: 1, page_size: 20 });

const dispute = (over: Partial<AdminStatementDispute> = {}): AdminStatementDispute => ({
  id: 9,
  store_id: 4,
  company: '光谷健民大药房',
  month: '2026-10',
  line_key: 'wallet:12',
  line_text: '2026-10-02 订单付款 YC202610020001 ¥-1250.50',
  note: '这笔已退款',
  by: '钱财务',
  status: 'open',
  status_text: '待处理',
  reply: null,
  staff_name: null,
  created_at: 1_800_000_000,
  resolved_at: null,
  ...over,
});

describe('对账异议 in the console', { timeout: 60_000 }, () => {
  it('lists the open disputes of the manager’s stores and answers one', async () => {
    const user = userEvent.setup({ delay: null });
    const api = createFakeApi({
      'GET /api/admin/me': ok({ id: 7, username: 'manager', name: '王经理', roles: ['account_manager'] }),
      'GET /api/admin/statement-disputes': (call) =>
        (call.params as { status?: string }).status === 'resolved'
          ? page([dispute({ id: 8, status: 'resolved', status_text: '已答复', reply: '已核实', staff_name: '王经理' })])
          : page([dispute()]),
      'POST /api/admin/statement-disputes/9/reply': ok(null),
    });
    renderApp('/admin/statement-disputes', api);
    const table = await screen.findByRole('table', {}, LOAD);
    expect(await within(table).findByText('光谷健民大药房')).toBeInTheDocument();
    expect(within(table).getByText('2026-10-02 订单付款 YC202610020001 ¥-1250.50：这笔已退款')).toBeInTheDocument();
    expect(api.callsTo('GET /api/admin/statement-disputes')[0]?.params).toMatchObject({ status: 'open', page: 1 });
    expect(screen.getByRole('menuitem', { name: /对账异议/ })).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: '答复' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('答复对账异议')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('回复内容'), '已核实，退款已到账');
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(api.callsTo('POST /api/admin/statement-disputes/9/reply')[0]?.body).toEqual({ reply: '已核实，退款已到账' }));
    expect(await screen.findByText('已答复，门店可在对账单和消息中查看')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: '处理状态' }));
    await user.click(await screen.findByTitle('已答复'));
    expect(await within(table).findByText('答复：已核实（王经理）')).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: '答复' })).not.toBeInTheDocument();
  });
});
