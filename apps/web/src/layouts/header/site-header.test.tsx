import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageLocation } from '../../lib/browser/page-location';
import { ok } from '../../testing/fake-api';
import { focusCommon, member, shellApi } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';

const asMember = (overrides: Parameters<typeof member>[0] = {}) => shellApi({ 'GET /api/user/base': ok(member(overrides)) });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('site header for a visitor', () => {
  it('offers login and registration, and no member links', async () => {
    renderApp('/', shellApi());
    const login = await screen.findByRole('link', { name: '登录' });
    expect(login).toHaveAttribute('href', '/login?redirect=%2F');
    expect(screen.getByRole('link', { name: '注册' })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('button', { name: '安全退出' })).not.toBeInTheDocument();
  });

  it('shows the top-bar links of spec section 2', async () => {
    renderApp('/', shellApi());
    const banner = await screen.findByRole('banner');
    for (const name of [/返回首页/, '会员中心', '我的订单', '电子发票查询']) {
      expect(within(banner).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(banner).getByRole('button', { name: '桌面快捷方式' })).toBeInTheDocument();
    expect(within(banner).getByText('手机APP')).toBeInTheDocument();
  });
});

describe('site header for a member', () => {
  it('shows the company, the hotline and the dedicated account manager', async () => {
    renderApp('/', asMember());
    expect(await screen.findByRole('button', { name: /仁和大药房连锁有限公司/ })).toBeInTheDocument();
    expect(screen.getByText('专属客户经理：')).toBeInTheDocument();
    expect(screen.getByText('李经理')).toBeInTheDocument();
    expect(screen.getByText('13900000002')).toBeInTheDocument();
    expect(screen.getByText('400-800-1234')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '安全退出' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '登录' })).not.toBeInTheDocument();
  });

  it('shows the quality-inspection notice with its link, and the message as an alert when there is no URL', async () => {
    const msg = '每批次随货附同批号检验报告';
    const { unmount } = renderApp('/', asMember({ quality_inspection: { quality_inspection_url: 'https://qc.example/r', msg } }));
    const note = await screen.findByRole('note', { name: '质检说明' });
    expect(note).toHaveTextContent(msg);
    expect(within(note).getByRole('link', { name: '查看质检报告' })).toHaveAttribute('href', 'https://qc.example/r');
    unmount();

    renderApp('/', asMember({ quality_inspection: { quality_inspection_url: '', msg } }));
    await userEvent.click(within(await screen.findByRole('note', { name: '质检说明' })).getByRole('button', { name: '查看质检报告' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(msg);
  });

  it('shows no quality-inspection notice without a message', async () => {
    renderApp('/', asMember());
    await screen.findByRole('button', { name: '安全退出' });
    expect(screen.queryByRole('note', { name: '质检说明' })).not.toBeInTheDocument();
  });

  it('labels a default manager 客户经理 (is_default not 0)', async () => {
    renderApp('/', asMember({ admin: { name: '王客服', phone: '4008001234', is_default: 1 } }));
    expect(await screen.findByText('客户经理：')).toBeInTheDocument();
    expect(screen.queryByText('专属客户经理：')).not.toBeInTheDocument();
  });

  it('shows the cart count on the cart button', async () => {
    renderApp('/', asMember({ cart: 12 }));
    const cart = await screen.findByRole('link', { name: /我的购物车/ });
    await waitFor(() => expect(cart).toHaveTextContent('12'));
  });

  it('asks 您是否确定要切换此账号？ before switching stores, then reloads', async () => {
    const reload = vi.spyOn(pageLocation, 'reload').mockImplementation(() => undefined);
    const api = shellApi({ 'GET /api/user/base': ok(member()), 'POST /api/multi/switch': ok(null) });
    const { router } = renderApp('/', api);
    await userEvent.hover(await screen.findByRole('button', { name: /仁和大药房连锁有限公司/ }));
    await userEvent.click(await screen.findByText('仁和大药房光谷分店'));

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('您是否确定要切换此账号？');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(api.callsTo('POST /api/multi/switch').map((call) => call.body)).toEqual([{ id: '2' }]);
    expect(router.state.location.pathname).toBe('/');
  });

  it('logs out with a loading state, then reloads', async () => {
    const reload = vi.spyOn(pageLocation, 'reload').mockImplementation(() => undefined);
    const api = shellApi({ 'GET /api/user/base': ok(member()), 'DELETE /api/user/logout': ok(null) });
    renderApp('/', api);
    await userEvent.click(await screen.findByRole('button', { name: '安全退出' }));
    expect(await screen.findByText('正在退出...')).toBeInTheDocument();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(api.callsTo('DELETE /api/user/logout')).toHaveLength(1);
  });

  it('does not load the user on the login page', async () => {
    const api = shellApi();
    renderApp('/login', api);
    await screen.findByRole('button', { name: '登 录' });
    await waitFor(() => expect(api.callsTo('POST /api/analytics/page_view')).toHaveLength(1));
    expect(api.callsTo('GET /api/user/base')).toHaveLength(0);
  });
});

describe('search box', () => {
  it('searches the trimmed keyword by drug, or by manufacturer after the switch', async () => {
    const { router } = renderApp('/', shellApi());
    const box = await screen.findByRole('searchbox', { name: '搜索关键词' });
    expect(box).toHaveAttribute('placeholder', '药品名称/拼音首字母');
    await userEvent.type(box, '  阿莫西林 {Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?keywords=%E9%98%BF%E8%8E%AB%E8%A5%BF%E6%9E%97&type=0'));

    await userEvent.click(screen.getByRole('radio', { name: '厂家' }));
    expect(box).toHaveAttribute('placeholder', '厂家名称');
  });

  it('lists the hot searches', async () => {
    renderApp('/', shellApi());
    for (const term of focusCommon.rnss) {
      expect(await screen.findByRole('link', { name: term })).toHaveAttribute('href', expect.stringContaining('/search?keywords='));
    }
  });
});

describe('category menu and nav', () => {
  it('shows only the first 7 categories, with sub-categories on hover', async () => {
    renderApp('/', shellApi());
    await screen.findByRole('link', { name: focusCommon.nav[0]!.name });
    await userEvent.hover(screen.getByText('全部商品分类'));
    const menu = await screen.findByRole('navigation', { name: '商品分类' });
    const entries = within(menu).getAllByRole('listitem');
    // On the home page the menu stays open and shows a few children under each class: the link holds the name.
    expect(entries.map((entry) => within(entry).getByRole('link').textContent)).toEqual(
      focusCommon.category.slice(0, 7).map((category) => category.name),
    );

    await userEvent.hover(within(menu).getByRole('link', { name: '抗感染药' }));
    const flyout = await screen.findByRole('region', { name: '抗感染药的子分类' });
    expect(within(flyout).getByRole('link', { name: '抗感染药精选' })).toHaveAttribute('href', '/list?category_id=1000');
  });

  it('shows at most 9 nav items', async () => {
    renderApp('/', shellApi());
    const nav = await screen.findByRole('navigation', { name: '主导航' });
    await waitFor(() => expect(within(nav).getAllByRole('link')).toHaveLength(9));
    expect(within(nav).queryByRole('link', { name: focusCommon.nav[9]!.name })).not.toBeInTheDocument();
  });

  it('floats the side banner on every page with the header, not only home', async () => {
    const side = { 'GET /api/focus/right': ok([{ url: '/lqzx', image: '/img/right.png', title: '领券中心' }]) };
    renderApp('/noActivity', shellApi(side));
    const aside = await screen.findByRole('complementary', { name: '侧边广告' });
    expect(within(aside).getByRole('img', { name: '领券中心' }).closest('a')).toHaveAttribute('href', '/lqzx');
  });

  it('shows the top banners', async () => {
    renderApp('/', shellApi({ 'GET /api/focus/top': ok([{ url: '/mrtj', image: '/img/top.png', title: '每日特价' }]) }));
    const image = await screen.findByRole('img', { name: '每日特价' });
    expect(image.closest('a')).toHaveAttribute('href', '/mrtj');
  });
});
