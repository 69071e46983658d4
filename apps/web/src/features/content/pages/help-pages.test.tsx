import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ArticleDetail } from '@yc/contracts';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../../testing/fake-api';
import { helpCategories, shellApi } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

// The pages are lazy chunks: the first look waits for the chunk as well (slow on a loaded machine).
const LOADED = { timeout: 15_000 };

const article = (id: number, title: string, extra: Partial<ArticleDetail> = {}): ArticleDetail => ({
  id,
  title,
  summary: '',
  published_at: 1_794_879_000,
  body: `<p>${title}的正文。</p><h3>一、要点</h3><ul><li>第一条</li></ul>`,
  category: { id: 1, key: 'group1', name: helpCategories[0]!.name, kind: 'help' },
  prev: null,
  next: null,
  ...extra,
});

describe('help centre', { timeout: 30_000 }, () => {
  it('opens the article ?id= names on /help/xrzn/hyzc and marks it in the menu', async () => {
    const target = helpCategories[1]!.children[0]!;
    const api = shellApi({ [`GET /api/article/detail/${target.id}`]: ok(article(target.id, target.name)) });
    renderApp(`/help/xrzn/hyzc?id=${target.id}`, api);
    expect(await screen.findByRole('heading', { level: 1, name: target.name }, LOADED)).toBeInTheDocument();
    expect(screen.getByText(`${target.name}的正文。`)).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: '帮助中心' });
    await waitFor(() => expect(within(menu).getByRole('link', { name: target.name })).toHaveAttribute('aria-current', 'page'));
    expect(within(menu).getByRole('link', { name: '行业新闻' })).toHaveAttribute('href', '/news/hy');
    expect(api.callsTo('GET /api/article/page/hyzc')).toHaveLength(0);
  });

  it('draws the article HTML without scripts or handlers', async () => {
    const body = '<p>正文第一段</p><img src="x.png" alt="图" onerror="window.hacked = 1"><script>window.hacked = 2</script>';
    renderApp('/help/fwbz/yhxy', shellApi({ 'GET /api/article/page/yhxy': ok(article(8, '用户协议', { body })) }));
    expect(await screen.findByText('正文第一段', {}, LOADED)).toBeInTheDocument();
    const picture = screen.getByRole('img', { name: '图' });
    expect(picture).not.toHaveAttribute('onerror');
    expect(picture.closest('article')?.querySelector('script')).toBeNull();
  });

  it('opens a route its own article by slug, and says so when an article is gone', async () => {
    renderApp('/help/fwbz/wzzz', shellApi({ 'GET /api/article/page/wzzz': ok(article(7, '网站资质')) }));
    expect(await screen.findByRole('heading', { level: 1, name: '网站资质' }, LOADED)).toBeInTheDocument();

    renderApp('/help/xrzn/hyzc?id=999', shellApi({ 'GET /api/article/detail/999': fail(404, '文章不存在', 404) }));
    expect(await screen.findByText('文章不存在', {}, LOADED)).toBeInTheDocument();
    // The page says it; no 温馨提示 alert on top.
    expect(screen.queryByText('温馨提示')).not.toBeInTheDocument();
  });
});

describe('news centre', { timeout: 30_000 }, () => {
  const page = (n: number) => ({
    category: { id: 3, key: 'hy', name: '行业新闻', kind: 'news' },
    list: [{ id: 100 + n, title: `第${n}页的新闻`, summary: '摘要', published_at: 1_794_879_000 }],
    total: 12,
    page: n,
    page_size: 8,
  });

  it('lists a page of industry news (category 3) and turns pages through ?page=', async () => {
    const api = shellApi({ 'GET /api/article/category': (call) => ok(page(Number((call.params as { page: number }).page))) });
    const { router } = renderApp('/news/hy?page=2', api);
    const link = await screen.findByRole('link', { name: '第2页的新闻' }, LOADED);
    expect(link).toHaveAttribute('href', '/news/info/102/hy');
    expect(api.callsTo('GET /api/article/category')[0]!.params).toEqual({ category_id: 3, page: 2, page_size: 8 });
    await userEvent.click(screen.getByTitle('1'));
    await waitFor(() => expect(router.state.location.search).toBe(''), LOADED);
    expect(await screen.findByRole('link', { name: '第1页的新闻' })).toBeInTheDocument();
  });

  it('shows a news article with its date and neighbours, and sends a malformed address to /404', async () => {
    const news = article(102, '第2页的新闻', {
      category: { id: 3, key: 'hy', name: '行业新闻', kind: 'news' },
      prev: { id: 101, title: '较新的一篇' },
      next: null,
    });
    const { router } = renderApp('/news/info/102/hy', shellApi({ 'GET /api/article/detail/102': ok(news) }));
    expect(await screen.findByRole('heading', { level: 1, name: '第2页的新闻' }, LOADED)).toBeInTheDocument();
    const around = screen.getByRole('navigation', { name: '上一篇与下一篇' });
    expect(within(around).getByRole('link', { name: '较新的一篇' })).toHaveAttribute('href', '/news/info/101/hy');
    expect(around).toHaveTextContent('下一篇：没有了');
    expect(screen.getByText(/发布时间：2026-11-1\d/)).toBeInTheDocument();

    await router.navigate('/news/info/abc/other');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'), LOADED);
  });
});
