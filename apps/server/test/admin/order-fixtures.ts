/**
 * Stores and orders in the states the console works on: a pending store with a scan, a paid order
 * waiting to ship, a shipped one, a pending return, a 含麻 order with its receipt uploaded, a
 * completed order with its invoice. Built the way buyers and the warehouse build them.
 */
import QRCode from 'qrcode';
import { eq } from 'drizzle-orm';
import type { App } from '../../src/app.js';
import { afterSales, orders, qualifications } from '../../src/db/schema/index.js';
import { completeOrder, shipOrder } from '../../src/modules/fulfilment/service.js';
import { newUploadPath, writeUploadFile } from '../../src/lib/uploads/files.js';
import { createBuyer, seedGoods, OPERATOR } from '../fixtures.js';
import { HM_BUYER, okData, payOrder, placeOrder, post, readyBuyer, shippedOrder, type ReadyBuyer } from '../ops/order-flow.js';

export const png = () => QRCode.toBuffer('证件扫描件', { type: 'png', width: 64 });

/** A newly registered store waiting for review, with one scanned certificate on disk. */
export async function pendingStore(app: App): Promise<{ storeId: number; qualificationId: number; username: string; password: string }> {
  const buyer = await createBuyer(app, { passed: false });
  const data = await png();
  const filePath = newUploadPath('qualifications', buyer.storeId, 'png');
  await writeUploadFile(app.config.dataDir, filePath, data);
  const [row] = await app.db
    .insert(qualifications)
    .values({
      storeId: buyer.storeId,
      type: '营业执照',
      number: '91110000TEST0001',
      filePath,
      fileName: 'licence.png',
      mime: 'image/png',
      size: data.length,
      status: 'pending',
    })
    .returning({ id: qualifications.id });
  return { storeId: buyer.storeId, qualificationId: row.id, username: buyer.username, password: buyer.password };
}

export interface OrderAt {
  buyer: ReadyBuyer;
  orderId: number;
  orderNo: string;
}

/** A paid order of one goods, waiting for the warehouse. */
export async function paidOrder(app: App): Promise<OrderAt> {
  const buyer = await readyBuyer(app);
  const order = await placeOrder(app, buyer, [{ goods: await seedGoods(app), number: 2 }]);
  await payOrder(app, buyer, order, 'wallet');
  return { buyer, orderId: order.orderId, orderNo: order.orderNo };
}

export async function shipped(app: App): Promise<OrderAt> {
  const buyer = await readyBuyer(app);
  const order = await shippedOrder(app, buyer, [{ goods: await seedGoods(app), number: 2 }]);
  return { buyer, orderId: order.orderId, orderNo: order.orderNo };
}

/** A completed order, with the e-invoice completion issues. */
export async function completed(app: App): Promise<OrderAt & { invoiceNo: string }> {
  const order = await shipped(app);
  const done = await completeOrder(app.db, order.orderId, OPERATOR);
  return { ...order, invoiceNo: done.invoiceNo };
}

/** A pending return of one unit of a shipped order. */
export async function pendingReturn(app: App): Promise<OrderAt & { requestId: number }> {
  const order = await shipped(app);
  const detail = await okData<{ items: { id: number }[] }>(
    app.inject({ method: 'GET', url: `/api/order/info/${order.orderId}`, headers: { cookie: order.buyer.cookie } }),
  );
  const request = await okData<{ id: number }>(
    post(app, order.buyer.cookie, '/api/order/return', {
      order_id: order.orderId,
      type: 'return',
      reason: '包装破损',
      items: [{ order_item_id: detail.items[0].id, number: 1 }],
    }),
  );
  return { ...order, requestId: request.id };
}

/** A shipped 含麻 order whose signed receipt the store has uploaded (written as the upload writes it). */
export async function hmOrderWithReceipt(app: App): Promise<OrderAt> {
  const buyer = await readyBuyer(app);
  const order = await placeOrder(app, buyer, [{ goods: await seedGoods(app, 'hm', { hmLimit: 5 }), number: 1 }]);
  await payOrder(app, buyer, order, 'wallet', { hm_buyer: HM_BUYER });
  await shipOrder(app.db, order.orderId, '顺丰速运', `SF${String(order.orderId).padStart(12, '0')}`, OPERATOR);
  const data = await png();
  const path = newUploadPath('hm-receipts', buyer.storeId, 'png');
  await writeUploadFile(app.config.dataDir, path, data);
  await app.db.update(orders).set({ hmReceiptPath: path, hmReceiptAt: new Date() }).where(eq(orders.id, order.orderId));
  return { buyer, orderId: order.orderId, orderNo: order.orderNo };
}

export const afterSaleRow = async (app: App, id: number) => (await app.db.select().from(afterSales).where(eq(afterSales.id, id)))[0];
export const orderRow = async (app: App, id: number) => (await app.db.select().from(orders).where(eq(orders.id, id)))[0];
