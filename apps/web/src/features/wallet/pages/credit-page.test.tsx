import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CreditBill } from '@yc/contracts';
import { describe, expect, it } from 'vitest';
import { formatTime } from '../../../lib/format/time';
import { ok, type RecordedCall } from '../../../testing/fake-api';
import { memberApi } from '../../../testing/member-fixtures';
import { renderApp } from '../../../testing/render-app';

const bill = (id: number): CreditBill => ({
  id,
  type: 'use',
  type_text: '账期支付',
  amount: 100 + id,
  due_date: '2026-12-20',
  outstanding: 100 + id,
  is_overdue: 0,
  created_at: '2026-11-20T02:00:00.000Z',
});

/** Twelve bills, ten a page; only the first is answered to a type filter. */
const bills = (call: RecordedCall) => {
  const { page, type } = call.params as { page: number; type?: string };
  if (type) return ok({ list: [bill(1)], total: 1, page: 1, page_size: 10 });
  const ids = page === 1 ? [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] : [11, 12];
  return ok({ list: ids.map(bill), total: 12, page, page_size: 10 });
};

describe('credit bills (/wdqb_zqgl)', { timeout: 30_000 }, () => {
  it('counts the bills, pages through them, and goes back to the first page when filtered', async () => {
    const user = userEvent.setup({ delay: null });
    const api = memberApi({ 'GET /api/user/user_credit_list': bills });
    renderApp('/wdqb_zqgl', api);
    expect(await screen.findByText('共 12 条账单', {}, { timeout: 5000 })).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(await within(table).findByText('+¥101.00')).toBeInTheDocument();
    expect(within(table).getAllByText(formatTime('2026-11-20T02:00:00.000Z'))).toHaveLength(10);

    await user.click(screen.getByRole('listitem', { name: '2' }));
    expect(await within(table).findByText('+¥112.00')).toBeInTheDocument();
    expect(api.callsTo('GET /api/user/user_credit_list').at(-1)?.params).toEqual({ page: 2, page_size: 10 });

    await user.click(within(screen.getByRole('radiogroup', { name: '账单类型' })).getByText('账期支付'));
    expect(await screen.findByText('共 1 条账单')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsTo('GET /api/user/user_credit_list').at(-1)?.params).toEqual({ page: 1, page_size: 10, type: 'use' }),
    );
  });
});

describe('repaying credit (账期还款)', { timeout: 60_000 }, () => {
  it('asks for the 支付密码 when repaying from the wallet, and sends it', async () => {
    const user = userEvent.setup({ delay: null });
    const api = memberApi({
      'GET /api/user/user_credit_list': bills,
      'POST /api/pay/user_credit_create': ok({ id: 31, amount: 1200.5, status: 'pending' }),
      'POST /api/pay/user_credit_pay': ok({ id: 31, status: 'succeeded', pay_url: null, code_url: null }),
    });
    renderApp('/wdqb_zqgl', api);
    const repay = await screen.findByRole('button', { name: '立即还款' }, { timeout: 5000 });
    await waitFor(() => expect(repay).toBeEnabled());
    await user.click(repay);
    const dialog = await screen.findByRole('dialog', { name: '账期还款' });
    await user.click(within(dialog).getByRole('button', { name: /确认还款/ }));
    expect(await within(dialog).findByText('请输入支付密码')).toBeInTheDocument();
    expect(api.callsTo('POST /api/pay/user_credit_create')).toHaveLength(0);

    await user.click(within(dialog).getByRole('group', { name: '支付密码' }).querySelectorAll('input')[0]);
    await user.keyboard('135790');
    await user.click(within(dialog).getByRole('button', { name: /确认还款/ }));
    await waitFor(() => expect(api.callsTo('POST /api/pay/user_credit_pay')).toHaveLength(1));
    expect(api.callsTo('POST /api/pay/user_credit_pay')[0].body).toEqual({ id: '31', method: 'wallet', pay_password: '135790' });
  });
});
