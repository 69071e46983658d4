import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCartDrawerStore } from '../../../lib/cart-events';
import { cartApi, credit, orderInfo, wallet } from '../../../testing/cart-fixtures';
import { fail, ok } from '../../../testing/fake-api';
import { member } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { providerPage } from '../lib/provider-page';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  useCartDrawerStore.setState({ open: false });
});

const paid = orderInfo({ status: 'paid', status_text: '待发货', pay_method: 'wallet', paid_at: 1_795_000_100 });

const api = (routes = {}) =>
  cartApi({
    'GET /api/order/info/501': ok(orderInfo()),
    'GET /api/user/user_money': ok(wallet(5000)),
    'GET /api/user/user_credit': ok(credit(50000)),
    'POST /api/pay/order': ok({ order_id: 501, status: 'paid', pay_url: null, code_url: null }),
    ...routes,
  });

const ready = () => screen.findByRole('heading', { name: '订单提交成功，请尽快付款！' }, { timeout: 5000 });
const method = (name: RegExp) => within(screen.getByRole('radiogroup', { name: '支付方式' })).getByRole('radio', { name });
const passwordBoxes = () => screen.getByRole('group', { name: '支付密码' }).querySelectorAll('input');
/** Types the 支付密码 into its six boxes, as a buyer does: each digit moves on to the next box. */
async function typePayPassword(digits: string) {
  await userEvent.click(passwordBoxes()[0]);
  await userEvent.keyboard(digits);
}

describe('pay page (step 3)', { timeout: 30_000 }, () => {
  it('counts down to the auto-cancel from the server timestamp, then reloads the order and shows it cancelled', async () => {
    // The interval starts with the page: the clock is the test's from the start (and runs on meanwhile).
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // The buyer's clock is far off; the countdown follows the server's timestamp.
    vi.setSystemTime(new Date('2020-01-01T00:00:00Z'));
    let order = orderInfo({ timestamp: 1_795_000_000, expires_at: 1_795_000_060 });
    const fake = api({ 'GET /api/order/info/501': () => ok(order) });
    renderApp('/cart/step3/501', fake);
    await ready();
    const timer = screen.getByRole('timer', { name: '剩余支付时间' });
    expect(timer.textContent).toMatch(/^(01分00秒|00分5\d秒)$/);
    act(() => vi.advanceTimersByTime(30_000));
    expect(timer.textContent).toMatch(/^00分(30|2\d)秒$/);
    expect(fake.callsTo('GET /api/order/info/501')).toHaveLength(1);

    order = orderInfo({ status: 'cancelled', status_text: '已取消', cancel_reason: '超时未支付，系统自动取消', timestamp: 1_795_000_060 });
    act(() => vi.advanceTimersByTime(30_000));
    expect(timer).toHaveTextContent('00分00秒');
    await waitFor(() => expect(fake.callsTo('GET /api/order/info/501')).toHaveLength(2));
    expect(await screen.findByText('订单已取消')).toBeInTheDocument();
    expect(screen.getByText(/超时未支付，系统自动取消/)).toBeInTheDocument();
  });

  it('pays from the wallet, showing the balance, and goes to step 4', async () => {
    let order = orderInfo();
    const fake = api({
      'GET /api/order/info/501': () => ok(order),
      'POST /api/pay/order': () => {
        order = paid;
        return ok({ order_id: 501, status: 'paid', pay_url: null, code_url: null });
      },
    });
    const { router } = renderApp('/cart/step3/501', fake);
    await ready();
    expect(screen.getByLabelText('应付金额')).toHaveTextContent('¥1200.00');
    await waitFor(() => expect(method(/余额支付/)).toHaveTextContent('账户余额 ¥5000.00'));
    expect(method(/余额支付/)).toHaveAttribute('aria-checked', 'true');
    expect(method(/账期支付/)).toHaveTextContent('可用额度 ¥50000.00');

    await typePayPassword('135790');
    await userEvent.click(screen.getByRole('button', { name: /立即支付/ }));
    await waitFor(() => expect(fake.callsTo('POST /api/pay/order')).toHaveLength(1));
    expect(fake.callsTo('POST /api/pay/order')[0].body).toEqual({ order_id: '501', method: 'wallet', pay_password: '135790' });
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/cart/step4?order_id=501'));
    expect(await screen.findByText('支付成功', {}, { timeout: 5000 })).toBeInTheDocument();
    const facts = screen.getByLabelText('支付结果');
    expect(facts).toHaveTextContent('YC20261120103000000001123456');
    expect(facts).toHaveTextContent('¥1200.00');
    expect(facts).toHaveTextContent('余额支付');
    expect(screen.getByRole('link', { name: '查看订单详情' })).toHaveAttribute('href', '/order/info/501');
    expect(screen.getByRole('link', { name: '继续购物' })).toHaveAttribute('href', '/');
  });

  it('refuses the wallet nicely when the balance is short, with a way to recharge, and pays by credit instead', async () => {
    const fake = api({
      'GET /api/user/user_money': ok(wallet(100)),
      'POST /api/pay/order': ok({ order_id: 501, status: 'paid', pay_url: null, code_url: null }),
    });
    renderApp('/cart/step3/501', fake);
    await ready();
    await waitFor(() => expect(method(/余额支付/)).toBeDisabled());
    expect(screen.getByText(/余额不足，还差 ¥1100.00/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去充值' })).toHaveAttribute('href', '/wdqb_yegl');
    // The first method that covers the order is offered instead.
    expect(method(/账期支付/)).toHaveAttribute('aria-checked', 'true');
    await typePayPassword('135790');
    await userEvent.click(screen.getByRole('button', { name: /立即支付/ }));
    await waitFor(() => expect(fake.callsTo('POST /api/pay/order')).toHaveLength(1));
    expect(fake.callsTo('POST /api/pay/order')[0].body).toEqual({ order_id: '501', method: 'credit', pay_password: '135790' });
  });

  it('shows a refusal of the server beside the methods', async () => {
    renderApp('/cart/step3/501', api({ 'POST /api/pay/order': fail(400, '账户余额不足') }));
    await ready();
    await waitFor(() => expect(method(/余额支付/)).toHaveTextContent('¥5000.00'));
    await typePayPassword('135790');
    await userEvent.click(screen.getByRole('button', { name: /立即支付/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('账户余额不足');
  });

  it('asks for all six digits of the 支付密码 before paying from the wallet, and none for online payment', async () => {
    const fake = api();
    renderApp('/cart/step3/501', fake);
    await ready();
    expect(passwordBoxes()).toHaveLength(6);
    expect(passwordBoxes()[0]).toHaveAttribute('type', 'password');
    await typePayPassword('1357');
    await userEvent.click(screen.getByRole('button', { name: /立即支付/ }));
    expect(await screen.findByText('支付密码为6位数字')).toBeInTheDocument();
    expect(fake.callsTo('POST /api/pay/order')).toHaveLength(0);

    await userEvent.click(method(/在线支付/));
    expect(screen.queryByRole('group', { name: '支付密码' })).not.toBeInTheDocument();
  });

  it('shows the server’s answer to a wrong 支付密码, empties the boxes and keeps the order to pay', async () => {
    const fake = api({ 'POST /api/pay/order': fail(400, '支付密码错误，还可尝试 4 次') });
    renderApp('/cart/step3/501', fake);
    await ready();
    await typePayPassword('246802');
    await userEvent.click(screen.getByRole('button', { name: /立即支付/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('支付密码错误，还可尝试 4 次');
    await waitFor(() => expect([...passwordBoxes()].map((box) => box.value)).toEqual(['', '', '', '', '', '']));
    expect(screen.getByRole('heading', { name: '订单提交成功，请尽快付款！' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '去充值' })).not.toBeInTheDocument();
  });

  it('sends a buyer without a 支付密码 to 账户安全 instead of paying from the wallet', async () => {
    const fake = api({ 'GET /api/user/base': ok(member({ cart: 3, pay_password_set: 0 })) });
    renderApp('/cart/step3/501', fake);
    await ready();
    expect(await screen.findByText('请先在账户安全中设置支付密码')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去设置支付密码' })).toHaveAttribute('href', '/basic#pay-password');
    expect(screen.getByRole('button', { name: /立即支付/ })).toBeDisabled();
  });

  it('opens the payment provider page for online payment', async () => {
    const open = vi.spyOn(providerPage, 'open').mockImplementation(() => undefined);
    const fake = api({ 'POST /api/pay/order': ok({ order_id: 501, status: 'unpaid', pay_url: '/api/pay/sandbox/abcdefabcdefabcdef', code_url: null }) });
    renderApp('/cart/step3/501', fake);
    await ready();
    await userEvent.click(method(/在线支付/));
    await userEvent.click(screen.getByRole('button', { name: /立即支付/ }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('/api/pay/sandbox/abcdefabcdefabcdef'));
    expect(fake.callsTo('POST /api/pay/order')[0].body).toEqual({ order_id: '501', method: 'online', pay_type: 'sandbox' });
  });

  it('draws the WeChat Pay QR code of code_url and goes to step 4 once the notification has paid the order', async () => {
    let order = orderInfo();
    const fake = api({
      'GET /api/order/info/501': () => ok(order),
      'POST /api/pay/order': ok({ order_id: 501, status: 'unpaid', pay_url: null, code_url: 'weixin://wxpay/bizpayurl?pr=abc1234567' }),
    });
    const { router } = renderApp('/cart/step3/501', fake);
    await ready();
    await userEvent.click(method(/在线支付/));
    await userEvent.click(screen.getByRole('button', { name: /立即支付/ }));
    expect(await screen.findByRole('img', { name: '微信支付二维码' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
    expect(screen.getByRole('heading', { name: '微信扫码支付 ¥1200.00' })).toBeInTheDocument();
    const reads = fake.callsTo('GET /api/order/info/501').length;
    order = orderInfo({ status: 'paid', status_text: '待发货', pay_method: 'online', paid_at: 1_795_000_100 });
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/cart/step4?order_id=501'), { timeout: 8000 });
    expect(fake.callsTo('GET /api/order/info/501').length).toBeGreaterThan(reads);
  });

  it('pays a 含麻 order at /cart/hm with the receipt notice', async () => {
    renderApp('/cart/hm?order_id=501', api({ 'GET /api/order/info/501': ok(orderInfo({ is_hm: 1 })) }));
    await ready();
    expect(screen.getByText('含麻药品订单')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '含麻订单回执' })).toHaveAttribute('href', '/hmdd');
    expect(screen.getByRole('navigation', { name: '结算步骤' })).toHaveTextContent('支付订单');
  });

  it('asks a 含麻 order’s 采购人 before paying: the 身份证号 checked as GB 11643, then sent with the payment', async () => {
    const fake = api({ 'GET /api/order/info/501': ok(orderInfo({ is_hm: 1 })) });
    renderApp('/cart/hm?order_id=501', fake);
    await ready();
    await typePayPassword('135790');
    await userEvent.type(screen.getByLabelText('姓名'), '张药师');
    await userEvent.type(screen.getByLabelText('身份证号'), '110105194912310021');
    await userEvent.click(screen.getByRole('button', { name: /立即支付/ }));
    expect(await screen.findByText('身份证号校验位不正确，请核对')).toBeInTheDocument();
    expect(fake.callsTo('POST /api/pay/order')).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText('身份证号'));
    await userEvent.type(screen.getByLabelText('身份证号'), '11010519491231002x');
    await userEvent.click(screen.getByRole('button', { name: /立即支付/ }));
    await waitFor(() => expect(fake.callsTo('POST /api/pay/order')).toHaveLength(1));
    expect(fake.callsTo('POST /api/pay/order')[0].body).toMatchObject({
      method: 'wallet',
      hm_buyer: { name: '张药师', id_no: '11010519491231002X' },
    });
  });

  it('offers the store’s previous 采购人 of a 含麻 order, or another typed in', async () => {
    const last = { name: '李药师', id_no: '440304********123X' };
    const fake = api({ 'GET /api/order/info/501': ok(orderInfo({ is_hm: 1, hm_buyer_last: last })) });
    renderApp('/cart/hm?order_id=501', fake);
    await ready();
    expect(screen.getByRole('radio', { name: '上次的采购人：李药师（440304********123X）' })).toBeChecked();
    expect(screen.queryByLabelText('身份证号')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: '填写其他采购人' }));
    expect(screen.getByLabelText('身份证号')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /上次的采购人/ }));
    await typePayPassword('135790');
    await userEvent.click(screen.getByRole('button', { name: /立即支付/ }));
    await waitFor(() => expect(fake.callsTo('POST /api/pay/order')).toHaveLength(1));
    expect(fake.callsTo('POST /api/pay/order')[0].body).toMatchObject({ hm_buyer_last: '1' });
    expect(fake.callsTo('POST /api/pay/order')[0].body).not.toHaveProperty('hm_buyer');
  });
});
