import type { AdminHmRow, StaffRole } from '@yc/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeApi, ok, type RecordedCall, type Route } from '../../testing/fake-api';
import { renderApp } from '../../testing/render-app';

// The console is its own lazily loaded chunk: the first render waits for it to compile.
const LOAD = { timeout: 20_000 };

const row = (overrides: Partial<AdminHmRow> = {}): AdminHmRow => ({
  order_id: 70,
  order_no: 'YC2026120100070',
  status_text: '已发货',
  company: '仁济大药房有限公司',
  contact_phone: '13800000001',
  pay_amount: 1280,
  shipped_at: 1_795_000_000,
  overdue_days: 5,
  hm_buyer: { name: '李药师', id_no: '440304********123X' },
  receipt: {
    status: 'uploaded',
    status_text: '待审核',
    file_url: '/api/admin/orders/70/hm-receipt',
    uploaded_at: 1_795_100_000,
    reviewed_at: null,
    can_upload: 1,
  },
  ...overrides,
});

// Longest waiting first, as the server lists them: one not uploaded, one uploaded and not yet accepted.
const overdue = [
  row({
    order_id: 71,
    order_no: 'YC2026120100071',
    overdue_days: 12,
    hm_buyer: null,
    receipt: { status: 'pending_upload', status_text: '待上传', file_url: null, uploaded_at: null, reviewed_at: null, can_upload: 1 },
  }),
  row(),
];

/** The board as the server answers it: the overdue rows for ?state=overdue, none for the other tabs. */
const board = (call: RecordedCall) => {
  const state = (call.params as Record<string, unknown>).state;
  const list = state === 'overdue' ? overdue : [];
  return ok({ list, total: list.length, page: 1, page_size: 20 });
};

function consoleAt(url: string, roles: StaffRole[], routes: Record<string, Route> = {}) {
  const api = createFakeApi({
    'GET /api/admin/me': ok({ id: 1, username: 'staff', name: '员工', roles }),
    'GET /api/admin/hm-receipts': board,
    ...routes,
  });
  renderApp(url, api);
  return api;
}

const rowOf = async (text: string) => (await screen.findByText(text, {}, LOAD)).closest('tr') as HTMLElement;

describe('console 含麻回执 board (/admin/orders/hm-receipts)', { timeout: 60_000 }, () => {
  it('?state=overdue opens 逾期未确认: days overdue and the masked 采购人 on each row, longest waiting first', async () => {
    const api = consoleAt('/admin/orders/hm-receipts?state=overdue', ['reviewer']);
    const first = await rowOf('YC2026120100071');
    expect(screen.getByRole('tab', { name: '逾期未确认' })).toHaveAttribute('aria-selected', 'true');
    expect(api.callsTo('GET /api/admin/hm-receipts')[0]!.params).toMatchObject({ state: 'overdue' });
    expect(screen.getByText(/发货超过 7 天仍未确认签收回执的含麻订单/)).toBeInTheDocument();
    expect(within(first).getByText('逾期 12 天')).toBeInTheDocument();
    expect(first).toHaveTextContent('未登记');
    expect(first).toHaveTextContent('未上传');

    const second = await rowOf('YC2026120100070');
    expect(within(second).getByText('逾期 5 天')).toBeInTheDocument();
    expect(second).toHaveTextContent('李药师（440304********123X）');
    expect(within(second).getByRole('link', { name: '查看回执' })).toHaveAttribute('href', '/api/admin/orders/70/hm-receipt');
    const rows = screen.getAllByRole('row').map((r) => r.textContent ?? '');
    expect(rows.findIndex((t) => t.includes('YC2026120100071'))).toBeLessThan(rows.findIndex((t) => t.includes('YC2026120100070')));
    // The columns the board names.
    expect(screen.getByRole('columnheader', { name: '采购人' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: '逾期' })).toBeInTheDocument();
  });

  it('a reviewer accepts an uploaded overdue receipt with 审核通过', async () => {
    const user = userEvent.setup({ delay: null });
    const api = consoleAt('/admin/orders/hm-receipts?state=overdue', ['reviewer'], {
      'POST /api/admin/orders/70/hm-receipt/accept': ok(null),
    });
    const uploaded = await rowOf('YC2026120100070');
    await waitFor(() => expect(within(uploaded).getByRole('button', { name: '审核通过' })).toBeInTheDocument());
    // Not uploaded: nothing to accept, whoever looks.
    expect(within(await rowOf('YC2026120100071')).queryByRole('button', { name: '审核通过' })).not.toBeInTheDocument();
    await user.click(within(uploaded).getByRole('button', { name: '审核通过' }));
    await user.click(await screen.findByRole('button', { name: /^通\s*过$/ }));
    await waitFor(() => expect(api.callsTo('POST /api/admin/orders/70/hm-receipt/accept')).toHaveLength(1));
  });

  it('an account manager sees the overdue rows of their stores to chase them, with no 审核通过', async () => {
    consoleAt('/admin/orders/hm-receipts?state=overdue', ['account_manager']);
    const uploaded = await rowOf('YC2026120100070');
    expect(within(uploaded).getByText('逾期 5 天')).toBeInTheDocument();
    expect(uploaded).toHaveTextContent('李药师（440304********123X）');
    // The staff read is in: the row shows the receipt's state in the button's place.
    await waitFor(() => expect(within(uploaded).getAllByText('待审核').length).toBeGreaterThan(0));
    expect(screen.queryByRole('button', { name: '审核通过' })).not.toBeInTheDocument();
  });

  it('opens 待审核 without ?state, and an unknown one falls back to it', async () => {
    const api = consoleAt('/admin/orders/hm-receipts?state=bogus', ['reviewer']);
    await waitFor(() => expect(screen.getByRole('tab', { name: '待审核' })).toHaveAttribute('aria-selected', 'true'), LOAD);
    await waitFor(() => expect(api.callsTo('GET /api/admin/hm-receipts').at(-1)?.params).toMatchObject({ state: 'uploaded' }));
  });
});
