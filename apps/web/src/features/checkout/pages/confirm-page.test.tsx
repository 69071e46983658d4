import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConfirmView } from '@yc/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { useCartDrawerStore } from '../../../lib/cart-events';
import { address, cartApi, confirmView, coupon, orderInfo } from '../../../testing/cart-fixtures';
import { fail, ok, type RecordedCall } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';

afterEach(() => useCartDrawerStore.setState({ open: false }));

const coupons = [
  coupon({ id: 21, name: '全场满1000减50', discount: 50 }),
  coupon({ id: 22, name: '中成药满300减20', amount: 20, threshold: 300, discount: 20 }),
  coupon({ id: 23, name: '医疗器械满2000享9.5折', type: 'rate', rate: 95, threshold: 2000, usable: 0, reason: '无适用商品', discount: 0 }),
];

/** The confirm call answered as the server prices it for the coupon asked for (absent = the best). */
const confirmFor = (call: RecordedCall) => {
  const params = call.params as Record<string, string | number | undefined>;
  const asked = params.coupon_id === undefined ? 21 : Number(params.coupon_id);
  const discount = coupons.find((c) => c.id === asked)?.discount ?? 0;
  const view: ConfirmView = confirmView({
    coupons,
    coupon_id: asked,
    best_coupon_id: 21,
    totals: { ...confirmView().totals, coupon_amount: discount, pay_amount: 1250 - discount },
    exchange: {
      offers: [],
      lines: params.buy_hg_goods ? [{ rule_id: 7, goods_id: 301, name: '维生素C片', number: 1, price: 2.5, amount: 2.5 }] : [],
      refused: [],
    },
  });
  return ok(view);
};

const api = (routes = {}) =>
  cartApi({
    'GET /api/cart/confirm': confirmFor,
    'POST /api/cart/checkout': ok({
      order_id: 501,
      order_no: 'YC1',
      pay_amount: 1230,
      is_hm: 0,
      needs_approval: 0,
      expires_at: 1_795_001_800,
      timestamp: 1_795_000_000,
    }),
    'GET /api/order/info/501': ok(orderInfo()),
    'GET /api/user/user_money': ok({ balance: 5000, frozen: 0, recharge_total: 5000, spend_total: 0 }),
    'GET /api/user/user_credit': ok({ limit: 50000, used: 0, available: 50000, term_days: 30, overdue_amount: 0, next_due_date: null }),
    ...routes,
  });

const ready = () => screen.findByRole('heading', { name: '填写并核对订单信息' }, { timeout: 5000 });

describe('confirm page (step 2)', { timeout: 30_000 }, () => {
  it('preselects the best coupon, greys the unusable ones with their reason, and reprices on another choice', async () => {
    const fake = api();
    renderApp('/cart/step2?ids=1', fake);
    await ready();
    const group = screen.getByRole('radiogroup', { name: '优惠券' });
    expect(within(group).getByRole('radio', { name: /全场满1000减50/ })).toBeChecked();
    expect(within(group).getByRole('radio', { name: /医疗器械满2000享9.5折/ })).toBeDisabled();
    expect(group).toHaveTextContent('不可用：无适用商品');
    expect(screen.getByLabelText('订单金额')).toHaveTextContent('应付金额：¥1200.00');

    await userEvent.click(within(group).getByRole('radio', { name: /中成药满300减20/ }));
    await waitFor(() => expect(screen.getByLabelText('订单金额')).toHaveTextContent('应付金额：¥1230.00'));
    expect(fake.callsTo('GET /api/cart/confirm').at(-1)?.params).toMatchObject({ ids: '1', coupon_id: 22 });

    await userEvent.click(within(group).getByRole('radio', { name: '不使用优惠券' }));
    await waitFor(() => expect(screen.getByLabelText('订单金额')).toHaveTextContent('应付金额：¥1250.00'));
  });

  it('submits the order with the lines, address, coupon, 换购 picks, invoice and remark, then goes to step 3', async () => {
    const fake = api();
    const { router } = renderApp('/cart/step2?ids=1,4&hg=7:1', fake);
    await ready();
    expect(await screen.findByText('维生素C片')).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('radiogroup', { name: '收货地址' })).getByRole('radio', { name: /王药师/ }));
    await waitFor(() => expect(fake.callsTo('GET /api/cart/confirm').at(-1)?.params).toMatchObject({ address_id: 12 }));
    await userEvent.click(within(screen.getByRole('radiogroup', { name: '优惠券' })).getByRole('radio', { name: /中成药满300减20/ }));
    await userEvent.click(screen.getByRole('radio', { name: '电子增值税专用发票' }));
    await userEvent.type(screen.getByRole('textbox', { name: '订单备注' }), '请周五前送达');
    await waitFor(() => expect(screen.getByLabelText('订单金额')).toHaveTextContent('¥1230.00'));

    await userEvent.click(screen.getByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(fake.callsTo('POST /api/cart/checkout')).toHaveLength(1));
    expect(fake.callsTo('POST /api/cart/checkout')[0].body).toEqual({
      ids: ['1', '4'],
      buy_hg_goods: '[{"rule_id":7,"number":1}]',
      new: '1',
      address_id: '11',
      coupon_id: '22',
      remark: '请周五前送达',
      invoice_type: '电子增值税专用发票',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/step3/501'));
  });

  it('sends a 含麻 order to /cart/hm', async () => {
    const fake = api({
      'POST /api/cart/checkout': ok({
        order_id: 502,
        order_no: 'YC2',
        pay_amount: 10,
        is_hm: 1,
        needs_approval: 0,
        expires_at: 1_795_001_800,
        timestamp: 1_795_000_000,
      }),
      'GET /api/order/info/502': ok(orderInfo({ id: 502, is_hm: 1 })),
    });
    const { router } = renderApp('/cart/step2?ids=1', fake);
    await ready();
    await userEvent.click(screen.getByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/cart/hm?order_id=502'));
    expect(await screen.findByText('含麻药品订单', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('sends an order over the buyer’s spending limit to its order page to wait for approval, not to payment', async () => {
    const fake = api({
      'POST /api/cart/checkout': ok({
        order_id: 503,
        order_no: 'YC3',
        pay_amount: 8000,
        is_hm: 0,
        needs_approval: 1,
        expires_at: 1_795_086_400,
        timestamp: 1_795_000_000,
      }),
      'GET /api/order/info/503': ok(orderInfo({ id: 503 })),
    });
    const { router } = renderApp('/cart/step2?ids=1', fake);
    await ready();
    await userEvent.click(screen.getByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order/info/503'));
    expect(await screen.findByText('订单已提交，超出您的采购限额，需企业审批通过后才能付款')).toBeInTheDocument();
  });

  it('goes to /dzht when the contract is not signed (459)', async () => {
    const { router } = renderApp('/cart/step2?ids=1', api({ 'POST /api/cart/checkout': fail(459, '请先签署本年度电子合同') }));
    await ready();
    await userEvent.click(screen.getByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dzht'));
  });

  it('adds an address in place, checking the mobile number', async () => {
    const created = address({ id: 13, consignee: '赵药师', phone: '13912345678', is_default: 0 });
    const fake = api({ 'POST /api/address': ok(created) });
    renderApp('/cart/step2?ids=1', fake);
    await ready();
    await userEvent.click(screen.getByRole('button', { name: /新增收货地址/ }));
    const dialog = await screen.findByRole('dialog', { name: '新增收货地址' });
    await userEvent.type(within(dialog).getByLabelText('收货人'), '赵药师');
    await userEvent.type(within(dialog).getByLabelText('手机号'), '12912345678');
    await userEvent.click(within(dialog).getByRole('button', { name: '保 存' }));
    expect(await within(dialog).findByText('收货人手机号格式不正确')).toBeInTheDocument();
    expect(fake.callsTo('POST /api/address')).toHaveLength(0);

    await userEvent.clear(within(dialog).getByLabelText('手机号'));
    await userEvent.type(within(dialog).getByLabelText('手机号'), '13912345678');
    await userEvent.click(within(dialog).getByRole('combobox', { name: '省份' }));
    await userEvent.click(await screen.findByTitle('北京市'));
    await userEvent.type(within(dialog).getByLabelText('城市'), '北京市');
    await userEvent.type(within(dialog).getByLabelText('详细地址'), '中关村大街1号');
    await userEvent.click(within(dialog).getByRole('button', { name: '保 存' }));
    await waitFor(() => expect(fake.callsTo('POST /api/address')).toHaveLength(1));
    expect(fake.callsTo('POST /api/address')[0].body).toMatchObject({ consignee: '赵药师', phone: '13912345678', province: '北京市' });
    await waitFor(() => expect(fake.callsTo('GET /api/cart/confirm').at(-1)?.params).toMatchObject({ address_id: 13 }));
  });
});
