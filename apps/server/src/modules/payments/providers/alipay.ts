/**
 * Alipay through the official `alipay-sdk` on the classic gateway (OpenAPI 2.0, RSA2): 电脑网站支付
 * `alipay.trade.page.pay` for desktop, 手机网站支付 `alipay.trade.wap.pay` for phones, the async notify,
 * `alipay.trade.query` for a late notify and `alipay.trade.refund`. Amounts cross as yuan strings with
 * two decimals, converted to and from fen by string arithmetic only.
 */
import { createPrivateKey, createPublicKey } from 'node:crypto';
import { AlipaySdk, type AlipaySdkCommonResult } from 'alipay-sdk';
import {
  NotificationRejected,
  ProviderUnavailable,
  type CreatePaymentInput,
  type CreatedPayment,
  type NotificationInput,
  type PaymentProvider,
  type ProviderPaymentState,
  type RefundInput,
  type RefundResult,
} from '../provider.js';

export interface AlipayConfig {
  appId: string;
  /** The app's RSA2 private key, PEM (PKCS#1 or PKCS#8). */
  privateKey: string;
  /** Alipay's public key for this app, PEM. */
  alipayPublicKey: string;
  /** Default https://openapi.alipay.com/gateway.do; the sandbox or a test server otherwise. */
  gateway?: string;
  /** Where Alipay posts the async notify (the store's /api/pay/notify/alipay). */
  notifyUrl: string;
  /** Per gateway call, default 5000 ms. */
  timeoutMs?: number;
}

const UNAVAILABLE = '支付宝暂不可用，请稍后再试或选择其他支付方式';

const PAGE_PAY = {
  desktop: { method: 'alipay.trade.page.pay', productCode: 'FAST_INSTANT_TRADE_PAY' },
  phone: { method: 'alipay.trade.wap.pay', productCode: 'QUICK_WAP_WAY' },
} as const;

/** Alipay's trade states; anything else is refused rather than guessed. */
const TRADE_STATES: Record<string, ProviderPaymentState['state']> = {
  TRADE_SUCCESS: 'succeeded',
  TRADE_FINISHED: 'succeeded',
  WAIT_BUYER_PAY: 'pending',
  TRADE_CLOSED: 'closed',
};

const CHINA_OFFSET_MS = 8 * 3_600_000;

/** `yyyy-MM-dd HH:mm:ss` in Beijing time, as the gateway reads `timestamp` and `time_expire` whatever the server's zone. */
const beijingTime = (at: Date): string =>
  new Date(at.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');

/** 1250 → "12.50". */
export const fenToAlipayAmount = (fen: number): string => {
  if (!Number.isSafeInteger(fen) || fen <= 0) throw new RangeError(`amount must be positive integer fen: ${fen}`);
  return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
};

/** "12.50" / "12.5" / "12" → 1250; null for anything that is not a plain non-negative yuan amount. */
export const alipayAmountToFen = (yuan: string): number | null => {
  const match = /^(0|[1-9]\d{0,11})(?:\.(\d{1,2}))?$/.exec(yuan);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
};

export function alipayProvider(config: AlipayConfig): PaymentProvider {
  const sdk = new AlipaySdk({
    appId: config.appId,
    // Normalised through node:crypto so any PEM form works and a broken key fails at boot, not at the first payment.
    privateKey: createPrivateKey(config.privateKey).export({ type: 'pkcs1', format: 'pem' }).toString(),
    keyType: 'PKCS1',
    alipayPublicKey: createPublicKey(config.alipayPublicKey).export({ type: 'spki', format: 'pem' }).toString(),
    gateway: config.gateway ?? 'https://openapi.alipay.com/gateway.do',
    signType: 'RSA2',
    timeout: config.timeoutMs ?? 5000,
    camelcase: false,
  });

  /** One signed gateway call whose answer's signature is checked; a transport or signature failure is "unavailable". */
  const call = async (method: string, bizContent: Record<string, string>): Promise<AlipaySdkCommonResult> => {
    try {
      // The SDK stamps `timestamp` in the server's zone; the gateway expects Beijing time.
      return await sdk.exec(method, { bizContent, timestamp: beijingTime(new Date()) }, { validateSign: true });
    } catch (cause) {
      throw new ProviderUnavailable(UNAVAILABLE, { cause });
    }
  };

  const paymentState = (fields: Record<string, unknown>): ProviderPaymentState | null => {
    const { out_trade_no: outTradeNo, trade_status: status, total_amount: total, trade_no: tradeNo } = fields;
    if (typeof outTradeNo !== 'string' || typeof status !== 'string' || typeof total !== 'string') return null;
    const state = TRADE_STATES[status];
    const amount = alipayAmountToFen(total);
    if (!state || amount === null) return null;
    return { outTradeNo, state, amount, ...(typeof tradeNo === 'string' && tradeNo ? { providerTradeNo: tradeNo } : {}) };
  };

  return {
    name: 'alipay',
    channels: ['desktop', 'phone'],

    async create(input: CreatePaymentInput): Promise<CreatedPayment> {
      const { method, productCode } = PAGE_PAY[input.channel];
      const bizContent: Record<string, string> = {
        out_trade_no: input.outTradeNo,
        total_amount: fenToAlipayAmount(input.amount),
        subject: input.description,
        product_code: productCode,
        time_expire: beijingTime(input.expiresAt),
      };
      // The phone page's 「返回」 leads back to the store rather than to a blank page.
      if (input.channel === 'phone') bizContent.quit_url = input.returnUrl;
      // A GET URL signed locally: the browser carries it to the gateway, so nothing goes out from here.
      const url = sdk.pageExec(method, 'GET', {
        bizContent,
        notifyUrl: config.notifyUrl,
        returnUrl: input.returnUrl,
        timestamp: beijingTime(new Date()),
      });
      return { kind: 'redirect', url };
    },

    async verifyNotification({ rawBody }: NotificationInput): Promise<ProviderPaymentState> {
      const entries = [...new URLSearchParams(rawBody)];
      // A field given twice could be read one way here and signed another way: refused.
      const seen = new Set<string>();
      for (const [key] of entries) {
        if (seen.has(key)) throw new NotificationRejected(`alipay notify: repeated field ${key}`);
        seen.add(key);
      }
      // Alipay signs only the fields that have a value (its Java and PHP SDKs skip empty ones; this SDK would not).
      const fields: Record<string, string> = Object.fromEntries(entries.filter(([, value]) => value !== ''));
      if (fields.sign_type !== 'RSA2') throw new NotificationRejected('alipay notify: sign_type is not RSA2');
      // V2 checks the values as they are: URLSearchParams has decoded them once already.
      if (!sdk.checkNotifySignV2(fields)) throw new NotificationRejected('alipay notify: bad signature');
      if (fields.app_id !== config.appId) throw new NotificationRejected('alipay notify: another app_id');
      if (fields.notify_type !== 'trade_status_sync') throw new NotificationRejected('alipay notify: not a trade notify');
      const state = paymentState(fields);
      if (!state) throw new NotificationRejected('alipay notify: no trade status, order number or amount');
      return state;
    },

    acknowledge(ok: boolean) {
      // Alipay stops retrying only on the literal body `success`.
      return { status: 200, contentType: 'text/plain; charset=utf-8', body: ok ? 'success' : 'failure' };
    },

    async query(outTradeNo: string): Promise<ProviderPaymentState | null> {
      const result = await call('alipay.trade.query', { out_trade_no: outTradeNo });
      if (result.code !== '10000') {
        if (result.sub_code === 'ACQ.TRADE_NOT_EXIST') return null;
        throw new ProviderUnavailable(UNAVAILABLE);
      }
      const state = paymentState(result);
      if (!state || state.outTradeNo !== outTradeNo) throw new ProviderUnavailable(UNAVAILABLE);
      return state;
    },

    async refund(input: RefundInput): Promise<RefundResult> {
      const result = await call('alipay.trade.refund', {
        out_trade_no: input.outTradeNo,
        refund_amount: fenToAlipayAmount(input.amount),
        out_request_no: input.outRefundNo,
        refund_reason: input.reason,
      });
      if (result.code !== '10000') {
        const why = typeof result.sub_msg === 'string' && result.sub_msg ? result.sub_msg : UNAVAILABLE;
        throw new ProviderUnavailable(`支付宝退款未成功：${why}`);
      }
      if (result.fund_change === 'Y') return { state: 'succeeded' };
      // `fund_change: N` is a retry of a refund already made, or one still settling: only the refund query says which.
      const check = await call('alipay.trade.fastpay.refund.query', {
        out_trade_no: input.outTradeNo,
        out_request_no: input.outRefundNo,
      });
      // Not confirmed yet: asking again with the same out_request_no refunds at most once.
      return { state: check.code === '10000' && check.refund_status === 'REFUND_SUCCESS' ? 'succeeded' : 'processing' };
    },
  };
}
