/** 下载医保进销存 on /dzd (issue 37): the month picked, its shipments as 医保 3503 purchase rows, as Excel or CSV. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Statement, StatementMonthRow } from '@yc/contracts';
import { describe, expect, it } from 'vitest';
import { asRole } from '../../../testing/company-fixtures';
import { ok, type RecordedCall } from '../../../testing/fake-api';
import { memberApi } from '../../../testing/member-fixtures';
import { renderApp } from '../../../testing/render-app';

const months: StatementMonthRow[] = [
  { month: '2026-11', status: 'open', status_text: '本月进行中', open_disputes: 0, confirmed_at: null },
  { month: '2026-10', status: 'pending', status_text: '待确认', open_disputes: 0, confirmed_at: null },
];

const statement = (month: string): Statement => ({
  month,
  store_id: 1,
  company: '仁和大药房连锁有限公司',
  from: `${month}-01`,
  to: `${month}-30`,
  status: 'pending',
  status_text: '待确认',
  confirmed_by: null,
  confirmed_at: null,
  wallet: { opening: 0, recharge: 0, order_paid: 0, credit_repaid: 0, refund: 0, cashback: 0, adjust: 0, closing: 0 },
  credit: { opening: 0, drawn: 0, repaid: 0, refunded: 0, closing: 0 },
  points: { opening: 0, earned: 0, used: 0, closing: 0 },
  orders: { count: 0, amount: 0, wallet: 0, credit: 0, online: 0 },
  refunds: { total: 0, wallet: 0, credit: 0, online: 0 },
  lines: [],
  disputes: [],
});

const byMonth = (call: RecordedCall) => ok(statement(call.path.split('/').at(-1) ?? ''));

describe('下载医保进销存 on the 对账单 (/dzd)', { timeout: 60_000 }, () => {
  it('offers the picked month’s shipments as Excel and CSV', async () => {
    const user = userEvent.setup({ delay: null });
    const api = memberApi({
      ...asRole('buyer'),
      'GET /api/user/statements': ok(months),
      'GET /api/user/statements/2026-11': byMonth,
      'GET /api/user/statements/2026-10': byMonth,
    });
    const { router } = renderApp('/dzd?month=2026-10', api);
    await user.click(await screen.findByRole('button', { name: /下载医保进销存/ }, { timeout: 15_000 }));
    const files = await screen.findAllByRole('link', { name: /Excel（|CSV/ });
    expect(files.map((a) => a.getAttribute('href'))).toEqual(['xlsx', 'csv'].map((f) => `/api/yb_purchases?month=2026-10&format=${f}`));
    expect(files.every((a) => a.hasAttribute('download'))).toBe(true);
    await waitFor(() => expect(router.state.location.search).toBe('?month=2026-10'));
  });
});
