import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { asRole, roleShown } from '../../../testing/company-fixtures';
import { ok } from '../../../testing/fake-api';
import { creditSummary, memberApi } from '../../../testing/member-fixtures';
import { renderApp } from '../../../testing/render-app';

const LOAD = { timeout: 15_000 };
const creditApi = (routes = {}) =>
  memberApi({
    'GET /api/user/user_credit_list': ok({ list: [], total: 0, page: 1, page_size: 10 }),
    'GET /api/user/user_credit': ok(creditSummary),
    ...routes,
  });

describe('the wallet by role', { timeout: 120_000 }, () => {
  it('shows a 采购员 the balance and credit without 充值 or 还款', async () => {
    renderApp('/wdqb_yegl', memberApi(asRole('buyer')));
    expect(await screen.findByText('账户余额', {}, LOAD)).toBeInTheDocument();
    await roleShown('采购员');
    expect(screen.queryByRole('button', { name: '立即充值' })).not.toBeInTheDocument();
  });

  it('shows a 查看 no 立即还款, and 财务 one', async () => {
    const { unmount } = renderApp('/wdqb_zqgl', creditApi(asRole('viewer')));
    expect(await screen.findByText('最近还款日', {}, LOAD)).toBeInTheDocument();
    await roleShown('查看');
    expect(screen.queryByRole('button', { name: '立即还款' })).not.toBeInTheDocument();
    unmount();
    renderApp('/wdqb_zqgl', creditApi(asRole('finance')));
    expect(await screen.findByRole('button', { name: '立即还款' }, LOAD)).toBeInTheDocument();
  });
});
