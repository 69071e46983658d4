import type { FastBuyItem } from '@yc/contracts';
import { screen, waitFor, within } from '@testing-library/react';
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

  it('opens on the last 30 days, 100 a page, and 全部加入 adds every listed goods, naming the short and the left out', async () => {
    const user = userEvent.setup({ delay: null });
    const ibuprofen = goodsCard({ id: 102, name: '布洛芬缓释胶囊' });
    const amoxicillin = goodsCard({ id: 103, name: '阿莫西林胶囊', min_qty: 10, mid_pack: 10 });
    const lianhua = goodsCard({ id: 104, name: '连花清瘟胶囊' });
    const withdrawn = { ...bought(null), goods_id: 105, name: '维生素C片' };
    const api = memberApi({
      'GET /api/user/fast_buy': ok({
        list: [bought(ibuprofen), bought(amoxicillin), bought(lianhua), withdrawn],
        total: 4,
        page: 1,
        page_size: 100,
      }),
      'GET /api/user/purchase_plan': ok(null),
      'POST /api/user/fast_buy/cart': ok({
        added: [
          { goods_id: 102, name: '布洛芬缓释胶囊', number: 20 },
          { goods_id: 103, name: '阿莫西林胶囊', number: 15 },
        ],
        short: [{ goods_id: 103, name: '阿莫西林胶囊', asked: 20, number: 15, stock: 15 }],
        skipped: [{ goods_id: 104, name: '连花清瘟胶囊', reason: '连花清瘟胶囊 每店限购5件，您还可购买0件' }],
        total: 2,
      }),
    });
    renderApp('/kjcg', api);
    const addAll = await screen.findByRole('button', { name: /全部加入（3）/ }, { timeout: 15_000 });
    expect(api.callsTo('GET /api/user/fast_buy')[0].params).toMatchObject({ days: 30, page_size: 100, order: 'last_time' });
    expect(screen.getByRole('radiogroup', { name: '时间范围' })).toBeInTheDocument();

    await user.click(addAll);
    await waitFor(() => expect(api.callsTo('POST /api/user/fast_buy/cart')).toHaveLength(1));
    // The withdrawn goods is not sent; the others with the number the page shows.
    expect(api.callsTo('POST /api/user/fast_buy/cart')[0].body).toEqual({
      lines: [
        { goods_id: '102', number: '20' },
        { goods_id: '103', number: '20' },
        { goods_id: '104', number: '20' },
      ],
    });
    const outcome = await screen.findByRole('status', { name: '加入结果' });
    expect(outcome).toHaveTextContent('已将 2 种商品加入购物车，1 种未加入');
    const named = within(outcome)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(named).toEqual([
      '阿莫西林胶囊：库存不足，按库存加入 15（计划 20，当前库存 15）',
      '连花清瘟胶囊：未加入，连花清瘟胶囊 每店限购5件，您还可购买0件',
    ]);

    await user.click(within(screen.getByRole('radiogroup', { name: '时间范围' })).getByText('全部'));
    await waitFor(() => expect(api.callsTo('GET /api/user/fast_buy').at(-1)?.params).toMatchObject({ days: 0, page: 1 }));
  });
});
