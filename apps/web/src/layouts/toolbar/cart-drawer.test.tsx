import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DRAWER_LOAD_DELAY_MS } from '@yc/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { goodsDetail } from '../../testing/catalog-fixtures';
import { cartApi, cartItem, cartList, confirmView } from '../../testing/cart-fixtures';
import { ok } from '../../testing/fake-api';
import { renderApp } from '../../testing/render-app';
import { useCartDrawerStore } from '../../lib/cart-events';

const toolbar = () => screen.findByRole('complementary', { name: '侧边工具栏' });
const cartButton = async () => within(await toolbar()).findByRole('button', { name: /^购物车/ });
const lines = [
  cartItem({ id: 5, number: 20, price: 12.5 }),
  cartItem({ id: 6, number: 3, price: 36.8 }, { id: 102, name: '布洛芬缓释胶囊', sccj: '中美天津史克制药有限公司', ypgg: '0.3g*20粒' }),
];

afterEach(() => {
  vi.useRealTimers();
  useCartDrawerStore.setState({ open: false });
});

describe('cart drawer', { timeout: 20_000 }, () => {
  it('is 40 px closed and 310 px open, toggled by the toolbar cart button', async () => {
    renderApp('/', cartApi());
    const aside = await toolbar();
    const button = await cartButton();
    expect(aside).toHaveStyle({ width: '40px' });
    expect(screen.queryByRole('region', { name: '购物车抽屉' })).not.toBeInTheDocument();

    await userEvent.click(button);
    expect(aside).toHaveStyle({ width: '310px' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: '购物车抽屉' })).toBeVisible();

    await userEvent.click(button);
    expect(aside).toHaveStyle({ width: '40px' });
  });

  it('loads its content 200 ms after opening', async () => {
    const api = cartApi({ 'GET /api/cart/list': ok(cartList(lines)) });
    renderApp('/', api);
    const button = await cartButton();
    // The shell's own calls are done; from here the clock is the test's.
    await waitFor(() => expect(api.callsTo('GET /api/cart/total')).toHaveLength(1));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(button);
    act(() => vi.advanceTimersByTime(DRAWER_LOAD_DELAY_MS - 1));
    expect(api.callsTo('GET /api/cart/list')).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1));
    await waitFor(() => expect(api.callsTo('GET /api/cart/list')).toHaveLength(1));
    const drawer = screen.getByRole('region', { name: '购物车抽屉' });
    expect(await within(drawer).findByText('阿莫西林胶囊')).toBeInTheDocument();
  });

  it('shows each line with name, manufacturer, specification and price × number, and a way to the cart', async () => {
    renderApp('/', cartApi({ 'GET /api/cart/list': ok(cartList(lines)) }));
    await userEvent.click(await cartButton());
    const drawer = screen.getByRole('region', { name: '购物车抽屉' });
    const line = await within(drawer).findByRole('listitem', { name: '布洛芬缓释胶囊' });
    expect(line).toHaveTextContent('中美天津史克制药有限公司');
    expect(line).toHaveTextContent('0.3g*20粒');
    expect(line).toHaveTextContent('¥36.80 × 3');
    expect(within(drawer).getByRole('link', { name: '去购物车结算' })).toHaveAttribute('href', '/cart');
  });

  it('says 购物车空空如也~ when the cart is empty', async () => {
    renderApp('/', cartApi());
    await userEvent.click(await cartButton());
    expect(await screen.findByText('购物车空空如也~')).toBeInTheDocument();
  });

  it('asks 确定删除这件商品吗? before deleting a line, then refetches the cart', async () => {
    let cart = cartList(lines);
    const api = cartApi({
      'GET /api/cart/list': () => ok(cart),
      'POST /api/cart/batch_delete': () => {
        cart = cartList(lines.slice(1));
        return ok({ changed: 1, total: 1 });
      },
    });
    renderApp('/', api);
    await userEvent.click(await cartButton());
    const drawer = screen.getByRole('region', { name: '购物车抽屉' });
    await userEvent.click(await within(drawer).findByRole('button', { name: '删除阿莫西林胶囊' }));
    expect(await screen.findByText('确定删除这件商品吗?')).toBeInTheDocument();
    expect(api.callsTo('POST /api/cart/batch_delete')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(api.callsTo('POST /api/cart/batch_delete')).toHaveLength(1));
    expect(api.callsTo('POST /api/cart/batch_delete')[0].body).toEqual({ ids: ['5'] });
    await waitFor(() => expect(within(drawer).queryByText('阿莫西林胶囊')).not.toBeInTheDocument());
    expect(api.callsTo('GET /api/cart/list').length).toBeGreaterThanOrEqual(2);
  });

  it('refetches while open when goods are added to the cart elsewhere on the page', async () => {
    let cart = cartList([]);
    const api = cartApi({
      'GET /api/cart/list': () => ok(cart),
      'GET /api/goods/detail/101': ok(goodsDetail()),
      'GET /api/favorite': ok({ list: [], total: 0, page: 1, page_size: 100 }),
      'POST /api/cart': () => {
        cart = cartList([cartItem({ id: 9, number: 1 })]);
        return ok({ total: 1, ids: [9], notices: [] });
      },
    });
    renderApp('/list/info/101', api);
    await screen.findByRole('heading', { level: 1, name: '阿莫西林胶囊' }, { timeout: 5000 });
    await userEvent.click(await cartButton());
    const drawer = screen.getByRole('region', { name: '购物车抽屉' });
    expect(await within(drawer).findByText('购物车空空如也~')).toBeInTheDocument();

    await userEvent.click(screen.getAllByRole('button', { name: /加入购物车/ })[0]);
    expect(await within(drawer).findByRole('listitem', { name: '阿莫西林胶囊' })).toBeInTheDocument();
  });

  it('caps the badge at 99+ from the cart count', async () => {
    renderApp('/', cartApi({ 'GET /api/cart/total': ok({ total: 150 }) }));
    const button = await cartButton();
    await waitFor(() => expect(button).toHaveTextContent('99+'));
  });

  it('stays closed on the cart page (step 1), without a badge there', async () => {
    useCartDrawerStore.setState({ open: true });
    renderApp('/cart', cartApi({ 'GET /api/cart/total': ok({ total: 12 }), 'GET /api/cart/list': ok(cartList(lines)) }));
    const aside = await toolbar();
    await screen.findAllByText('布洛芬缓释胶囊');
    expect(aside).toHaveStyle({ width: '40px' });
    expect(screen.queryByRole('region', { name: '购物车抽屉' })).not.toBeInTheDocument();
    const link = within(aside).getByRole('link', { name: /^购物车/ });
    expect(link).toHaveAttribute('href', '/cart');
    expect(within(link).queryByText(/\d/)).not.toBeInTheDocument();
  });

  it('opens below the site header, never over it', async () => {
    const rect = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      return new DOMRect(0, 0, 1200, this.hasAttribute('data-site-header') ? 248 : 0);
    });
    renderApp('/', cartApi());
    await userEvent.click(await cartButton());
    const drawer = screen.getByRole('region', { name: '购物车抽屉' });
    await waitFor(() => expect(drawer).toHaveStyle({ marginTop: '248px' }));
    rect.mockRestore();
  });

  it('is forced closed on the later cart pages too, whose cart button leads to /cart', async () => {
    const { router } = renderApp('/', cartApi({ 'GET /api/cart/confirm': ok(confirmView()) }));
    await userEvent.click(await cartButton());
    const aside = await toolbar();
    expect(aside).toHaveStyle({ width: '310px' });

    await act(() => router.navigate('/cart/step2?ids=1'));
    await waitFor(() => expect(aside).toHaveStyle({ width: '40px' }));
    const link = within(aside).getByRole('link', { name: /^购物车/ });
    expect(link).toHaveAttribute('href', '/cart');
    expect(screen.queryByRole('region', { name: '购物车抽屉' })).not.toBeInTheDocument();
  });
});
