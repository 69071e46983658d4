/**
 * 下载医保进销存 (issue 37): a shipped order's detail offers the 医保 3503 purchase rows of the shipment as Excel
 * or CSV beside its 随货同行单 and 追溯码; an order not yet shipped does not.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderInfo, OrderLineBatch } from '@yc/contracts';
import { describe, expect, it } from 'vitest';
import { orderInfo, shippedOrderInfo } from '../../../testing/cart-fixtures';
import { ok } from '../../../testing/fake-api';
import { memberApi } from '../../../testing/member-fixtures';
import { renderApp } from '../../../testing/render-app';

const batch: OrderLineBatch = {
  batch_id: 31,
  batch_no: 'B2406031',
  produced_on: '2025-06-03',
  expires_on: '2027-06-02',
  quantity: 60,
  returned: 0,
  has_report: 1,
};

const withBatch = (overrides: Partial<OrderInfo> = {}): OrderInfo =>
  shippedOrderInfo({
    items: shippedOrderInfo().items.map((item) => ({ ...item, batches: [batch] })),
    ...overrides,
  });

const panel = () => screen.findByRole('table', { name: '批号与效期' }, { timeout: 10_000 });

describe('下载医保进销存 on the order detail (/order/info/:id)', { timeout: 60_000 }, () => {
  it('offers the shipment’s 3503 rows as Excel and CSV once shipped', async () => {
    renderApp('/order/info/501', memberApi({ 'GET /api/order/info/501': ok(withBatch()) }));
    await panel();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: /下载医保进销存/ }));
    const files = await screen.findAllByRole('link', { name: /Excel|CSV/ });
    expect(files.map((a) => a.getAttribute('href'))).toEqual(['xlsx', 'csv'].map((f) => `/api/order/501/yb_purchases?format=${f}`));
    expect(files.every((a) => a.hasAttribute('download'))).toBe(true);
  });

  it('is not offered before shipping', async () => {
    const paid = withBatch({ status: 'paid', status_text: '待发货', shipped_at: null, can_confirm: 0, can_return: 0 });
    renderApp('/order/info/501', memberApi({ 'GET /api/order/info/501': ok({ ...paid, logistics: orderInfo().logistics }) }));
    await panel();
    expect(screen.queryByRole('button', { name: /下载医保进销存/ })).not.toBeInTheDocument();
  });
});
