/** The local 演示支付 provider of the demo (PAYMENT_SANDBOX=1): its page confirms at once and refunds settle at once. */
import { NotificationRejected, type PaymentProvider } from '../provider.js';

export const sandboxPayUrl = (outTradeNo: string) => `/api/pay/sandbox/${outTradeNo}`;

export const sandboxProvider: PaymentProvider = {
  name: 'sandbox',
  channels: ['desktop', 'phone'],
  create: async ({ outTradeNo }) => ({ kind: 'redirect', url: sandboxPayUrl(outTradeNo) }),
  // The sandbox page's confirm applies the payment itself; nothing is ever notified.
  verifyNotification: async () => {
    throw new NotificationRejected('演示支付没有支付通知');
  },
  acknowledge: (ok) => ({ status: ok ? 200 : 400, contentType: 'application/json', body: JSON.stringify({ code: ok ? 'SUCCESS' : 'FAIL' }) }),
  // An unconfirmed sandbox payment stays unknown; past its time the query job closes it.
  query: async () => null,
  refund: async () => ({ state: 'succeeded' }),
};
