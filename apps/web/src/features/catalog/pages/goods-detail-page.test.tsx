import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { goodsCard, goodsDetail } from '../../../testing/catalog-fixtures';
import { fail, ok } from '../../../testing/fake-api';
import { member, shellApi } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

const detailApi = (routes = {}, detail = goodsDetail()) =>
  shellApi({
    'GET /api/user/base': ok(member()),
    'GET /api/goods/detail/101': ok(detail),
    'GET /api/favorite': ok({ list: [], total: 0, page: 1, page_size: 100 }),
    'POST /api/favorite': ok({ goods_ids: [101] }),
    'POST /api/favorite/cancel': ok({ goods_ids: [101] }),
    'POST /api/goods/visit': ok(null),
    ...routes,
  });

// The first visit loads the catalogue chunk (a lazy route) before anything shows.
const heading = () => screen.findByRole('heading', { level: 1, name: '阿莫西林胶囊' }, { timeout: 5000 });

// Each test renders the whole app and loads the catalogue chunk: slower than the default 5 s on a busy machine.
describe('goods detail page', { timeout: 30_000 }, () => {
  it('shows every field, the gallery, the ladder tiers and related goods', async () => {
    const detail = goodsDetail({
      ladder_price: [
        { number: 10, price: 12 },
        { number: 50, price: 11.5 },
      ],
      tags: [{ name: '满', describe: '满1000减50', is_show: 1 }],
      related: [goodsCard({ id: 202, name: '头孢克肟分散片' })],
    });
    renderApp('/list/info/101', detailApi({}, detail));
    await heading();
    for (const text of [
      '0.25g*24粒',
      '华北制药股份有限公司',
      '国药准字H13020001',
      '6901234567892',
      '胶囊剂',
      '2027-06-30',
      '240601',
      '常温',
    ]) {
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(screen.getByText('条码')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: '商品图片' })).getAllByRole('button')).toHaveLength(3);
    const ladder = screen.getByRole('table', { name: '阶梯价' });
    expect(ladder).toHaveTextContent('1-10盒');
    expect(ladder).toHaveTextContent('≥11盒');
    expect(ladder).toHaveTextContent('¥11.50');
    expect(within(screen.getByRole('region', { name: '相关推荐' })).getByRole('article', { name: '头孢克肟分散片' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '抗感染药' })).toHaveAttribute('href', '/list?category_id=1');
  });

  it('shows 处方/OTC, 医保类别 and 编码, 基药/集采/谈判 and the 冷链 range', async () => {
    const detail = goodsDetail({
      rx_class: '处方药',
      is_rx: 1,
      is_vbp: 1,
      is_negotiated: 1,
      storage: '冷藏',
      cold_chain: { min: 2, max: 8 },
    });
    renderApp('/list/info/101', detailApi({}, detail));
    expect(await screen.findByRole('heading', { level: 1, name: '处方药阿莫西林胶囊' }, { timeout: 5000 })).toBeInTheDocument();
    const badges = screen.getByLabelText('药品属性');
    for (const text of ['医保甲类', '国家基药', '集采', '谈判药品', '冷链 2~8℃'])
      expect(within(badges).getByText(text)).toBeInTheDocument();
    expect(screen.getByText('XJ01CAA040A001')).toBeInTheDocument();
    expect(screen.getByText('冷藏（冷链 2~8℃）')).toBeInTheDocument();
  });

  it('records the member’s view with a POST once the goods shows (the detail GET writes nothing)', async () => {
    const api = detailApi();
    renderApp('/list/info/101', api);
    await heading();
    await waitFor(() => expect(api.callsTo('POST /api/goods/visit')).toHaveLength(1));
    expect(api.callsTo('POST /api/goods/visit')[0]!.body).toEqual({ goods_id: '101' });
  });

  it('serves /list/info-pt/:id with the same page', async () => {
    renderApp('/list/info-pt/101', detailApi());
    expect(await heading()).toBeInTheDocument();
  });

  it('favourites with 收藏成功 and a way to /star, and cancels with 取消收藏成功', async () => {
    const api = detailApi();
    const { router } = renderApp('/list/info/101', api);
    await heading();
    const toggle = await screen.findByRole('button', { name: /收\s*藏/ });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);

    expect(await screen.findByText('收藏成功')).toBeInTheDocument();
    expect(api.callsTo('POST /api/favorite').map((call) => call.body)).toEqual([{ goods_ids: ['101'] }]);
    await waitFor(() => expect(screen.getByRole('button', { name: /已收藏/ })).toHaveAttribute('aria-pressed', 'true'));

    await userEvent.click(screen.getByRole('button', { name: /已收藏/ }));
    expect(await screen.findByText('取消收藏成功')).toBeInTheDocument();
    expect(api.callsTo('POST /api/favorite/cancel').map((call) => call.body)).toEqual([{ goods_ids: ['101'] }]);
    await waitFor(() => expect(screen.getByRole('button', { name: /收\s*藏/ })).toHaveAttribute('aria-pressed', 'false'));

    await userEvent.click(screen.getByRole('button', { name: /收\s*藏/ }));
    await userEvent.click(await screen.findByRole('button', { name: '查看我的收藏' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/star'));
  });

  it('knows a goods already in the favourites', async () => {
    renderApp(
      '/list/info/101',
      detailApi({
        'GET /api/favorite': ok({ list: [{ ...goodsCard(), favorited_at: 1_700_000_000 }], total: 1, page: 1, page_size: 100 }),
      }),
    );
    await heading();
    expect(await screen.findByRole('button', { name: /已收藏/ })).toBeInTheDocument();
  });

  it('shows the msg of a quality report without a picture in an alert', async () => {
    const report = {
      id: 9,
      goods_id: 101,
      name: '阿莫西林胶囊',
      ypgg: '0.25g*24粒',
      sccj: '华北制药',
      batch: '240601',
      url: '',
      msg: '该批次检验报告正在上传中，如需纸质报告请联系客户经理。',
      created_at: 1_700_000_000,
    };
    const api = detailApi({ 'GET /api/jybg/filter': ok({ list: [report], total: 1, page: 1, page_size: 20 }) });
    renderApp('/list/info/101', api);
    await heading();
    await userEvent.click(screen.getByRole('button', { name: /查看检验报告/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('温馨提示');
    expect(dialog).toHaveTextContent('该批次检验报告正在上传中');
    expect(api.callsTo('GET /api/jybg/filter').map((call) => call.params)).toEqual([{ goods_id: 101 }]);
  });

  it('lists the members of a combination package', async () => {
    const pkg = goodsDetail({
      name: '感冒组合套餐',
      goods_type: 3,
      price: 50,
      original_price: 60,
      members: [
        { ...goodsCard({ id: 301, name: '布洛芬缓释胶囊' }), combination_number: 2 },
        { ...goodsCard({ id: 302, name: '复方氨酚烷胺片' }), combination_number: 1 },
      ],
    });
    renderApp('/list/info/101', detailApi({}, pkg));
    await screen.findByRole('heading', { level: 1, name: '感冒组合套餐' }, { timeout: 5000 });
    const members = screen.getByRole('region', { name: '套餐内商品' });
    // The members' table loads in a chunk of its own.
    expect(await within(members).findByRole('link', { name: /布洛芬缓释胶囊/ })).toHaveAttribute('href', '/list/info/301');
    expect(within(members).getByText('2盒')).toBeInTheDocument();
    expect(screen.getByText('套餐立省 ¥10.00')).toBeInTheDocument();
  });

  it('puts the near-expiry date first', async () => {
    renderApp('/list/info/101', detailApi({}, goodsDetail({ is_jxq: 1, xq: '2026-02-28', expiry_date: '2026-02-28' })));
    await heading();
    expect(screen.getByRole('note')).toHaveTextContent('近效期商品，有效期至 2026-02-28');
  });

  it('says so when the goods is gone, without a dialog', async () => {
    renderApp('/list/info/101', detailApi({ 'GET /api/goods/detail/101': fail(404, '商品不存在或已下架', 404) }));
    expect(await screen.findByText('商品不存在或已下架', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
