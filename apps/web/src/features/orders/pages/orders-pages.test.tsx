import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { shippedOrderInfo } from '../../../testing/cart-fixtures';
import { ok } from '../../../testing/fake-api';
import { memberApi } from '../../../testing/member-fixtures';
import { listItem, listPage, returnRequest } from '../../../testing/order-fixtures';
import { renderApp } from '../../../testing/render-app';

// A PNG's leading bytes: the page checks them as the server does.
const png = (name: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])], name, { type: 'image/png' });

describe('my orders (/order)', { timeout: 60_000 }, () => {
  it('lists a tab with its count, searches by order number or goods name, and cancels a paid order after saying where the money goes', async () => {
    const user = userEvent.setup({ delay: null });
    let cancelled = false;
    const api = memberApi({
      'GET /api/order/list': () => ok(listPage(cancelled ? [] : [listItem()])),
      'POST /api/order/cancel': () => {
        cancelled = true;
        return ok({ id: 501, status: 'cancelled', status_text: '已取消' });
      },
    });
    renderApp('/order?status=paid', api);

    const card = await screen.findByRole('article', { name: '订单 YC20261120103000000001123456' }, { timeout: 15_000 });
    expect(within(card).getByLabelText('实付金额')).toHaveTextContent('¥1200.00');
    expect(screen.getByRole('tab', { name: '待发货(1)' })).toHaveAttribute('aria-selected', 'true');
    expect(api.callsTo('GET /api/order/list').at(-1)?.params).toMatchObject({ status: 'paid', page: 1 });

    await user.type(screen.getByRole('searchbox', { name: '搜索订单' }), '阿莫西林{Enter}');
    await waitFor(() => expect(api.callsTo('GET /api/order/list').at(-1)?.params).toMatchObject({ status: 'paid', keywords: '阿莫西林' }));

    await user.click(within(await screen.findByRole('article', { name: /^订单 / })).getByRole('button', { name: '取消订单' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('订单已使用余额支付付款 ¥1200.00，取消后款项原路退回，退款去向：账户余额。');
    expect(api.callsTo('POST /api/order/cancel')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: '确定取消' }));
    await waitFor(() => expect(api.callsTo('POST /api/order/cancel').map((c) => c.body)).toEqual([{ id: '501' }]));
    expect(await screen.findByText('订单已取消，款项已原路退回')).toBeInTheDocument();
  });

  it('searches the 退货/售后 tab with the same box, by order number or goods name', async () => {
    const user = userEvent.setup({ delay: null });
    const request = returnRequest();
    const api = memberApi({
      'GET /api/order/list': ok(listPage([listItem()])),
      'GET /api/order/returns': (call) =>
        ok({ list: (call.params as { keywords?: string }).keywords === '无此药' ? [] : [request], total: 1, page: 1, page_size: 10 }),
    });
    const { router } = renderApp('/order?status=returns', api);
    expect(await screen.findByRole('link', { name: request.order_no }, { timeout: 5000 })).toHaveAttribute('href', '/order/info/501');
    expect(api.callsTo('GET /api/order/returns').at(-1)?.params).not.toHaveProperty('keywords');

    await user.type(screen.getByRole('searchbox', { name: '搜索订单' }), '无此药{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?status=returns&keywords=%E6%97%A0%E6%AD%A4%E8%8D%AF'));
    await waitFor(() => expect(api.callsTo('GET /api/order/returns').at(-1)?.params).toMatchObject({ keywords: '无此药', page: 1 }));
    expect(await screen.findByText('没有找到与“无此药”相关的申请')).toBeInTheDocument();
  });

  it('asks for a return of chosen units with a reason and a picture, uploading the picture first, then shows the request', async () => {
    const user = userEvent.setup({ delay: null });
    const shipped = shippedOrderInfo();
    const request = returnRequest({
      order_no: shipped.order_no,
      reason: '商品破损：外箱压损',
      images: ['/api/order/return/image/0123456789abcdef0123456789abcdef.png'],
    });
    const api = memberApi({
      'GET /api/order/info/501': ok(shipped),
      'POST /api/order/return/image': ok({ url: request.images[0] }),
      'POST /api/order/return': ok(request),
      'GET /api/order/returnInfo/9': ok(request),
    });
    const { router } = renderApp('/order/info/501', api);

    await user.click(await screen.findByRole('button', { name: '申请退货' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: '申请退货' });
    // The only returnable line comes chosen; without it, or without a reason, nothing is sent.
    const line = within(dialog).getByRole('checkbox', { name: '选择阿莫西林胶囊' });
    expect(line).toBeChecked();
    await user.click(line);
    await user.click(within(dialog).getByRole('button', { name: /提交申请/ }));
    expect(await within(dialog).findByText('请选择要申请的商品', {}, { timeout: 5000 })).toBeInTheDocument();
    // The reason's error, beside the Select's own placeholder of the same words.
    expect(await within(dialog).findAllByText('请选择申请原因')).toHaveLength(2);
    expect(api.callsTo('POST /api/order/return')).toHaveLength(0);

    await user.click(line);
    const quantity = within(dialog).getByRole('spinbutton', { name: '阿莫西林胶囊申请数量' });
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.click(within(dialog).getByRole('combobox', { name: '申请原因' }));
    await user.click(await screen.findByTitle('商品破损'));
    await user.type(within(dialog).getByLabelText('问题描述'), '外箱压损');
    await user.upload(dialog.querySelector('input[type="file"]') as HTMLInputElement, png('破损.png'));
    await user.click(within(dialog).getByRole('button', { name: /提交申请/ }));

    await waitFor(() => expect(api.callsTo('POST /api/order/return')).toHaveLength(1));
    const [upload] = api.callsTo('POST /api/order/return/image');
    expect(((upload.body as FormData).get('file') as File).name).toBe('破损.png');
    expect(api.callsTo('POST /api/order/return')[0].body).toEqual({
      order_id: '501',
      type: 'return',
      items: [{ order_item_id: '1', number: '3' }],
      reason: '商品破损：外箱压损',
      images: [request.images[0]],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/order/returnInfo/9'));
    expect(await screen.findByRole('heading', { name: '退货详情' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '撤销申请' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('商品破损：外箱压损')).toBeInTheDocument();
  });
});
