import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeApi, fail, ok } from '../testing/fake-api';
import { renderApp } from '../testing/render-app';

const me = (roles: string[]) => ok({ id: 1, username: 'u', name: '李审核', roles });
// The console is its own lazily loaded chunk: the first render waits for it to compile.
const LOAD = { timeout: 20_000 };

describe('the console at /admin', { timeout: 60_000 }, () => {
  it('sends a visitor without a console session to /admin/login, and back after logging in', async () => {
    let loggedIn = false;
    const api = createFakeApi({
      'GET /api/admin/me': () => (loggedIn ? me(['admin']) : fail(10001, '请先登录管理后台', 401)),
      'POST /api/admin/login': () => {
        loggedIn = true;
        return ok(null);
      },
      'GET /api/admin/audit': ok({ list: [], total: 0, page: 1, page_size: 20 }),
      'GET /api/admin/staff': ok({ list: [], total: 0, page: 1, page_size: 100 }),
    });
    const { router } = renderApp('/admin/audit', api);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'), LOAD);
    expect(router.state.location.search).toBe('?redirect=%2Fadmin%2Faudit');
    await userEvent.type(await screen.findByLabelText('用户名', {}, LOAD), 'admin');
    await userEvent.type(screen.getByLabelText('密码'), 'Pharma@2026');
    await userEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/audit'));
    expect(await screen.findByRole('heading', { name: '操作日志' }, LOAD)).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/login')[0]?.body).toEqual({ username: 'admin', password: 'Pharma@2026' });
    // None of the storefront's chrome or its calls.
    expect(api.unhandled.filter((c) => !c.startsWith('GET /api/admin'))).toEqual([]);
    expect(screen.queryByText('安全退出')).not.toBeInTheDocument();
  });

  it('shows a refused login in the form', async () => {
    const api = createFakeApi({
      'GET /api/admin/me': fail(10001, '请先登录管理后台', 401),
      'POST /api/admin/login': fail(400, '用户名或密码错误'),
    });
    renderApp('/admin/login', api);
    await userEvent.type(await screen.findByLabelText('用户名', {}, LOAD), 'admin');
    await userEvent.type(screen.getByLabelText('密码'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('用户名或密码错误', {}, LOAD)).toBeInTheDocument();
  });

  it('lists only the pages of the member’s roles, and a page of another role shows 无权访问', async () => {
    const api = createFakeApi({ 'GET /api/admin/me': me(['reviewer']), 'GET /api/admin/dashboard/queue': ok({ sections: [] }) });
    const { router } = renderApp('/admin', api);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/queue'), LOAD);
    expect(await screen.findByRole('menuitem', { name: '我的待办' }, LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: '操作日志' })).not.toBeInTheDocument();
    await router.navigate('/admin/audit');
    expect(await screen.findByText('无权访问', {}, LOAD)).toBeInTheDocument();
    expect(api.callsTo('GET /api/admin/audit')).toHaveLength(0);
  });

  it('opens on the work queue for a role other than the administrator, which never asks for sales', async () => {
    const queue = {
      sections: [
        {
          kind: 'stores_to_review',
          title: '待审核门店',
          count: 3,
          path: 'stores/review',
          items: [{ id: 41, title: '康宁大药房', detail: '北京市', at: 1_795_000_000, path: 'stores/41' }],
        },
        { kind: 'hm_receipts_to_review', title: '待审核含麻回执', count: 0, path: 'orders/hm-receipts', items: [] },
      ],
    };
    const api = createFakeApi({ 'GET /api/admin/me': me(['reviewer']), 'GET /api/admin/dashboard/queue': ok(queue) });
    const { router } = renderApp('/admin', api);
    const stores = await screen.findByRole('region', { name: '待审核门店' }, LOAD);
    expect(screen.getByRole('link', { name: '康宁大药房' })).toHaveAttribute('href', '/admin/stores/41');
    expect(stores).toHaveTextContent('康宁大药房 · 北京市');
    expect(screen.getByRole('region', { name: '待审核含麻回执' })).toHaveTextContent('暂无待办');
    expect(screen.queryByRole('menuitem', { name: '数据概览' })).not.toBeInTheDocument();
    await router.navigate('/admin/dashboard');
    expect(await screen.findByText('无权访问', {}, LOAD)).toBeInTheDocument();
    expect(api.callsTo('GET /api/admin/dashboard')).toHaveLength(0);
  });

  it('opens on the sales figures for an administrator', async () => {
    const today = { orders: 2, sales: 1234.5, new_stores: 1, pending_stores: 0, to_ship: 1, pending_after_sales: 0 };
    const api = createFakeApi({
      'GET /api/admin/me': me(['admin']),
      'GET /api/admin/dashboard': ok({ today, sales: [], top_goods: [], waiting_stores: [], page_views: [] }),
    });
    const { router } = renderApp('/admin', api);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'), LOAD);
    expect(await screen.findByText('今日销售额', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: '我的待办' })).toBeInTheDocument();
  });

  it('names a page by the route the router picks: a list page is not taken for the detail beside it', async () => {
    const api = createFakeApi({
      'GET /api/admin/me': me(['warehouse']),
      'GET /api/admin/after-sales': ok({ list: [], total: 0, page: 1, page_size: 20 }),
    });
    renderApp('/admin/orders/after-sales', api);
    expect(await screen.findByRole('heading', { name: '退货售后' }, LOAD)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('退货售后 - 药采云管理后台'));
    expect(screen.getByRole('menuitem', { name: '退货售后' })).toHaveClass('ant-menu-item-selected');
  });
});
