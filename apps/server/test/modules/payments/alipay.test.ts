import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alipayAmountToFen, alipayProvider, fenToAlipayAmount, type AlipayConfig } from '../../../src/modules/payments/providers/alipay.js';
import { NotificationRejected, ProviderUnavailable, type CreatePaymentInput, type PaymentProvider } from '../../../src/modules/payments/provider.js';
import { AlipayGateway } from '../../alipay-gateway.js';

const gateway = new AlipayGateway();
let alipay: PaymentProvider;
let config: AlipayConfig;
let serial = 0;

beforeAll(async () => {
  await gateway.start();
  config = {
    appId: gateway.appId,
    privateKey: gateway.appPrivateKey,
    alipayPublicKey: gateway.alipayPublicKey,
    gateway: gateway.url,
    notifyUrl: 'https://shop.example.com/api/pay/notify/alipay',
    timeoutMs: 1500,
  };
  alipay = alipayProvider(config);
});
afterAll(() => gateway.close());

const payment = (change: Partial<CreatePaymentInput> = {}): CreatePaymentInput => ({
  outTradeNo: `P2026120100${String((serial += 1)).padStart(4, '0')}`,
  amount: 12345,
  description: '订单付款 202612010001',
  channel: 'desktop',
  clientIp: '203.0.113.7',
  expiresAt: new Date('2026-12-01T10:30:00Z'),
  returnUrl: 'https://shop.example.com/pay/result?order=1',
  ...change,
});

/** A payment created through the adapter and opened by the buyer's browser at the gateway. */
async function opened(change: Partial<CreatePaymentInput> = {}) {
  const input = payment(change);
  const created = await alipay.create(input);
  if (created.kind !== 'redirect') throw new Error('alipay redirects');
  return { input, call: gateway.open(created.url), url: created.url };
}

const notify = (rawBody: string) =>
  alipay.verifyNotification({ headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' }, rawBody });

describe('amounts cross as yuan strings, by the digits', () => {
  it.each([
    [1, '0.01'],
    [7, '0.07'],
    [1999, '19.99'],
    [10000, '100.00'],
    [123456789, '1234567.89'],
  ])('%i fen is "%s" and back', (value, text) => {
    expect(fenToAlipayAmount(value)).toBe(text);
    expect(alipayAmountToFen(text)).toBe(value);
  });

  it('reads the shorter forms and refuses what is not an amount', () => {
    expect(alipayAmountToFen('1.5')).toBe(150);
    expect(alipayAmountToFen('12')).toBe(1200);
    // 0.29 * 100 is 28.999999999999996 in floats; the digits give 29.
    expect(alipayAmountToFen('0.29')).toBe(29);
    for (const bad of ['1.234', '-1.00', '1e3', ' 1.00', '01.00', '.5', '1.', '', 'NaN', '１.00']) expect(alipayAmountToFen(bad)).toBeNull();
    expect(() => fenToAlipayAmount(0)).toThrow();
    expect(() => fenToAlipayAmount(12.5)).toThrow();
  });
});

describe('page pay', () => {
  it('desktop: a page.pay URL the gateway accepts as signed by the app, with the amount in yuan and Beijing times', async () => {
    const { input, call } = await opened();
    expect(call.method).toBe('alipay.trade.page.pay');
    expect(call.bizContent).toEqual({
      out_trade_no: input.outTradeNo,
      total_amount: '123.45',
      subject: '订单付款 202612010001',
      product_code: 'FAST_INSTANT_TRADE_PAY',
      // 10:30 UTC is 18:30 in Beijing, which is how Alipay reads time_expire.
      time_expire: '2026-12-01 18:30:00',
    });
    expect(call.params.notify_url).toBe(config.notifyUrl);
    expect(call.params.return_url).toBe(input.returnUrl);
    expect(gateway.trade(input.outTradeNo).status).toBe('WAIT_BUYER_PAY');
  });

  it('phone: wap.pay with QUICK_WAP_WAY, and the page’s 「返回」 back to the store', async () => {
    const { input, call } = await opened({ channel: 'phone', amount: 7 });
    expect(call.method).toBe('alipay.trade.wap.pay');
    expect(call.bizContent).toMatchObject({ total_amount: '0.07', product_code: 'QUICK_WAP_WAY', quit_url: input.returnUrl });
  });

  it('the gateway refuses a URL whose amount was changed on the way, and one signed with another key', async () => {
    const created = await alipay.create(payment());
    if (created.kind !== 'redirect') throw new Error('alipay redirects');
    const tampered = new URL(created.url);
    tampered.searchParams.set('biz_content', tampered.searchParams.get('biz_content')!.replace('"123.45"', '"0.01"'));
    expect(() => gateway.open(tampered.toString())).toThrow('isv.invalid-signature');

    const impostor = alipayProvider({ ...config, privateKey: gateway.stranger.privateKey });
    const forged = await impostor.create(payment());
    expect(() => gateway.open((forged as { url: string }).url)).toThrow('isv.invalid-signature');
  });

  it('serves desktop and phone', () => {
    expect(alipay.name).toBe('alipay');
    expect(alipay.channels).toEqual(['desktop', 'phone']);
  });

  it('a broken key fails when the adapter is made, not at the first payment', () => {
    expect(() => alipayProvider({ ...config, privateKey: 'not a key' })).toThrow();
    expect(() => alipayProvider({ ...config, alipayPublicKey: '-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----' })).toThrow();
  });
});

describe('the async notification', () => {
  it('a signed TRADE_SUCCESS is a success of the amount paid, with Alipay’s trade number', async () => {
    const { input } = await opened();
    const state = await notify(gateway.pay(input.outTradeNo));
    expect(state).toEqual({ outTradeNo: input.outTradeNo, state: 'succeeded', amount: 12345, providerTradeNo: gateway.trade(input.outTradeNo).tradeNo });
  });

  it('TRADE_FINISHED is a success too; WAIT_BUYER_PAY is pending and TRADE_CLOSED closed, neither pays', async () => {
    const { input } = await opened();
    const as = (trade_status: string) => notify(gateway.notification(input.outTradeNo, { change: { trade_status } }));
    expect((await as('TRADE_FINISHED')).state).toBe('succeeded');
    expect((await as('WAIT_BUYER_PAY')).state).toBe('pending');
    expect((await as('TRADE_CLOSED')).state).toBe('closed');
    await expect(as('TRADE_PAID_SOMEHOW')).rejects.toBeInstanceOf(NotificationRejected);
  });

  it('a subject with %, + and & and an empty field verify as Alipay signs them', async () => {
    const { input } = await opened({ description: '订单付款 100%+折扣&赠品' });
    const state = await notify(gateway.notification(input.outTradeNo, { change: { trade_status: 'TRADE_SUCCESS', body: '' } }));
    expect(state.state).toBe('succeeded');
  });

  it('refuses a forged signature, a changed amount or status, another app, a weaker sign_type and a missing sign', async () => {
    const { input } = await opened();
    gateway.pay(input.outTradeNo);
    const body = (options: Parameters<AlipayGateway['notification']>[1]) => gateway.notification(input.outTradeNo, options);
    const refused: [string, string][] = [
      [body({ signWith: gateway.stranger.privateKey }), 'bad signature'],
      [body({ after: { total_amount: '0.01' } }), 'bad signature'],
      [body({ after: { out_trade_no: 'P20261201009999' } }), 'bad signature'],
      [body({ change: { trade_status: 'WAIT_BUYER_PAY' }, after: { trade_status: 'TRADE_SUCCESS' } }), 'bad signature'],
      [body({ after: { sign: '' } }), 'bad signature'],
      // Signed by Alipay's key, but for another merchant's app.
      [body({ change: { app_id: '2021000000000999' } }), 'another app_id'],
      // A valid signature of Alipay's key, in the SHA-1 scheme this app is not set up for.
      [body({ signType: 'RSA' }), 'sign_type'],
      [body({ change: { notify_type: 'trade_refund_sync' } }), 'not a trade notify'],
      [body({ change: { total_amount: '123.456' } }), 'amount'],
      [`${body({})}&total_amount=0.01`, 'repeated field total_amount'],
      [`__proto__=x&constructor=y&${body({})}`, 'bad signature'],
      ['', 'sign_type'],
      ['not a form at all', 'sign_type'],
    ];
    for (const [rawBody, why] of refused) {
      const error = await notify(rawBody).then(
        () => undefined,
        (caught: unknown) => caught,
      );
      expect(error, rawBody).toBeInstanceOf(NotificationRejected);
      expect((error as Error).message, rawBody).toContain(why);
    }
  });

  it('answers Alipay `success` to stop its retries and `failure` to have it retry', () => {
    expect(alipay.acknowledge(true)).toEqual({ status: 200, contentType: 'text/plain; charset=utf-8', body: 'success' });
    expect(alipay.acknowledge(false)).toMatchObject({ status: 200, body: 'failure' });
  });
});

describe('trade query', () => {
  it('knows no trade the buyer never opened; a waiting one is pending, a paid one succeeded, through signed requests', async () => {
    const input = payment();
    expect(await alipay.query(input.outTradeNo)).toBeNull();
    await alipay.create(input).then((created) => gateway.open((created as { url: string }).url));
    expect(await alipay.query(input.outTradeNo)).toMatchObject({ outTradeNo: input.outTradeNo, state: 'pending' });
    gateway.pay(input.outTradeNo);
    expect(await alipay.query(input.outTradeNo)).toEqual({
      outTradeNo: input.outTradeNo,
      state: 'succeeded',
      amount: 12345,
      providerTradeNo: gateway.trade(input.outTradeNo).tradeNo,
    });
    expect(gateway.calls.at(-1)).toMatchObject({ method: 'alipay.trade.query', bizContent: { out_trade_no: input.outTradeNo } });
  });

  it('a gateway that fails, is slow, forges its answer or refuses the app’s signature is 「支付宝暂不可用」', async () => {
    const { input } = await opened();
    const unavailable = { name: 'ProviderUnavailable', message: '支付宝暂不可用，请稍后再试或选择其他支付方式' };
    for (const fault of ['http-500', 'slow', 'forged-sign', 'system-error'] as const) {
      gateway.fail(fault);
      await expect(alipay.query(input.outTradeNo), fault).rejects.toMatchObject(unavailable);
    }
    const impostor = alipayProvider({ ...config, privateKey: gateway.stranger.privateKey });
    await expect(impostor.query(input.outTradeNo)).rejects.toMatchObject(unavailable);
    expect(gateway.refusals.at(-1)).toBe('isv.invalid-signature');
    // An answer that checks out still comes after the faults.
    expect(await alipay.query(input.outTradeNo)).toMatchObject({ state: 'pending' });
  });
});

describe('refund', () => {
  it('refunds part and then the rest; a retry of one refund number moves no money again', async () => {
    const { input } = await opened();
    gateway.pay(input.outTradeNo);
    const refund = (outRefundNo: string, amount: number) =>
      alipay.refund({ outTradeNo: input.outTradeNo, outRefundNo, amount, total: 12345, reason: '退货退款' });

    expect(await refund(`${input.outTradeNo}R1`, 5000)).toEqual({ state: 'succeeded' });
    expect(gateway.calls.at(-1)).toMatchObject({
      method: 'alipay.trade.refund',
      bizContent: { out_trade_no: input.outTradeNo, refund_amount: '50.00', out_request_no: `${input.outTradeNo}R1`, refund_reason: '退货退款' },
    });
    expect(await refund(`${input.outTradeNo}R1`, 5000)).toEqual({ state: 'succeeded' });
    expect(gateway.refundedFen(input.outTradeNo)).toBe(5000);

    expect(await refund(`${input.outTradeNo}R2`, 7345)).toEqual({ state: 'succeeded' });
    expect(gateway.refundedFen(input.outTradeNo)).toBe(12345);
    expect(gateway.trade(input.outTradeNo).status).toBe('TRADE_CLOSED');
  });

  it('a refund Alipay made but whose answer was lost is found done on the retry, and the money moved once', async () => {
    const { input } = await opened();
    gateway.pay(input.outTradeNo);
    const refund = () => alipay.refund({ outTradeNo: input.outTradeNo, outRefundNo: `${input.outTradeNo}R1`, amount: 3000, total: 12345, reason: '退货退款' });
    gateway.fail('lost-answer');
    await expect(refund()).rejects.toBeInstanceOf(ProviderUnavailable);
    expect(gateway.refundedFen(input.outTradeNo)).toBe(3000);
    expect(await refund()).toEqual({ state: 'succeeded' });
    expect(gateway.calls.slice(-2).map((c) => c.method)).toEqual(['alipay.trade.refund', 'alipay.trade.fastpay.refund.query']);
    expect(gateway.refundedFen(input.outTradeNo)).toBe(3000);
  });

  it('a refund still settling is `processing` until the refund query says REFUND_SUCCESS, and is never sent twice', async () => {
    const { input } = await opened();
    gateway.pay(input.outTradeNo);
    const refund = () => alipay.refund({ outTradeNo: input.outTradeNo, outRefundNo: `${input.outTradeNo}R1`, amount: 2000, total: 12345, reason: '退货退款' });
    gateway.refundsSettleAtOnce = false;
    try {
      expect(await refund()).toEqual({ state: 'processing' });
      expect(gateway.calls.at(-1)).toMatchObject({ method: 'alipay.trade.fastpay.refund.query', bizContent: { out_request_no: `${input.outTradeNo}R1` } });
      expect(await refund()).toEqual({ state: 'processing' });
      gateway.settleRefunds();
      expect(await refund()).toEqual({ state: 'succeeded' });
    } finally {
      gateway.refundsSettleAtOnce = true;
    }
    expect(gateway.refundedFen(input.outTradeNo)).toBe(2000);
  });

  it('a refund Alipay refuses says why in Chinese; one it cannot answer is 「支付宝暂不可用」', async () => {
    const { input } = await opened();
    gateway.pay(input.outTradeNo);
    const refund = (amount: number, outTradeNo = input.outTradeNo) =>
      alipay.refund({ outTradeNo, outRefundNo: `${outTradeNo}R${amount}`, amount, total: 12345, reason: '退货退款' });
    await expect(refund(12346)).rejects.toMatchObject({ name: 'ProviderUnavailable', message: '支付宝退款未成功：退款金额超限' });
    await expect(refund(100, 'P20261201008888')).rejects.toMatchObject({ message: '支付宝退款未成功：交易不存在' });
    gateway.fail('slow');
    await expect(refund(100)).rejects.toBeInstanceOf(ProviderUnavailable);
    expect(gateway.refundedFen(input.outTradeNo)).toBe(0);
  });
});
