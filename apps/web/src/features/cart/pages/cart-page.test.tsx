import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CartList } from '@yc/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { useCartDrawerStore } from '../../../lib/cart-events';
import { cartApi, cartItem, cartList, exchangeOffer } from '../../../testing/cart-fixtures';
import { fail, ok, type RecordedCall } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';

afterEach(() => useCartDrawerStore.setState({ open: false }));

const manjianLine = cartItem(
  { id: 1, key: 'manjian_3', number: 20, price: 12.5, amount: 250, goods_manjian_amount: 10, goods_manjian_id: 3 },
  { id: 101, tags: [{ name: '满', describe: '满200减10，满300减20', is_show: 1 }] },
);
const flashLine = cartItem(
  { id: 2, key: 'flash', type: 1, number: 2, price: 8.8, amount: 17.6, flash: { id: 4, price: 8.8, number: 2 } },
  { id: 102, name: '连花清瘟胶囊', base_price: 14.5 },
);
const giftLine = cartItem(
  { id: 3, key: 'none', number: 10, price: 5, amount: 50, gift_data: { total: 1, type: 1 } },
  { id: 103, name: '板蓝根颗粒', tags: [{ name: '新', describe: '新品上架', is_show: 1 }], mid_pack: 10, min_qty: 10 },
);
const blockedLine = cartItem(
  { id: 4, key: 'none', is_selected: 0, unselectable_reason: '库存不足' },
  { id: 104, name: '复方甘草片', number: 0 },
);

const fullCart = (overrides: Partial<CartList> = {}): CartList =>
  cartList([manjianLine, flashLine, giftLine, blockedLine], {
    activity_data: {
      manjians: [
        {
          id: 3,
          key: 'manjian_3',
          name: '抗感染满减',
          amount: 250,
          discount: 10,
          cart_ids: [1],
          tiers: [
            { amount: 200, reduce: 10, status: 1 },
            { amount: 300, reduce: 20, status: 0 },
          ],
        },
      ],
      discounts: [],
    },
    gifts: [{ goods_id: 103, name: '板蓝根颗粒', number: 1 }],
    exchange: [exchangeOffer(), exchangeOffer({ rule_id: 8, goods_id: 302, name: '葡萄糖酸钙口服液', reached: 0, threshold: 499 })],
    totals: {
      total_count: 4,
      selected_count: 3,
      selected_number: 32,
      goods_amount: 317.6,
      promotion_amount: 10,
      coupon_amount: 0,
      exchange_amount: 0,
      shipping_amount: 15,
      voucher_amount: 0,
      pay_amount: 322.6,
    },
    shipping_data: { shipping_amount: 15, no_trans_order_amount: 492.4, free_reason: null, fee: 15, free_threshold: 800 },
    ...overrides,
  });

const hint = {
  activities: [{ key: 'manjian_3', name: '抗感染满减', needed: 50, next_tier_amount: 300, message: '再买 ¥50 可享满 ¥300 减 ¥20' }],
  shipping: { needed: 492.4, message: '再买 ¥492.40 可免运费' },
  message: '再买 ¥50 可享满 ¥300 减 ¥20',
};

const page = (routes = {}) => cartApi({ 'GET /api/cart/list': ok(fullCart()), 'POST /api/cart/next_hint': ok(hint), ...routes });
const table = () => screen.findByRole('table', { name: '购物车商品' }, { timeout: 5000 });
const row = (name: string) => screen.getByRole('row', { name });

describe('cart page (step 1)', { timeout: 30_000 }, () => {
  it('groups lines by promotion with the spec colours of their tags', async () => {
    renderApp('/cart', page());
    const cart = await table();
    const groups = within(cart).getAllByRole('rowgroup');
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual(['抗感染满减', '秒杀商品', '其他商品']);
    // Each group's first row is its head, one cell across the table; the lines follow it.
    const lines = (group: HTMLElement) =>
      within(group)
        .getAllByRole('row')
        .map((r) => r.getAttribute('aria-label'));
    expect(lines(groups[0])).toEqual([null, '阿莫西林胶囊']);
    expect(lines(groups[2])).toEqual([null, '板蓝根颗粒', '复方甘草片']);

    const colorOf = (scope: HTMLElement, name: string) =>
      within(scope).getByText(name, { selector: '[data-color]' }).getAttribute('data-color');
    expect(colorOf(row('阿莫西林胶囊'), '满')).toBe('orange');
    expect(colorOf(row('连花清瘟胶囊'), '秒')).toBe('red');
    expect(colorOf(row('板蓝根颗粒'), '赠')).toBe('pink');
    expect(colorOf(row('板蓝根颗粒'), '新')).toBe('red');
    const offers = screen.getByRole('region', { name: '换购' });
    expect(colorOf(within(offers).getByRole('listitem', { name: '维生素C片' }), '换购')).toBe('blue');
    expect(colorOf(within(offers).getByRole('listitem', { name: '葡萄糖酸钙口服液' }), '换购')).toBe('gold');
    expect(within(screen.getByRole('region', { name: '赠品' })).getByText(/板蓝根颗粒 × 1/)).toBeInTheDocument();
  });

  it('shows each 满减 tier, the one that applies, and the next-tier hint', async () => {
    renderApp('/cart', page());
    await table();
    const group = screen.getByRole('rowgroup', { name: '抗感染满减' });
    const tiers = within(group).getAllByRole('listitem');
    expect(tiers.map((t) => t.textContent)).toEqual(['满¥200减¥10已享', '满¥300减¥20']);
    expect(tiers[0]).toHaveAttribute('aria-current', 'true');
    expect(tiers[1]).not.toHaveAttribute('aria-current');
    expect(await within(group).findByText('再买 ¥50 可享满 ¥300 减 ¥20')).toBeInTheDocument();
    expect(group).toHaveTextContent('已选活动商品 ¥250.00');
    expect(screen.getByRole('note', { name: '运费' })).toHaveTextContent('还差 ¥492.40 免运费');
    const bar = screen.getByRole('region', { name: '结算栏' });
    expect(bar).toHaveTextContent('已选择 3 种商品，共 32 件');
    expect(within(bar).getByLabelText('应付合计')).toHaveTextContent('¥322.60');
  });

  it('states the selected lines’ subtotals + shipping − 满减 = 合计, adding up to the fen', async () => {
    renderApp('/cart', page());
    await table();
    const amounts = within(screen.getByRole('region', { name: '结算栏' })).getByLabelText('已选商品金额');
    const rows = within(amounts)
      .getAllByRole('term')
      .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(rows).toEqual([
      ['商品小计', '¥317.60'],
      ['运费', '+¥15.00'],
      ['满减/满折', '-¥10.00'],
      ['优惠券', '-¥0.00'],
    ]);
    const fen = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100) * (text.startsWith('-') ? -1 : 1);
    const total = within(screen.getByRole('region', { name: '结算栏' })).getByLabelText('应付合计').textContent ?? '';
    expect(rows.reduce((sum, [, value]) => sum + fen(value ?? ''), 0)).toBe(fen(total));
  });

  it('disables the tick of a line forced unselected, and select-all only sends the lines that may be ticked', async () => {
    let cart = fullCart();
    const api = page({
      'GET /api/cart/list': () => ok(cart),
      'POST /api/cart/batch_select': (call: RecordedCall) => {
        const { ids, is_selected } = call.body as { ids: string[]; is_selected: string };
        cart = {
          ...cart,
          data: cart.data.map((item) => (ids.includes(String(item.id)) ? { ...item, is_selected: Number(is_selected) } : item)),
        };
        return ok({ changed: ids.length, total: 4 });
      },
    });
    renderApp('/cart', api);
    await table();
    expect(screen.getByRole('checkbox', { name: '选择复方甘草片' })).toBeDisabled();
    expect(row('复方甘草片')).toHaveTextContent('库存不足');

    const selectAll = within(screen.getByRole('region', { name: '结算栏' })).getByRole('checkbox', { name: '全选' });
    expect(selectAll).toBeChecked();
    await userEvent.click(selectAll);
    await waitFor(() => expect(api.callsTo('POST /api/cart/batch_select')).toHaveLength(1));
    expect(api.callsTo('POST /api/cart/batch_select')[0].body).toEqual({ ids: ['1', '2', '3'], is_selected: '0' });

    await userEvent.click(screen.getByRole('checkbox', { name: '选择连花清瘟胶囊' }));
    await waitFor(() => expect(api.callsTo('POST /api/cart/batch_select')).toHaveLength(2));
    expect(api.callsTo('POST /api/cart/batch_select')[1].body).toEqual({ ids: ['2'], is_selected: '1' });
  });

  it('steps quantities in middle packs and shows the server refusal in the 温馨提示 alert', async () => {
    const api = page({
      'POST /api/cart/3/edit': fail(400, '库存不足，当前库存15'),
      'POST /api/cart/1/edit': ok({ id: 1, number: 21, notice: '', cart: fullCart() }),
    });
    renderApp('/cart', api);
    await table();
    await userEvent.click(screen.getByRole('button', { name: '增加板蓝根颗粒数量' }));
    await waitFor(() => expect(api.callsTo('POST /api/cart/3/edit')).toHaveLength(1));
    expect(api.callsTo('POST /api/cart/3/edit')[0].body).toEqual({ params: { number: '20' }, new: '1' });
    const alert = await screen.findByRole('dialog');
    expect(alert).toHaveTextContent('温馨提示');
    expect(alert).toHaveTextContent('库存不足，当前库存15');
    await waitFor(() => expect(screen.getByRole('spinbutton', { name: '板蓝根颗粒数量' })).toHaveValue('10'));
    // The minimum order (10) leaves nothing to take away.
    expect(screen.getByRole('button', { name: '减少板蓝根颗粒数量' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: '增加阿莫西林胶囊数量' }));
    await waitFor(() => expect(api.callsTo('POST /api/cart/1/edit')).toHaveLength(1));
    expect(api.callsTo('POST /api/cart/1/edit')[0].body).toEqual({ params: { number: '21' }, new: '1' });

    // A typed number goes when Enter is pressed, once, not on every keystroke.
    const typed = screen.getByRole('spinbutton', { name: '阿莫西林胶囊数量' });
    await userEvent.clear(typed);
    await userEvent.type(typed, '3x5{Enter}');
    await waitFor(() => expect(api.callsTo('POST /api/cart/1/edit')).toHaveLength(2));
    expect(api.callsTo('POST /api/cart/1/edit')[1].body).toEqual({ params: { number: '35' }, new: '1' });
  });

  it('deletes a line and the selected lines after 确定删除这件商品吗?', async () => {
    const api = page({ 'POST /api/cart/batch_delete': ok({ changed: 1, total: 3 }) });
    renderApp('/cart', api);
    await table();
    await userEvent.click(within(row('连花清瘟胶囊')).getByRole('button', { name: '删除' }));
    const question = await screen.findByRole('dialog', undefined, { timeout: 5000 });
    expect(question).toHaveTextContent('确定删除这件商品吗?');
    expect(api.callsTo('POST /api/cart/batch_delete')).toHaveLength(0);
    await userEvent.click(within(question).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(api.callsTo('POST /api/cart/batch_delete')).toHaveLength(1));
    expect(api.callsTo('POST /api/cart/batch_delete')[0].body).toEqual({ ids: ['2'] });

    await userEvent.click(screen.getByRole('button', { name: '删除选中的商品' }));
    // The first dialog may still be closing: the second is the one that counts the selected lines.
    const dialog = (await screen.findByText('将删除已选的 3 种商品。')).closest<HTMLElement>('[role="dialog"]')!;
    expect(dialog).toHaveTextContent('确定删除这件商品吗?');
    await userEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(api.callsTo('POST /api/cart/batch_delete')).toHaveLength(2));
    expect(api.callsTo('POST /api/cart/batch_delete')[1].body).toEqual({ ids: ['1', '2', '3'] });
  });

  it('filters by the tabs of filter_data', async () => {
    const api = page();
    renderApp('/cart', api);
    await table();
    await userEvent.click(screen.getByRole('tab', { name: /秒杀商品/ }));
    await waitFor(() =>
      expect(api.callsTo('GET /api/cart/list').some((call) => (call.params as { filters: number }).filters === 1)).toBe(true),
    );
  });

  it('copies the selected lines to another store of the login, never the current one', async () => {
    const api = page({ 'POST /api/cart/copy': ok({ copied: 3, stores: 1 }) });
    renderApp('/cart', api);
    await table();
    await userEvent.click(screen.getByRole('button', { name: '复制到其他门店' }));
    const dialog = await screen.findByRole('dialog', { name: '复制到其他门店' });
    const options = await within(dialog).findAllByRole('checkbox');
    expect(options).toHaveLength(1);
    expect(dialog).toHaveTextContent('仁和大药房光谷分店');
    expect(dialog).not.toHaveTextContent('仁和大药房连锁有限公司');
    await userEvent.click(options[0]);
    await userEvent.click(within(dialog).getByRole('button', { name: '复 制' }));
    await waitFor(() => expect(api.callsTo('POST /api/cart/copy')).toHaveLength(1));
    expect(api.callsTo('POST /api/cart/copy')[0].body).toEqual({ ids: ['1', '2', '3'], other_user_ids: ['2'] });
  });

  it('goes to step 2 with the ticked lines and the 换购 picks', async () => {
    const { router } = renderApp('/cart', page({ 'GET /api/cart/confirm': ok(null) }));
    await table();
    const offers = screen.getByRole('region', { name: '换购' });
    expect(within(offers).getByRole('checkbox', { name: '换购葡萄糖酸钙口服液' })).toBeDisabled();
    await userEvent.click(within(offers).getByRole('checkbox', { name: '换购维生素C片' }));
    await userEvent.click(screen.getByRole('button', { name: '去结算' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/step2'));
    expect(router.state.location.search).toBe('?ids=1%2C2%2C3&hg=7%3A1');
  });

  it('shows each line’s validity, a near-expiry one marked', async () => {
    const near = cartItem(
      { id: 5, key: 'none' },
      { id: 105, name: '维生素C片', is_jxq: 1, xq: '2026-09-30', xq_text: '2026-09 ~ 2026-11' },
    );
    renderApp('/cart', page({ 'GET /api/cart/list': ok(fullCart({ data: [manjianLine, near] })) }));
    await table();
    expect(row('阿莫西林胶囊')).toHaveTextContent('效期至 2027-08-31');
    expect(row('维生素C片')).toHaveTextContent('近效期 · 2026-09 ~ 2026-11');
  });

  it('shows 购物车空空如也~ for an empty cart', async () => {
    renderApp('/cart', cartApi());
    expect(await screen.findAllByText('购物车空空如也~', {}, { timeout: 5000 })).not.toHaveLength(0);
    expect(screen.getByRole('link', { name: '去逛逛' })).toHaveAttribute('href', '/list');
  });
});
