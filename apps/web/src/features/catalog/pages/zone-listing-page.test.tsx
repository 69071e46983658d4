import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { goodsCard, goodsPage } from '../../../testing/catalog-fixtures';
import { ok, type RecordedCall } from '../../../testing/fake-api';
import { focusCommon, member, shellApi } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

const CARDS = Array.from({ length: 5 }, (_, i) => goodsCard({ id: 101 + i, name: `测试药品${i + 1}号` }));

/** The goods list answers with 45 goods in all, so there are three pages of 20. */
const listApi = (routes = {}) =>
  shellApi({
    'GET /api/user/base': ok(member()),
    'GET /api/goods/list': (call: RecordedCall) =>
      ok(goodsPage(CARDS, { total: 45, page: Number((call.params as { page: number }).page) })),
    'GET /api/goods/search': ok(['华北制药股份有限公司']),
    'GET /api/focus/yx': ok([{ url: '/yx/rule', image: '/api/img/ad/1.svg', title: '优选包邮' }]),
    ...routes,
  });

const lastParams = (api: ReturnType<typeof listApi>) => api.callsTo('GET /api/goods/list').at(-1)?.params as Record<string, unknown>;

const here = (router: { state: { location: { pathname: string; search: string } } }) =>
  router.state.location.pathname + decodeURIComponent(router.state.location.search);

/** antd's button-style radios hide their input from the pointer: the buyer clicks the label. */
const chooseSort = async (name: string) => {
  const label = screen.getByRole('radio', { name }).closest('label');
  if (!label) throw new Error(`no label for ${name}`);
  await userEvent.click(label);
};

// The first visit loads the catalogue chunk (a lazy route) before anything shows.
const grid = () => screen.findByRole('article', { name: '测试药品1号' }, { timeout: 5000 });

// Each test renders the whole app with a grid of cards: slower than the default 5 s on a busy machine.
describe('listing filters, sort and pages', { timeout: 30_000 }, () => {
  it('asks for page 1 of 20 in the default order', async () => {
    const api = listApi();
    renderApp('/list', api);
    await grid();
    expect(lastParams(api)).toEqual({ sort: 'default', page: 1, page_size: 20 });
    // The pager loads in a chunk of its own, after the cards.
    expect((await screen.findAllByText('共 45 件商品', {}, { timeout: 15_000 })).length).toBeGreaterThan(0);
  });

  it('filters by a category of any level and kind, into the address and the request', async () => {
    const api = listApi();
    const { router } = renderApp('/list', api);
    await grid();
    await userEvent.click(await screen.findByRole('button', { name: '抗感染药' }));
    await waitFor(() => expect(here(router)).toBe('/list?category_id=1&kind=ordinary'));
    await waitFor(() => expect(lastParams(api)).toMatchObject({ category_id: 1, category_kind: 'ordinary' }));

    // The second level of the chosen category appears, and picking one narrows further.
    await userEvent.click(await screen.findByRole('button', { name: '抗感染药常用' }));
    await waitFor(() => expect(here(router)).toBe('/list?category_id=100&kind=ordinary'));
    await userEvent.click(await screen.findByRole('button', { name: '抗感染药精选' }));
    await waitFor(() => expect(lastParams(api)).toMatchObject({ category_id: 1000, category_kind: 'ordinary' }));
    expect(screen.getByText('分类：抗感染药精选')).toBeInTheDocument();
  });

  it('switches the category tree to another kind', async () => {
    const common = { ...focusCommon, category_qx: [{ id: 900, name: '家用器械', logo: '', logo1: '', children: [], childrenShow: 0 }] };
    const api = listApi({ 'GET /api/focus/common': ok(common) });
    const { router } = renderApp('/list', api);
    await grid();
    await userEvent.click(await screen.findByRole('button', { name: '器械分类' }));
    await waitFor(() => expect(here(router)).toBe('/list?kind=qx'));
    await waitFor(() => expect(lastParams(api)).toEqual({ category_kind: 'qx', sort: 'default', page: 1, page_size: 20 }));
    await userEvent.click(await screen.findByRole('button', { name: '家用器械' }));
    await waitFor(() => expect(lastParams(api)).toMatchObject({ category_id: 900, category_kind: 'qx' }));
  });

  it('sorts, keeps in-stock only, and sets zone flags', async () => {
    const api = listApi();
    const { router } = renderApp('/list', api);
    await grid();
    await chooseSort('销量');
    await waitFor(() => expect(here(router)).toBe('/list?sort=sales'));
    await waitFor(() => expect(lastParams(api)).toMatchObject({ sort: 'sales' }));
    await chooseSort('价格↓');
    await waitFor(() => expect(lastParams(api)).toMatchObject({ sort: 'price_desc' }));

    await userEvent.click(screen.getByRole('checkbox', { name: '仅看有货' }));
    await waitFor(() => expect(lastParams(api)).toMatchObject({ in_stock: 1, sort: 'price_desc' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '近效期' }));
    await waitFor(() => expect(here(router)).toBe('/list?jxq=1&in_stock=1&sort=price_desc'));
    expect(lastParams(api)).toMatchObject({ jxq: 1, in_stock: 1 });
  });

  it('filters by a manufacturer picked from the suggestions', async () => {
    const api = listApi();
    const { router } = renderApp('/list', api);
    await grid();
    // The box loads in a chunk of its own.
    await userEvent.type(await screen.findByRole('combobox', { name: '生产厂家' }), '华北');
    // The suggestion in the dropdown, not the cards' manufacturer lines.
    const option = await waitFor(
      () => {
        const found = document.querySelector<HTMLElement>('.ant-select-item-option[title="华北制药股份有限公司"]');
        if (!found) throw new Error('no manufacturer suggestion yet');
        return found;
      },
      { timeout: 3000 },
    );
    await userEvent.click(option);
    await waitFor(() => expect(lastParams(api)).toMatchObject({ manufacturer: '华北制药股份有限公司' }));
    expect(here(router)).toBe('/list?manufacturer=华北制药股份有限公司');
    expect(api.callsTo('GET /api/goods/search').at(-1)?.params).toEqual({ keywords: '华北', type: 1 });
  });

  it('pages and changes the page size, back to page 1', async () => {
    const api = listApi();
    const { router } = renderApp('/list?sort=sales', api);
    await grid();
    await userEvent.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(here(router)).toBe('/list?sort=sales&page=2'));
    await waitFor(() => expect(lastParams(api)).toMatchObject({ page: 2, page_size: 20, sort: 'sales' }));

    await userEvent.click(screen.getByRole('button', { name: '抗感染药' }));
    await waitFor(() => expect(lastParams(api)).toMatchObject({ page: 1, category_id: 1 }));
  });

  it('switches to the table and no-image views, keeping the filters', async () => {
    const api = listApi();
    const { router } = renderApp('/list?sort=sales', api);
    await grid();
    await userEvent.click(screen.getByRole('link', { name: /列表模式/ }));
    await waitFor(() => expect(here(router)).toBe('/list/table?sort=sales'));
    // antd's Table, with the pager and Select it brings, is a chunk of its own.
    expect(await screen.findByRole('columnheader', { name: '生产厂家' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: '测试药品1号', hidden: true }).length).toBeGreaterThan(0);

    await userEvent.click(screen.getByRole('link', { name: /无图模式/ }));
    await waitFor(() => expect(here(router)).toBe('/list/no_image?sort=sales'));
    expect(await screen.findByRole('columnheader', { name: '批准文号' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: '测试药品1号', hidden: true })).not.toBeInTheDocument();
  });
});

describe('zones and search', { timeout: 30_000 }, () => {
  it('sends the zone select (yx=1) with every request of the free-shipping zone, under its banner', async () => {
    const api = listApi();
    renderApp('/yx', api);
    await grid();
    expect(lastParams(api)).toMatchObject({ select: 'yx=1' });
    expect(screen.getByRole('img', { name: '优选包邮' })).toHaveAttribute('src', '/api/img/ad/1.svg');
    expect(screen.getByRole('link', { name: '查看包邮规则' })).toHaveAttribute('href', '/yx/rule');
    // The zone's own flag is not offered again.
    expect(screen.queryByRole('checkbox', { name: '优选包邮' })).not.toBeInTheDocument();
  });

  it.each([
    ['/qxzq', '器械专区', 'qx=1'],
    ['/zyyp', '中药饮片', 'zyyp=1'],
    ['/jxqzc', '近效期专场', 'jxq=1'],
    ['/kxzq', '控销专区', 'kx=1'],
    ['/kxzq/new', '控销专区', 'kx=1'],
  ])('%s is the listing preset to its zone', async (path, title, select) => {
    const api = listApi({ 'GET /api/focus/kxzq': ok([]), 'GET /api/focus/new_kxzq': ok([]), 'GET /api/focus/zyzq': ok([]) });
    renderApp(path, api);
    await grid();
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(lastParams(api)).toMatchObject({ select });
  });

  it('heads the 中药饮片 zone with the 中药专区 banners of GET /api/focus/zyzq', async () => {
    const api = listApi({ 'GET /api/focus/zyzq': ok([{ url: '/zyyp', image: '/api/img/ad/7.svg', title: '道地药材 中药饮片' }]) });
    renderApp('/zyyp', api);
    await grid();
    expect(api.callsTo('GET /api/focus/zyzq')).toHaveLength(1);
    expect(screen.getAllByRole('img', { name: '道地药材 中药饮片' })[0]).toHaveAttribute('src', '/api/img/ad/7.svg');
  });

  it('shows every near-expiry date prominently in the near-expiry zone', async () => {
    const api = listApi({ 'GET /api/goods/list': ok(goodsPage([goodsCard({ is_jxq: 1, xq: '2026-04-30' })])) });
    renderApp('/jxqzc', api);
    const card = await screen.findByRole('article', { name: '阿莫西林胶囊' }, { timeout: 5000 });
    expect(within(card).getByText('2026-04-30').closest('p')?.className).toMatch(/expiryStrong/);
  });

  it('lists the goods of a category at /list/other/:id/:name', async () => {
    const api = listApi();
    renderApp('/list/other/1/%E6%8A%97%E6%84%9F%E6%9F%93%E8%8D%AF', api);
    await grid();
    expect(screen.getByRole('heading', { level: 1, name: '抗感染药' })).toBeInTheDocument();
    expect(lastParams(api)).toMatchObject({ category_id: 1 });
    // Only what lies below the category is offered.
    expect(screen.getByRole('button', { name: '抗感染药常用' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '心脑血管' })).not.toBeInTheDocument();
  });

  it('searches by keyword and type from the address, in the same listing', async () => {
    const api = listApi();
    renderApp('/search?keywords=%E5%8D%8E%E5%8C%97&type=1', api);
    await grid();
    expect(screen.getByRole('heading', { level: 1, name: '“华北”的搜索结果' })).toBeInTheDocument();
    expect(lastParams(api)).toMatchObject({ keywords: '华北', type: 1 });
  });

  it('keeps keyword and type when the search results switch to the table', async () => {
    const api = listApi();
    const { router } = renderApp('/search?keywords=amxl&type=0', api);
    await grid();
    await userEvent.click(screen.getByRole('link', { name: /列表模式/ }));
    await waitFor(() => expect(here(router)).toBe('/search/table?keywords=amxl&type=0'));
  });

  it('shows the brand wall and a brand page with its goods', async () => {
    const common = { ...focusCommon, brand: [{ id: 7, name: '同仁堂', logo: '/api/img/brand/7.svg' }] };
    const api = listApi({
      'GET /api/focus/common': ok(common),
      'GET /api/focus/ppzq': ok([]),
      'GET /api/focus/brand/7': ok({
        brand: { id: 7, name: '同仁堂', manufacturer: '北京同仁堂股份有限公司', logo: '' },
        banner: [],
        goods: goodsPage([]),
      }),
    });
    renderApp('/ppzq', api);
    await userEvent.click(await screen.findByRole('link', { name: /同仁堂/ }, { timeout: 5000 }));
    expect(await screen.findByRole('heading', { level: 1, name: '同仁堂' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('生产厂家：北京同仁堂股份有限公司')).toBeInTheDocument();
    await grid();
    expect(lastParams(api)).toMatchObject({ brand_id: 7 });
  });
});

describe('search results', { timeout: 30_000 }, () => {
  const FACETS = {
    manufacturer: [{ value: '珠海联邦制药股份有限公司', count: 8 }],
    dosage_form: [{ value: '胶囊剂', count: 5 }],
    ypgg: [{ value: '0.25g*24粒/盒', count: 3 }],
    category: [{ id: 100, name: '青霉素类', count: 8 }],
    in_stock: 7,
    yb: 5,
    yb_class: [{ value: '甲', count: 3 }],
    rx_class: [{ value: '处方药', count: 4 }],
    corrected: null,
  };
  const searchApi = (list: Record<string, unknown>, routes = {}) =>
    listApi({
      'GET /api/goods/list': ok({ ...goodsPage(CARDS, { total: 5 }), highlight: ['测试'], corrected: null, ...list }),
      'GET /api/goods/facets': ok(FACETS),
      'POST /api/goods/search/miss': ok(null),
      ...routes,
    });

  it('shows the facets with their counts; a picked facet goes into the address and the request', async () => {
    const api = searchApi({});
    const { router } = renderApp('/search?keywords=%E9%98%BF%E8%8E%AB%E8%A5%BF%E6%9E%97&type=0', api);
    await grid();
    const facets = await screen.findByRole('region', { name: '搜索结果筛选' });
    await userEvent.click(within(facets).getByRole('button', { name: '胶囊剂(5)' }));
    await waitFor(() => expect(here(router)).toBe('/search?keywords=阿莫西林&type=0&dosage_form=胶囊剂'));
    await waitFor(() => expect(lastParams(api)).toMatchObject({ keywords: '阿莫西林', dosage_form: '胶囊剂' }));
    await userEvent.click(within(facets).getByRole('button', { name: '医保(5)' }));
    await waitFor(() => expect(lastParams(api)).toMatchObject({ dosage_form: '胶囊剂', yb: 1 }));
    await userEvent.click(within(within(facets).getByRole('group', { name: '医保类别' })).getByRole('button', { name: '甲(3)' }));
    await userEvent.click(within(facets).getByRole('button', { name: '处方药(4)' }));
    await waitFor(() => expect(lastParams(api)).toMatchObject({ yb_class: '甲', rx_class: '处方药' }));
    expect(api.callsTo('GET /api/goods/facets').at(-1)?.params).not.toHaveProperty('page');
  });

  it('marks the searched words on the cards', async () => {
    renderApp('/search?keywords=%E6%B5%8B%E8%AF%95&type=0', searchApi({}));
    const card = await grid();
    expect(within(card).getAllByText('测试', { selector: 'mark' }).length).toBeGreaterThan(0);
  });

  it('says which reading it shows when the words as typed found nothing', async () => {
    renderApp('/search?keywords=%E5%B8%83%E8%90%BD%E8%8A%AC&type=0', searchApi({ corrected: '布洛芬' }));
    await grid();
    expect(screen.getByRole('status')).toHaveTextContent('没有找到“布落芬”，已为您显示“布洛芬”的结果');
  });

  it('a search that finds nothing says so, offers 登记求购 with the query, and reports the miss once', async () => {
    const api = searchApi({ list: [], total: 0 });
    const { router } = renderApp('/search?keywords=%E9%87%8F%E5%AD%90&type=0', api);
    expect(await screen.findByText('没有找到“量子”', {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST /api/goods/search/miss')).toHaveLength(1));
    expect(api.callsTo('POST /api/goods/search/miss')[0]?.body).toEqual({ keywords: '量子' });
    await userEvent.click(screen.getByRole('button', { name: '登记求购' }));
    // The member pages are a chunk of their own: loading it may take a while on a busy machine.
    await waitFor(() => expect(here(router)).toBe('/pzqg/add?name=量子'), { timeout: 10_000 });
    expect(await screen.findByRole('textbox', { name: '商品名称' }, { timeout: 10_000 })).toHaveValue('量子');
  });
});
