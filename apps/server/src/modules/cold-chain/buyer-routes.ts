/** The buyer's side of a 冷链 shipment: its temperature record on the order, and 拒收 at receipt. */
import { Answer, ColdChainRecord, Envelope, OrderParams, ReceiptRefusalBody } from '@yc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.js';
import { requireAuth } from '../../plugins/session.js';
import * as coldChain from './service.js';

const coldChainRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/order/:id/cold_chain', { schema: { params: OrderParams, response: { 200: Envelope(ColdChainRecord) } } }, async (request) =>
    ok(await coldChain.buyerRecord(app.db, requireAuth(request), request.params.id)),
  );

  app.post(
    '/order/:id/refuse',
    { schema: { params: OrderParams, body: ReceiptRefusalBody, response: { 200: Answer(ColdChainRecord) } } },
    async (request) =>
      ok(
        await coldChain.refuseReceipt(app.db, app.config.dataDir, requireAuth(request), request.params.id, request.body),
        '已拒收，退货申请已提交，请等待平台处理',
      ),
  );
};

export default coldChainRoutes;
