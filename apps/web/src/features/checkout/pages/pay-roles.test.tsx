import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { cartApi, confirmView, credit, orderInfo, wallet } from '../../../testing/cart-fixtures';
import { asRole, roleShown } from '../../../testing/company-fixtures';
import { ok } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';

const LOAD = { timeout: 15_000 };
const payApi = (routes = {}) =>
  cartApi({
    'GET /api/order/info/501': ok(orderInfo()),
    'GET /api/user/user_money': ok(wallet(5000)),
    'GET /api/user/user_credit': ok(credit(5000)),
    'GET /api/cart/confirm': ok(confirmView()),
    'POST /api/cart/checkout': ok({
      order_id: 501,
      order_no: 'YC1',
      pay_amount: 1200,
      is_hm: 0,
      needs_approval: 0,
      expires_at: 1_795_001_800,
      timestamp: 1_795_000_000,
    }),
    ...routes,
  });

describe('checkout and payment by role', { timeout: 120_000 }, () => {
  it('tells a 采购员 that 财务 or 负责人 pay, and offers it no pay button', async () => {
    renderApp('/cart/step3/501', payApi(asRole('buyer')));
    expect(await screen.findByText('您在当前店铺的角色是「采购员」，无权付款或管理资金', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看订单详情' })).toHaveAttribute('href', '/order/info/501');
    expect(screen.queryByRole('button', { name: /立即支付/ })).not.toBeInTheDocument();
  });

  it('lets 财务 pay', async () => {
    renderApp('/cart/step3/501', payApi(asRole('finance')));
    await roleShown('财务');
    expect(await screen.findByRole('button', { name: /立即支付/ }, LOAD)).toBeInTheDocument();
  });

  it('sends a 采购员’s order within its limits to the order page, for 财务 or 负责人 to pay', async () => {
    const { router } = renderApp('/cart/step2?ids=1', payApi(asRole('buyer')));
    await roleShown('采购员');
    await userEvent.click(await screen.findByRole('button', { name: '提交订单' }, LOAD));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order/info/501'));
    expect(await screen.findByText('订单已提交，请通知财务或负责人付款')).toBeInTheDocument();
  });
});
