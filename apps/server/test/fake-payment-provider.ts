/**
 * A payment provider for the store's own side of online payment (notifications, the query and refund
 * jobs): it signs notifications with an HMAC key made here and answers queries and refunds as the
 * test says. The real adapters are tested against their providers' protocols in test/modules/payments/.
 */
import crypto from 'node:crypto';
import { NotificationRejected, ProviderUnavailable, type PaymentProvider, type ProviderPaymentState, type RefundInput } from '../src/modules/payments/provider.js';

export interface FakeProvider extends PaymentProvider {
  /** A notification as the provider would send it, signed unless `signature` is given. */
  notification(state: ProviderPaymentState, signature?: string): { headers: Record<string, string>; payload: string };
  /** What `query` answers per out_trade_no; absent: the provider knows no such payment. */
  known: Map<string, ProviderPaymentState>;
  refunds: RefundInput[];
  /** The next refund calls fail as an unreachable provider. */
  refundsDown: boolean;
}

export function fakeProvider(name: 'wechat' | 'alipay' = 'wechat'): FakeProvider {
  const key = crypto.randomBytes(32);
  const sign = (body: string) => crypto.createHmac('sha256', key).update(body).digest('hex');
  const provider: FakeProvider = {
    name,
    channels: ['desktop', 'phone'],
    known: new Map(),
    refunds: [],
    refundsDown: false,
    create: async ({ outTradeNo }) => ({ kind: 'qr', codeUrl: `weixin://wxpay/bizpayurl?pr=${outTradeNo}` }),
    notification(state, signature) {
      const payload = JSON.stringify(state);
      return { headers: { 'content-type': 'application/json', 'x-fake-signature': signature ?? sign(payload) }, payload };
    },
    verifyNotification: async ({ headers, rawBody }) => {
      const given = Buffer.from(String(headers['x-fake-signature'] ?? ''));
      const expected = Buffer.from(sign(rawBody));
      if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) throw new NotificationRejected('bad signature');
      return JSON.parse(rawBody) as ProviderPaymentState;
    },
    acknowledge: (ok) => ({ status: ok ? 204 : 500, contentType: 'application/json', body: ok ? '' : '{"code":"FAIL"}' }),
    query: async (outTradeNo) => provider.known.get(outTradeNo) ?? null,
    refund: async (input) => {
      if (provider.refundsDown) throw new ProviderUnavailable('微信支付暂不可用');
      provider.refunds.push(input);
      return { state: 'succeeded', providerRefundNo: `R${input.outRefundNo}` };
    },
  };
  return provider;
}
