import { useQuery } from '@tanstack/react-query';
import { AdminOrderDetail, AdminOrderPage, type ShipBody } from '@yc/contracts';
import { postForm } from '../../../lib/http';
import { useAdminMutation } from '../../api/mutation';
import { listQuery, rowQuery } from '../../api/query-options';

/** The orders queries' key; a change to an order also changes the dashboard's counts. */
export const ORDERS_KEY = 'orders';
export const ORDER_REFRESH = [ORDERS_KEY, 'dashboard'] as const;

/** Query strings as the list pages send them (dates as YYYY-MM-DD). */
export interface OrderFilter {
  status?: string;
  keywords?: string;
  is_hm?: number;
  start_time?: string;
  end_time?: string;
  page: number;
  page_size: number;
}

/** One page of orders (GET /api/admin/orders), with the count of each status. */
export const ordersQueryOptions = listQuery([ORDERS_KEY, 'list'], '/api/admin/orders', AdminOrderPage);
/** One order with its lines, payments, shipment and requests (GET /api/admin/orders/:id). */
export const orderQueryOptions = rowQuery([ORDERS_KEY, 'detail'], (id) => `/api/admin/orders/${id}`, AdminOrderDetail);

export const useOrders = (filter: OrderFilter) => useQuery(ordersQueryOptions(filter));
export const useOrder = (id: number) => useQuery(orderQueryOptions(id));

/** What ships: a goods order, or a gift of the points mall (whose buyer reads the tracking number at /jfdd). */
export type ShipKind = 'orders' | 'points-orders';
const SHIPPED: Record<ShipKind, string> = { orders: '已发货，买家可查看物流信息', 'points-orders': '已发货，买家可在积分订单中查看运单号' };

export const useShip = (kind: ShipKind) =>
  useAdminMutation(({ id, body }: { id: number; body: ShipBody }) => postForm(`/api/admin/${kind}/${id}/ship`, body), {
    done: SHIPPED[kind],
    refresh: ORDER_REFRESH,
  });

export const useDeliver = () =>
  useAdminMutation((id: number) => postForm(`/api/admin/orders/${id}/deliver`), { done: '已标记送达', refresh: ORDER_REFRESH });

export const useComplete = () =>
  useAdminMutation((id: number) => postForm(`/api/admin/orders/${id}/complete`), { done: '订单已完成', refresh: ORDER_REFRESH });
