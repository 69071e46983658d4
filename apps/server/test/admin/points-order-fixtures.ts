/** Points orders for the console's tests: a gift's order of a fresh store, as an exchange leaves it. */
import { eq } from 'drizzle-orm';
import type { App } from '../../src/app.js';
import { pointsOrders } from '../../src/db/schema/index.js';
import { createBuyer } from '../fixtures.js';
import { createGift } from '../modules/marketing-fixtures.js';

/** The address addAddress (../fixtures.js) writes, as an order keeps it. */
export const PARCEL_TO = { consignee: '张三', phone: '13800000000', address: '北京市北京市朝阳区测试路1号' };

export async function pendingPointsOrder(app: App, address: { consignee: string; phone: string; address: string } = PARCEL_TO) {
  const buyer = await createBuyer(app);
  const gift = await createGift(app, { name: '测试发货电子体温计', points: 300 });
  const [order] = await app.db
    .insert(pointsOrders)
    .values({ storeId: buyer.storeId, pointsGoodsId: gift.id, number: 1, points: 300, ...address })
    .returning({ id: pointsOrders.id });
  return { buyer, orderId: order.id };
}

export async function pointsOrderRow(app: App, id: number) {
  const [row] = await app.db.select().from(pointsOrders).where(eq(pointsOrders.id, id));
  return row;
}
