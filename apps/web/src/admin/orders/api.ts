import { useQuery } from '@tanstack/react-query';
import {
  AdminAfterSalePage,
  AdminHmPage,
  AdminInvoicePage,
  AdminOrderDetail,
  AdminOrderPage,
  AdminPointsOrderPage,
  type AdminAfterSaleQuery,
  type AdminPointsOrderQuery,
  type AdminHmQuery,
  type ShipBody,
} from '@yc/contracts';
import { getData, postForm } from '../../lib/http';
import { useAdminMutation } from '../api/mutation';
import { ADMIN_KEY } from '../api/session';

const KEY = 'orders';
const refresh = [KEY, 'dashboard'] as const;

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

export const useOrders = (filter: OrderFilter) =>
  useQuery({ queryKey: [ADMIN_KEY, KEY, 'list', filter], queryFn: () => getData('/api/admin/orders', AdminOrderPage, { params: filter }) });

export const useOrder = (id: number) => useQuery({ queryKey: [ADMIN_KEY, KEY, 'detail', id], queryFn: () => getData(`/api/admin/orders/${id}`, AdminOrderDetail) });

/** What ships: a goods order, or a gift of the points mall (whose buyer reads the tracking number at /jfdd). */
export type ShipKind = 'orders' | 'points-orders';
const SHIPPED: Record<ShipKind, string> = { orders: '已发货，买家可查看物流信息', 'points-orders': '已发货，买家可在积分订单中查看运单号' };

export const useShip = (kind: ShipKind) =>
  useAdminMutation(({ id, body }: { id: number; body: ShipBody }) => postForm(`/api/admin/${kind}/${id}/ship`, body), { done: SHIPPED[kind], refresh });

export const usePointsOrders = (query: Partial<AdminPointsOrderQuery>) =>
  useQuery({ queryKey: [ADMIN_KEY, KEY, 'points', query], queryFn: () => getData('/api/admin/points-orders', AdminPointsOrderPage, { params: query }) });

export const useDeliver = () => useAdminMutation((id: number) => postForm(`/api/admin/orders/${id}/deliver`), { done: '已标记送达', refresh });

export const useComplete = () => useAdminMutation((id: number) => postForm(`/api/admin/orders/${id}/complete`), { done: '订单已完成', refresh });

export const useAfterSales = (query: Partial<AdminAfterSaleQuery>) =>
  useQuery({ queryKey: [ADMIN_KEY, KEY, 'after-sales', query], queryFn: () => getData('/api/admin/after-sales', AdminAfterSalePage, { params: query }) });

export const useApproveAfterSale = () =>
  useAdminMutation(({ id, reply }: { id: number; reply?: string }) => postForm(`/api/admin/after-sales/${id}/approve`, reply ? { reply } : {}), {
    done: '已同意，退款已原路退回',
    refresh,
  });

export const useRejectAfterSale = () =>
  useAdminMutation(({ id, reason }: { id: number; reason: string }) => postForm(`/api/admin/after-sales/${id}/reject`, { reason }), { done: '已拒绝该申请', refresh });

export const useHmReceipts = (query: Partial<AdminHmQuery>) =>
  useQuery({ queryKey: [ADMIN_KEY, KEY, 'hm', query], queryFn: () => getData('/api/admin/hm-receipts', AdminHmPage, { params: query }) });

export const useAcceptReceipt = () => useAdminMutation((orderId: number) => postForm(`/api/admin/orders/${orderId}/hm-receipt/accept`), { done: '签收回执已审核通过', refresh });

export const useInvoices = (query: { keywords?: string; page: number; page_size: number }) =>
  useQuery({ queryKey: [ADMIN_KEY, KEY, 'invoices', query], queryFn: () => getData('/api/admin/invoices', AdminInvoicePage, { params: query }) });
