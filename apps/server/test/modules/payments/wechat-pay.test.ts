/** The WeChat Pay adapter against a local API v3 that checks its signatures and signs, encrypts and answers as WeChat Pay does. */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationRejected, ProviderUnavailable, type CreatePaymentInput } from '../../../src/modules/payments/provider.js';
import { wechatPayProvider } from '../../../src/modules/payments/providers/wechat-pay.js';
import { WechatPayServer, type NotificationChanges } from '../../wechat-pay-server.js';

let server: WechatPayServer;
beforeAll(async () => {
  server = await WechatPayServer.start();
});
afterAll(() => server.close());

let sequence = 0;
function payment(input: Partial<CreatePaymentInput> = {}): CreatePaymentInput {
  sequence += 1;
  return {
    outTradeNo: `P2026120100${String(sequence).padStart(4, '0')}`,
    amount: 12_345,
    description: '订单付款 20261201000123',
    channel: 'desktop',
    clientIp: '203.0.113.7',
    expiresAt: new Date('2026-12-01T10:30:00Z'),
    returnUrl: 'https://shop.example.cn/pay/result?no=1',
    ...input,
  };
}

/** A payment created through the adapter and paid in WeChat, ready for its notification. */
async function paidPayment(): Promise<string> {
  const input = payment();
  await wechatPayProvider(server.config()).create(input);
  server.pay(input.outTradeNo);
  return input.outTradeNo;
}

describe('creating a payment', () => {
  it('asks Native pay for a code_url on a desktop, with a request WeChat Pay accepts as signed', async () => {
    const input = payment();
    const created = await wechatPayProvider(server.config()).create(input);
    expect(created).toEqual({ kind: 'qr', codeUrl: server.transactions.get(input.outTradeNo)?.codeUrl });
    expect(server.requests.at(-1)).toEqual({
      method: 'POST',
      path: '/v3/pay/transactions/native',
      body: {
        appid: server.config().appId,
        mchid: server.config().mchId,
        description: input.description,
        out_trade_no: input.outTradeNo,
        time_expire: '2026-12-01T18:30:00+08:00',
        notify_url: 'https://shop.example.cn/api/pay/notify/wechat',
        amount: { total: 12_345, currency: 'CNY' },
      },
    });
  });

  it('sends a phone to the H5 page, which returns the payer to the store', async () => {
    const provider = wechatPayProvider(server.config());
    expect(provider.channels).toEqual(['desktop', 'phone']);
    const created = await provider.create(payment({ channel: 'phone' }));
    expect(created.kind).toBe('redirect');
    const url = new URL(created.kind === 'redirect' ? created.url : '');
    expect(url.origin + url.pathname).toBe('https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb');
    expect(url.searchParams.get('redirect_url')).toBe('https://shop.example.cn/pay/result?no=1');
    expect(server.requests.at(-1)?.body?.scene_info).toEqual({ payer_client_ip: '203.0.113.7', h5_info: { type: 'Wap' } });
  });

  it('offers no phone channel without the H5 product', async () => {
    const provider = wechatPayProvider({ ...server.config(), h5: false });
    expect(provider.channels).toEqual(['desktop']);
    await expect(provider.create(payment({ channel: 'phone' }))).rejects.toBeInstanceOf(ProviderUnavailable);
  });

  it('tells the buyer in Chinese when WeChat Pay refuses, does not answer, or answers unsigned', async () => {
    const provider = wechatPayProvider(server.config());
    const unavailable = { name: 'ProviderUnavailable', message: '微信支付暂不可用，请稍后再试或选择其他支付方式' };
    server.misbehaveOnce({ kind: 'error', status: 500, code: 'SYSTEM_ERROR', message: '系统错误' });
    // The cause says what WeChat Pay answered, and nothing of the signed request.
    await expect(provider.create(payment())).rejects.toMatchObject({ ...unavailable, cause: 'HTTP 500 SYSTEM_ERROR 系统错误' });
    server.misbehaveOnce({ kind: 'hang' });
    await expect(provider.create(payment())).rejects.toMatchObject(unavailable);
    server.misbehaveOnce({ kind: 'unsigned' });
    await expect(provider.create(payment())).rejects.toMatchObject(unavailable);
    // A merchant key WeChat Pay does not know: the request's signature fails there.
    const stranger = wechatPayProvider({ ...server.config(), merchantPrivateKey: new WechatPayServer().merchant.privatePem });
    await expect(stranger.create(payment())).rejects.toMatchObject(unavailable);
  });
});

describe('a notification', () => {
  it('that WeChat Pay signed and encrypted says who paid what', async () => {
    const outTradeNo = await paidPayment();
    const state = await wechatPayProvider(server.config()).verifyNotification(server.notification(outTradeNo));
    expect(state).toEqual({
      outTradeNo,
      state: 'succeeded',
      amount: 12_345,
      providerTradeNo: server.transactions.get(outTradeNo)?.transactionId,
    });
  });

  it('carries a changed amount as it is, for the store to compare with its payment', async () => {
    const outTradeNo = await paidPayment();
    const state = await wechatPayProvider(server.config()).verifyNotification(server.notification(outTradeNo, { total: 1 }));
    expect(state.amount).toBe(1);
  });

  const refusals: [string, NotificationChanges][] = [
    ['signed by another key', { forgedSignature: true }],
    ['changed after signing', { tamperedBody: true }],
    ['from an unknown certificate serial', { serial: 'PUB_KEY_ID_0000000000000000000000000000000000' }],
    ['signed more than five minutes ago (a replay)', { clockOffset: -301 }],
    ['encrypted with another APIv3 key', { wrongKey: true }],
    ['for another merchant', { mchid: '1900000110' }],
    ['for another app', { appid: 'wx0000000000000000' }],
  ];
  it.each(refusals)('%s is refused', async (_, changes) => {
    const outTradeNo = await paidPayment();
    const provider = wechatPayProvider(server.config());
    await expect(provider.verifyNotification(server.notification(outTradeNo, changes))).rejects.toBeInstanceOf(NotificationRejected);
  });

  it('without its signature headers, or that is not JSON, is refused', async () => {
    const outTradeNo = await paidPayment();
    const provider = wechatPayProvider(server.config());
    const good = server.notification(outTradeNo);
    await expect(provider.verifyNotification({ headers: {}, rawBody: good.rawBody })).rejects.toBeInstanceOf(NotificationRejected);
    await expect(provider.verifyNotification({ headers: good.headers, rawBody: 'not json' })).rejects.toBeInstanceOf(NotificationRejected);
  });

  it('is answered as WeChat Pay expects: 204 to stop, FAIL to retry', () => {
    const provider = wechatPayProvider(server.config());
    expect(provider.acknowledge(true).status).toBe(204);
    const failed = provider.acknowledge(false);
    expect(failed.status).toBeGreaterThanOrEqual(400);
    expect(JSON.parse(failed.body)).toEqual({ code: 'FAIL', message: '失败' });
  });

  it('is checked with the key of a platform certificate too', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'yc-wechat-cert-'));
    fs.writeFileSync(path.join(folder, 'platform.pem'), server.platform.privatePem);
    const certificate = execFileSync('openssl', ['req', '-new', '-x509', '-key', path.join(folder, 'platform.pem'), '-subj', '/CN=Tenpay.com Root CA', '-days', '1']).toString();
    fs.rmSync(folder, { recursive: true });
    const outTradeNo = await paidPayment();
    const provider = wechatPayProvider({ ...server.config(), platformPublicKey: certificate });
    await expect(provider.verifyNotification(server.notification(outTradeNo))).resolves.toMatchObject({ outTradeNo, state: 'succeeded' });
  });
});

describe('asking WeChat Pay', () => {
  it('finds a payment whose notification was lost, and knows an unpaid or unknown one', async () => {
    const provider = wechatPayProvider(server.config());
    const input = payment();
    await provider.create(input);
    expect(await provider.query(input.outTradeNo)).toMatchObject({ outTradeNo: input.outTradeNo, state: 'pending' });
    const { transactionId } = server.pay(input.outTradeNo);
    expect(await provider.query(input.outTradeNo)).toEqual({
      outTradeNo: input.outTradeNo,
      state: 'succeeded',
      amount: 12_345,
      providerTradeNo: transactionId,
    });
    expect(server.requests.at(-1)).toMatchObject({ method: 'GET', path: `/v3/pay/transactions/out-trade-no/${input.outTradeNo}` });
    expect(await provider.query('P20261201009999')).toBeNull();
  });

  it('says unavailable rather than guess when the answer is not WeChat Pay’s', async () => {
    const outTradeNo = await paidPayment();
    const provider = wechatPayProvider(server.config());
    server.misbehaveOnce({ kind: 'unsigned' });
    await expect(provider.query(outTradeNo)).rejects.toBeInstanceOf(ProviderUnavailable);
    server.misbehaveOnce({ kind: 'error', status: 429, code: 'FREQUENCY_LIMITED', message: '频率超限' });
    await expect(provider.query(outTradeNo)).rejects.toBeInstanceOf(ProviderUnavailable);
  });
});

describe('a refund', () => {
  it('goes back through WeChat Pay once per refund number', async () => {
    const outTradeNo = await paidPayment();
    const provider = wechatPayProvider(server.config());
    const refund = { outTradeNo, outRefundNo: `R${outTradeNo}`, amount: 2_345, total: 12_345, reason: '退货退款' };
    const result = await provider.refund(refund);
    expect(result).toMatchObject({ state: 'succeeded', providerRefundNo: expect.any(String) });
    expect(server.requests.at(-1)).toEqual({
      method: 'POST',
      path: '/v3/refund/domestic/refunds',
      body: { out_trade_no: outTradeNo, out_refund_no: refund.outRefundNo, reason: '退货退款', amount: { refund: 2_345, total: 12_345, currency: 'CNY' } },
    });
    expect(await provider.refund(refund)).toEqual(result);
    expect(server.transactions.get(outTradeNo)?.refunded).toBe(2_345);
  });

  it('is processing while WeChat Pay settles it, and refused when it went wrong', async () => {
    const outTradeNo = await paidPayment();
    const provider = wechatPayProvider(server.config());
    server.refundStatus = 'PROCESSING';
    await expect(provider.refund({ outTradeNo, outRefundNo: `R1${outTradeNo}`, amount: 100, total: 12_345, reason: '退货退款' })).resolves.toMatchObject({
      state: 'processing',
    });
    server.refundStatus = 'ABNORMAL';
    await expect(provider.refund({ outTradeNo, outRefundNo: `R2${outTradeNo}`, amount: 100, total: 12_345, reason: '退货退款' })).rejects.toMatchObject({
      name: 'ProviderUnavailable',
      message: '微信支付退款异常（ABNORMAL），请在微信支付商户平台处理',
    });
    server.refundStatus = 'SUCCESS';
    // More than was paid: WeChat Pay refuses, and the operator reads its reason.
    await expect(provider.refund({ outTradeNo, outRefundNo: `R3${outTradeNo}`, amount: 12_345, total: 12_345, reason: '退货退款' })).rejects.toMatchObject({
      name: 'ProviderUnavailable',
      message: '微信支付退款失败：退款金额超过可退金额',
    });
  });
});
