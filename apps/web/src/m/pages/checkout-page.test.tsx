import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConfirmView } from '@yc/contracts';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../stores/session';
import { cartItem, confirmView, coupon, orderInfo } from '../../testing/cart-fixtures';
import { asRole } from '../../testing/company-fixtures';
import { createFakeApi, fail, ok, type RecordedCall, type Route } from '../../testing/fake-api';
import { renderPhone } from '../../testing/render-phone';
import { member } from '../../testing/fixtures';

const coupons = [
  coupon({ id: 21, name: '全场满1000减50', discount: 50 }),
  coupon({ id: 22, name: '中成药满300减20', amount: 20, threshold: 300, discount: 20 }),
  coupon({ id: 23, name: '医疗器械满2000享9.5折', type: 'rate', rate: 95, threshold: 2000, usable: 0, reason: '无适用商品', discount: 0 }),
];

/** Step 2 priced as the server prices it for the coupon asked for (absent = the best, 21). */
const confirmFor = (call: RecordedCall) => {
  const params = call.params as Record<string, string | number | undefined>;
  const asked = params.coupon_id === undefined ? 21 : Number(params.coupon_id);
  const discount = coupons.find((c) => c.id === asked)?.discount ?? 0;
  const view: ConfirmView = confirmView({
    coupons,
    coupon_id: asked,
    best_coupon_id: 21,
    address_id: params.address_id === undefined ? 11 : Number(params.address_id),
    totals: { ...confirmView().totals, coupon_amount: discount, pay_amount: 1250 - discount },
  });
  return ok(view);
};

const placed = {
  order_id: 501,
  order_no: 'YC1',
  pay_amount: 1230,
  is_hm: 0,
  needs_approval: 0,
  expires_at: 1_795_001_800,
  timestamp: 1_795_000_000,
};

function renderAt(url: string, routes: Record<string, Route> = {}) {
  const api = createFakeApi({
    'GET /api/user/base': ok(member({ cart: 1 })),
    'GET /api/cart/confirm': confirmFor,
    'POST /api/cart/checkout': ok(placed),
    'GET /api/order/info/501': ok(orderInfo()),
    'GET /api/user/user_money': ok({ balance: 5000, frozen: 0, recharge_total: 5000, spend_total: 0 }),
    'GET /api/user/user_credit': ok({ limit: 50000, used: 0, available: 50000, term_days: 30, overdue_amount: 0, next_due_date: null }),
    'GET /api/pay/channels': ok({ providers: [], sandbox: false, reason: null }),
    'GET /api/cart/list': ok({ data: [] }),
    ...routes,
  });
  api.install();
  renderPhone(url);
  return api;
}

const ready = () => screen.findByRole('button', { name: '提交订单' }, { timeout: 5000 });
const tipDialog = () => screen.findByRole('alertdialog', { name: '温馨提示' });

describe('phone checkout step 2 (/m/cart/step2)', { timeout: 30_000 }, () => {
  it('prices each choice with the server: address and coupon from bottom sheets, invoice, remark; 提交订单 places the order and opens step 3', async () => {
    const api = renderAt('/m/cart/step2?ids=1,4');
    await ready();
    expect(screen.getByRole('heading', { name: '确认订单' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '电脑版' })).toHaveAttribute('href', '/cart/step2?ids=1,4');
    expect(screen.getByRole('region', { name: '收货地址' })).toHaveTextContent('李仁济');
    expect(screen.getByLabelText('订单金额')).toHaveTextContent('¥1200.00');

    await userEvent.click(screen.getByRole('button', { name: /李仁济/ }));
    const addresses = screen.getByRole('dialog', { name: '选择收货地址' });
    await userEvent.click(within(addresses).getByRole('radio', { name: /王药师/ }));
    expect(screen.queryByRole('dialog', { name: '选择收货地址' })).not.toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET /api/cart/confirm').at(-1)?.params).toMatchObject({ address_id: 12 }));
    expect(await screen.findByRole('button', { name: /王药师/ })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /优惠券/ }));
    const sheet = within(screen.getByRole('dialog', { name: '选择优惠券' }));
    expect(sheet.getByRole('radio', { name: /全场满1000减50/ })).toHaveAttribute('aria-checked', 'true');
    expect(sheet.getByRole('radio', { name: /医疗器械满2000享9.5折/ })).toBeDisabled();
    expect(sheet.getByRole('radio', { name: /医疗器械/ })).toHaveTextContent('不可用：无适用商品');
    await userEvent.click(sheet.getByRole('radio', { name: /中成药满300减20/ }));
    await waitFor(() => expect(screen.getByLabelText('订单金额')).toHaveTextContent('¥1230.00'));

    await userEvent.click(screen.getByRole('radio', { name: '电子增值税专用发票' }));
    expect(screen.getByRole('radio', { name: '电子增值税专用发票' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.type(screen.getByRole('textbox', { name: '订单备注' }), '请周五前送达');

    await userEvent.click(screen.getByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(api.callsTo('POST /api/cart/checkout')).toHaveLength(1));
    expect(api.callsTo('POST /api/cart/checkout')[0]!.body).toEqual({
      ids: ['1', '4'],
      buy_hg_goods: '[]',
      new: '1',
      address_id: '12',
      coupon_id: '22',
      remark: '请周五前送达',
      invoice_type: '电子增值税专用发票',
    });
    await waitFor(() => expect(window.location.pathname).toBe('/m/cart/step3/501'));
    expect(await screen.findByRole('heading', { name: '支付订单' })).toBeInTheDocument();
  });

  it('says whether the batches meet a 效期要求, and shows the refusal of one beside its line and in the 温馨提示 dialog', async () => {
    const monthsOn = (months: number) => dayjs().add(months, 'month').format('YYYY-MM-DD');
    const lines = [
      cartItem({ id: 1, number: 100, amount: 1250 }, { xq: monthsOn(8), xq_to: monthsOn(14) }),
      cartItem({ id: 2, number: 10, amount: 50 }, { id: 102, name: '连花清瘟胶囊', xq: monthsOn(20), xq_to: monthsOn(20) }),
    ];
    const refusal = '阿莫西林胶囊 剩余效期12个月以上的库存仅6件，请放宽效期要求或减少数量';
    const api = renderAt('/m/cart/step2?ids=1,2', {
      'GET /api/cart/confirm': ok(confirmView({ lines })),
      'POST /api/cart/checkout': fail(400, refusal, 200, { data: { goods_id: 101 } }),
    });
    await ready();
    const lineOf = (name: string) => screen.getByRole('combobox', { name: `${name} 效期要求` }).closest('li')!;
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '阿莫西林胶囊 效期要求' }), '效期12个月以上');
    expect(lineOf('阿莫西林胶囊')).toHaveTextContent('部分批次满足，仅发满足要求的批次');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '连花清瘟胶囊 效期要求' }), '效期24个月以上');
    expect(lineOf('连花清瘟胶囊')).toHaveTextContent('现有批次均不满足，请放宽要求');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '连花清瘟胶囊 效期要求' }), '效期18个月以上');
    expect(lineOf('连花清瘟胶囊')).toHaveTextContent('现有批次均满足');

    await userEvent.click(screen.getByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(api.callsTo('POST /api/cart/checkout')).toHaveLength(1));
    expect(api.callsTo('POST /api/cart/checkout')[0]!.body).toMatchObject({ validity: { 101: '12', 102: '18' } });
    expect(await tipDialog()).toHaveTextContent(refusal);
    await userEvent.click(screen.getByRole('button', { name: '知道了' }));
    expect(within(lineOf('阿莫西林胶囊')).getByRole('alert')).toHaveTextContent(refusal);
    expect(within(lineOf('连花清瘟胶囊')).queryByRole('alert')).toBeNull();
    expect(window.location.pathname).toBe('/m/cart/step2');

    // Changing the requirement takes its refusal away.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '阿莫西林胶囊 效期要求' }), '效期6个月以上');
    expect(within(lineOf('阿莫西林胶囊')).queryByRole('alert')).toBeNull();
  });

  it('tells a refusal naming no line in the 温馨提示 dialog and stays on the page', async () => {
    renderAt('/m/cart/step2?ids=1', { 'POST /api/cart/checkout': fail(400, '库存不足: 阿莫西林胶囊 仅剩5件') });
    await ready();
    await userEvent.click(screen.getByRole('button', { name: '提交订单' }));
    expect(await tipDialog()).toHaveTextContent('库存不足: 阿莫西林胶囊 仅剩5件');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(window.location.pathname).toBe('/m/cart/step2');
  });

  it('without an address, 提交订单 asks for one and places nothing', async () => {
    const api = renderAt('/m/cart/step2?ids=1', { 'GET /api/cart/confirm': ok(confirmView({ addresses: [], address_id: null })) });
    await ready();
    expect(screen.getByRole('link', { name: '去电脑版新增收货地址' })).toHaveAttribute('href', '/addr');
    await userEvent.click(screen.getByRole('button', { name: '提交订单' }));
    expect(await tipDialog()).toHaveTextContent('请先新增收货地址');
    expect(api.callsTo('POST /api/cart/checkout')).toHaveLength(0);
  });

  it('a 采购员 places the order and is told who pays it, not sent to pay', async () => {
    useSessionStore.setState({ status: 'member' });
    renderAt('/m/cart/step2?ids=1', asRole('buyer'));
    await ready();
    await waitFor(() => expect(screen.getByRole('button', { name: '提交订单' })).toBeEnabled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    await userEvent.click(screen.getByRole('button', { name: '提交订单' }));
    expect(await screen.findByRole('alertdialog', { name: '订单已提交' })).toHaveTextContent('请通知财务或负责人付款');
    await waitFor(() => expect(window.location.pathname).toBe('/m/cart'));
  });

  it('with no lines in the address, sends the buyer back to the cart', async () => {
    renderAt('/m/cart/step2');
    expect(await screen.findByText('请先在购物车中选择要结算的商品')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回购物车' })).toHaveAttribute('href', '/m/cart');
  });
});
