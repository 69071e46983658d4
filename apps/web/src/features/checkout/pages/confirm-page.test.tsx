import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { ConfirmView, CouponOption, StoreCoupon } from '@yc/contracts';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { useCartDrawerStore } from '../../../lib/cart-events';
import { address, cartApi, cartItem, confirmView, coupon, orderInfo } from '../../../testing/cart-fixtures';
import { fail, ok, type RecordedCall } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';

afterEach(() => useCartDrawerStore.setState({ open: false }));

const coupons = [
  coupon({ id: 21, name: '全场满1000减50', discount: 50 }),
  coupon({ id: 22, name: '中成药满300减20', amount: 20, threshold: 300, discount: 20 }),
  coupon({ id: 23, name: '医疗器械满2000享9.5折', type: 'rate', rate: 95, threshold: 2000, usable: 0, reason: '无适用商品', discount: 0 }),
];

const SCOPES: Record<number, string> = { 21: '全场通用', 22: '限中成药类商品', 23: '限医疗器械类商品' };

/** The store's available coupons (GET /api/user/availableCoupon) behind the confirm page's priced ones. */
const owned = (c: CouponOption): StoreCoupon => ({
  id: c.id,
  coupon_id: c.id + 100,
  name: c.name,
  type: c.type,
  amount: c.amount,
  rate: c.rate,
  threshold: c.threshold,
  max_discount: c.max_discount,
  title: c.name,
  scope_text: SCOPES[c.id] ?? '全场通用',
  valid_from: '2026-01-01T00:00:00.000Z',
  valid_to: '2026-12-31T00:00:00.000Z',
  status: 'unused',
  status_text: '未使用',
  used_at: null,
});

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
    'GET /api/user/availableCoupon': ok({ list: coupons.map(owned), total: coupons.length, page: 1, page_size: 100 }),
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
    expect(await within(group).findByRole('radio', { name: /全场满1000减50/ })).toBeChecked();
    expect(within(group).getByRole('radio', { name: /医疗器械满2000享9.5折/ })).toBeDisabled();
    expect(group).toHaveTextContent('不可用：无适用商品');
    // The coupons are the store's available ones, each saying what it covers.
    expect(fake.callsTo('GET /api/user/availableCoupon')[0]?.params).toMatchObject({ type: 0, page: 1 });
    expect(
      within(group)
        .getByRole('radio', { name: /中成药满300减20/ })
        .closest('label'),
    ).toHaveTextContent('限中成药类商品');
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

  it('shows each line’s validity in the goods list', async () => {
    const lines = [
      cartItem({ id: 1, number: 100, amount: 1250 }),
      cartItem({ id: 2, number: 10, amount: 50 }, { id: 102, name: '连花清瘟胶囊', xq: '2027-03-15', xq_text: '2027-03 ~ 2027-08' }),
    ];
    renderApp('/cart/step2?ids=1,2', api({ 'GET /api/cart/confirm': ok(confirmView({ lines })) }));
    await ready();
    const table = screen.getByRole('columnheader', { name: '效期' }).closest('table');
    if (!table) throw new Error('no goods table');
    const rowOf = (name: string) => within(table).getByText(name).closest('tr');
    expect(rowOf('阿莫西林胶囊')).toHaveTextContent('效期至 2027-08-31');
    expect(rowOf('连花清瘟胶囊')).toHaveTextContent('2027-03 ~ 2027-08');
  });

  it('sends a 效期要求 per line, says whether the batches in stock meet it, and shows its refusal beside the line', async () => {
    const monthsOn = (months: number) => dayjs().add(months, 'month').format('YYYY-MM-DD');
    const lines = [
      cartItem({ id: 1, number: 100, amount: 1250 }, { xq: monthsOn(8), xq_to: monthsOn(14), xq_text: '2027-07 ~ 2028-01' }),
      cartItem({ id: 2, number: 10, amount: 50 }, { id: 102, name: '连花清瘟胶囊', xq: monthsOn(20), xq_to: monthsOn(20) }),
    ];
    const refusal = '阿莫西林胶囊 剩余效期12个月以上的库存仅6件，请放宽效期要求或减少数量';
    const fake = api({
      'GET /api/cart/confirm': ok(confirmView({ lines })),
      'POST /api/cart/checkout': fail(400, refusal, 200, { data: { goods_id: 101 } }),
    });
    const { router } = renderApp('/cart/step2?ids=1,2', fake);
    await ready();
    const table = screen.getByRole('columnheader', { name: '效期' }).closest('table');
    if (!table) throw new Error('no goods table');
    const rowOf = (name: string) => {
      const row = within(table).getByText(name).closest('tr');
      if (!row) throw new Error(`no row of ${name}`);
      return row;
    };
    // The list of the picker used before is still fading out over the page: the choice is taken from the
    // list that is opening, without the pointer-events check.
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const choose = async (goods: string, choice: string) => {
      await user.click(within(rowOf(goods)).getByRole('combobox', { name: `${goods} 效期要求` }));
      const popup = await waitFor(() => {
        const open = document.querySelector<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden):not(.ant-slide-up-leave)');
        if (!open) throw new Error(`no choices of ${goods}`);
        return open;
      });
      await user.click(within(popup).getByTitle(choice));
    };

    await choose('阿莫西林胶囊', '效期12个月以上');
    expect(rowOf('阿莫西林胶囊')).toHaveTextContent('部分批次满足，仅发满足要求的批次');
    await choose('连花清瘟胶囊', '效期24个月以上');
    expect(rowOf('连花清瘟胶囊')).toHaveTextContent('现有批次均不满足，请放宽要求');
    await choose('连花清瘟胶囊', '效期18个月以上');
    expect(rowOf('连花清瘟胶囊')).toHaveTextContent('现有批次均满足');
    await userEvent.type(screen.getByRole('textbox', { name: '订单备注' }), '请周五前送达');

    await userEvent.click(screen.getByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(fake.callsTo('POST /api/cart/checkout')).toHaveLength(1));
    expect(fake.callsTo('POST /api/cart/checkout')[0].body).toMatchObject({ ids: ['1', '2'], validity: { 101: '12', 102: '18' } });
    // The refusal sits beside its line; the page, the choices and the remark stay as they were.
    expect(await within(rowOf('阿莫西林胶囊')).findByRole('alert')).toHaveTextContent(refusal);
    expect(within(rowOf('连花清瘟胶囊')).queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('dialog', { name: '温馨提示' })).toBeNull();
    expect(screen.getByRole('textbox', { name: '订单备注' })).toHaveValue('请周五前送达');
    expect(router.state.location.pathname).toBe('/cart/step2');

    await choose('阿莫西林胶囊', '效期6个月以上');
    expect(within(rowOf('阿莫西林胶囊')).queryByRole('alert')).toBeNull();
    expect(rowOf('阿莫西林胶囊')).toHaveTextContent('现有批次均满足');
  });

  it('shows a refusal that names no line in the 温馨提示 alert', async () => {
    renderApp('/cart/step2?ids=1', api({ 'POST /api/cart/checkout': fail(400, '库存不足: 阿莫西林胶囊 仅剩5件') }));
    await ready();
    await userEvent.click(screen.getByRole('button', { name: '提交订单' }));
    expect(await screen.findByText('库存不足: 阿莫西林胶囊 仅剩5件')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
