import type { FastBuyItem } from '@yc/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { goodsCard } from '../../testing/catalog-fixtures';
import { asRole } from '../../testing/company-fixtures';
import { createFakeApi, ok, type RecordedCall } from '../../testing/fake-api';
import { visitorReply } from '../../testing/fixtures';
import { memberApi } from '../../testing/member-fixtures';
import { renderPhone } from '../../testing/render-phone';

const bought = (id: number, name: string, goods: Partial<NonNullable<FastBuyItem['goods']>> | null = {}): FastBuyItem => ({
  goods_id: id,
  name,
  ypgg: '0.25g*24粒',
  sccj: '华北制药股份有限公司',
  bzdw: '盒',
  last_price: 12.5,
  last_number: 20,
  times: 3,
  quantity: 60,
  last_time: '2026-11-01T02:00:00.000Z',
  goods: goods && goodsCard({ id, name, ...goods }),
});

/** 35 goods bought, the phone's 30 a page: the last page holds 5, one of them withdrawn. */
const LIST = Array.from({ length: 35 }, (_, k) => (k === 34 ? bought(500, '维生素C片', null) : bought(200 + k, `常购商品${k + 1}`)));

const fastBuy = (call: RecordedCall) => {
  const { page, page_size: size } = call.params as { page: number; page_size: number };
  return ok({ list: LIST.slice((page - 1) * size, page * size), total: LIST.length, page, page_size: size });
};

function renderOften(routes = {}) {
  const api = memberApi({ 'GET /api/user/fast_buy': fastBuy, ...routes });
  api.install();
  renderPhone('/m/often');
  return api;
}

describe('phone 常购清单 (/m/often)', { timeout: 60_000 }, () => {
  // jsdom has no IntersectionObserver: the list loads on with 加载更多, as a reader who does not scroll has it.
  beforeEach(() => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists the goods bought in the last 30 days with their last quantity, and 全部加入 sends every page’s, naming the short and the left out', async () => {
    const user = userEvent.setup({ delay: null });
    const api = renderOften({
      'POST /api/user/fast_buy/cart': (call: RecordedCall) => {
        // This qs reads a list of over 20 as an object by index (the server's parser is set to take 1,000).
        const lines = Object.values((call.body as { lines: Record<string, { goods_id: string; number: string }> }).lines);
        return ok({
          added: lines
            .filter((l) => l.goods_id !== '201')
            .map((l) => ({ goods_id: Number(l.goods_id), name: `#${l.goods_id}`, number: 20 })),
          short: [{ goods_id: 200, name: '常购商品1', asked: 20, number: 15, stock: 15 }],
          skipped: [{ goods_id: 201, name: '常购商品2', reason: '常购商品2 每店限购5件，您还可购买0件' }],
          total: 33,
        });
      },
    });
    const list = await screen.findByRole('list', { name: '常购商品' }, { timeout: 15_000 });
    expect(await within(list).findByText('常购商品1')).toBeInTheDocument();
    expect(api.callsTo('GET /api/user/fast_buy')[0]!.params).toMatchObject({ page: 1, page_size: 30, days: 30, order: 'last_time' });
    expect(screen.getByRole('button', { name: '近30天' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(list).getAllByRole('group', { name: '常购商品1 数量' })[0]).toBeInTheDocument();
    expect(within(list).getByRole('textbox', { name: '常购商品1 数量' })).toHaveValue('20');
    expect(screen.getByText('共 35 种')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '全部加入购物车' }));
    const outcome = await screen.findByRole('status', { name: '加入结果' });
    // The second page was read before sending: 34 goods can go in, the withdrawn one is not sent.
    const pages = api.callsTo('GET /api/user/fast_buy').map((c) => (c.params as { page: number }).page);
    expect(pages).toContain(2);
    const sent = api
      .callsTo('POST /api/user/fast_buy/cart')
      .flatMap((c) => Object.values((c.body as { lines: Record<string, { goods_id: string }> }).lines));
    expect(sent).toHaveLength(34);
    expect(sent.map((l) => l.goods_id)).not.toContain('500');
    expect(outcome).toHaveTextContent('已将 33 种商品加入购物车，1 种未加入');
    expect(outcome).toHaveTextContent('常购商品1：库存不足，按库存加入 15（计划 20，当前库存 15）');
    expect(outcome).toHaveTextContent('常购商品2：未加入，常购商品2 每店限购5件，您还可购买0件');
    expect(within(outcome).getByRole('link', { name: '去购物车 ›' })).toHaveAttribute('href', '/m/cart');
  });

  it('adds one goods with the quantity set on its stepper, and says a refusal; a withdrawn goods says so and has no button', async () => {
    const user = userEvent.setup({ delay: null });
    const api = renderOften({
      'POST /api/user/fast_buy/cart': ok({ added: [{ goods_id: 200, name: '常购商品1', number: 21 }], short: [], skipped: [], total: 1 }),
    });
    const list = await screen.findByRole('list', { name: '常购商品' }, { timeout: 15_000 });
    await user.click(within(list).getAllByRole('button', { name: '增加数量' })[0]!);
    await user.click(within(list).getByRole('button', { name: '常购商品1加入购物车' }));
    await waitFor(() => expect(api.callsTo('POST /api/user/fast_buy/cart')).toHaveLength(1));
    expect(api.callsTo('POST /api/user/fast_buy/cart')[0]!.body).toEqual({ lines: [{ goods_id: '200', number: '21' }] });
    expect(await screen.findByText('“常购商品1”已加入购物车')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '全部' }));
    await waitFor(() => expect(api.callsTo('GET /api/user/fast_buy').some((c) => (c.params as { days: number }).days === 0)).toBe(true));
    await user.click(await screen.findByRole('button', { name: '加载更多' }, { timeout: 10_000 }));
    expect(await within(list).findByText('维生素C片', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(list).getByText('商品已下架')).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: '维生素C片加入购物车' })).toBeNull();
  });

  it('asks a visitor to log in', async () => {
    createFakeApi({ 'GET /api/user/base': visitorReply }).install();
    renderPhone('/m/often');
    expect(await screen.findByRole('link', { name: '去登录' }, { timeout: 15_000 })).toHaveAttribute(
      'href',
      `/m/login?redirect=${encodeURIComponent('/m/often')}`,
    );
  });

  it('tells a company member whose role may not buy that it may not, and lists nothing', async () => {
    const api = renderOften(asRole('finance'));
    expect(await screen.findByText(/^您在当前店铺的角色是「.+」，无权/, {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(api.callsTo('GET /api/user/fast_buy')).toHaveLength(0);
  });
});
