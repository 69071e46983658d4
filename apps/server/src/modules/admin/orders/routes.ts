import {
  AdminAfterSaleImageParams,
  AdminAfterSalePage,
  AdminAfterSaleParams,
  AdminAfterSaleQuery,
  AdminHmPage,
  AdminHmQuery,
  AdminInvoicePage,
  AdminInvoiceParams,
  AdminInvoiceQuery,
  AdminLineBatchBody,
  AdminOrderDetail,
  AdminOrderPage,
  AdminOrderParams,
  AdminOrderQuery,
  AdminPointsOrderPage,
  AdminPointsOrderParams,
  AdminPointsOrderQuery,
  AfterSaleApproveBody,
  AfterSaleRejectBody,
  Done,
  Envelope,
  formatYuan,
  ShipBody,
} from '@yc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachmentResponse, fileResponse, uploadResponse } from '../../../lib/raw-responses.js';
import { ok, sendAttachment, sendInline } from '../../../lib/reply.js';
import { requireStaff, staffOf } from '../shared/guard.js';
import * as lineBatch from './batch-override.js';
import * as pointsOrders from './points-orders-service.js';
import * as orders from './service.js';

const WAREHOUSE = requireStaff('warehouse');
const READERS = requireStaff('warehouse', 'account_manager');
const CHECKERS = requireStaff('reviewer');
/** An account manager reads the receipts of their own stores (to chase an overdue one with the store); only a reviewer accepts. */
const RECEIPT_READERS = requireStaff('reviewer', 'account_manager');

const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/orders', { preHandler: READERS, schema: { querystring: AdminOrderQuery, response: { 200: Envelope(AdminOrderPage) } } }, async (request) =>
    ok(await orders.listOrders(app.db, staffOf(request), request.query)),
  );

  app.get('/orders/:id', { preHandler: READERS, schema: { params: AdminOrderParams, response: { 200: Envelope(AdminOrderDetail) } } }, async (request) =>
    ok(await orders.orderDetail(app.db, staffOf(request), request.params.id)),
  );

  app.get('/orders/:id/delivery_note', { preHandler: WAREHOUSE, schema: { params: AdminOrderParams, response: { 200: attachmentResponse('随货同行单 PDF', ['application/pdf']) } } }, async (request, reply) => {
    const note = await orders.deliveryNote(app.db, staffOf(request), request.params.id, `${request.protocol}://${request.host}`);
    return sendAttachment(reply, { mime: 'application/pdf', fileName: note.fileName, body: note.data });
  });

  app.post('/orders/:id/ship', { preHandler: WAREHOUSE, schema: { params: AdminOrderParams, body: ShipBody, response: { 200: Done } } }, async (request) => {
    await orders.ship(app.db, staffOf(request), request.params.id, request.body);
    return ok(null, '已发货，买家可查看物流信息');
  });

  app.post('/orders/:id/line-batch', { preHandler: WAREHOUSE, schema: { params: AdminOrderParams, body: AdminLineBatchBody, response: { 200: Done } } }, async (request) => {
    const moved = await lineBatch.overrideLineBatch(app.db, staffOf(request), request.params.id, request.body);
    return ok(null, `已将${moved.quantity}件从批次 ${moved.from} 改为批次 ${moved.to}`);
  });

  app.post('/orders/:id/deliver', { preHandler: WAREHOUSE, schema: { params: AdminOrderParams, response: { 200: Done } } }, async (request) => {
    await orders.deliver(app.db, staffOf(request), request.params.id);
    return ok(null, '已标记送达');
  });

  app.post('/orders/:id/complete', { preHandler: WAREHOUSE, schema: { params: AdminOrderParams, response: { 200: Done } } }, async (request) => {
    await orders.complete(app.db, staffOf(request), request.params.id);
    return ok(null, '订单已完成');
  });

  app.get('/points-orders', { preHandler: WAREHOUSE, schema: { querystring: AdminPointsOrderQuery, response: { 200: Envelope(AdminPointsOrderPage) } } }, async (request) =>
    ok(await pointsOrders.listPointsOrders(app.db, request.query)),
  );

  app.post('/points-orders/:id/ship', { preHandler: WAREHOUSE, schema: { params: AdminPointsOrderParams, body: ShipBody, response: { 200: Done } } }, async (request) => {
    await pointsOrders.shipPoints(app.db, staffOf(request), request.params.id, request.body);
    return ok(null, '已发货，买家可在积分订单中查看运单号');
  });

  app.get('/after-sales', { preHandler: READERS, schema: { querystring: AdminAfterSaleQuery, response: { 200: Envelope(AdminAfterSalePage) } } }, async (request) =>
    ok(await orders.listAfterSales(app.db, staffOf(request), request.query)),
  );

  app.get('/after-sales/:id/images/:name', { preHandler: READERS, schema: { params: AdminAfterSaleImageParams, response: { 200: uploadResponse('退货申请的照片', 'picture') } } }, async (request, reply) => {
    const image = await orders.afterSaleImage(app.db, app.config.dataDir, staffOf(request), request.params.id, request.params.name);
    return sendInline(reply, { mime: image.mime, fileName: request.params.name, body: image.stream });
  });

  app.post('/after-sales/:id/approve', { preHandler: WAREHOUSE, schema: { params: AdminAfterSaleParams, body: AfterSaleApproveBody.nullish(), response: { 200: Done } } }, async (request) => {
    const refunded = await orders.approveAfterSale(app.db, staffOf(request), request.params.id, request.body?.reply);
    return ok(null, refunded > 0 ? `已同意，退款 ¥${formatYuan(refunded)} 已原路退回` : '已同意');
  });

  app.post('/after-sales/:id/reject', { preHandler: WAREHOUSE, schema: { params: AdminAfterSaleParams, body: AfterSaleRejectBody, response: { 200: Done } } }, async (request) => {
    await orders.rejectAfterSale(app.db, staffOf(request), request.params.id, request.body.reason);
    return ok(null, '已拒绝该申请');
  });

  app.get('/hm-receipts', { preHandler: RECEIPT_READERS, schema: { querystring: AdminHmQuery, response: { 200: Envelope(AdminHmPage) } } }, async (request) =>
    ok(await orders.listHmReceipts(app.db, staffOf(request), request.query)),
  );

  app.get('/orders/:id/hm-receipt', { preHandler: RECEIPT_READERS, schema: { params: AdminOrderParams, response: { 200: uploadResponse('含麻订单的签收回执', 'document') } } }, async (request, reply) => {
    const file = await orders.hmReceiptFile(app.db, app.config.dataDir, staffOf(request), request.params.id);
    return sendInline(reply, { mime: file.mime, fileName: file.fileName, body: file.stream });
  });

  app.post('/orders/:id/hm-receipt/accept', { preHandler: CHECKERS, schema: { params: AdminOrderParams, response: { 200: Done } } }, async (request) => {
    await orders.acceptHmReceipt(app.db, staffOf(request), request.params.id);
    return ok(null, '签收回执已审核通过');
  });

  app.get('/invoices', { preHandler: READERS, schema: { querystring: AdminInvoiceQuery, response: { 200: Envelope(AdminInvoicePage) } } }, async (request) =>
    ok(await orders.listInvoices(app.db, staffOf(request), request.query)),
  );

  app.get('/invoices/:id/pdf', { preHandler: READERS, schema: { params: AdminInvoiceParams, response: { 200: fileResponse('电子发票 PDF', ['application/pdf']) } } }, async (request, reply) => {
    const file = await orders.invoiceFile(app.db, staffOf(request), request.params.id);
    return sendInline(reply, { mime: 'application/pdf', fileName: file.fileName, body: file.data });
  });
};

export default orderRoutes;
