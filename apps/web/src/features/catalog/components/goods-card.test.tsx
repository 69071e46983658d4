import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADD_TO_CART_DELAY_MS } from '@yc/contracts';
import { describe, expect, it } from 'vitest';
import { goodsCard, goodsPage, visitorCard } from '../../../testing/catalog-fixtures';
import { ok } from '../../../testing/fake-api';
import { member, shellApi } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

const TAGS = [
  { name: '优', describe: '优选包邮', is_show: 1 },
  { name: '秒', describe: '限时秒杀', is_show: 1 },
  { name: '满', describe: '满1000减50', is_show: 1 },
  { name: '换购', describe: '满500元可换购', is_show: 1 },
  { name: '赠', describe: '买10赠1', is_show: 1 },
  { name: '特', describe: '特价', is_show: 1 },
  { name: '新', describe: '新品', is_show: 1 },
  { name: '隐', describe: '不显示', is_show: 0 },
];

const listApi = (cards: ReturnType<typeof goodsCard>[], asMember = true, routes = {}) =>
  shellApi({
    ...(asMember ? { 'GET /api/user/base': ok(member()) } : {}),
    'GET /api/goods/list': ok(goodsPage(cards)),
    ...routes,
  });

// The first visit loads the catalogue chunk (a lazy route) before anything shows.
const card = (name: string) => screen.findByRole('article', { name }, { timeout: 5000 });

// Each test renders the whole app and loads the catalogue chunk: slower than the default 5 s on a busy machine.
describe('goods card', { timeout: 30_000 }, () => {
  it('shows 登录可见 in red instead of a price to a visitor, and sends a visitor who adds to the login page', async () => {
    const { router } = renderApp('/list', listApi([visitorCard()], false));
    const article = await card('阿莫西林胶囊');
    const hidden = within(article).getByText('登录可见');
    expect(hidden.className).toMatch(/hidden/);
    expect(within(article).queryByText(/¥/)).not.toBeInTheDocument();
    // A visitor's 请先登录 is not shown as a refusal: the button takes them to log in.
    expect(within(article).queryByRole('note')).not.toBeInTheDocument();

    await userEvent.click(within(article).getByRole('button', { name: '加入购物车' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Flist');
  });

  it('shows 资质审核中 to a store not yet passed', async () => {
    renderApp(
      '/list',
      listApi([goodsCard({ price: null, base_price: null, price_text: '资质审核中', is_buy: 0, buy_reason: '资质审核中' })]),
    );
    const article = await card('阿莫西林胶囊');
    expect(within(article).getAllByText('资质审核中')).toHaveLength(1);
    await waitFor(() => expect(within(article).getByRole('button', { name: '加入购物车' })).toBeDisabled());
  });

  it('shows the fields of spec section 3 and the member price in red', async () => {
    renderApp(
      '/list',
      listApi([
        goodsCard({
          price: 11.999,
          base_price: 13,
          ladder_price: [
            { number: 10, price: 11.5 },
            { number: 50, price: 11 },
          ],
        }),
      ]),
    );
    const article = await card('阿莫西林胶囊');
    // Spec section 5: prices are rounded down to 2 decimals.
    expect(within(article).getByText('¥11.99')).toBeInTheDocument();
    expect(within(article).getByText('¥13.00').tagName).toBe('DEL');
    for (const text of ['0.25g*24粒', '华北制药股份有限公司', '国药准字H13020001', '500盒']) {
      expect(within(article).getByText(text)).toBeInTheDocument();
    }
    expect(within(article).getByText('阶梯价：1-10盒 ¥11.50 · ≥11盒 ¥11.00')).toBeInTheDocument();
    expect(within(article).getByRole('img', { name: '阿莫西林胶囊', hidden: true })).toBeInTheDocument();
  });

  it('puts what is on offer now (GET /api/goods/activities) in front of the catalogue’s tags', async () => {
    const api = listApi(
      [
        goodsCard({
          id: 101,
          tags: [
            { name: '满', describe: '旧的满减', is_show: 1 },
            { name: '新', describe: '新品', is_show: 1 },
          ],
        }),
      ],
      true,
      {
        'GET /api/goods/activities': ok([
          {
            goods_id: 101,
            promotions: [{ id: 3, type: 'manjian', name: '感冒药满1000减50', start_time: 1, end_time: 2_000_000_000 }],
            flash_sale: { id: 4, price: 9.9, stock: 10, limit: 2, start_time: 1, end_time: 2_000_000_000 },
            activities: [{ id: 5, kind: 'mrtj', title: '每日特价', price: 10.5, end_time: 2_000_000_000 }],
          },
        ]),
      },
    );
    renderApp('/list', api);
    const list = within(await card('阿莫西林胶囊')).getByRole('list', { name: '商品标签' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['秒', '满', '特', '新']),
    );
    expect(api.callsTo('GET /api/goods/activities')[0]?.params).toEqual({ goods_ids: '101' });
  });

  it('draws the tags in the spec colours and leaves out hidden ones', async () => {
    renderApp('/list', listApi([goodsCard({ tags: TAGS })]));
    const list = within(await card('阿莫西林胶囊')).getByRole('list', { name: '商品标签' });
    const colours = Object.fromEntries(
      within(list)
        .getAllByRole('listitem')
        .map((item) => [item.textContent, item.querySelector('[data-color]')]),
    );
    expect(Object.keys(colours)).toEqual(['优', '秒', '满', '换购', '赠', '特', '新']);
    const expected = { 优: 'red', 秒: 'red', 满: 'orange', 换购: 'blue', 赠: 'pink', 特: 'red', 新: 'red' };
    for (const [name, colour] of Object.entries(expected)) {
      expect(colours[name]).toHaveAttribute('data-color', colour);
    }
  });

  it('shows the expiry date of near-expiry goods', async () => {
    renderApp('/list', listApi([goodsCard({ is_jxq: 1, xq: '2026-03-31' }), goodsCard({ id: 102, name: '布洛芬缓释胶囊' })]));
    const near = await card('阿莫西林胶囊');
    expect(within(near).getByText('2026-03-31')).toBeInTheDocument();
    expect(within(near).getByText('近效期')).toBeInTheDocument();
    expect(within(await card('布洛芬缓释胶囊')).queryByText(/有效期至/)).not.toBeInTheDocument();
  });

  it('disables the stepper and 加入购物车 when is_buy is 0, with the reason', async () => {
    renderApp('/list', listApi([goodsCard({ is_buy: 0, buy_reason: '超出经营范围' })]));
    const article = await card('阿莫西林胶囊');
    await waitFor(() => expect(within(article).getByRole('button', { name: '加入购物车' })).toBeDisabled());
    expect(within(article).getByRole('note')).toHaveTextContent('超出经营范围');
    expect(within(article).getByRole('button', { name: '增加数量' })).toBeDisabled();
  });

  it('steps in middle packs from the minimum order and posts the line 200 ms after the click', async () => {
    let postedAt = 0;
    const api = listApi([goodsCard({ min_qty: 10, mid_pack: 10, goods_price_id: 33, ck_id: 2 })], true, {
      'POST /api/cart': () => {
        postedAt = Date.now();
        return ok({ total: 4, ids: [9], notices: [] });
      },
    });
    renderApp('/list', api);
    const article = await card('阿莫西林胶囊');
    await waitFor(() => expect(within(article).getByRole('button', { name: '加入购物车' })).toBeEnabled());
    const quantity = within(article).getByRole('spinbutton', { name: '购买数量' });
    expect(quantity).toHaveValue('10');
    expect(within(article).getByRole('button', { name: '减少数量' })).toBeDisabled();
    await userEvent.click(within(article).getByRole('button', { name: '增加数量' }));
    expect(quantity).toHaveValue('20');

    const clicked = Date.now();
    await userEvent.click(within(article).getByRole('button', { name: '加入购物车' }));
    expect(await screen.findByText('加入购物车成功')).toBeInTheDocument();
    const [post] = api.callsTo('POST /api/cart');
    expect(post!.body).toEqual({
      params: [
        {
          goods_id: '101',
          price: '12.5',
          number: '20',
          ck_id: '2',
          goods_price_id: '33',
          ladder_price_id: '0',
          goods_manjian_id: '0',
          is_yj: '0',
        },
      ],
    });
    // Spec section 4: add-to-cart is delayed 200 ms.
    expect(postedAt - clicked).toBeGreaterThanOrEqual(ADD_TO_CART_DELAY_MS - 5);
  });

  it('shows the cart refusal in the 温馨提示 alert', async () => {
    renderApp(
      '/list',
      listApi([goodsCard()], true, { 'POST /api/cart': { status: 200, body: { code: 400, msg: '库存不足', data: null } } }),
    );
    const article = await card('阿莫西林胶囊');
    await waitFor(() => expect(within(article).getByRole('button', { name: '加入购物车' })).toBeEnabled());
    await userEvent.click(within(article).getByRole('button', { name: '加入购物车' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('温馨提示');
    expect(dialog).toHaveTextContent('库存不足');
  });
});
