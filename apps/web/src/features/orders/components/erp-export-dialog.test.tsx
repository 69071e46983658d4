import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../testing/fake-api';
import { memberApi } from '../../../testing/member-fixtures';
import { listPage } from '../../../testing/order-fixtures';
import { renderApp } from '../../../testing/render-app';

describe('导出发货明细 on /order', { timeout: 60_000 }, () => {
  it('downloads this month’s shipped batches as .xlsx, or as CSV when asked', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/order', memberApi({ 'GET /api/order/list': ok(listPage([])) }));
    await user.click(await screen.findByRole('button', { name: '导出发货明细' }, { timeout: 15_000 }));
    const dialog = (await screen.findAllByText('导出发货明细（ERP入库）')).flatMap(
      (t) => t.closest<HTMLElement>('[role="dialog"]') ?? [],
    )[0];
    const from = dayjs().startOf('month').format('YYYY-MM-DD');
    const to = dayjs().format('YYYY-MM-DD');
    const link = within(dialog).getByText('导 出').closest('a');
    expect(link).toHaveAttribute('download');
    expect(link?.getAttribute('href')).toMatch(new RegExp(`/api/user/orders/export\\?from=${from}&to=${to}&format=xlsx$`));
    await user.click(within(dialog).getByText('CSV（UTF-8）'));
    expect(within(dialog).getByText('导 出').closest('a')?.getAttribute('href')).toMatch(/format=csv$/);
  });
});
