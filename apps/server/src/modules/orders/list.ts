/** GET /api/order/list: the store's orders, newest first, with the tab counts and each order's first lines. */
import {
  fenToYuan,
  ORDER_LIST_PREVIEW,
  ORDER_STATUS_TEXT,
  type OrderListPage,
  type OrderListQuery,
  type OrderStatus,
  type OrderStatusCounts,
} from '@yc/contracts';
import type { Db } from '../../db/client.js';
import { pageOf, sliceOf } from '../../db/paging.js';
import { seconds } from '../../lib/epoch-seconds.js';
import type { AuthContext } from '../../plugins/session.js';
import { linesByOrder, listGoods } from './item-view.js';
import { orderItemsOfOrders, requestedUnits } from './queries.js';
import { orderActions } from './actions.js';
import * as q from './list-queries.js';

export async function listOrders(db: Db, auth: AuthContext, query: OrderListQuery): Promise<OrderListPage> {
  const filter = { keywords: query.keywords || undefined, from: query.start_time, to: query.end_time };
  const status = query.status === 'all' ? undefined : query.status;
  const [{ rows, total }, perStatus] = await Promise.all([
    q.orderPage(db, auth.storeId, { ...filter, status }, sliceOf(query)),
    q.statusCounts(db, auth.storeId, filter),
  ]);
  const ids = rows.map((o) => o.id);
  const [items, asked] = await Promise.all([orderItemsOfOrders(db, ids), requestedUnits(db, ids)]);
  const counts: OrderStatusCounts = { all: 0, pending_approval: 0, unpaid: 0, paid: 0, shipped: 0, completed: 0, cancelled: 0 };
  for (const c of perStatus) {
    counts[c.status as OrderStatus] = c.n;
    counts.all += c.n;
  }
  const byOrder = linesByOrder(items);
  const now = new Date();
  const list = rows.map((o) => {
    const lines = byOrder.get(o.id) ?? [];
    const units = lines.reduce((n, i) => n + i.number, 0);
    const held = lines.reduce((n, i) => n + (asked.get(i.id) ?? 0), 0);
    return {
      id: o.id,
      order_no: o.orderNo,
      status: o.status as OrderStatus,
      status_text: ORDER_STATUS_TEXT[o.status as OrderStatus],
      goods_amount: fenToYuan(o.goodsAmount),
      discount_amount: fenToYuan(o.promotionAmount + o.couponAmount + o.voucherAmount),
      shipping_amount: fenToYuan(o.shippingAmount),
      pay_amount: fenToYuan(o.payAmount),
      pay_method: o.payMethod,
      is_hm: o.isHm ? 1 : 0,
      created_at: seconds(o.createdAt),
      expires_at: seconds(o.expiresAt),
      item_count: lines.length,
      goods_count: units,
      items: lines.slice(0, ORDER_LIST_PREVIEW).map(listGoods),
      ...orderActions(o, units - held, now),
    };
  });
  return { ...pageOf(list, total, query), counts, timestamp: seconds(now) };
}
