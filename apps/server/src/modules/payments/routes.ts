import {
  Answer,
  ChargeIndex,
  CreditRepayCreateBody,
  CreditRepayment,
  CreditRepaymentPaid,
  CreditRepayPayBody,
  CreditSummary,
  Envelope,
  IdQuery,
  PayChannels,
  PayNotifyBody,
  PayNotifyResult,
  PayOrderBody,
  PayResult,
  RechargeBody,
  RechargeCreated,
  RechargeOrder,
} from '@yc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../lib/errors.js';
import { ok } from '../../lib/reply.js';
import { requireAuth } from '../../plugins/session.js';
import { confirmPayPassword } from '../pay-password/service.js';
import { findPaymentByTradeNo } from './records.js';
import { registerNotifyRoutes } from './notify-routes.js';
import { payChannels, type Payer } from './online.js';
import * as recharge from './recharge.js';
import { returnUrl, sandboxPage } from './sandbox-page.js';
import * as pay from './service.js';
import { emptyResponse, pageResponse } from '../../lib/raw-responses.js';

const TokenParams = z.object({ token: z.string().min(16, '支付凭证不正确').max(64, '支付凭证不正确') });

/** A phone pays on the provider's H5 page, a desktop by its QR code or page. */
const payer = (request: FastifyRequest): Payer => ({
  channel: /Mobile|Android|iPhone|iPad/i.test(request.headers['user-agent'] ?? '') ? 'phone' : 'desktop',
  clientIp: request.ip,
});

/** The local 演示支付 sandbox: its page, its confirm and the old callback exist only with PAYMENT_SANDBOX=1 (404 otherwise). */
const sandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/pay/notify', { schema: { body: PayNotifyBody, response: { 200: Answer(PayNotifyResult) } } }, async (request) => {
    const result = await pay.confirmSandbox(app.db, { paymentId: request.body.payment_id, token: request.body.token });
    return ok({ applied: result.applied ? 1 : 0 });
  });

  app.get('/pay/sandbox/:token', { schema: { params: TokenParams, response: { 200: pageResponse('演示支付沙箱页：显示金额与确认支付按钮') } } }, async (request, reply) => {
    const payment = await findPaymentByTradeNo(app.db, request.params.token);
    if (payment?.provider !== 'sandbox') throw notFound('支付单');
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(sandboxPage(payment));
  });

  app.post('/pay/sandbox/:token/confirm', { schema: { params: TokenParams, response: { 303: emptyResponse('已确认支付：Location 指向支付结果页（订单、充值或还款）') } } }, async (request, reply) => {
    const result = await pay.confirmSandbox(app.db, { outTradeNo: request.params.token });
    return reply.redirect(returnUrl(result.purpose, result.refId), 303);
  });
};

const payRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/pay/channels', { schema: { response: { 200: Answer(PayChannels) } } }, async (request) => {
    requireAuth(request);
    return ok(payChannels(app.payments, payer(request).channel));
  });

  app.post('/pay/order', { schema: { body: PayOrderBody, response: { 200: Answer(PayResult) } } }, async (request) => {
    const auth = requireAuth(request);
    await confirmPayPassword(app.db, auth, request.body, request.ip);
    const result = await pay.payOrder(app.db, app.payments, auth, request.body, payer(request));
    return ok(result, result.status === 'paid' ? '支付成功' : '请在新页面完成支付');
  });

  // Provider notifications read the raw body their signature covers, in a scope of their own.
  await app.register(registerNotifyRoutes);
  if (app.payments.sandbox) await app.register(sandboxRoutes);

  app.get('/charge/index', { schema: { response: { 200: Answer(ChargeIndex) } } }, async (request) =>
    ok(await recharge.chargeIndex(app.db, requireAuth(request))),
  );
  app.post('/charge/store', { schema: { body: RechargeBody, response: { 200: Answer(RechargeCreated) } } }, async (request) =>
    ok(await recharge.createRecharge(app.db, app.payments, requireAuth(request), request.body, payer(request))),
  );
  app.get('/pay/check_cz_order', { schema: { querystring: IdQuery, response: { 200: Answer(RechargeOrder) } } }, async (request) =>
    ok(await recharge.checkRecharge(app.db, requireAuth(request), request.query.id)),
  );

  app.get('/user/user_credit', { schema: { response: { 200: Envelope(CreditSummary) } } }, async (request) => ok(await pay.creditSummary(app.db, requireAuth(request))));
  app.post(
    '/pay/user_credit_create',
    { schema: { body: CreditRepayCreateBody, response: { 200: Answer(CreditRepayment) } } },
    async (request) => ok(await pay.createCreditRepayment(app.db, requireAuth(request), request.body.amount)),
  );
  app.post(
    '/pay/user_credit_pay',
    { schema: { body: CreditRepayPayBody, response: { 200: Answer(CreditRepaymentPaid) } } },
    async (request) => {
      const auth = requireAuth(request);
      await confirmPayPassword(app.db, auth, request.body, request.ip);
      const result = await pay.payCreditRepayment(app.db, app.payments, auth, request.body, payer(request));
      return ok(result, result.status === 'succeeded' ? '还款成功' : '请在新页面完成支付');
    },
  );
  app.post(
    '/pay/user_credit_check',
    { schema: { body: z.strictObject({ id: IdQuery.shape.id }), response: { 200: Answer(CreditRepayment) } } },
    async (request) => ok(await pay.checkCreditRepayment(app.db, requireAuth(request), request.body.id)),
  );
};

export default payRoutes;
