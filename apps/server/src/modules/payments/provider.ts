/**
 * What the store asks of an online payment provider (WeChat Pay, Alipay, the demo sandbox), whoever
 * it is. Money is fen on both sides of this interface; an adapter converts to the provider's own unit.
 * The payment lifecycle (payments/process.ts) stays the one writer of a payment's status: an adapter
 * only talks to its provider and verifies what the provider says.
 */

export type ProviderName = 'wechat' | 'alipay' | 'sandbox';

/** Desktop pays by a QR code or the provider's page; a phone by the provider's H5 page or app. */
export type PayChannel = 'desktop' | 'phone';

export interface CreatePaymentInput {
  /** The store's number for this payment, unique, 6–32 characters of [0-9A-Za-z_-]; the provider echoes it. */
  outTradeNo: string;
  /** Fen, > 0. */
  amount: number;
  /** What the payer sees (订单付款 20261201…); at most 60 characters. */
  description: string;
  channel: PayChannel;
  /** The payer's address, which WeChat Pay H5 requires. */
  clientIp: string;
  /** The provider closes the payment after this. */
  expiresAt: Date;
  /** Where the browser goes after paying (Alipay `return_url`, WeChat Pay H5 `redirect_url`). */
  returnUrl: string;
}

export type CreatedPayment =
  /** WeChat Pay Native: the page draws this `code_url` as a QR code for the payer's phone. */
  | { kind: 'qr'; codeUrl: string }
  /** The provider's own page (Alipay page/wap pay, WeChat Pay H5 `h5_url`, the sandbox page). */
  | { kind: 'redirect'; url: string };

/** A notification exactly as it arrived: the signature covers the raw bytes, so nothing may be parsed first. */
export interface NotificationInput {
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
}

/** What a provider says of one payment, after its signature was checked. */
export interface ProviderPaymentState {
  outTradeNo: string;
  /** Only `succeeded` ever pays anything; `pending` is still waiting, `closed` will never pay. */
  state: 'succeeded' | 'pending' | 'closed';
  /** Fen the payer paid (for `succeeded`), compared with the payment row before anything is applied. */
  amount: number;
  /** The provider's own number (WeChat `transaction_id`, Alipay `trade_no`), kept for refunds and support. */
  providerTradeNo?: string;
}

export interface RefundInput {
  outTradeNo: string;
  /** The store's number for this refund, unique; a retry with the same number refunds once. */
  outRefundNo: string;
  /** Fen going back now. */
  amount: number;
  /** Fen of the whole payment (WeChat Pay requires it). */
  total: number;
  reason: string;
}

export interface RefundResult {
  /** `processing`: accepted, the money arrives later (WeChat Pay); `succeeded`: done (Alipay answers at once). */
  state: 'succeeded' | 'processing';
  providerRefundNo?: string;
}

/** A notification whose signature, certificate or content does not check out; nothing may be applied. */
export class NotificationRejected extends Error {
  override name = 'NotificationRejected';
}

/** The provider refused or could not be reached; `message` is Chinese and may be shown to the buyer. */
export class ProviderUnavailable extends Error {
  override name = 'ProviderUnavailable';
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /** The channels this configuration can serve (WeChat Pay H5 needs the merchant's H5 product, for one). */
  readonly channels: readonly PayChannel[];
  create(input: CreatePaymentInput): Promise<CreatedPayment>;
  /** Checks the signature (and decrypts where the provider encrypts); throws NotificationRejected otherwise. */
  verifyNotification(input: NotificationInput): Promise<ProviderPaymentState>;
  /** The HTTP answer the provider expects to a notification, so it stops (ok) or retries (not ok). */
  acknowledge(ok: boolean): { status: number; contentType: string; body: string };
  /** Asks the provider for a payment's state, for a notification that is late or lost; null when it knows none. */
  query(outTradeNo: string): Promise<ProviderPaymentState | null>;
  refund(input: RefundInput): Promise<RefundResult>;
}
