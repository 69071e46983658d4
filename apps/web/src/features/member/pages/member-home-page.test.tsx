import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../testing/fake-api';
import { member } from '../../../testing/fixtures';
import { creditSummary, memberApi, messagePage, qualificationList } from '../../../testing/member-fixtures';
import { listItem, listPage } from '../../../testing/order-fixtures';
import { renderApp } from '../../../testing/render-app';

describe('member centre (/user)', { timeout: 30_000 }, () => {
  it('loads the session user itself and shows wallet, credit warning, manager, review state and messages', async () => {
    const api = memberApi({
      'GET /api/user/base': ok(member({ admin: { name: '客服中心', phone: '400-800-1234', is_default: 1 } })),
      'GET /api/user/user_credit': ok({ ...creditSummary, overdue_amount: 300 }),
      'GET /api/user/zizhi': ok(qualificationList([], { status: 'pending', status_text: '审核中', is_passed: 0 })),
      'GET /api/user/messages': ok(
        messagePage({
          list: [
            { id: 1, type: 'system', title: '欢迎注册药采云', content: '请上传资质', is_read: 0, created_at: '2026-11-20T02:00:00.000Z' },
          ],
          total: 1,
          unread: 1,
        }),
      ),
    });
    renderApp('/user', api);
    expect(await screen.findByRole('heading', { level: 1, name: '会员中心' }, { timeout: 5000 })).toBeInTheDocument();
    expect(api.callsTo('GET /api/user/base')).toHaveLength(1);
    expect(await screen.findByText('¥5000.00')).toBeInTheDocument();
    expect(await screen.findByText('¥48799.50')).toBeInTheDocument();
    expect(screen.getByText(/¥300\.00 账期欠款已逾期/)).toBeInTheDocument();
    expect(screen.getByLabelText('客户经理')).toHaveTextContent('客户经理客服中心400-800-1234');
    expect(await screen.findByText('资质审核中')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /查看资质/ })).toHaveAttribute('href', '/zzzj');
    expect(await screen.findByRole('link', { name: '欢迎注册药采云' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('navigation', { name: '会员中心菜单' })).toBeInTheDocument());
  });

  it('counts the orders waiting in each state and lists the latest, each linking to its detail', async () => {
    const api = memberApi({
      'GET /api/order/list': ok(listPage([listItem(), listItem({ id: 502, order_no: 'YC2', item_count: 3, status: 'unpaid', status_text: '待付款' })])),
    });
    renderApp('/user', api);
    const states = await screen.findByRole('navigation', { name: '订单状态' });
    expect(within(states).getByRole('link', { name: '2待发货' })).toHaveAttribute('href', '/order?status=paid');
    expect(within(states).getByRole('link', { name: '2已完成' })).toHaveAttribute('href', '/order?status=completed');
    const recent = screen.getByRole('table', { name: '最近订单' });
    expect(within(recent).getByRole('link', { name: 'YC2' })).toHaveAttribute('href', '/order/info/502');
    expect(within(recent).getByText('阿莫西林胶囊 等3种')).toBeInTheDocument();
    expect(within(recent).getAllByText('¥1200.00')).toHaveLength(2);
    expect(api.callsTo('GET /api/order/list')[0]?.params).toMatchObject({ status: 'all', page: 1, page_size: 5 });
  });

  it('sends a visitor to log in and back', async () => {
    const { router } = renderApp(
      '/wdqb_zqgl',
      memberApi({ 'GET /api/user/base': { status: 401, body: { code: 10001, msg: '请先登录', data: null } } }),
    );
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/login?redirect=%2Fwdqb_zqgl'));
  });
});
