/**
 * A local Alipay open-platform gateway (OpenAPI 2.0, RSA2) for tests: it checks the app's signature on every request and on
 * the page-pay URLs a browser would carry, keeps trades and refunds as Alipay does, answers `{"<method>_response":{...},
 * "sign":"..."}` signed with its own key over the exact response text, and signs async notifications. Both key pairs are
 * made here, so the adapter is configured with `appPrivateKey` and `alipayPublicKey` as a merchant would be.
 */
import { createSign, createVerify, generateKeyPairSync, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

type TradeStatus = 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_FINISHED' | 'TRADE_CLOSED';

interface Trade {
  outTradeNo: string;
  tradeNo: string;
  totalAmount: string;
  subject: string;
  status: TradeStatus;
  /** out_request_no → its amount, and whether the money has left (`fund_change: Y`) or is still settling. */
  refunds: Map<string, { amount: string; settled: boolean }>;
}

/** A request the gateway accepted: its method and business content, after the signature checked out. */
export interface GatewayCall {
  method: string;
  bizContent: Record<string, string>;
  params: Record<string, string>;
}

/**
 * How the next gateway answers go wrong, to test the adapter's refusals: each is what a broken network or gateway does.
 * `slow` never answers and does nothing; `lost-answer` does what was asked and then never answers.
 */
export type GatewayFault = 'http-500' | 'slow' | 'lost-answer' | 'forged-sign' | 'system-error';

const keyPair = () => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
};

const rsaSign = (content: string, privateKey: string, algorithm = 'RSA-SHA256') =>
  createSign(algorithm).update(content, 'utf8').sign(privateKey, 'base64');

/** Alipay's signing string: the fields sorted by name, `k=v` joined by `&`, without `sign`, `sign_type` (notify) and empty values. */
const signingString = (fields: Record<string, string>, without: readonly string[]) =>
  Object.keys(fields)
    .filter((key) => !without.includes(key) && fields[key] !== '')
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('&');

/** "12.34" → 1234, by the digits. */
const fen = (yuan: string) => {
  const [whole, fraction = ''] = yuan.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};
const yuan = (value: number) => `${Math.floor(value / 100)}.${String(value % 100).padStart(2, '0')}`;

const beijingNow = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
const TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

export class AlipayGateway {
  readonly appId = '2021000000000001';
  /** The merchant's app key pair: the adapter signs with the private key, this gateway checks with the public one. */
  private readonly app = keyPair();
  /** Alipay's key pair: this gateway signs answers and notifications, the adapter checks with the public key. */
  private readonly alipay = keyPair();
  /** Another key pair, for forged signatures. */
  readonly stranger = keyPair();
  readonly calls: GatewayCall[] = [];
  /** Requests refused for their signature or common parameters, with the reason. */
  readonly refusals: string[] = [];
  private readonly trades = new Map<string, Trade>();
  private faults: GatewayFault[] = [];
  /** False: a new refund is accepted but still settling (`fund_change: N`, no refund_status) until settleRefunds(). */
  refundsSettleAtOnce = true;
  private server?: http.Server;
  url = '';

  get appPrivateKey() {
    return this.app.privateKey;
  }

  get alipayPublicKey() {
    return this.alipay.publicKey;
  }

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/gateway.do`;
    return this;
  }

  async close() {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }

  /** The next answers go wrong in these ways, one fault per answer. */
  fail(...faults: GatewayFault[]) {
    this.faults.push(...faults);
  }

  /**
   * The buyer's browser opens a page-pay URL: the gateway checks it as it would (signature, app, timestamp, the business
   * content) and opens the trade, which waits for the buyer. Throws what the gateway would show instead of its cashier.
   */
  open(pageUrl: string): GatewayCall {
    const url = new URL(pageUrl);
    if (`${url.origin}${url.pathname}` !== this.url) throw new Error(`page URL is not this gateway: ${pageUrl}`);
    const params = Object.fromEntries(url.searchParams);
    const refused = this.refusal(params);
    if (refused) throw new Error(`gateway refuses the page: ${refused}`);
    const call = this.accept(params);
    const biz = call.bizContent;
    if (!['alipay.trade.page.pay', 'alipay.trade.wap.pay'].includes(call.method)) throw new Error(`not a page pay: ${call.method}`);
    if (!/^\d+(\.\d{1,2})?$/.test(biz.total_amount ?? '') || fen(biz.total_amount) <= 0) throw new Error('bad total_amount');
    const existing = this.trades.get(biz.out_trade_no);
    // Alipay reopens the same trade for the same order number and content, and refuses a changed one.
    if (existing && existing.totalAmount !== biz.total_amount) throw new Error('ACQ.CONTEXT_INCONSISTENT');
    if (!existing) {
      this.trades.set(biz.out_trade_no, {
        outTradeNo: biz.out_trade_no,
        tradeNo: `2026${randomUUID().replace(/\D/g, '').slice(0, 24).padEnd(24, '0')}`,
        totalAmount: biz.total_amount,
        subject: biz.subject,
        status: 'WAIT_BUYER_PAY',
        refunds: new Map(),
      });
    }
    return call;
  }

  /** The buyer pays an opened trade; returns the async notification Alipay then posts to notify_url. */
  pay(outTradeNo: string): string {
    const trade = this.trade(outTradeNo);
    trade.status = 'TRADE_SUCCESS';
    return this.notification(outTradeNo);
  }

  /** A trade's state as the gateway holds it. */
  trade(outTradeNo: string): Trade {
    const trade = this.trades.get(outTradeNo);
    if (!trade) throw new Error(`no trade ${outTradeNo}`);
    return trade;
  }

  /** Fen refunded or refunding on a trade. */
  refundedFen(outTradeNo: string) {
    return [...this.trade(outTradeNo).refunds.values()].reduce((sum, refund) => sum + fen(refund.amount), 0);
  }

  /** The refunds still settling reach the payer. */
  settleRefunds() {
    for (const trade of this.trades.values()) for (const refund of trade.refunds.values()) refund.settled = true;
  }

  /**
   * The signed async notification of a trade, form-urlencoded as Alipay posts it. `change` alters fields before signing
   * (another app, status, amount); `after` alters them after, as a forger or a broken proxy would. `signType: 'RSA'` signs
   * with the old SHA-1 scheme Alipay still offers to apps set up for it.
   */
  notification(
    outTradeNo: string,
    { change = {}, after = {}, signWith = this.alipay.privateKey, signType = 'RSA2' }: {
      change?: Record<string, string>;
      after?: Record<string, string>;
      signWith?: string;
      signType?: 'RSA2' | 'RSA';
    } = {},
  ): string {
    const trade = this.trade(outTradeNo);
    const now = beijingNow();
    const fields: Record<string, string> = {
      gmt_create: now,
      charset: 'utf-8',
      gmt_payment: now,
      notify_time: now,
      subject: trade.subject,
      buyer_id: '2088102177846880',
      invoice_amount: trade.totalAmount,
      version: '1.0',
      notify_id: randomUUID().replaceAll('-', ''),
      fund_bill_list: JSON.stringify([{ amount: trade.totalAmount, fundChannel: 'ALIPAYACCOUNT' }]),
      notify_type: 'trade_status_sync',
      out_trade_no: trade.outTradeNo,
      total_amount: trade.totalAmount,
      trade_status: trade.status,
      trade_no: trade.tradeNo,
      auth_app_id: this.appId,
      receipt_amount: trade.totalAmount,
      point_amount: '0.00',
      buyer_pay_amount: trade.totalAmount,
      app_id: this.appId,
      seller_id: '2088102177649450',
      ...change,
    };
    fields.sign = rsaSign(signingString(fields, ['sign', 'sign_type']), signWith, signType === 'RSA' ? 'RSA-SHA1' : 'RSA-SHA256');
    fields.sign_type = signType;
    return new URLSearchParams({ ...fields, ...after }).toString();
  }

  /** Why the gateway refuses a request's common parameters or signature; undefined when it accepts them. */
  private refusal(params: Record<string, string>): string | undefined {
    if (params.app_id !== this.appId) return `app_id ${params.app_id}`;
    if (params.sign_type !== 'RSA2') return `sign_type ${params.sign_type}`;
    if (params.charset !== 'utf-8' || params.version !== '1.0') return 'charset or version';
    // Beijing time, and a request older than 30 minutes has expired.
    const sent = Date.parse(`${(params.timestamp ?? '').replace(' ', 'T')}+08:00`);
    if (!TIMESTAMP.test(params.timestamp ?? '') || Math.abs(Date.now() - sent) > 30 * 60_000) return `timestamp ${params.timestamp}`;
    const verified = createVerify('RSA-SHA256')
      .update(signingString(params, ['sign']), 'utf8')
      .verify(this.app.publicKey, params.sign ?? '', 'base64');
    return verified ? undefined : 'isv.invalid-signature';
  }

  private accept(params: Record<string, string>): GatewayCall {
    const call = { method: params.method, bizContent: JSON.parse(params.biz_content ?? '{}') as Record<string, string>, params };
    this.calls.push(call);
    return call;
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://gateway');
    const params = { ...Object.fromEntries(url.searchParams), ...Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))) };
    const fault = this.faults.shift();
    if (fault === 'slow') return; // never answers: the adapter's timeout must end the wait
    if (fault === 'http-500') {
      res.writeHead(500).end('Internal Server Error');
      return;
    }
    const method = params.method ?? '';
    const refused = this.refusal(params);
    if (fault === 'lost-answer') {
      if (!refused) this.answer(this.accept(params));
      return;
    }
    let answer: Record<string, string>;
    if (refused) {
      this.refusals.push(refused);
      answer = { code: '40002', msg: 'Invalid Arguments', sub_code: refused.startsWith('isv.') ? refused : 'isv.invalid-parameter', sub_msg: refused };
    } else if (fault === 'system-error') {
      answer = { code: '20000', msg: 'Service Currently Unavailable', sub_code: 'aop.ACQ.SYSTEM_ERROR', sub_msg: '系统繁忙' };
    } else {
      answer = this.answer(this.accept(params));
    }
    const json = JSON.stringify(answer);
    const sign = rsaSign(json, fault === 'forged-sign' ? this.stranger.privateKey : this.alipay.privateKey);
    res.writeHead(200, { 'content-type': 'text/html;charset=utf-8' });
    res.end(`{"${method.replaceAll('.', '_')}_response":${json},"sign":"${sign}"}`);
  }

  private answer({ method, bizContent: biz }: GatewayCall): Record<string, string> {
    const ok = { code: '10000', msg: 'Success' };
    const notExist = { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_NOT_EXIST', sub_msg: '交易不存在' };
    const trade = this.trades.get(biz.out_trade_no);
    if (method === 'alipay.trade.query') {
      if (!trade) return notExist;
      return { ...ok, trade_no: trade.tradeNo, out_trade_no: trade.outTradeNo, trade_status: trade.status, total_amount: trade.totalAmount, buyer_pay_amount: trade.totalAmount };
    }
    if (method === 'alipay.trade.refund') {
      if (!trade || trade.status === 'WAIT_BUYER_PAY') return notExist;
      const base = { ...ok, trade_no: trade.tradeNo, out_trade_no: trade.outTradeNo, buyer_logon_id: '159****5620' };
      const done = trade.refunds.get(biz.out_request_no);
      // A retry of one refund number moves no money again.
      if (done !== undefined) {
        if (done.amount !== biz.refund_amount) return { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.REQUEST_AMOUNT_EXCEED', sub_msg: '退款请求号对应的金额不一致' };
        return { ...base, refund_fee: yuan(this.refundedFen(trade.outTradeNo)), fund_change: 'N' };
      }
      if (this.refundedFen(trade.outTradeNo) + fen(biz.refund_amount) > fen(trade.totalAmount)) {
        return { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', sub_msg: '退款金额超限' };
      }
      trade.refunds.set(biz.out_request_no, { amount: biz.refund_amount, settled: this.refundsSettleAtOnce });
      if (this.refundedFen(trade.outTradeNo) === fen(trade.totalAmount)) trade.status = 'TRADE_CLOSED';
      return { ...base, refund_fee: yuan(this.refundedFen(trade.outTradeNo)), fund_change: this.refundsSettleAtOnce ? 'Y' : 'N' };
    }
    if (method === 'alipay.trade.fastpay.refund.query') {
      const refund = trade?.refunds.get(biz.out_request_no);
      // Alipay answers an unknown or unsettled refund with success and no refund_status.
      if (!trade || !refund) return { ...ok };
      const known = { ...ok, trade_no: trade.tradeNo, out_trade_no: trade.outTradeNo, out_request_no: biz.out_request_no, refund_amount: refund.amount, total_amount: trade.totalAmount };
      return refund.settled ? { ...known, refund_status: 'REFUND_SUCCESS' } : known;
    }
    return { code: '40004', msg: 'Business Failed', sub_code: 'isv.invalid-method', sub_msg: method };
  }
}
