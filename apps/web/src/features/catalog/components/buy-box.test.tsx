import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { goodsCard, goodsPage } from '../../../testing/catalog-fixtures';
import { asRole, roleShown } from '../../../testing/company-fixtures';
import { ok } from '../../../testing/fake-api';
import { member, shellApi } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

const listApi = (routes = {}) =>
  shellApi({ 'GET /api/user/base': ok(member()), 'GET /api/goods/list': ok(goodsPage([goodsCard()])), ...routes });

describe('加入购物车 by role', { timeout: 120_000 }, () => {
  it('offers 查看 no add-to-cart, only the goods', async () => {
    renderApp('/list', listApi(asRole('viewer')));
    await roleShown('查看');
    const card = await screen.findByRole('article', { name: '阿莫西林胶囊' }, { timeout: 15_000 });
    expect(within(card).getByText('华北制药股份有限公司')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: '加入购物车' })).not.toBeInTheDocument();
  });

  it('offers a 采购员 add-to-cart', async () => {
    renderApp('/list', listApi(asRole('buyer')));
    await roleShown('采购员');
    const card = await screen.findByRole('article', { name: '阿莫西林胶囊' }, { timeout: 15_000 });
    expect(within(card).getByRole('button', { name: '加入购物车' })).toBeInTheDocument();
  });
});
