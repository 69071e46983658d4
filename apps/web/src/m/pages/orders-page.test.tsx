import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderListItem } from '@yc/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../stores/session';
import { orderInfo } from '../../testing/cart-fixtures';
import { asRole } from '../../testing/company-fixtures';
import { createFakeApi, fail, ok, type RecordedCall, type Route } from '../../testing/fake-api';
import { renderPhone } from '../../testing/render-phone';
import { member, visitorReply } from '../../testing/fixtures';
import { listItem, listPage } from '../../testing/order-fixtures';

const unpaid = listItem({
  id: 601,
  order_no: 'YC601',
  status: 'unpaid',
  status_text: '待付款',
  can_pay: 1,
  can_cancel: 1,
  pay_method: null,
  pay_amount: 12.349,
  item_count: 4,
  goods_count: 130,
});
const shipped = listItem({ id: 602, order_no: 'YC602', status: 'shipped', status_text: '已发货', can_cancel: 0, can_confirm: 1 });

/** GET /api/order/list as the server answers it: the asked tab's orders, 10 a page, every tab's count. */
const listFor =
  (orders: OrderListItem[]) =>
  (call: RecordedCall): ReturnType<typeof ok> => {
    const { status, page, page_size: size } = call.params as { status: string; page: number; page_size: number };
    const chosen = orders.filter((o) => status === 'all' || o.status === status);
    return ok({
      ...listPage(chosen.slice((page - 1) * size, page * size)),
      total: chosen.length,
      page,
      page_size: size,
      counts: { all: orders.length, pending_approval: 0, unpaid: 1, paid: 0, shipped: 1, completed: 0, cancelled: 0 },
    });
  };

function renderAt(url: string, routes: Record<string, Route> = {}) {
  const api = createFakeApi({
    'GET /api/user/base': ok(member()),
    'GET /api/order/list': listFor([unpaid, shipped]),
    ...routes,
  });
  api.install();
  renderPhone(url);
  return api;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const card = (orderNo: string) => screen.findByRole('article', { name: `订单 ${orderNo}` }, { timeout: 5000 });
const statusTabs = () => within(screen.getByRole('navigation', { name: '订单状态' }));

describe('phone orders (/m/orders)', { timeout: 30_000 }, () => {
  it('lists the orders with their number, goods, count and 实付 rounded down, the tabs asking the server for their state', async () => {
    const api = renderAt('/m/orders');
    const first = within(await card('YC601'));
    expect(screen.getByRole('heading', { name: '我的订单' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '电脑版' })).toHaveAttribute('href', '/order');
    expect(first.getByText('待付款')).toBeInTheDocument();
    expect(first.getByText(/阿莫西林胶囊 等4种商品/)).toBeInTheDocument();
    expect(first.getByText('共4种 130件')).toBeInTheDocument();
    expect(first.getByLabelText('实付金额')).toHaveTextContent('¥12.34');
    expect(first.getByRole('link', { name: '去支付' })).toHaveAttribute('href', '/m/cart/step3/601');
    expect(within(await card('YC602')).getByRole('button', { name: '确认收货' })).toBeInTheDocument();
    expect(statusTabs().getByRole('link', { name: '全部' })).toHaveAttribute('aria-current', 'page');
    expect(statusTabs().getByRole('link', { name: /待付款/ })).toHaveTextContent('待付款1');
    expect(screen.getByText('没有更多了')).toBeInTheDocument();

    await userEvent.click(statusTabs().getByRole('link', { name: /待收货/ }));
    await waitFor(() => expect(api.callsTo('GET /api/order/list').at(-1)?.params).toMatchObject({ status: 'shipped', page: 1 }));
    expect(window.location.search).toBe('?status=shipped');
    await waitFor(() => expect(screen.queryByRole('article', { name: '订单 YC601' })).not.toBeInTheDocument());
    expect(await card('YC602')).toBeInTheDocument();
    expect(statusTabs().getByRole('link', { name: /待收货/ })).toHaveAttribute('aria-current', 'page');
  });

  it('sends a visitor to the login, to come back to the orders', async () => {
    renderAt('/m/orders', { 'GET /api/user/base': visitorReply, 'GET /api/order/list': visitorReply });
    await waitFor(() => expect(window.location.pathname).toBe('/m/login'), { timeout: 5000 });
    expect(new URLSearchParams(window.location.search).get('redirect')).toBe('/m/orders');
  });

  it('loads the next page with 加载更多', async () => {
    // jsdom has no IntersectionObserver: the button is what a reader without scrolling has anyway.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    const many = Array.from({ length: 12 }, (_, i) => listItem({ id: 700 + i, order_no: `YC7${String(i).padStart(2, '0')}` }));
    const api = renderAt('/m/orders', { 'GET /api/order/list': listFor(many) });
    await card('YC700');
    expect(screen.queryByRole('article', { name: '订单 YC711' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '加载更多' }));
    expect(await card('YC711')).toBeInTheDocument();
    expect(api.callsTo('GET /api/order/list').at(-1)?.params).toMatchObject({ page: 2, page_size: 10 });
    expect(screen.queryByRole('button', { name: '加载更多' })).not.toBeInTheDocument();
  });

  it('cancels an unpaid order only after 确定取消 in the dialog, and 再想想 leaves it', async () => {
    const api = renderAt('/m/orders', { 'POST /api/order/cancel': ok({ id: 601, status: 'cancelled', status_text: '已取消' }) });
    const first = within(await card('YC601'));
    await userEvent.click(first.getByRole('button', { name: '取消订单' }));
    let dialog = await screen.findByRole('alertdialog', { name: '确定取消该订单吗？' });
    expect(dialog).toHaveTextContent('订单号：YC601，取消后商品库存与所用优惠券将退回。');
    await userEvent.click(within(dialog).getByRole('button', { name: '再想想' }));
    expect(api.callsTo('POST /api/order/cancel')).toHaveLength(0);

    await userEvent.click(first.getByRole('button', { name: '取消订单' }));
    dialog = await screen.findByRole('alertdialog', { name: '确定取消该订单吗？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '确定取消' }));
    await waitFor(() => expect(api.callsTo('POST /api/order/cancel')).toHaveLength(1));
    expect(api.callsTo('POST /api/order/cancel')[0]!.body).toEqual({ id: '601' });
    expect(await screen.findByText('订单已取消')).toBeInTheDocument();
    // The list is read again, as the order moved.
    await waitFor(() => expect(api.callsTo('GET /api/order/list').length).toBeGreaterThan(1));
  });

  it('says where the money of a paid order goes back before cancelling it', async () => {
    const paid = listItem({ id: 603, order_no: 'YC603', pay_method: 'wallet', pay_amount: 1200, can_cancel: 1 });
    renderAt('/m/orders', { 'GET /api/order/list': listFor([paid]) });
    await userEvent.click(within(await card('YC603')).getByRole('button', { name: '取消订单' }));
    expect(await screen.findByRole('alertdialog', { name: '确定取消该订单吗？' })).toHaveTextContent(
      '订单已使用余额支付付款 ¥1200.00，取消后款项原路退回，退款去向：账户余额。',
    );
  });

  it("shows the server's refusal of a cancel in 温馨提示", async () => {
    renderAt('/m/orders', { 'POST /api/order/cancel': fail(400, '订单已发货，不能取消') });
    await userEvent.click(within(await card('YC601')).getByRole('button', { name: '取消订单' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定取消' }));
    expect(await screen.findByRole('alertdialog', { name: '温馨提示' })).toHaveTextContent('订单已发货，不能取消');
  });

  it('says what 再次购买 put in the cart and what the cart refused, with its reason', async () => {
    const api = renderAt('/m/orders', {
      'POST /api/order/buy_again': ok({
        added: [{ goods_id: 101, name: '阿莫西林胶囊', number: 100 }],
        refused: [{ goods_id: 102, name: '布洛芬缓释胶囊', reason: '商品已下架' }],
        total: 3,
      }),
    });
    await userEvent.click(within(await card('YC602')).getByRole('button', { name: '再次购买' }));
    expect(await screen.findByText('已加入购物车：阿莫西林胶囊 × 100；未能加入：布洛芬缓释胶囊：商品已下架')).toBeInTheDocument();
    expect(api.callsTo('POST /api/order/buy_again')[0]!.body).toEqual({ id: '602' });
  });

  it('confirms receipt after its dialog and tells the points earned', async () => {
    const api = renderAt('/m/orders', {
      'POST /api/order/confirm': ok({ id: 602, status: 'completed', status_text: '已完成', points: 12, invoice_no: 'FP1' }),
    });
    await userEvent.click(within(await card('YC602')).getByRole('button', { name: '确认收货' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: '确认已收到货物吗？' })).getByRole('button', { name: '确认收货' }),
    );
    expect(await screen.findByText('已确认收货，获得 12 积分')).toBeInTheDocument();
    expect(api.callsTo('POST /api/order/confirm')[0]!.body).toEqual({ id: '602' });
  });

  it('offers a 采购员 no 去支付, and still 取消订单', async () => {
    useSessionStore.setState({ status: 'member' });
    renderAt('/m/orders', asRole('buyer'));
    await waitFor(async () => expect(within(await card('YC601')).queryByRole('link', { name: '去支付' })).not.toBeInTheDocument());
    expect(within(await card('YC601')).getByRole('button', { name: '取消订单' })).toBeInTheDocument();
  });

  it('a 财务 sees 去支付 and nothing the purchase role does', async () => {
    useSessionStore.setState({ status: 'member' });
    renderAt('/m/orders', asRole('finance'));
    const first = within(await card('YC601'));
    await waitFor(() => expect(first.queryByRole('button', { name: '取消订单' })).not.toBeInTheDocument());
    expect(first.getByRole('link', { name: '去支付' })).toBeInTheDocument();
    expect(first.queryByRole('button', { name: '再次购买' })).not.toBeInTheDocument();
    expect(within(await card('YC602')).queryByRole('button', { name: '确认收货' })).not.toBeInTheDocument();
  });
});

const shippedInfo = orderInfo({
  id: 602,
  order_no: 'YC602',
  status: 'shipped',
  status_text: '已发货',
  pay_method: 'wallet',
  paid_at: 1_795_000_100,
  can_pay: 0,
  can_cancel: 0,
  can_confirm: 1,
  items: [
    {
      ...orderInfo().items[0]!,
      batches: [
        { batch_id: 9, batch_no: 'B2406', produced_on: '2026-01-01', expires_on: '2028-06-30', quantity: 100, returned: 0, has_report: 1 },
      ],
      trace_codes: ['81234560000000000011', '81234560000000000012'],
    },
  ],
  logistics: {
    carrier: '顺丰速运',
    tracking_no: 'SF000000000602',
    shipped_at: 1_795_000_200,
    delivered_at: null,
    events: [{ status: 'shipped', text: '包裹已由顺丰速运揽收', created_at: 1_795_000_200 }],
  },
});

describe('phone order detail (/m/order/:id)', { timeout: 30_000 }, () => {
  it('shows the state, address, lines with their batch and validity, amounts, logistics, invoice and 随货同行单', async () => {
    renderAt('/m/order/602', { 'GET /api/order/info/602': ok(shippedInfo) });
    expect(await screen.findByText('已发货', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '订单详情' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '电脑版' })).toHaveAttribute('href', '/order/info/602');
    expect(screen.getByRole('region', { name: '收货地址' })).toHaveTextContent('李仁济 13800000001北京市 北京市 朝阳区 建国路88号');
    expect(screen.getByText('批号 B2406，有效期至 2028-06-30，100盒')).toBeInTheDocument();
    const amounts = screen.getByRole('region', { name: '订单金额' });
    expect(amounts).toHaveTextContent('实付金额¥1200.00');
    expect(screen.getByRole('region', { name: '物流信息' })).toHaveTextContent('顺丰速运');
    expect(screen.getByRole('region', { name: '物流信息' })).toHaveTextContent('SF000000000602');
    expect(screen.getByRole('region', { name: '发票' })).toHaveTextContent('订单完成后开具电子发票');
    expect(screen.getByRole('link', { name: '查看随货同行单' }).getAttribute('href')).toMatch(/\/api\/order\/602\/delivery_note$/);
    expect(screen.getByRole('button', { name: '确认收货' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '取消订单' })).not.toBeInTheDocument();
  });

  it('lists the 追溯码 the warehouse scanned into a line, folded under their count', async () => {
    renderAt('/m/order/602', { 'GET /api/order/info/602': ok(shippedInfo) });
    const codes = await screen.findByText('追溯码（2 个）', {}, { timeout: 5000 });
    const box = codes.closest('details')!;
    expect(box.open).toBe(false);
    await userEvent.click(codes);
    expect(box.open).toBe(true);
    expect(
      within(box)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['81234560000000000011', '81234560000000000012']);
  });

  it('shows no 追溯码 fold on a line shipped without codes', async () => {
    renderAt('/m/order/501', { 'GET /api/order/info/501': ok(orderInfo()) });
    await screen.findByRole('heading', { name: '订单详情' }, { timeout: 5000 });
    await screen.findByText(/× 100/);
    expect(screen.queryByText(/^追溯码/)).not.toBeInTheDocument();
  });

  it('has no 随货同行单 before shipping, and offers 去支付 and 取消订单 on an unpaid order', async () => {
    renderAt('/m/order/501', { 'GET /api/order/info/501': ok(orderInfo()) });
    expect(await screen.findByRole('link', { name: '去支付' }, { timeout: 5000 })).toHaveAttribute('href', '/m/cart/step3/501');
    expect(screen.getByRole('button', { name: '取消订单' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '查看随货同行单' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: '物流信息' })).toHaveTextContent('商品尚未出库，发货后可在此查看物流');
    expect(screen.getByRole('region', { name: '订单金额' })).toHaveTextContent('应付金额¥1200.00');
  });

  it('offers the e-invoice of a completed order for download', async () => {
    const completed = orderInfo({
      ...shippedInfo,
      status: 'completed',
      status_text: '已完成',
      can_confirm: 0,
      invoice: {
        id: 4,
        order_id: 602,
        order_no: 'YC602',
        invoice_no: 'FP2026001',
        title: '仁和大药房',
        amount: 1200,
        created_at: 1_795_000_300,
        pdf_url: '/api/invoice/4/pdf',
        tax_invoice_no: null,
        tax_invoice_date: null,
        tax_invoice_files: [],
      },
    });
    renderAt('/m/order/602', { 'GET /api/order/info/602': ok(completed) });
    const invoice = await screen.findByRole('link', { name: '下载电子发票 FP2026001' }, { timeout: 5000 });
    expect(invoice.getAttribute('href')).toMatch(/\/api\/invoice\/4\/pdf$/);
    expect(screen.queryByRole('button', { name: '确认收货' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看随货同行单' })).toBeInTheDocument();
  });

  it("says an order of another store is not there (the server's 404)", async () => {
    renderAt('/m/order/999', { 'GET /api/order/info/999': fail(404, '订单不存在', 404) });
    expect(await screen.findByText('该订单不存在或不属于当前店铺', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回我的订单' })).toHaveAttribute('href', '/m/orders');
  });
});
