import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageLocation } from '../../lib/browser/page-location';
import { createFakeApi, fail, ok, type Route } from '../../testing/fake-api';
import { renderPhone } from '../../testing/render-phone';
import { member, visitorReply } from '../../testing/fixtures';
import { listPage } from '../../testing/order-fixtures';

const STORES = [
  { id: 1, company: '仁和大药房(朝阳店)', username: '13800000001', is_current: 1, is_owner: 1, is_passed: 1 },
  { id: 2, company: '仁和大药房(海淀店)', username: '13800000001', is_current: 0, is_owner: 1, is_passed: 1 },
];

function renderAt(url: string, routes: Record<string, Route> = {}) {
  const api = createFakeApi({
    'GET /api/user/base': ok(member({ company: '仁和大药房(朝阳店)' })),
    'GET /api/multi/index': ok(STORES),
    'GET /api/user/user_money': ok({ balance: 5000.126, frozen: 0, recharge_total: 5000, spend_total: 0 }),
    'GET /api/user/user_credit': ok({ limit: 50000, used: 1200, available: 48800, term_days: 30, overdue_amount: 0, next_due_date: null }),
    'GET /api/order/list': ok({
      ...listPage([]),
      counts: { all: 9, pending_approval: 0, unpaid: 2, paid: 1, shipped: 3, completed: 3, cancelled: 0 },
    }),
    'POST /api/multi/switch': ok(null),
    'DELETE /api/user/logout': ok(null),
    ...routes,
  });
  api.install();
  renderPhone(url);
  return api;
}

const tabs = () => within(screen.getByRole('navigation', { name: '手机版导航' }));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('phone 我的 (/m/my)', { timeout: 30_000 }, () => {
  it('shows the store, wallet and credit, each state’s order count, 常购清单 and 电脑版; the 我的 tab leads here', async () => {
    renderAt('/m/my');
    expect(await screen.findByRole('region', { name: '当前店铺' }, { timeout: 5000 })).toHaveTextContent('仁和大药房(朝阳店)');
    expect(await tabs().findByRole('link', { name: '我的' })).toHaveAttribute('href', '/m/my');
    expect(tabs().getByRole('link', { name: '我的' })).toHaveAttribute('aria-current', 'page');
    const wallet = screen.getByRole('region', { name: '我的钱包' });
    await waitFor(() => expect(wallet).toHaveTextContent('账户余额¥5000.12'));
    expect(wallet).toHaveTextContent('可用账期额度¥48800.00');
    expect(wallet).toHaveTextContent('账期额度 ¥50000.00，已用 ¥1200.00');
    const orders = within(screen.getByRole('navigation', { name: '订单状态' }));
    await waitFor(() => expect(orders.getByRole('link', { name: /待付款/ })).toHaveTextContent('2待付款'));
    expect(orders.getByRole('link', { name: /待收货/ })).toHaveAttribute('href', '/m/orders?status=shipped');
    expect(orders.getByRole('link', { name: /待收货/ })).toHaveTextContent('3待收货');
    expect(screen.getByRole('link', { name: '全部订单 ›' })).toHaveAttribute('href', '/m/orders');
    expect(screen.getByRole('link', { name: /常购清单/ })).toHaveAttribute('href', '/m/often');
    expect(screen.getByRole('link', { name: /电脑版会员中心/ })).toHaveAttribute('href', '/user');
  });

  it('switches to another store only after 您是否确定要切换此账号？, then reloads as that store', async () => {
    const reload = vi.spyOn(pageLocation, 'reload').mockImplementation(() => undefined);
    const api = renderAt('/m/my');
    const stores = within(await screen.findByRole('region', { name: '切换店铺' }, { timeout: 5000 }));
    expect(stores.getByRole('button', { name: /朝阳店/ })).toBeDisabled();
    await userEvent.click(stores.getByRole('button', { name: /海淀店/ }));
    let dialog = await screen.findByRole('alertdialog', { name: '您是否确定要切换此账号？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(api.callsTo('POST /api/multi/switch')).toHaveLength(0);

    await userEvent.click(stores.getByRole('button', { name: /海淀店/ }));
    dialog = await screen.findByRole('alertdialog', { name: '您是否确定要切换此账号？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.callsTo('POST /api/multi/switch')).toHaveLength(1));
    expect(api.callsTo('POST /api/multi/switch')[0]!.body).toEqual({ id: '2' });
    await waitFor(() => expect(reload).toHaveBeenCalled());
  });

  it('has no store switch for a login of one store', async () => {
    const api = renderAt('/m/my', { 'GET /api/multi/index': ok([STORES[0]]) });
    const wallet = await screen.findByRole('region', { name: '我的钱包' }, { timeout: 5000 });
    await waitFor(() => expect(wallet).toHaveTextContent('¥5000.12'));
    expect(api.callsTo('GET /api/multi/index')).toHaveLength(1);
    expect(screen.queryByRole('region', { name: '切换店铺' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a switch in 温馨提示 and stays", async () => {
    const reload = vi.spyOn(pageLocation, 'reload').mockImplementation(() => undefined);
    renderAt('/m/my', { 'POST /api/multi/switch': fail(400, '该店铺资质审核中，暂不能切换') });
    const stores = within(await screen.findByRole('region', { name: '切换店铺' }, { timeout: 5000 }));
    await userEvent.click(stores.getByRole('button', { name: /海淀店/ }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    expect(await screen.findByRole('alertdialog', { name: '温馨提示' })).toHaveTextContent('该店铺资质审核中，暂不能切换');
    expect(reload).not.toHaveBeenCalled();
  });

  it('退出登录 ends the session and reloads', async () => {
    const reload = vi.spyOn(pageLocation, 'reload').mockImplementation(() => undefined);
    const api = renderAt('/m/my');
    await userEvent.click(await screen.findByRole('button', { name: '退出登录' }, { timeout: 5000 }));
    await waitFor(() => expect(api.callsTo('DELETE /api/user/logout')).toHaveLength(1));
    await waitFor(() => expect(reload).toHaveBeenCalled());
  });

  it('sends a visitor to the login: the tab is 登录, and the page offers 去登录 back to 我的', async () => {
    renderAt('/m/my', { 'GET /api/user/base': visitorReply });
    expect(await screen.findByRole('link', { name: '去登录' }, { timeout: 5000 })).toHaveAttribute('href', '/m/login?redirect=%2Fm%2Fmy');
    expect(tabs().getByRole('link', { name: '登录' })).toHaveAttribute('href', '/m/login');
  });
});
