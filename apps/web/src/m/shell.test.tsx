import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { cartItem, cartList } from '../testing/cart-fixtures';
import { goodsCard, goodsPage } from '../testing/catalog-fixtures';
import { createFakeApi, fail, ok, type Route } from '../testing/fake-api';
import { renderPhone } from '../testing/render-phone';
import { member, visitorReply } from '../testing/fixtures';

const phoneApi = (routes: Record<string, Route> = {}) => {
  const api = createFakeApi({
    'GET /api/user/base': visitorReply,
    'GET /api/focus': ok([]),
    'GET /api/goods/list': ok(goodsPage([goodsCard({ id: 7, name: '布洛芬缓释胶囊' })])),
    ...routes,
  });
  api.install();
  return api;
};

function renderAt(url: string) {
  return renderPhone(url);
}

const tabs = () => within(screen.getByRole('navigation', { name: '手机版导航' }));

beforeEach(() => {
  document.cookie = 'yc_view=; path=/; max-age=0';
});

describe('phone shell', () => {
  it('draws the home in its frame for a visitor: search, zones, 电脑版 to the desktop home, and no popup', async () => {
    phoneApi();
    renderAt('/m/');
    expect(await screen.findByRole('navigation', { name: '专区' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /搜索药名/ })).toHaveAttribute('href', '/m/search');
    expect(screen.getByRole('link', { name: '电脑版' })).toHaveAttribute('href', '/');
    expect(tabs().getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
    expect(await tabs().findByRole('link', { name: '登录' })).toHaveAttribute('href', '/m/login');
    expect(await screen.findByRole('link', { name: /布洛芬缓释胶囊/ })).toHaveAttribute('href', '/m/list/info/7');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(document.title).toBe('药采云 手机版');
  });

  it('moves between pages without a page load, 电脑版 following to the desktop twin, and 返回 goes back', async () => {
    phoneApi();
    renderAt('/m/');
    await userEvent.click(await tabs().findByRole('link', { name: '全部商品' }));
    expect(window.location.pathname).toBe('/m/list');
    expect(await screen.findByText('共 1 个商品')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '商品列表' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '电脑版' })).toHaveAttribute('href', '/list');
    await userEvent.click(screen.getByRole('link', { name: /布洛芬缓释胶囊/ }));
    expect(window.location.pathname).toBe('/m/list/info/7');
    expect(screen.getByRole('link', { name: '电脑版' })).toHaveAttribute('href', '/list/info/7');
    window.history.back();
    await waitFor(() => expect(window.location.pathname).toBe('/m/list'));
    expect(await screen.findByText('共 1 个商品')).toBeInTheDocument();
  });

  it('电脑版 leaves the choice in the cookie the server reads', async () => {
    phoneApi();
    renderAt('/m/cart');
    const link = screen.getByRole('link', { name: '电脑版' });
    expect(link).toHaveAttribute('href', '/cart');
    // jsdom does not follow the link; the click handler's cookie is what counts.
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(document.cookie).toContain('yc_view=pc');
  });

  it('an address the phone store does not have says so and leads home', async () => {
    phoneApi();
    renderAt('/m/no/such/page');
    expect(await screen.findByText(/手机版还没有这个页面/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/m/');
  });

  it('a visitor opening the cart is sent to the phone login, to come back after', async () => {
    phoneApi({ 'GET /api/cart/list': visitorReply });
    renderAt('/m/cart');
    await waitFor(() => expect(window.location.pathname).toBe('/m/login'));
    expect(new URLSearchParams(window.location.search).get('redirect')).toBe('/m/cart');
    expect(await screen.findByRole('heading', { name: '账号密码登录' })).toBeInTheDocument();
  });
});

describe('phone cart', () => {
  const line = cartItem({ id: 3, number: 10, amount: 125 }, { name: '阿莫西林胶囊', min_qty: 1, mid_pack: 1, number: 500 });

  it('a change the network drops leaves the line as it was and says so in Chinese', async () => {
    const api = phoneApi({
      'GET /api/user/base': ok(member()),
      'GET /api/cart/list': ok(cartList([line])),
      'POST /api/cart/3/edit': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    renderAt('/m/cart');
    const row = (await screen.findAllByRole('listitem')).find((item) => item.textContent?.includes('阿莫西林胶囊'))!;
    await userEvent.click(within(row).getByRole('button', { name: '增加数量' }));
    expect(await screen.findByText('数量未修改：网络连接失败，购物车未改动，请稍后再试')).toBeInTheDocument();
    expect(within(row).getByRole('textbox', { name: '阿莫西林胶囊 数量' })).toHaveValue('10');
    expect(api.callsTo('POST /api/cart/3/edit')).toHaveLength(1);
  });

  it('a refusal is told in the 温馨提示 dialog, and the line keeps its quantity', async () => {
    phoneApi({
      'GET /api/user/base': ok(member()),
      'GET /api/cart/list': ok(cartList([line])),
      'POST /api/cart/3/edit': fail(400, '库存不足，最多可购买 10盒'),
    });
    renderAt('/m/cart');
    await userEvent.click(await screen.findByRole('button', { name: '增加数量' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('温馨提示');
    expect(dialog).toHaveTextContent('库存不足，最多可购买 10盒');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '阿莫西林胶囊 数量' })).toHaveValue('10');
  });

  it('deletes a line and shows the totals', async () => {
    let lines = [line];
    const api = phoneApi({
      'GET /api/user/base': ok(member()),
      'GET /api/cart/list': () => ok(cartList(lines)),
      'POST /api/cart/batch_delete': () => {
        lines = [];
        return ok({ changed: 1, total: 0 });
      },
    });
    renderAt('/m/cart');
    expect(await screen.findByRole('group', { name: '阿莫西林胶囊 数量' })).toBeInTheDocument();
    expect(screen.getByLabelText('合计')).toHaveTextContent('商品金额');
    await userEvent.click(screen.getByRole('button', { name: '删除 阿莫西林胶囊' }));
    expect(await screen.findByText('购物车是空的')).toBeInTheDocument();
    expect(api.callsTo('POST /api/cart/batch_delete')[0]?.body).toEqual({ ids: ['3'] });
  });
});
