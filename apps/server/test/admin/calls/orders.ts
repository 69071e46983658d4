import { eq } from 'drizzle-orm';
import type { App } from '../../../src/app.js';
import { afterSales } from '../../../src/db/schema/index.js';
import { newUploadPath, writeUploadFile } from '../../../src/lib/uploads/files.js';
import { adminCall } from '../admin-call.js';
import { afterSaleRow, completed, hmOrderWithReceipt, orderRow, paidOrder, pendingReturn, png, shipped } from '../order-fixtures.js';
import { pendingPointsOrder, pointsOrderRow } from '../points-order-fixtures.js';

const fulfilmentOf = async (app: App, { orderId }: { orderId: number }) => {
  const o = await orderRow(app, orderId);
  return { status: o.status, trackingNo: o.trackingNo, deliveredAt: o.deliveredAt, reviewedAt: o.hmReceiptReviewedAt };
};
const requestOf = async (app: App, { requestId }: { requestId: number }) => {
  const r = await afterSaleRow(app, requestId);
  return { status: r.status, refund: r.refundAmount };
};
const orderAudit = (action: string) => ({ action, entity: 'order', entityId: ({ orderId }: { orderId: number }) => orderId });
const requestAudit = (action: string) => ({ action, entity: 'after_sale', entityId: ({ requestId }: { requestId: number }) => requestId });

/** A pending return with a picture of the goods. */
async function returnWithPicture(app: App) {
  const request = await pendingReturn(app);
  const data = await png();
  const saved = newUploadPath('after-sales', request.buyer.storeId, 'png');
  await writeUploadFile(app.config.dataDir, saved, data);
  const name = saved.split('/').at(-1) as string;
  await app.db
    .update(afterSales)
    .set({ images: [`/api/order/return/image/${name}`] })
    .where(eq(afterSales.id, request.requestId));
  return { ...request, name };
}

let tracking = 100000;

export const calls = [
  adminCall({
    name: 'GET /api/admin/orders',
    roles: ['warehouse', 'account_manager'],
    request: () => ({ method: 'GET', url: '/api/admin/orders?status=paid&keywords=T' }),
  }),
  adminCall({
    name: 'GET /api/admin/orders/:id',
    roles: ['warehouse', 'account_manager'],
    prepare: (app) => paidOrder(app),
    request: ({ orderId }) => ({ method: 'GET', url: `/api/admin/orders/${orderId}` }),
  }),
  adminCall({
    name: 'POST /api/admin/orders/:id/ship',
    roles: ['warehouse'],
    prepare: (app) => paidOrder(app),
    request: ({ orderId }) => ({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/ship`,
      payload: { carrier: '顺丰速运', tracking_no: `SF${(tracking += 1)}` },
    }),
    change: { read: fulfilmentOf, audit: orderAudit('order.ship') },
  }),
  adminCall({
    name: 'POST /api/admin/orders/:id/deliver',
    roles: ['warehouse'],
    prepare: (app) => shipped(app),
    request: ({ orderId }) => ({ method: 'POST', url: `/api/admin/orders/${orderId}/deliver` }),
    change: { read: fulfilmentOf, audit: orderAudit('order.deliver') },
  }),
  adminCall({
    name: 'POST /api/admin/orders/:id/complete',
    roles: ['warehouse'],
    prepare: (app) => shipped(app),
    request: ({ orderId }) => ({ method: 'POST', url: `/api/admin/orders/${orderId}/complete` }),
    change: { read: fulfilmentOf, audit: orderAudit('order.complete') },
  }),
  adminCall({
    name: 'GET /api/admin/points-orders',
    roles: ['warehouse'],
    request: () => ({ method: 'GET', url: '/api/admin/points-orders?status=pending&keywords=测试' }),
  }),
  adminCall({
    name: 'POST /api/admin/points-orders/:id/ship',
    roles: ['warehouse'],
    prepare: (app) => pendingPointsOrder(app),
    request: ({ orderId }) => ({
      method: 'POST',
      url: `/api/admin/points-orders/${orderId}/ship`,
      payload: { carrier: '顺丰速运', tracking_no: `SF${(tracking += 1)}` },
    }),
    change: {
      read: async (app, { orderId }) => {
        const o = await pointsOrderRow(app, orderId);
        return { status: o.status, trackingNo: o.trackingNo };
      },
      audit: { action: 'points_order.ship', entity: 'points_order', entityId: ({ orderId }) => orderId },
    },
  }),
  adminCall({
    name: 'GET /api/admin/after-sales',
    roles: ['warehouse', 'account_manager'],
    request: () => ({ method: 'GET', url: '/api/admin/after-sales?status=pending' }),
  }),
  adminCall({
    name: 'GET /api/admin/after-sales/:id/images/:name',
    roles: ['warehouse', 'account_manager'],
    prepare: returnWithPicture,
    request: ({ requestId, name }) => ({ method: 'GET', url: `/api/admin/after-sales/${requestId}/images/${name}` }),
  }),
  adminCall({
    name: 'POST /api/admin/after-sales/:id/approve',
    roles: ['warehouse'],
    prepare: (app) => pendingReturn(app),
    request: ({ requestId }) => ({ method: 'POST', url: `/api/admin/after-sales/${requestId}/approve`, payload: { reply: '已入库' } }),
    change: { read: requestOf, audit: requestAudit('after_sale.approve') },
  }),
  adminCall({
    name: 'POST /api/admin/after-sales/:id/reject',
    roles: ['warehouse'],
    prepare: (app) => pendingReturn(app),
    request: ({ requestId }) => ({ method: 'POST', url: `/api/admin/after-sales/${requestId}/reject`, payload: { reason: '商品已拆封' } }),
    change: { read: requestOf, audit: requestAudit('after_sale.reject') },
  }),
  adminCall({
    name: 'GET /api/admin/hm-receipts',
    roles: ['reviewer'],
    request: () => ({ method: 'GET', url: '/api/admin/hm-receipts?state=uploaded' }),
  }),
  adminCall({
    name: 'GET /api/admin/orders/:id/hm-receipt',
    roles: ['reviewer'],
    prepare: (app) => hmOrderWithReceipt(app),
    request: ({ orderId }) => ({ method: 'GET', url: `/api/admin/orders/${orderId}/hm-receipt` }),
  }),
  adminCall({
    name: 'POST /api/admin/orders/:id/hm-receipt/accept',
    roles: ['reviewer'],
    prepare: (app) => hmOrderWithReceipt(app),
    request: ({ orderId }) => ({ method: 'POST', url: `/api/admin/orders/${orderId}/hm-receipt/accept` }),
    change: { read: fulfilmentOf, audit: orderAudit('hm_receipt.accept') },
  }),
  adminCall({
    name: 'GET /api/admin/invoices',
    roles: ['warehouse', 'account_manager'],
    request: () => ({ method: 'GET', url: '/api/admin/invoices?keywords=FP' }),
  }),
  adminCall({
    name: 'GET /api/admin/invoices/:id/pdf',
    roles: ['warehouse', 'account_manager'],
    prepare: async (app) => {
      const order = await completed(app);
      const detail = await app.inject({ method: 'GET', url: `/api/order/info/${order.orderId}`, headers: { cookie: order.buyer.cookie } });
      return { invoiceId: (detail.json() as { data: { invoice: { id: number } } }).data.invoice.id };
    },
    request: ({ invoiceId }) => ({ method: 'GET', url: `/api/admin/invoices/${invoiceId}/pdf` }),
  }),
];
