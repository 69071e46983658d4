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
