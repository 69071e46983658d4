import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cartApi, cartItem, cartList } from '../../../testing/cart-fixtures';
import { asRole, roleShown } from '../../../testing/company-fixtures';
import { ok } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';

const LOAD = { timeout: 15_000 };

describe('the cart by role', { timeout: 120_000 }, () => {
  it('shows 财务 the store’s cart to look at: no quantities, deletes or 去结算', async () => {
    renderApp('/cart', cartApi({ ...asRole('finance'), 'GET /api/cart/list': ok(cartList([cartItem()])) }));
    expect(await screen.findByText('您在当前店铺的角色是「财务」，无权采购下单，购物车仅供查看', {}, LOAD)).toBeInTheDocument();
    const line = screen.getByRole('row', { name: '阿莫西林胶囊' });
    expect(within(line).queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
    expect(within(line).getByRole('checkbox')).toBeDisabled();
    expect(screen.queryByRole('button', { name: '去结算' })).not.toBeInTheDocument();
  });

  it('lets a 采购员 change the cart and check out', async () => {
    renderApp('/cart', cartApi({ ...asRole('buyer'), 'GET /api/cart/list': ok(cartList([cartItem()])) }));
    await roleShown('采购员');
    expect(await screen.findByRole('button', { name: '去结算' }, LOAD)).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: '阿莫西林胶囊' })).getByRole('button', { name: '删除' })).toBeInTheDocument();
  });
});
