import { queryOptions, useQuery } from '@tanstack/react-query';
import { OrderInfo } from '@yc/contracts';
import { getData } from '../../../lib/http';

/** One order of the store with its lines, discounts, logistics, invoice and requests (GET /api/order/info/:id); the pay step reads it under the same key. */
export const getOrder = (id: number, signal?: AbortSignal): Promise<OrderInfo> => getData(`/api/order/info/${id}`, OrderInfo, { signal });

export const orderQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['order', 'info', id], queryFn: ({ signal }) => getOrder(id, signal) });

export const useOrder = (id: number) => useQuery({ ...orderQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
