import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SEARCH_DEBOUNCE_MS, STICKY_SEARCH_THRESHOLD_PX } from '@yc/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SUGGESTION_CACHE_KEY } from '../../features/catalog/lib/suggestion-cache';
import { goodsCard, goodsDetail } from '../../testing/catalog-fixtures';
import { ok, type RecordedCall } from '../../testing/fake-api';
import { member, shellApi } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { BarcodeKeys } from './barcode-keys';

const DRUGS = ['阿莫西林胶囊', '阿莫西林克拉维酸钾片', '阿莫西林颗粒'];

/** Answers suggestions by type: drugs for 0, manufacturers for 1, nothing for "zzz". */
const suggest = (call: RecordedCall) => {
  const { keywords, type } = call.params as { keywords: string; type: number };
  if (keywords === 'zzz') return ok([]);
  return ok(Number(type) === 1 ? ['华北制药股份有限公司', '华润双鹤药业股份有限公司'] : DRUGS);
};

const searchApi = () =>
  shellApi({ 'GET /api/goods/search': suggest, 'GET /api/goods/list': ok({ list: [], total: 0, page: 1, page_size: 20 }) });

const setup = () => userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });

const box = () => screen.findByRole('searchbox', { name: '搜索关键词' });

/** Lets the debounce run out and the fake API answer. */
const settle = async (ms = SEARCH_DEBOUNCE_MS) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
};

const location = (router: { state: { location: { pathname: string; search: string } } }) =>
  router.state.location.pathname + decodeURIComponent(router.state.location.search);

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('header search box: suggestions', { timeout: 20_000 }, () => {
  it('waits 500 ms after the last keystroke, shows 搜索中... meanwhile, then the suggestions', async () => {
    const user = setup();
    const api = searchApi();
    renderApp('/', api);
    await user.type(await box(), 'amxl');

    expect(within(screen.getByRole('listbox', { name: '搜索建议' })).getByText('搜索中...')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 50);
    });
    expect(api.callsTo('GET /api/goods/search')).toHaveLength(0);
    await settle(50);

    expect(await screen.findByRole('option', { name: '阿莫西林胶囊' })).toBeInTheDocument();
    expect(screen.queryByText('搜索中...')).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/goods/search').map((call) => call.params)).toEqual([{ keywords: 'amxl', type: 0 }]);
  });

  it('shows 暂无数据 when nothing matches', async () => {
    const user = setup();
    renderApp('/', searchApi());
    await user.type(await box(), 'zzz');
    await settle();
    expect(await within(screen.getByRole('listbox')).findByText('暂无数据')).toBeInTheDocument();
  });

  it('asks for manufacturers after the switch to 厂家', async () => {
    const user = setup();
    const api = searchApi();
    renderApp('/', api);
    await user.click(await screen.findByRole('radio', { name: '厂家' }));
    expect(await box()).toHaveAttribute('placeholder', '厂家名称');
    await user.type(await box(), '华');
    await settle();
    expect(await screen.findByRole('option', { name: '华北制药股份有限公司' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/goods/search').at(-1)?.params).toEqual({ keywords: '华', type: 1 });
  });

  it('never renders a suggestion as HTML', async () => {
    const user = setup();
    renderApp('/', shellApi({ 'GET /api/goods/search': ok(['<img src=x onerror=alert(1)>阿莫西林']) }));
    await user.type(await box(), '阿莫');
    await settle();
    expect(await screen.findByRole('option', { name: '<img src=x onerror=alert(1)>阿莫西林' })).toBeInTheDocument();
    expect(within(screen.getByRole('listbox')).queryByRole('img')).not.toBeInTheDocument();
  });
});

describe('header search box: keyboard', { timeout: 20_000 }, () => {
  it('moves the selection with Down and Up, wrapping at both ends, and searches the selected one with Enter', async () => {
    const user = setup();
    const { router } = renderApp('/', searchApi());
    const input = await box();
    await user.type(input, 'amxl');
    await settle();
    await screen.findByRole('option', { name: DRUGS[0] });

    const selected = () =>
      screen
        .getAllByRole('option')
        .filter((option) => option.getAttribute('aria-selected') === 'true')
        .map((o) => o.textContent);
    expect(selected()).toEqual([]);
    await user.keyboard('{ArrowDown}');
    expect(selected()).toEqual([DRUGS[0]]);
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: DRUGS[0] }).id);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(selected()).toEqual([DRUGS[2]]);
    await user.keyboard('{ArrowDown}');
    expect(selected()).toEqual([DRUGS[0]]);
    await user.keyboard('{ArrowUp}');
    expect(selected()).toEqual([DRUGS[2]]);
    await user.keyboard('{ArrowUp}');
    expect(selected()).toEqual([DRUGS[1]]);

    await user.keyboard('{Enter}');
    await waitFor(() => expect(location(router)).toBe(`/search?keywords=${DRUGS[1]}&type=0`));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveValue(DRUGS[1]);
  });

  it('searches the typed keyword, trimmed, when nothing is selected', async () => {
    const user = setup();
    const { router } = renderApp('/', searchApi());
    await user.type(await box(), '  布洛芬  ');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location(router)).toBe('/search?keywords=布洛芬&type=0'));
    expect(await box()).toHaveValue('布洛芬');
  });

  it('closes the list with Esc and keeps the keyword', async () => {
    const user = setup();
    renderApp('/', searchApi());
    await user.type(await box(), 'amxl');
    await settle();
    await screen.findByRole('option', { name: DRUGS[0] });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(await box()).toHaveValue('amxl');
  });

  it('searches a suggestion picked with the mouse', async () => {
    const user = setup();
    const { router } = renderApp('/', searchApi());
    await user.type(await box(), 'amxl');
    await settle();
    await user.click(await screen.findByRole('option', { name: DRUGS[2] }));
    await waitFor(() => expect(location(router)).toBe(`/search?keywords=${DRUGS[2]}&type=0`));
  });
});

describe('header search box: stored suggestions', { timeout: 20_000 }, () => {
  it('stores the suggestions with their time, and an empty keyword hides the list and clears them', async () => {
    const user = setup();
    renderApp('/', searchApi());
    const input = await box();
    await user.type(input, 'amxl');
    await settle();
    await screen.findByRole('option', { name: DRUGS[0] });
    const stored = JSON.parse(localStorage.getItem(SUGGESTION_CACHE_KEY) ?? 'null') as {
      keywords: string;
      list: string[];
      timestamp: number;
    };
    expect(stored).toMatchObject({ keywords: 'amxl', type: 0, list: DRUGS });
    expect(Math.abs(Date.now() - stored.timestamp)).toBeLessThan(5000);

    await user.clear(input);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(localStorage.getItem(SUGGESTION_CACHE_KEY)).toBeNull();
  });

  it('shows stored suggestions younger than 5000 ms at startup without asking again', async () => {
    localStorage.setItem(
      SUGGESTION_CACHE_KEY,
      JSON.stringify({ keywords: '阿莫', type: 0, list: ['阿莫西林（缓存）'], timestamp: Date.now() - 1000 }),
    );
    const user = setup();
    const api = searchApi();
    renderApp('/', api);
    const input = await box();
    expect(input).toHaveValue('阿莫');
    await user.click(input);
    expect(await screen.findByRole('option', { name: '阿莫西林（缓存）' })).toBeInTheDocument();
    await settle();
    expect(api.callsTo('GET /api/goods/search')).toHaveLength(0);
  });

  it('refreshes stored suggestions older than 5000 ms at startup', async () => {
    localStorage.setItem(
      SUGGESTION_CACHE_KEY,
      JSON.stringify({ keywords: '阿莫', type: 0, list: ['阿莫西林（缓存）'], timestamp: Date.now() - 6000 }),
    );
    const api = searchApi();
    renderApp('/', api);
    await box();
    await waitFor(() => expect(api.callsTo('GET /api/goods/search').map((call) => call.params)).toEqual([{ keywords: '阿莫', type: 0 }]));
    await waitFor(() => expect(JSON.parse(localStorage.getItem(SUGGESTION_CACHE_KEY) ?? '{}')).toMatchObject({ list: DRUGS }));
  });
});

describe('header search box: page', { timeout: 20_000 }, () => {
  it('shows the keyword of the results page it is on', async () => {
    renderApp('/search?keywords=%E5%B8%83%E6%B4%9B%E8%8A%AC&type=1', searchApi());
    expect(await box()).toHaveValue('布洛芬');
    expect(screen.getByRole('radio', { name: '厂家' })).toBeChecked();
  });

  it('keeps the table view for a new search from the results table', async () => {
    const user = setup();
    const { router } = renderApp('/search/table?keywords=amxl&type=0', searchApi());
    const input = await box();
    await user.clear(input);
    await user.type(input, '布洛芬{Enter}');
    await waitFor(() => expect(location(router)).toBe('/search/table?keywords=布洛芬&type=0'));
  });

  it('searches a hot term when clicked', async () => {
    const user = setup();
    const { router } = renderApp('/', searchApi());
    await user.click(await screen.findByRole('link', { name: '布洛芬' }));
    await waitFor(() => expect(location(router)).toBe('/search?keywords=布洛芬&type=0'));
    await waitFor(() => expect(screen.getByRole('searchbox', { name: '搜索关键词' })).toHaveValue('布洛芬'));
  });

  it('offers the best sellers of GET /api/goods/hot in the empty box, asked for once the cursor is in it, and opens one with the keys', async () => {
    const user = setup();
    const api = shellApi({
      'GET /api/goods/hot': ok([goodsCard({ id: 301, name: '连花清瘟胶囊' }), goodsCard({ id: 302, name: '布洛芬缓释胶囊' })]),
      // On a busy machine the typed 'a' outlives the debounce and is asked for; an unanswered call's alert would take the focus.
      'GET /api/goods/search': suggest,
      'GET /api/goods/detail/302': ok(goodsDetail({ id: 302, name: '布洛芬缓释胶囊' })),
    });
    const { router } = renderApp('/', api);
    const input = await box();
    expect(api.callsTo('GET /api/goods/hot')).toHaveLength(0);
    await user.click(input);
    const hot = await screen.findByRole('listbox', { name: '热销商品' });
    expect(
      within(hot)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['连花清瘟胶囊0.25g*24粒', '布洛芬缓释胶囊0.25g*24粒']);
    // Typing gives the place to the suggestions; an empty box brings the best sellers back.
    await user.type(input, 'a');
    expect(screen.queryByRole('listbox', { name: '热销商品' })).not.toBeInTheDocument();
    await user.clear(input);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(location(router)).toBe('/list/info/302'));
    expect(api.callsTo('GET /api/goods/hot')).toHaveLength(1);
  });

  it('turns into a sticky bar once the page has scrolled 205 px', async () => {
    renderApp('/', searchApi());
    await box();
    const region = screen.getByRole('search', { name: '商品搜索' });
    const scrollTo = (y: number) => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
      fireEvent.scroll(window);
    };
    scrollTo(STICKY_SEARCH_THRESHOLD_PX - 1);
    expect(region).toHaveAttribute('data-sticky', 'false');
    scrollTo(STICKY_SEARCH_THRESHOLD_PX);
    expect(region).toHaveAttribute('data-sticky', 'true');
    scrollTo(0);
    expect(region).toHaveAttribute('data-sticky', 'false');
  });
});

describe('header search box: barcode scanner', { timeout: 20_000 }, () => {
  const CODE = '6901000000017';
  const scanApi = (total: number) =>
    shellApi({
      'GET /api/user/base': ok(member()),
      'GET /api/goods/search': suggest,
      'GET /api/goods/list': ok({
        list: total ? [goodsCard({ id: 42, min_qty: 5, mid_pack: 5, number: 100 })] : [],
        total,
        page: 1,
        page_size: 2,
      }),
      'GET /api/goods/detail/42': ok(goodsDetail({ id: 42 })),
      'POST /api/cart': ok({ total: 1, ids: [9], notices: [] }),
    });

  it('tells a scanner’s burst of keys from a person typing', () => {
    const burst = new BarcodeKeys();
    [...CODE].forEach((_, i) => burst.key(1000 + i * 8));
    expect(burst.scanned(CODE)).toBe(true);
    expect(burst.scanned('690100000001')).toBe(false);
    const person = new BarcodeKeys();
    [...CODE].forEach((_, i) => person.key(1000 + i * 180));
    expect(person.scanned(CODE)).toBe(false);
  });

  it('a scanned barcode opens its goods', async () => {
    const user = setup();
    const api = scanApi(1);
    const { router } = renderApp('/', api);
    await user.type(await box(), `${CODE}{Enter}`);
    await waitFor(() => expect(location(router)).toBe('/list/info/42'));
    expect(api.callsTo('GET /api/goods/list').at(-1)?.params).toMatchObject({ keywords: CODE });
  });

  it('with 扫码加购 ticked, adds it at its minimum quantity and stays on the page', async () => {
    const user = setup();
    const api = scanApi(1);
    const { router } = renderApp('/', api);
    await user.click(await screen.findByRole('checkbox', { name: '扫码加购' }));
    await user.type(await box(), `${CODE}{Enter}`);
    await waitFor(() => expect(api.callsTo('POST /api/cart')).toHaveLength(1));
    expect(api.callsTo('POST /api/cart')[0]!.body).toMatchObject({ params: [{ goods_id: '42', number: '5' }] });
    expect(location(router)).toBe('/');
    expect(await box()).toHaveValue('');
  });

  it('a code that names no single goods is searched as typed', async () => {
    const user = setup();
    const { router } = renderApp('/', scanApi(0));
    await user.type(await box(), `${CODE}{Enter}`);
    await waitFor(() => expect(location(router)).toBe(`/search?keywords=${CODE}&type=0`));
  });
});
