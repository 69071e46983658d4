import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { goodsCard } from '../../../testing/catalog-fixtures';
import { ok, type RecordedCall } from '../../../testing/fake-api';
import { member, shellApi } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

const favorites = [
  { ...goodsCard({ id: 101, name: '阿莫西林胶囊' }), favorited_at: 1_767_225_600 },
  { ...goodsCard({ id: 102, name: '布洛芬缓释胶囊', is_jxq: 1, xq: '2026-05-31' }), favorited_at: 1_767_225_600 },
];

describe('favourites (/star)', { timeout: 30_000 }, () => {
  it('sends a visitor to log in first', async () => {
    const { router } = renderApp('/star', shellApi());
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fstar');
  });

  it('lists the favourites and cancels one from the list with 取消收藏成功', async () => {
    let list = favorites;
    const api = shellApi({
      'GET /api/user/base': ok(member()),
      'GET /api/favorite': () => ok({ list, total: list.length, page: 1, page_size: 20 }),
      'POST /api/favorite/cancel': (call: RecordedCall) => {
        const ids = (call.body as { goods_ids: string[] }).goods_ids.map(Number);
        list = list.filter((goods) => !ids.includes(goods.id));
        return ok({ goods_ids: ids });
      },
    });
    renderApp('/star', api);
    expect(await screen.findByRole('heading', { level: 1, name: '我的收藏' }, { timeout: 5000 })).toBeInTheDocument();
    const row = (await screen.findByRole('link', { name: '阿莫西林胶囊' })).closest('tr')!;
    expect(screen.getByText('有效期至 2026-05-31')).toBeInTheDocument();
    expect(screen.getByText('共收藏 2 件商品')).toBeInTheDocument();
    expect(api.callsTo('GET /api/favorite')[0]!.params).toEqual({ page: 1, page_size: 20 });

    await userEvent.click(within(row).getByRole('button', { name: '取消收藏' }));
    expect(await screen.findByText('取消收藏成功')).toBeInTheDocument();
    expect(api.callsTo('POST /api/favorite/cancel').map((call) => call.body)).toEqual([{ goods_ids: ['101'] }]);
    await waitFor(() => expect(screen.queryByRole('link', { name: '阿莫西林胶囊' })).not.toBeInTheDocument());
    expect(screen.getByText('共收藏 1 件商品')).toBeInTheDocument();
  });
});

describe('browsing history (/wdzj)', { timeout: 30_000 }, () => {
  it('sends a visitor to log in first', async () => {
    const { router } = renderApp('/wdzj', shellApi());
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('lists the visited goods and narrows them by keyword', async () => {
    const visits = [{ ...goodsCard(), visited_at: 1_767_225_600 }];
    const api = shellApi({
      'GET /api/user/base': ok(member()),
      'GET /api/goods/visit': ok({ list: visits, total: 1, page: 1, page_size: 20 }),
    });
    const { router } = renderApp('/wdzj', api);
    const card = await screen.findByRole('article', { name: '阿莫西林胶囊' }, { timeout: 5000 });
    expect(within(card).getByText(/^浏览于 2026-01-01/)).toBeInTheDocument();
    expect(api.callsTo('GET /api/goods/visit')[0]!.params).toEqual({ page: 1, page_size: 20 });

    await userEvent.type(screen.getByRole('searchbox', { name: '在足迹中搜索' }), ' 阿莫 {Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?keywords=%E9%98%BF%E8%8E%AB'));
    await waitFor(() => expect(api.callsTo('GET /api/goods/visit').at(-1)!.params).toEqual({ page: 1, page_size: 20, keywords: '阿莫' }));
  });
});
