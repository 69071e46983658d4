/** The delivery side of an order: carrier, tracking number and the events of its way to the store. */
import { ORDER_STATUS_TEXT, type OrderLogistics, type OrderLogisticsView, type OrderStatus } from '@yc/contracts';
import type { Db } from '../../db/client.js';
import { seconds, secondsOrNull } from '../../lib/epoch-seconds.js';
import { notFound } from '../../lib/errors.js';
import type { AuthContext } from '../../plugins/session.js';
import { findOrder, orderEventsOf, type OrderEventRow, type OrderRow } from './queries.js';

const LOGISTICS_EVENTS = new Set(['shipped', 'delivered', 'completed']);

export function logisticsOf(order: OrderRow, events: readonly OrderEventRow[]): OrderLogistics {
  return {
    carrier: order.carrier,
    tracking_no: order.trackingNo,
    shipped_at: secondsOrNull(order.shippedAt),
    delivered_at: secondsOrNull(order.deliveredAt),
    events: events
      .filter((e) => LOGISTICS_EVENTS.has(e.status))
      .map((e) => ({ status: e.status, text: e.text, created_at: seconds(e.createdAt) })),
  };
}

/** GET /api/order/wl/:id. */
export async function orderLogistics(db: Db, auth: AuthContext, id: number): Promise<OrderLogisticsView> {
  const order = await findOrder(db, auth.storeId, id);
  if (!order) throw notFound('订单');
  const status = order.status as OrderStatus;
  return {
    order_id: order.id,
    order_no: order.orderNo,
    status,
    status_text: ORDER_STATUS_TEXT[status],
    ...logisticsOf(order, await orderEventsOf(db, order.id)),
  };
}
