import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { companyOverview } from '../../../testing/company-fixtures';
import { ok } from '../../../testing/fake-api';
import { memberApi } from '../../../testing/member-fixtures';
import { renderApp } from '../../../testing/render-app';

const LOAD = { timeout: 15_000 };

describe('总部看板 (/zbkb)', { timeout: 120_000 }, () => {
  it('sums the stores to the fen, lists each store’s orders, spend, approvals and credit, the top goods and the latest orders, with charts', async () => {
    renderApp('/zbkb', memberApi({ 'GET /api/company/overview': ok(companyOverview()) }));
    const totals = await screen.findByRole('group', { name: '汇总' }, LOAD);
    // 13641 + 1500.25 in fen, not as floats.
    expect(totals).toHaveTextContent('采购额（已付款）¥15141.25');
    expect(totals).toHaveTextContent('订单数15');
    expect(within(totals).getByRole('link', { name: '2' })).toHaveAttribute('href', '/dspdd');
    expect(totals).toHaveTextContent('账期已用¥12000.50');

    const first = screen.getByRole('row', { name: /^仁和大药房连锁有限公司 12/ });
    expect(first).toHaveTextContent('12¥13641.00¥6240.502¥12000.50 / ¥50000.00');
    expect(within(first).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '24');
    expect(screen.getByRole('row', { name: /仁和大药房光谷店 3/ })).toHaveTextContent('未开通');

    const goods = screen.getByRole('list', { name: '采购额前十的商品' });
    expect(
      within(goods)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['阿莫西林胶囊0.25g*24粒800件¥10000.00', '布洛芬缓释胶囊0.3g*20粒120件¥2978.40']);
    expect(screen.getByRole('row', { name: /YC202611250001/ })).toHaveTextContent('待审批');
    expect(screen.getByRole('img', { name: '各店铺月度采购额柱状图' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '采购额前十的商品条形图' })).toBeInTheDocument();
  });

  it('says so when no order has been paid yet', async () => {
    renderApp('/zbkb', memberApi({ 'GET /api/company/overview': ok(companyOverview({ top_goods: [], orders: [] })) }));
    expect(await screen.findByText('近6个月还没有已付款的订单', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByText('还没有订单')).toBeInTheDocument();
  });
});
