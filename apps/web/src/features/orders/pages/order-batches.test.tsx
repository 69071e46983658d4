import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderInfo, OrderLineBatch } from '@yc/contracts';
import { describe, expect, it } from 'vitest';
import { orderInfo, shippedOrderInfo } from '../../../testing/cart-fixtures';
import { ok } from '../../../testing/fake-api';
import { memberApi } from '../../../testing/member-fixtures';
import { ORDERED_GOODS, returnRequest } from '../../../testing/order-fixtures';
import { renderApp } from '../../../testing/render-app';

const batch = (overrides: Partial<OrderLineBatch>): OrderLineBatch => ({
  batch_id: 31,
  batch_no: 'B2406031',
  produced_on: '2025-06-03',
  expires_on: '2027-06-02',
  quantity: 60,
  returned: 0,
  has_report: 1,
  ...overrides,
});

/** Order 501 of 100 boxes shipped from two batches: 60 of the first to expire (with its 检验报告), 40 of the next (none yet). */
const withBatches = (overrides: Partial<OrderInfo> = {}): OrderInfo =>
  shippedOrderInfo({
    logistics: { carrier: '顺丰速运', tracking_no: 'SF1234567890', shipped_at: 1_795_000_200, delivered_at: null, events: [] },
    items: shippedOrderInfo().items.map((item) => ({
      ...item,
      batches: [
        batch({}),
        batch({
          batch_id: 32,
          batch_no: '250820',
          produced_on: '2025-08-20',
          expires_on: '2027-08-19',
          quantity: 40,
          returned: 35,
          has_report: 0,
        }),
      ],
    })),
    ...overrides,
  });

const panel = () => screen.findByRole('table', { name: '批号与效期' }, { timeout: 10_000 });
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('an order’s batches and GSP papers (/order/info/:id)', { timeout: 60_000 }, () => {
  it('lists per line the batches shipped, with the 随货同行单, each 检验报告 and the 首营资料 to download', async () => {
    renderApp('/order/info/501', memberApi({ 'GET /api/order/info/501': ok(withBatches()) }));
    const table = await panel();
    expect(screen.getByRole('heading', { name: '发货批号与效期' })).toBeInTheDocument();
    const [first, second] = bodyRows(table);
    expect(first).toHaveTextContent('阿莫西林胶囊');
    for (const text of ['B2406031', '2025-06-03', '2027-06-02', '60盒']) expect(first).toHaveTextContent(text);
    for (const text of ['250820', '2025-08-20', '2027-08-19', '40盒（已退35盒）', '暂未上传']) expect(second).toHaveTextContent(text);
    expect(within(first).getByRole('link', { name: '下载批号B2406031的检验报告' })).toHaveAttribute(
      'href',
      '/api/order/501/batches/31/report',
    );
    expect(within(second).queryByRole('link')).not.toBeInTheDocument();

    expect(screen.getByRole('link', { name: /下载随货同行单/ })).toHaveAttribute('href', '/api/order/501/delivery_note');
    expect(screen.getByRole('link', { name: /下载供应商首营资料/ })).toHaveAttribute('href', '/api/user/supplier_documents');
    // The parcel's contents by batch beside its tracking number, to check at receipt.
    const parcel = screen.getByRole('list', { name: '包裹内批号' });
    expect(parcel).toHaveTextContent('阿莫西林胶囊：批号 B2406031（有效期至 2027-06-02）× 60盒；批号 250820（有效期至 2027-08-19）× 40盒');
  });

  it('hands over the 追溯码 scanned into each line, folded under their count, once per line across its batches', async () => {
    const codes = ['81234560000000000001', '81234560000000000002', '81234560000000000003'];
    const order = withBatches();
    const [line] = order.items;
    renderApp('/order/info/501', memberApi({ 'GET /api/order/info/501': ok({ ...order, items: [{ ...line, trace_codes: codes }] }) }));
    const table = await panel();
    const [first, second] = bodyRows(table);
    expect(within(first).getByText('追溯码（3 个）')).toBeInTheDocument();
    // The line's cell spans its two batch rows: the codes are listed once.
    expect(within(second).queryByText(/追溯码/)).not.toBeInTheDocument();
    const list = within(first).getByRole('list', { name: `${line.name}的追溯码`, hidden: true });
    expect(
      within(list)
        .getAllByRole('listitem', { hidden: true })
        .map((li) => li.textContent),
    ).toEqual(codes);

    // The hand-over files for the pharmacy's ERP, one row per box.
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: /下载追溯码/ }));
    const files = await screen.findAllByRole('link', { name: /Excel|CSV|XML/ });
    expect(files.map((a) => a.getAttribute('href'))).toEqual(['xlsx', 'csv', 'xml'].map((f) => `/api/order/501/trace_codes?format=${f}`));
  });

  it('says 无 on a shipped line without codes, and 发货时提供 before shipping', async () => {
    const { unmount } = renderApp('/order/info/501', memberApi({ 'GET /api/order/info/501': ok(withBatches()) }));
    expect(bodyRows(await panel())[0]).toHaveTextContent('阿莫西林胶囊');
    expect(within(bodyRows(await panel())[0]).getAllByRole('cell')[5]).toHaveTextContent(/^无$/);
    expect(screen.queryByRole('button', { name: /下载追溯码/ })).not.toBeInTheDocument();
    unmount();
    const paid = withBatches({ status: 'paid', status_text: '待发货', shipped_at: null, can_confirm: 0, can_return: 0 });
    renderApp('/order/info/501', memberApi({ 'GET /api/order/info/501': ok({ ...paid, logistics: orderInfo().logistics }) }));
    expect(bodyRows(await panel())[0]).toHaveTextContent('发货时提供');
  });

  it('shows a paid order’s allocated batches without the papers that come with shipping', async () => {
    const paid = withBatches({ status: 'paid', status_text: '待发货', shipped_at: null, can_confirm: 0, can_return: 0 });
    renderApp('/order/info/501', memberApi({ 'GET /api/order/info/501': ok({ ...paid, logistics: orderInfo().logistics }) }));
    const table = await panel();
    expect(screen.getByRole('heading', { name: '批号与效期（已分配，以实际发货为准）' })).toBeInTheDocument();
    expect(bodyRows(table)[0]).toHaveTextContent('发货后可下载');
    expect(screen.queryByRole('link', { name: /下载随货同行单/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /下载供应商首营资料/ })).toBeInTheDocument();
  });

  it('names the batch being returned, no more units than it has left, and shows it on the request', async () => {
    const user = userEvent.setup({ delay: null });
    const request = returnRequest({
      items: [
        {
          order_item_id: 1,
          ...ORDERED_GOODS,
          number: 5,
          refund_amount: 60,
          batch_no: '250820',
        },
      ],
    });
    const api = memberApi({
      'GET /api/order/info/501': ok(withBatches()),
      'POST /api/order/return': ok(request),
      'GET /api/order/returnInfo/9': ok(request),
    });
    renderApp('/order/info/501', api);
    await panel();
    await user.click(screen.getByRole('button', { name: '申请退货' }));
    const dialog = await screen.findByRole('dialog', { name: '申请退货' });
    // The first batch with units left comes chosen, and the quantity is what the line may still ask for from it.
    const quantity = within(dialog).getByRole('spinbutton', { name: '阿莫西林胶囊申请数量' });
    expect(quantity).toHaveValue('60');
    await user.click(within(dialog).getByRole('combobox', { name: '阿莫西林胶囊退回批号' }));
    await user.click(await screen.findByTitle('250820（至 2027-08-19）'));
    await waitFor(() => expect(quantity).toHaveValue('5'));
    expect(quantity).toHaveAttribute('aria-valuemax', '5');
    await user.click(within(dialog).getByRole('combobox', { name: '申请原因' }));
    await user.click(await screen.findByTitle('近效期或过期'));
    await user.click(within(dialog).getByRole('button', { name: /提交申请/ }));

    await waitFor(() => expect(api.callsTo('POST /api/order/return')).toHaveLength(1));
    expect(api.callsTo('POST /api/order/return')[0].body).toMatchObject({ items: [{ order_item_id: '1', number: '5', batch_id: '32' }] });
    expect(await screen.findByRole('heading', { name: '退货详情' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByRole('columnheader', { name: '退回批号' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '250820' })).toBeInTheDocument();
  });
});
