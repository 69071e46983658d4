import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { orderInfo } from '../../../testing/cart-fixtures';
import { asRole, roleShown } from '../../../testing/company-fixtures';
import { ok } from '../../../testing/fake-api';
import { memberApi } from '../../../testing/member-fixtures';
import { listItem, listPage } from '../../../testing/order-fixtures';
import { renderApp } from '../../../testing/render-app';

const LOAD = { timeout: 15_000 };
const unpaid = listItem({ status: 'unpaid', status_text: '待付款', can_pay: 1 });

describe('order buttons by role', { timeout: 120_000 }, () => {
  it('shows a 采购员 no 付款 on its orders, and tells it who pays', async () => {
    renderApp('/order/info/501', memberApi({ ...asRole('buyer'), 'GET /api/order/info/501': ok(orderInfo()) }));
    const actions = await screen.findByLabelText('订单操作', {}, LOAD);
    expect(
      await screen.findByText('您在当前店铺的角色是「采购员」，无权付款或管理资金，请通知财务或负责人付款。', {}, LOAD),
    ).toBeInTheDocument();
    expect(within(actions).queryByRole('button', { name: '立即付款' })).not.toBeInTheDocument();
    expect(within(actions).getByRole('button', { name: '取消订单' })).toBeInTheDocument();
  });

  it('lets 财务 pay from the list, and offers it no buying again or cancelling', async () => {
    renderApp('/order?status=unpaid', memberApi({ ...asRole('finance'), 'GET /api/order/list': ok(listPage([unpaid])) }));
    const card = await screen.findByRole('article', { name: `订单 ${unpaid.order_no}` }, LOAD);
    await roleShown('财务');
    expect(within(card).getByRole('button', { name: '立即付款' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: '再次购买' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: '取消订单' })).not.toBeInTheDocument();
  });

  it('offers 负责人 every move the order allows', async () => {
    renderApp('/order?status=unpaid', memberApi({ 'GET /api/order/list': ok(listPage([unpaid])) }));
    const card = await screen.findByRole('article', { name: `订单 ${unpaid.order_no}` }, LOAD);
    for (const name of ['立即付款', '再次购买', '取消订单']) expect(await within(card).findByRole('button', { name })).toBeInTheDocument();
  });
});
