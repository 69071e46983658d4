import type { PointsGoodsPage, PointsOrder } from '@yc/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../testing/fake-api';
import { address } from '../../../testing/cart-fixtures';
import { memberApi } from '../../../testing/member-fixtures';
import { pointsOrder } from '../../../testing/points-fixtures';
import { renderApp } from '../../../testing/render-app';

const gifts: PointsGoodsPage = {
  list: [{ id: 3, name: '电子体温计', image: '/api/img/points-goods/3.svg', points: 800, stock: 20, description: '家用电子体温计' }],
  total: 1,
  page: 1,
  page_size: 12,
  balance: 3000,
};

const ordersPage = (list: PointsOrder[]) => ok({ list, total: list.length, page: 1, page_size: 10 });

async function openExchange(routes: Parameters<typeof memberApi>[0]) {
  const user = userEvent.setup({ delay: null });
  const api = memberApi({ 'GET /api/points/goods': ok(gifts), ...routes });
  renderApp('/jfsc', api);
  const card = await screen.findByRole('article', { name: '电子体温计' }, { timeout: 5000 });
  await user.click(within(card).getByRole('button', { name: /立即兑换/ }));
  return { user, api, dialog: await screen.findByRole('dialog', { name: '兑换礼品' }) };
}

describe('points mall exchange dialog (/jfsc)', { timeout: 60_000 }, () => {
  it('sends the parcel to the default address unless the buyer picks another', async () => {
    const { user, api, dialog } = await openExchange({
      'GET /api/address': ok([
        address(),
        address({ id: 12, consignee: '周海', full_address: '浙江省杭州市西湖区文三路1号', is_default: 0 }),
      ]),
      'POST /api/points/exchange': ok({ order_id: 21, points: 800, balance: 2200 }),
    });
    expect(await within(dialog).findByText(/李仁济 13800000001 北京市北京市朝阳区建国路88号（默认）/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: '收货地址' }));
    await user.click(await screen.findByText(/周海 13800000001 浙江省杭州市西湖区文三路1号/));
    await user.click(within(dialog).getByRole('button', { name: /确认兑换/ }));
    await waitFor(() => expect(api.callsTo('POST /api/points/exchange')).toHaveLength(1));
    expect(api.callsTo('POST /api/points/exchange')[0].body).toEqual({ goods_id: '3', number: '1', address_id: '12' });
  });

  it('asks a store without an address to add one, and does not exchange', async () => {
    const { dialog, api } = await openExchange({ 'GET /api/address': ok([]) });
    expect(await within(dialog).findByRole('link', { name: '去添加' })).toHaveAttribute('href', '/addr');
    expect(within(dialog).getByText(/请先添加收货地址/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /确认兑换/ })).toBeDisabled();
    expect(api.callsTo('POST /api/points/exchange')).toHaveLength(0);
  });
});

describe('points orders (/jfdd)', { timeout: 60_000 }, () => {
  it('shows each order’s address, state, carrier and tracking number, and confirms a shipped one', async () => {
    const user = userEvent.setup({ delay: null });
    const shipped = pointsOrder({
      status: 'shipped',
      status_text: '已发货',
      carrier: '顺丰速运',
      tracking_no: 'SF2026000001',
      can_confirm: 1,
    });
    const waiting = pointsOrder({
      id: 22,
      source: 'draw',
      source_text: '抽奖奖品',
      goods_name: '血压计',
      consignee: '',
      phone: '',
      address: '',
    });
    const api = memberApi({ 'GET /api/points/orders': ordersPage([shipped, waiting]), 'POST /api/points/orders/confirm': ok(null) });
    renderApp('/jfdd', api);
    const table = await screen.findByRole('table', { name: '积分订单' }, { timeout: 5000 });
    const first = (await within(table).findByText('SF2026000001', { exact: false })).closest('tr') as HTMLElement;
    expect(first).toHaveTextContent('顺丰速运');
    expect(first).toHaveTextContent('已发货');
    expect(first).toHaveTextContent('北京市北京市朝阳区建国路示例大街88号');
    const second = within(table).getByText('血压计').closest('tr') as HTMLElement;
    expect(second).toHaveTextContent('待补充地址');
    expect(within(second).queryByRole('button', { name: /确认收货/ })).toBeNull();

    await user.click(within(first).getByRole('button', { name: /确认收货/ }));
    const ask = await screen.findByRole('dialog', { name: '确认已收到礼品吗？' });
    expect(api.callsTo('POST /api/points/orders/confirm')).toHaveLength(0);
    await user.click(within(ask).getByRole('button', { name: /确认收货/ }));
    await waitFor(() => expect(api.callsTo('POST /api/points/orders/confirm')).toHaveLength(1));
    expect(api.callsTo('POST /api/points/orders/confirm')[0].body).toEqual({ id: '21' });
    await waitFor(() => expect(api.callsTo('GET /api/points/orders').length).toBeGreaterThan(1));
  });
});
