import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { OrderListPage, type OrderListStatus } from '@yc/contracts';
import { getData } from '../../../lib/http';

export interface OrderFilter {
  page: number;
  page_size: number;
  status: OrderListStatus;
  /** An order number or a goods name on the order; absent for all. */
  keywords?: string;
}

/** The store's orders of a tab, newest first, with every tab's count (GET /api/order/list). */
export const getOrders = (query: OrderFilter, signal?: AbortSignal): Promise<OrderListPage> =>
  getData('/api/order/list', OrderListPage, { params: query, signal });

export const ordersQueryOptions = (query: OrderFilter) =>
  queryOptions({ queryKey: ['order', 'list', query], queryFn: ({ signal }) => getOrders(query, signal) });

export const useOrders = (query: OrderFilter) => useQuery({ ...ordersQueryOptions(query), placeholderData: keepPreviousData });
