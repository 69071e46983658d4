import { screen, waitFor } from '@testing-library/react';
import { SITE_TITLE } from '@yc/contracts';
import { describe, expect, it } from 'vitest';
import { shellApi } from '../testing/fixtures';
import { memberApi } from '../testing/member-fixtures';
import { renderApp } from '../testing/render-app';

const landsOn = async (from: string, expected: string) => {
  const { router } = renderApp(from, shellApi());
  await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe(expected));
  return router;
};

describe('routes of spec section 2', () => {
  it('redirects an unknown path to /404', async () => {
    await landsOn('/no/such/page', '/404');
    expect(await screen.findByText('抱歉，您访问的页面不存在。')).toBeInTheDocument();
  });

  it.each([
    ['/register', '/register/step1'],
    ['/register_dd', '/register/dd/step1'],
    ['/forget', '/forget/step1'],
    ['/order/wl/42', '/order/info/42'],
    // Via /loading/activity?url=abc&url1=def, which finds no activity page by those words.
    ['/activity/abc/def', '/noActivity'],
    ['/activity', '/loading/activity'],
    ['/eleven_index', '/'],
    ['/zhzx', '/basic'],
  ])('redirects %s to %s', async (from, to) => {
    await landsOn(from, to);
  });

  it.each([
    ['/yegl', '余额管理'],
    ['/wdqb_yegl', '余额管理'],
  ])('serves %s with its page (title %s) at the same address', async (path, title) => {
    const { router } = renderApp(path, memberApi());
    await waitFor(() => expect(router.state.location.pathname).toBe(path));
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${title} - ${SITE_TITLE}`));
  });

  it.each([
    ['/kxzq/new', '控销专区'],
    ['/kxzq_new', '控销专区'],
    ['/ppzq/2', '品牌专区'],
    ['/ppzq_index/2', '品牌专区'],
    ['/search/table', '全部商品'],
  ])('serves the catalogue page %s (heading %s) at the same address', async (path, heading) => {
    await landsOn(path, path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('tells /ppzq, a brand list page and a brand detail apart', async () => {
    const router = await landsOn('/ppzq', '/ppzq');
    await waitFor(() => expect(document.title).toBe(`品牌专区 - ${SITE_TITLE}`));
    await router.navigate('/ppzq/info/9');
    await waitFor(() => expect(document.title).toBe(`品牌详情 - ${SITE_TITLE}`));
  });

  it('sets the page title to the route title plus the site title on every change', async () => {
    const router = await landsOn('/', '/');
    await waitFor(() => expect(document.title).toBe(`首页 - ${SITE_TITLE}`));
    await router.navigate('/order');
    await waitFor(() => expect(document.title).toBe(`我的订单 - ${SITE_TITLE}`));
  });

  it('records a page view with path and route name on every route change', async () => {
    const api = shellApi();
    const { router } = renderApp('/', api);
    await waitFor(() => expect(api.callsTo('POST /api/analytics/page_view')).toHaveLength(1));
    await router.navigate('/yx/table?page=2');
    await waitFor(() => expect(api.callsTo('POST /api/analytics/page_view')).toHaveLength(2));
    expect(api.callsTo('POST /api/analytics/page_view').map((call) => call.body)).toEqual([
      { path: '/', name: 'index' },
      { path: '/yx/table?page=2', name: 'yx_table' },
    ]);
  });

  it('draws /yx/rule without header, footer or toolbar', async () => {
    await landsOn('/yx/rule', '/yx/rule');
    expect(await screen.findByRole('heading', { name: '优选规则' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: '侧边工具栏' })).not.toBeInTheDocument();
  });

  it.each([
    ['/register/step1', '用户注册'],
    ['/register/dd/step1', '用户注册'],
    ['/forget/step1', '忘记密码'],
  ])('gives %s the login-style header', async (path, title) => {
    await landsOn(path, path);
    const header = await screen.findByRole('banner');
    expect(header).toHaveTextContent(title);
    expect(screen.queryByRole('navigation', { name: '主导航' })).not.toBeInTheDocument();
  });
});
