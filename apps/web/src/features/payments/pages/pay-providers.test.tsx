import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartApi, credit, orderInfo, wallet } from '../../../testing/cart-fixtures';
import { ok } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { providerPage } from '../lib/provider-page';

afterEach(() => vi.restoreAllMocks());

const NONE = '商城尚未开通在线支付（未配置微信支付或支付宝），请使用余额或账期支付';
const api = (channels: object, routes = {}) =>
  cartApi({
    'GET /api/order/info/501': ok(orderInfo()),
    'GET /api/user/user_money': ok(wallet(5000)),
    'GET /api/user/user_credit': ok(credit(50000)),
    'GET /api/pay/channels': ok(channels),
    ...routes,
  });
const ready = () => screen.findByRole('heading', { name: '订单提交成功，请尽快付款！' }, { timeout: 5000 });
const method = (name: RegExp) => within(screen.getByRole('radiogroup', { name: '支付方式' })).getByRole('radio', { name });

describe('online providers on the pay step', { timeout: 30_000 }, () => {
  it('shows the 演示支付 banner while the store runs the sandbox', async () => {
    renderApp('/cart/step3/501', api({ providers: [{ value: 'sandbox', label: '演示支付' }], sandbox: true, reason: null }));
    await ready();
    expect(await screen.findByRole('note', { name: '' })).toHaveTextContent('演示支付');
  });

  it('offers only the configured providers, sends the one picked, and shows no banner', async () => {
    const open = vi.spyOn(providerPage, 'open').mockImplementation(() => undefined);
    const fake = api(
      { providers: [{ value: 'wechat', label: '微信支付' }, { value: 'alipay', label: '支付宝' }], sandbox: false, reason: null },
      { 'POST /api/pay/order': ok({ order_id: 501, status: 'unpaid', pay_url: 'https://openapi.alipay.com/gateway.do?x=1', code_url: null }) },
    );
    renderApp('/cart/step3/501', fake);
    await ready();
    await userEvent.click(method(/在线支付/));
    const choice = await screen.findByRole('radiogroup', { name: '在线支付方式' });
    expect(within(choice).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['微信支付', '支付宝']);
    await userEvent.click(within(choice).getByRole('radio', { name: '支付宝' }));
    await userEvent.click(screen.getByRole('button', { name: /立即支付/ }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('https://openapi.alipay.com/gateway.do?x=1'));
    expect(fake.callsTo('POST /api/pay/order')[0].body).toEqual({ order_id: '501', method: 'online', pay_type: 'alipay' });
    expect(screen.queryByText('演示支付')).not.toBeInTheDocument();
  });

  it('says why online payment is not offered when no provider is configured, and does not pay online', async () => {
    const fake = api({ providers: [], sandbox: false, reason: NONE });
    renderApp('/cart/step3/501', fake);
    await ready();
    await userEvent.click(method(/在线支付/));
    expect(await screen.findByText(NONE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /立即支付/ })).toBeDisabled();
    expect(fake.callsTo('POST /api/pay/order')).toHaveLength(0);
  });
});
