/**
 * A local WeChat Pay API v3 that speaks the real protocol with key pairs made here: it checks every request's
 * WECHATPAY2-SHA256-RSA2048 signature with the merchant's public key, signs every answer with the platform key,
 * keeps the transactions it was asked to create, and builds (and sends) signed, AES-256-GCM encrypted notifications.
 * Written on node:crypto alone, so the adapter is checked against an implementation that is not its own SDK.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WechatPayConfig } from '../src/modules/payments/providers/wechat-pay.js';

export const WECHAT_MCH_ID = '1900000109';
export const WECHAT_APP_ID = 'wxd678efh567hg6787';
const MERCHANT_SERIAL = '5157F09EFDC096DE15EBE81A47057A7232F1B8E1';
const PLATFORM_SERIAL = 'PUB_KEY_ID_0119000001092026120100000000000001';

interface Transaction {
  outTradeNo: string;
  appid: string;
  mchid: string;
  description: string;
  total: number;
  notifyUrl: string;
  codeUrl: string;
  tradeState: 'NOTPAY' | 'SUCCESS' | 'REFUND' | 'CLOSED';
  transactionId?: string;
  refunded: number;
}

interface RefundRow {
  outRefundNo: string;
  refundId: string;
  outTradeNo: string;
  refund: number;
}

/** What one received request carried, after its signature checked out. */
export interface ReceivedRequest {
  method: string;
  path: string;
  body: Record<string, unknown> | undefined;
}

export interface SignedNotification {
  headers: Record<string, string>;
  rawBody: string;
}

/** How a notification may be made wrong, to see the adapter or the store refuse it. */
export interface NotificationChanges {
  /** Fen in the encrypted resource instead of the transaction's. */
  total?: number;
  outTradeNo?: string;
  mchid?: string;
  appid?: string;
  /** Signed by a key that is not the platform's. */
  forgedSignature?: boolean;
  /** The body changed after signing. */
  tamperedBody?: boolean;
  serial?: string;
  /** Seconds added to the signing time. */
  clockOffset?: number;
  /** Encrypted with another APIv3 key. */
  wrongKey?: boolean;
}

type Misbehaviour = { kind: 'error'; status: number; code: string; message: string } | { kind: 'hang' } | { kind: 'unsigned' };

function rsaPair(): { privatePem: string; publicPem: string } {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

function sign(message: string, privatePem: string): string {
  return crypto.createSign('RSA-SHA256').update(message).sign(privatePem, 'base64');
}

function nonce(): string {
  return crypto.randomBytes(16).toString('hex');
}

function encrypt(plaintext: string, key: string, iv: string, aad: string): string {
  const cipher = crypto.createCipheriv('aes-256-gcm', Buffer.from(key), Buffer.from(iv));
  cipher.setAAD(Buffer.from(aad));
  const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return sealed.toString('base64');
}

/** `WECHATPAY2-SHA256-RSA2048 mchid="…",nonce_str="…",…` as its fields. */
function authorizationFields(value: string | undefined): Record<string, string> | undefined {
  const match = /^WECHATPAY2-SHA256-RSA2048 (.+)$/.exec(value ?? '');
  if (!match) return undefined;
  return Object.fromEntries([...match[1].matchAll(/(\w+)="([^"]*)"/g)].map(([, key, val]) => [key, val]));
}

export class WechatPayServer {
  readonly apiV3Key = crypto.randomBytes(16).toString('hex');
  readonly merchant = rsaPair();
  readonly platform = rsaPair();
  readonly requests: ReceivedRequest[] = [];
  readonly transactions = new Map<string, Transaction>();
  private readonly refunds = new Map<string, RefundRow>();
  private readonly server = http.createServer((req, res) => void this.handle(req, res));
  private misbehaviour: Misbehaviour | undefined;
  /** What the API answers a refund with: WeChat Pay usually says PROCESSING and settles later. */
  refundStatus: 'SUCCESS' | 'PROCESSING' | 'ABNORMAL' = 'SUCCESS';
  /** Where notifications go instead of the notify_url's own origin (the app listens on a port chosen after its config). */
  notifyOrigin: string | undefined;
  url = '';

  static async start(): Promise<WechatPayServer> {
    const server = new WechatPayServer();
    await new Promise<void>((resolve) => server.server.listen(0, '127.0.0.1', resolve));
    server.url = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
    return server;
  }

  /** The adapter's configuration for this server, as the store would hold it. */
  config(notifyUrl = 'https://shop.example.cn/api/pay/notify/wechat'): WechatPayConfig & { baseUrl: string } {
    return {
      mchId: WECHAT_MCH_ID,
      appId: WECHAT_APP_ID,
      apiV3Key: this.apiV3Key,
      merchantSerialNo: MERCHANT_SERIAL,
      merchantPrivateKey: this.merchant.privatePem,
      platformSerial: PLATFORM_SERIAL,
      platformPublicKey: this.platform.publicPem,
      h5: true,
      baseUrl: this.url,
      notifyUrl,
      timeoutMs: 2_000,
    };
  }

  /** The next API call is answered as given (an error, no answer at all, or an answer without a signature). */
  misbehaveOnce(misbehaviour: Misbehaviour): void {
    this.misbehaviour = misbehaviour;
  }

  /** The payer paid in WeChat: the transaction is SUCCESS from now on, as a query says. */
  pay(outTradeNo: string): Transaction {
    const transaction = this.transactions.get(outTradeNo);
    if (!transaction) throw new Error(`no WeChat Pay transaction ${outTradeNo}`);
    transaction.tradeState = 'SUCCESS';
    transaction.transactionId ??= `42000${Date.now()}${crypto.randomInt(1000, 9999)}`;
    return transaction;
  }

  /** The latest transaction a payment was created for. */
  latest(): Transaction {
    const all = [...this.transactions.values()];
    if (all.length === 0) throw new Error('no WeChat Pay transaction was created');
    return all[all.length - 1];
  }

  /** A TRANSACTION.SUCCESS notification for a paid transaction, signed and encrypted as WeChat Pay sends it. */
  notification(outTradeNo: string, changes: NotificationChanges = {}): SignedNotification {
    const transaction = this.transactions.get(outTradeNo);
    if (!transaction?.transactionId) throw new Error(`WeChat Pay transaction ${outTradeNo} is not paid`);
    const total = changes.total ?? transaction.total;
    const resource = JSON.stringify({
      mchid: changes.mchid ?? transaction.mchid,
      appid: changes.appid ?? transaction.appid,
      out_trade_no: changes.outTradeNo ?? outTradeNo,
      transaction_id: transaction.transactionId,
      trade_type: 'NATIVE',
      trade_state: 'SUCCESS',
      trade_state_desc: '支付成功',
      bank_type: 'OTHERS',
      success_time: new Date().toISOString().replace(/\.\d+Z$/, '+00:00'),
      payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
      amount: { total, payer_total: total, currency: 'CNY', payer_currency: 'CNY' },
    });
    const iv = crypto.randomBytes(6).toString('hex');
    const key = changes.wrongKey ? crypto.randomBytes(16).toString('hex') : this.apiV3Key;
    const body = JSON.stringify({
      id: crypto.randomUUID(),
      create_time: new Date().toISOString(),
      event_type: 'TRANSACTION.SUCCESS',
      resource_type: 'encrypt-resource',
      summary: '支付成功',
      resource: {
        original_type: 'transaction',
        algorithm: 'AEAD_AES_256_GCM',
        ciphertext: encrypt(resource, key, iv, 'transaction'),
        associated_data: 'transaction',
        nonce: iv,
      },
    });
    const timestamp = String(Math.floor(Date.now() / 1000) + (changes.clockOffset ?? 0));
    const notificationNonce = nonce();
    const signer = changes.forgedSignature ? rsaPair().privatePem : this.platform.privatePem;
    const signature = sign(`${timestamp}\n${notificationNonce}\n${body}\n`, signer);
    return {
      headers: {
        'content-type': 'application/json',
        'wechatpay-timestamp': timestamp,
        'wechatpay-nonce': notificationNonce,
        'wechatpay-signature': signature,
        'wechatpay-serial': changes.serial ?? PLATFORM_SERIAL,
        'wechatpay-signature-type': 'WECHATPAY2-SHA256-RSA2048',
      },
      rawBody: changes.tamperedBody ? body.replace('"summary":"支付成功"', '"summary":"支付成功 "') : body,
    };
  }

  /** Pays the transaction and posts its notification to the notify_url it was created with, as WeChat Pay does. */
  async payAndNotify(outTradeNo: string): Promise<number> {
    const transaction = this.pay(outTradeNo);
    const { headers, rawBody } = this.notification(outTradeNo);
    const target = new URL(transaction.notifyUrl);
    const url = this.notifyOrigin ? new URL(`${target.pathname}${target.search}`, this.notifyOrigin) : target;
    const answer = await fetch(url, { method: 'POST', headers, body: rawBody });
    return answer.status;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private answer(res: http.ServerResponse, status: number, payload: unknown, signed = true): void {
    const body = payload === undefined ? '' : JSON.stringify(payload);
    const timestamp = String(Math.floor(Date.now() / 1000));
    const answerNonce = nonce();
    const headers: Record<string, string> = { 'content-type': 'application/json', 'request-id': crypto.randomUUID() };
    if (signed) {
      Object.assign(headers, {
        'wechatpay-timestamp': timestamp,
        'wechatpay-nonce': answerNonce,
        'wechatpay-serial': PLATFORM_SERIAL,
        'wechatpay-signature': sign(`${timestamp}\n${answerNonce}\n${body}\n`, this.platform.privatePem),
      });
    }
    res.writeHead(status, headers).end(body);
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const method = req.method ?? 'GET';
    const pathAndQuery = req.url ?? '/';

    // The test's own hand: a payer scans the latest QR code and pays; WeChat Pay then notifies the store.
    if (method === 'POST' && pathAndQuery === '/test/pay-latest') {
      const status = await this.payAndNotify(this.latest().outTradeNo);
      this.answer(res, 200, { notified: status });
      return;
    }

    const auth = authorizationFields(req.headers.authorization);
    const message = `${method}\n${pathAndQuery}\n${auth?.timestamp}\n${auth?.nonce_str}\n${raw}\n`;
    const signed =
      auth !== undefined &&
      auth.mchid === WECHAT_MCH_ID &&
      auth.serial_no === MERCHANT_SERIAL &&
      Math.abs(Date.now() / 1000 - Number(auth.timestamp)) <= 300 &&
      crypto.createVerify('RSA-SHA256').update(message).verify(this.merchant.publicPem, auth.signature ?? '', 'base64');
    if (!signed) {
      this.answer(res, 401, { code: 'SIGN_ERROR', message: '签名错误' });
      return;
    }
    const url = new URL(pathAndQuery, this.url);
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : undefined;
    this.requests.push({ method, path: url.pathname, body });

    const misbehaviour = this.misbehaviour;
    this.misbehaviour = undefined;
    if (misbehaviour?.kind === 'hang') return;
    if (misbehaviour?.kind === 'error') {
      this.answer(res, misbehaviour.status, { code: misbehaviour.code, message: misbehaviour.message });
      return;
    }
    const [status, payload] = this.route(method, url, body);
    this.answer(res, status, payload, misbehaviour?.kind !== 'unsigned');
  }

  private route(method: string, url: URL, body: Record<string, unknown> | undefined): [number, unknown] {
    const invalid = (message: string): [number, unknown] => [400, { code: 'PARAM_ERROR', message }];
    if (method === 'POST' && (url.pathname === '/v3/pay/transactions/native' || url.pathname === '/v3/pay/transactions/h5')) {
      const amount = body?.amount as { total?: unknown; currency?: unknown } | undefined;
      if (body?.mchid !== WECHAT_MCH_ID || body.appid !== WECHAT_APP_ID) return invalid('商户号与AppID不匹配');
      if (typeof body.out_trade_no !== 'string' || !/^[0-9A-Za-z_*-]{6,32}$/.test(body.out_trade_no)) return invalid('out_trade_no 格式错误');
      if (typeof body.description !== 'string' || body.description.length === 0) return invalid('description 不能为空');
      if (typeof body.notify_url !== 'string' || typeof body.time_expire !== 'string') return invalid('notify_url 或 time_expire 缺失');
      if (!Number.isInteger(amount?.total) || (amount?.total as number) <= 0 || amount?.currency !== 'CNY') return invalid('amount 错误');
      const h5 = url.pathname.endsWith('/h5');
      const scene = body.scene_info as { payer_client_ip?: unknown; h5_info?: { type?: unknown } } | undefined;
      if (h5 && (typeof scene?.payer_client_ip !== 'string' || scene.h5_info?.type !== 'Wap')) return invalid('scene_info 错误');
      const existing = this.transactions.get(body.out_trade_no);
      if (existing && existing.tradeState !== 'NOTPAY') return [403, { code: 'ORDERPAID', message: '该订单已支付' }];
      const prepayId = `wx${Date.now()}${crypto.randomInt(100000, 999999)}`;
      const transaction: Transaction = {
        outTradeNo: body.out_trade_no,
        appid: body.appid,
        mchid: body.mchid,
        description: body.description,
        total: amount?.total as number,
        notifyUrl: body.notify_url,
        codeUrl: `weixin://wxpay/bizpayurl?pr=${prepayId.slice(-10)}`,
        tradeState: 'NOTPAY',
        refunded: 0,
      };
      this.transactions.set(transaction.outTradeNo, transaction);
      return h5
        ? [200, { h5_url: `https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=${prepayId}&package=1037687096` }]
        : [200, { code_url: transaction.codeUrl }];
    }
    const queried = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)$/.exec(url.pathname);
    if (method === 'GET' && queried) {
      if (url.searchParams.get('mchid') !== WECHAT_MCH_ID) return invalid('mchid 错误');
      const transaction = this.transactions.get(decodeURIComponent(queried[1]));
      if (!transaction) return [404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' }];
      return [
        200,
        {
          appid: transaction.appid,
          mchid: transaction.mchid,
          out_trade_no: transaction.outTradeNo,
          transaction_id: transaction.transactionId,
          trade_type: 'NATIVE',
          trade_state: transaction.tradeState,
          trade_state_desc: transaction.tradeState === 'SUCCESS' ? '支付成功' : '订单未支付',
          ...(transaction.transactionId
            ? { amount: { total: transaction.total, payer_total: transaction.total, currency: 'CNY', payer_currency: 'CNY' } }
            : {}),
        },
      ];
    }
    if (method === 'POST' && url.pathname === '/v3/refund/domestic/refunds') {
      const transaction = this.transactions.get(String(body?.out_trade_no));
      const amount = body?.amount as { refund?: number; total?: number; currency?: string } | undefined;
      const outRefundNo = String(body?.out_refund_no ?? '');
      const done = this.refunds.get(outRefundNo);
      if (done) return [200, this.refundAnswer(done)];
      if (!transaction?.transactionId) return [404, { code: 'RESOURCE_NOT_EXISTS', message: '订单不存在' }];
      if (!/^[0-9A-Za-z_*@|-]{1,64}$/.test(outRefundNo)) return invalid('out_refund_no 格式错误');
      if (amount?.currency !== 'CNY' || amount.total !== transaction.total) return invalid('订单金额或币种信息错误');
      if (!Number.isInteger(amount.refund) || (amount.refund as number) <= 0) return invalid('退款金额错误');
      if (transaction.refunded + (amount.refund as number) > transaction.total) return [400, { code: 'NOT_ENOUGH', message: '退款金额超过可退金额' }];
      transaction.refunded += amount.refund as number;
      transaction.tradeState = 'REFUND';
      const row = { outRefundNo, refundId: `50300${Date.now()}`, outTradeNo: transaction.outTradeNo, refund: amount.refund as number };
      this.refunds.set(outRefundNo, row);
      return [200, this.refundAnswer(row)];
    }
    return [404, { code: 'NOT_FOUND', message: '请求的资源不存在' }];
  }

  private refundAnswer(row: RefundRow): unknown {
    const transaction = this.transactions.get(row.outTradeNo);
    return {
      refund_id: row.refundId,
      out_refund_no: row.outRefundNo,
      transaction_id: transaction?.transactionId,
      out_trade_no: row.outTradeNo,
      channel: 'ORIGINAL',
      user_received_account: '支付用户零钱',
      create_time: new Date().toISOString(),
      status: this.refundStatus,
      amount: { total: transaction?.total, refund: row.refund, payer_total: transaction?.total, payer_refund: row.refund, currency: 'CNY' },
    };
  }
}
