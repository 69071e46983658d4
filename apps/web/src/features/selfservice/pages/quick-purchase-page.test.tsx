import type { FastBuyItem } from '@yc/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { goodsCard } from '../../../testing/catalog-fixtures';
import { ok } from '../../../testing/fake-api';
import { memberApi } from '../../../testing/member-fixtures';
import { renderApp } from '../../../testing/render-app';

const bought = (goods: FastBuyItem['goods']): FastBuyItem => ({
  goods_id: goods?.id ?? 0,
  name: goods?.name ?? '',
  ypgg: '0.25g*24粒',
  sccj: '华北制药股份有限公司',
  bzdw: '盒',
  last_price: 12.5,
  last_number: 20,
  times: 3,
  quantity: 60,
  last_time: '2026-11-01T02:00:00.000Z',
  goods,
});

describe('快捷采购 on /kjcg', { timeout: 60_000 }, () => {
  it('adds one more middle pack of a goods bought before through POST /api/cart/quick_add/{id}', async () => {
    const user = userEvent.setup({ delay: null });
    const api = memberApi({
      'GET /api/user/fast_buy': ok({
        list: [bought(goodsCard({ id: 102, name: '布洛芬缓释胶囊', min_qty: 10, mid_pack: 10 }))],
        total: 1,
        page: 1,
        page_size: 10,
      }),
      'GET /api/user/purchase_plan': ok(null),
      'POST /api/cart/quick_add/102': ok({ id: 9, number: 30, total: 2 }),
    });
    renderApp('/kjcg', api);
    const quick = await screen.findByRole('button', { name: '布洛芬缓释胶囊快速加购' }, { timeout: 15_000 });
    expect(quick).toHaveTextContent('+10盒');
    await user.click(quick);
    await waitFor(() => expect(api.callsTo('POST /api/cart/quick_add/102')).toHaveLength(1));
    expect(await screen.findByText('“布洛芬缓释胶囊”已加购，购物车中共 30盒')).toBeInTheDocument();
    expect(api.callsTo('POST /api/cart')).toHaveLength(0);
  });
});
