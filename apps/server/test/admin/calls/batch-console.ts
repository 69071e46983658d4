import { eq } from 'drizzle-orm';
import type { App } from '../../../src/app.js';
import { batchLedger, goodsBatches, orderLineBatches } from '../../../src/db/schema/index.js';
import { chinaToday } from '../../../src/lib/china-day.js';
import { adminCall } from '../admin-call.js';
import { paidOrder } from '../order-fixtures.js';

const day = (offset: number) => new Date(Date.parse(`${chinaToday()}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
let n = 0;

/** A paid order whose line holds one batch, and another batch of the same goods with units free. */
async function orderWithSpareBatch(app: App) {
  const order = await paidOrder(app);
  const [line] = await app.db.select().from(orderLineBatches).where(eq(orderLineBatches.orderId, order.orderId));
  const [held] = await app.db.select().from(goodsBatches).where(eq(goodsBatches.id, line.batchId));
  n += 1;
  const [spare] = await app.db
    .insert(goodsBatches)
    .values({ goodsId: held.goodsId, batchNo: `LB${process.pid % 1000}${n}`, producedOn: day(-30), expiresOn: day(900), quantity: 10 })
    .returning();
  await app.db
    .insert(batchLedger)
    .values({ batchId: spare.id, goodsId: held.goodsId, kind: 'receipt', quantityDelta: 10, actor: 'system:ops', reason: '测试' });
  return { orderId: order.orderId, orderItemId: line.orderItemId, from: line.batchId, to: spare.id };
}

const stockists: ['warehouse', 'merchandiser'] = ['warehouse', 'merchandiser'];

export const calls = [
  adminCall({
    name: 'GET /api/admin/batches/expiry-summary',
    roles: stockists,
    request: () => ({ method: 'GET', url: '/api/admin/batches/expiry-summary' }),
  }),
  adminCall({
    name: 'GET /api/admin/batches/expiring',
    roles: stockists,
    request: () => ({ method: 'GET', url: '/api/admin/batches/expiring?days=90&warehouse_id=1' }),
  }),
  adminCall({
    name: 'GET /api/admin/batches/expired',
    roles: stockists,
    request: () => ({ method: 'GET', url: '/api/admin/batches/expired' }),
  }),
  adminCall({
    name: 'POST /api/admin/orders/:id/line-batch',
    roles: ['warehouse'],
    prepare: orderWithSpareBatch,
    request: (o) => ({
      method: 'POST',
      url: `/api/admin/orders/${o.orderId}/line-batch`,
      payload: { order_item_id: o.orderItemId, from_batch_id: o.from, to_batch_id: o.to, reason: '门店要求远效期' },
    }),
    change: {
      read: (app, o) => app.db.select().from(orderLineBatches).where(eq(orderLineBatches.orderId, o.orderId)),
      audit: { action: 'order.line_batch', entity: 'order', entityId: (o) => o.orderId },
    },
  }),
];
