/**
 * POST /api/pay/notify/wechat (JSON) and /api/pay/notify/alipay (form-encoded): the providers'
 * server-to-server notifications. Their signature covers the bytes as sent, so this scope keeps the
 * body as raw text; the provider verifies it, and the answer is the one the provider expects.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.js';
import { emptyResponse } from '../../lib/raw-responses.js';
import { receiveNotification } from './notify.js';

/** A notification is a few kilobytes; anything larger is not one. */
const NOTIFY_BODY_LIMIT = 64 * 1024;

/** The answers each provider expects: they are the provider's protocol, not the store's envelope. */
const ALIPAY_ACK = { description: '支付宝：文本 success（已处理，含重复通知）或 failure（支付宝稍后重发）', content: { 'text/plain': { schema: z.string() } } };
const WECHAT_DONE = emptyResponse('微信支付：已处理（含重复通知）');
const WECHAT_FAIL = {
  description: '微信支付：未处理，微信支付稍后重发',
  content: { 'application/json': { schema: z.object({ code: z.literal('FAIL'), message: z.string() }) } },
};

const NotifyParams = z.object({ provider: z.enum(['wechat', 'alipay'], { message: '支付渠道不正确' }) });

export async function registerNotifyRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: NOTIFY_BODY_LIMIT }, (_request, body, done) => done(null, body));
  app.post(
    '/pay/notify/:provider',
    {
      schema: {
        params: NotifyParams,
        response: { 200: ALIPAY_ACK, 204: WECHAT_DONE, 400: WECHAT_FAIL, 500: WECHAT_FAIL },
      },
    },
    async (request, reply) => {
      const provider = app.payments.get(request.params.provider);
      if (!provider) throw notFound('支付渠道');
      const rawBody = typeof request.body === 'string' ? request.body : '';
      const answer = await receiveNotification(app.db, provider, { headers: request.headers, rawBody }, request.log);
      return reply.status(answer.status as 200 | 204 | 400 | 500).type(answer.contentType).send(answer.body);
    },
  );
}
