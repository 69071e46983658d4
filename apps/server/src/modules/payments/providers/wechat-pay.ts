/**
 * WeChat Pay API v3 (Native QR on a desktop, H5 on a phone) behind the PaymentProvider interface:
 * wechatpay-axios-plugin signs every request and checks every answer's platform signature; this file
 * checks notifications, decrypts their resource and maps WeChat's states to the store's.
 */
import { Aes, Formatter, Rsa, Wechatpay } from 'wechatpay-axios-plugin';
import { z } from 'zod';
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

export interface WechatPayConfig {
  /** 商户号. */
  mchId: string;
  /** The AppID bound to the merchant (公众号 / 网站应用). */
  appId: string;
  /** The 32-byte APIv3 key that encrypts notification resources. */
  apiV3Key: string;
  /** The serial number of the merchant's API certificate, sent with every signed request. */
  merchantSerialNo: string;
  /** The merchant's private key (apiclient_key.pem), PEM. */
  merchantPrivateKey: string;
  /** The serial of the platform certificate or the 微信支付公钥 ID (PUB_KEY_ID_…) WeChat signs with. */
  platformSerial: string;
  /** That platform public key, PEM: a public key or the X.509 certificate holding it. */
  platformPublicKey: string;
  /** The merchant has the H5 product, so a phone can pay too. */
  h5: boolean;
  /** Default https://api.mch.weixin.qq.com; tests point it to a local protocol server. */
  baseUrl?: string;
  /** Where WeChat Pay sends payment notifications (…/api/pay/notify/wechat). */
  notifyUrl: string;
  /** How long one API call may take before the buyer is told to try later; default 10 s. */
  timeoutMs?: number;
}

const UNAVAILABLE = '微信支付暂不可用，请稍后再试或选择其他支付方式';
/** WeChat Pay's own replay window for signed messages. */
const MAX_CLOCK_SKEW_SECONDS = 300;

/** A transaction as the query answer and the decrypted notification resource both describe it. */
const Transaction = z.object({
  mchid: z.string(),
  appid: z.string(),
  out_trade_no: z.string(),
  transaction_id: z.string().optional(),
  trade_state: z.string(),
  amount: z
    .object({ total: z.number().int().nonnegative(), currency: z.string() })
    .optional(),
});
type Transaction = z.infer<typeof Transaction>;

const NotificationBody = z.object({
  event_type: z.string(),
  resource_type: z.literal('encrypt-resource'),
  resource: z.object({
    algorithm: z.literal('AEAD_AES_256_GCM'),
    ciphertext: z.string(),
    associated_data: z.string().optional(),
    nonce: z.string(),
  }),
});

const STATES: Record<string, ProviderPaymentState['state']> = {
  SUCCESS: 'succeeded',
  // Paid, then (partly) refunded: the payment itself did succeed.
  REFUND: 'succeeded',
  NOTPAY: 'pending',
  USERPAYING: 'pending',
  ACCEPT: 'pending',
  CLOSED: 'closed',
  REVOKED: 'closed',
  PAYERROR: 'closed',
};

/** WeChat Pay wants `time_expire` in RFC 3339 with the zone; Beijing time reads best in its console. */
function beijingTime(at: Date): string {
  return `${new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 19)}+08:00`;
}

function header(headers: NotificationInput['headers'], name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === wanted) return Array.isArray(value) ? value[0] : value;
  }
  return undefined;
}

/**
 * What WeChat Pay answered a refused call with (`{code, message}`), when it answered at all, and a line for
 * the error's cause: axios's own error carries the request (its Authorization and keys) and stays out of logs.
 */
function refusal(error: unknown): { status?: number; code?: string; message?: string; cause: string } {
  const response = (error as { response?: { status?: number; data?: { code?: unknown; message?: unknown } } }).response;
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const said = { status: response?.status, code: text(response?.data?.code), message: text(response?.data?.message) };
  const cause = response ? `HTTP ${said.status} ${said.code ?? ''} ${said.message ?? ''}`.trim() : error instanceof Error ? error.message : String(error);
  return { ...said, cause };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function wechatPayProvider(config: WechatPayConfig): PaymentProvider {
  const platformKey = Rsa.from(config.platformPublicKey, Rsa.KEY_TYPE_PUBLIC);
  const client = new Wechatpay({
    mchid: config.mchId,
    serial: config.merchantSerialNo,
    privateKey: config.merchantPrivateKey,
    certs: { [config.platformSerial]: platformKey },
    baseURL: config.baseUrl ?? 'https://api.mch.weixin.qq.com/',
    timeout: config.timeoutMs ?? 10_000,
  });

  /**
   * One signed call; any refusal, timeout or unverifiable answer is the buyer's 「暂不可用」, or, where an
   * operator reads it (a refund), what WeChat Pay said.
   */
  async function call<T>(run: () => Promise<{ data: T }>, unavailable: (said?: string) => string = () => UNAVAILABLE): Promise<T> {
    try {
      return (await run()).data;
    } catch (error) {
      const refused = refusal(error);
      throw new ProviderUnavailable(unavailable(refused.message), { cause: refused.cause });
    }
  }

  /** Another merchant's or another app's transaction is never ours, whatever its signature. */
  function toState(transaction: Transaction, reject: (why: string) => Error): ProviderPaymentState {
    if (transaction.mchid !== config.mchId || transaction.appid !== config.appId) {
      throw reject('微信支付通知的商户号或 AppID 与本店不符');
    }
    const state = STATES[transaction.trade_state] ?? 'pending';
    if (state === 'succeeded' && (!transaction.amount || transaction.amount.currency !== 'CNY')) {
      throw reject('微信支付通知缺少人民币金额');
    }
    return {
      outTradeNo: transaction.out_trade_no,
      state,
      amount: transaction.amount?.total ?? 0,
      providerTradeNo: transaction.transaction_id,
    };
  }

  return {
    name: 'wechat',
    channels: config.h5 ? ['desktop', 'phone'] : ['desktop'],

    async create(input: CreatePaymentInput): Promise<CreatedPayment> {
      const order = {
        appid: config.appId,
        mchid: config.mchId,
        description: input.description,
        out_trade_no: input.outTradeNo,
        time_expire: beijingTime(input.expiresAt),
        notify_url: config.notifyUrl,
        amount: { total: input.amount, currency: 'CNY' },
      };
      if (input.channel === 'desktop') {
        const { code_url } = await call<{ code_url: string }>(() =>
          client.chain('v3/pay/transactions/native').post(order),
        );
        return { kind: 'qr', codeUrl: code_url };
      }
      if (!config.h5) throw new ProviderUnavailable(UNAVAILABLE);
      const { h5_url } = await call<{ h5_url: string }>(() =>
        client.chain('v3/pay/transactions/h5').post({
          ...order,
          scene_info: { payer_client_ip: input.clientIp, h5_info: { type: 'Wap' } },
        }),
      );
      // WeChat Pay H5 returns the payer to `redirect_url` appended to its own page's address.
      return { kind: 'redirect', url: `${h5_url}&redirect_url=${encodeURIComponent(input.returnUrl)}` };
    },

    async verifyNotification({ headers, rawBody }: NotificationInput): Promise<ProviderPaymentState> {
      const timestamp = header(headers, 'Wechatpay-Timestamp');
      const nonce = header(headers, 'Wechatpay-Nonce');
      const signature = header(headers, 'Wechatpay-Signature');
      const serial = header(headers, 'Wechatpay-Serial');
      if (!timestamp || !nonce || !signature || !serial) {
        throw new NotificationRejected('微信支付通知缺少签名头');
      }
      if (!/^\d+$/.test(timestamp) || Math.abs(Formatter.timestamp() - Number(timestamp)) > MAX_CLOCK_SKEW_SECONDS) {
        throw new NotificationRejected('微信支付通知的时间戳超出五分钟');
      }
      if (serial !== config.platformSerial) throw new NotificationRejected('微信支付通知的平台证书序列号未知');
      let signed = false;
      try {
        signed = Rsa.verify(Formatter.response(timestamp, nonce, rawBody), signature, platformKey);
      } catch {
        signed = false;
      }
      if (!signed) throw new NotificationRejected('微信支付通知的签名不符');

      const body = NotificationBody.safeParse(parseJson(rawBody));
      if (!body.success || !body.data.event_type.startsWith('TRANSACTION.')) {
        throw new NotificationRejected('微信支付通知不是支付结果');
      }
      const { ciphertext, nonce: iv, associated_data: aad = '' } = body.data.resource;
      let plaintext: string;
      try {
        plaintext = Aes.AesGcm.decrypt(ciphertext, config.apiV3Key, iv, aad);
      } catch {
        throw new NotificationRejected('微信支付通知无法解密');
      }
      const transaction = Transaction.safeParse(parseJson(plaintext));
      if (!transaction.success) throw new NotificationRejected('微信支付通知的内容不全');
      return toState(transaction.data, (why) => new NotificationRejected(why));
    },

    acknowledge(ok: boolean) {
      return ok
        ? { status: 204, contentType: 'application/json', body: '' }
        : { status: 500, contentType: 'application/json', body: JSON.stringify({ code: 'FAIL', message: '失败' }) };
    },

    async query(outTradeNo: string): Promise<ProviderPaymentState | null> {
      let answer: unknown;
      try {
        answer = (
          await client
            .chain(`v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}`)
            .get({ params: { mchid: config.mchId } })
        ).data;
      } catch (error) {
        const refused = refusal(error);
        // WeChat Pay answers 404 ORDER_NOT_EXIST for a number it never saw.
        if (refused.status === 404 && refused.code === 'ORDER_NOT_EXIST') return null;
        throw new ProviderUnavailable(UNAVAILABLE, { cause: refused.cause });
      }
      const transaction = Transaction.safeParse(answer);
      if (!transaction.success) throw new ProviderUnavailable(UNAVAILABLE);
      return toState(transaction.data, () => new ProviderUnavailable(UNAVAILABLE));
    },

    async refund(input: RefundInput): Promise<RefundResult> {
      const answer = await call<{ status: string; refund_id?: string }>(() =>
        client.chain('v3/refund/domestic/refunds').post({
          out_trade_no: input.outTradeNo,
          out_refund_no: input.outRefundNo,
          reason: input.reason,
          amount: { refund: input.amount, total: input.total, currency: 'CNY' },
        }),
        (said) => `微信支付退款失败：${said ?? '微信支付暂不可用'}`,
      );
      if (answer.status === 'SUCCESS') return { state: 'succeeded', providerRefundNo: answer.refund_id };
      if (answer.status === 'PROCESSING') return { state: 'processing', providerRefundNo: answer.refund_id };
      // ABNORMAL (the payer's card is gone) or CLOSED: the money did not go back; an operator settles it in WeChat Pay's console.
      throw new ProviderUnavailable(`微信支付退款异常（${answer.status}），请在微信支付商户平台处理`);
    },
  };
}
