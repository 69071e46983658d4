import { queryOptions, useQuery } from '@tanstack/react-query';
import { OrderInfo } from '@yc/contracts';
import { getData } from '../lib/http';

/** One order of the store with its lines, discounts, logistics, invoice and requests (GET /api/order/info/:id): the order detail and the pay steps. */
export const getOrder = (id: number, signal?: AbortSignal): Promise<OrderInfo> => getData(`/api/order/info/${id}`, OrderInfo, { signal });

export const orderQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['order', 'info', id], queryFn: ({ signal }) => getOrder(id, signal) });

/** `poll` answers how soon to read the order again (ms), or false to stop. */
export const useOrder = (id: number, { poll }: { poll?: (order: OrderInfo | undefined) => number | false } = {}) =>
  useQuery({
    ...orderQueryOptions(id),
    enabled: Number.isInteger(id) && id > 0,
    refetchInterval: poll ? (query) => poll(query.state.data) : false,
  });
