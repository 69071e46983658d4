import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { asRole, roleShown } from '../../testing/company-fixtures';
import { memberApi } from '../../testing/member-fixtures';
import { renderApp } from '../../testing/render-app';

const LOAD = { timeout: 15_000 };
const menu = () => screen.findByRole('navigation', { name: '会员中心菜单' }, LOAD);

describe('the member centre menu by role', { timeout: 120_000 }, () => {
  it('gives 负责人 the company’s pages', async () => {
    renderApp('/basic', memberApi());
    const nav = await menu();
    expect(await within(nav).findByRole('heading', { name: '企业管理' }, LOAD)).toBeInTheDocument();
    for (const name of ['总部看板', '企业成员', '待审批订单', '审批设置', '操作日志', '快捷采购']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
  });

  it('leaves out for a 采购员 the company group and what it may not open, and names its role in the header', async () => {
    renderApp('/basic', memberApi(asRole('buyer')));
    await roleShown('采购员');
    const nav = await menu();
    expect(within(nav).getByRole('link', { name: '快捷采购' })).toBeInTheDocument();
    expect(within(nav).queryByRole('heading', { name: '企业管理' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: '企业成员' })).not.toBeInTheDocument();
  });

  it('gives 财务 the orders waiting for approval when it approves, and no buying pages', async () => {
    renderApp('/basic', memberApi(asRole('finance')));
    await roleShown('财务');
    const nav = await menu();
    expect(within(nav).getByRole('link', { name: '待审批订单' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: '企业成员' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: '快捷采购' })).not.toBeInTheDocument();
  });
});
