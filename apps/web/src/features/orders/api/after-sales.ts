import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AfterSaleImage, AfterSalePage, AfterSaleView, type AfterSaleType, type ReturnBody } from '@yc/contracts';
import { getData, postForm } from '../../../lib/http';

const DETAIL_PATH: Record<AfterSaleType, string> = { return: '/api/order/returnInfo', after_sale: '/api/order/afterSalesInfo' };

interface RequestFilter {
  page: number;
  page_size: number;
  /** The order's number or a goods name on it; absent for all. */
  keywords?: string;
}

/** The store's return and after-sales requests, newest first (GET /api/order/returns {page, type, keywords}). */
export const getRequests = (query: RequestFilter, signal?: AbortSignal): Promise<AfterSalePage> =>
  getData('/api/order/returns', AfterSalePage, { params: query, signal });

export const useRequests = (query: RequestFilter) =>
  useQuery({
    queryKey: ['order', 'returns', query],
    queryFn: ({ signal }) => getRequests(query, signal),
    placeholderData: keepPreviousData,
  });

/** One request with its timeline, on the page of its kind (/order/returnInfo/:id or /order/afterSalesInfo/:id). */
export const getRequest = (type: AfterSaleType, id: number, signal?: AbortSignal): Promise<AfterSaleView> =>
  getData(`${DETAIL_PATH[type]}/${id}`, AfterSaleView, { signal });

export const requestQueryOptions = (type: AfterSaleType, id: number) =>
  queryOptions({ queryKey: ['order', 'request', type, id], queryFn: ({ signal }) => getRequest(type, id, signal) });

export const useRequest = (type: AfterSaleType, id: number) =>
  useQuery({ ...requestQueryOptions(type, id), enabled: Number.isInteger(id) && id > 0 });

/** Asks for a return or after-sales (POST /api/order/return {order_id, type, items[], reason, images[]}). */
export const requestReturn = async (body: ReturnBody): Promise<AfterSaleView> =>
  AfterSaleView.parse(await postForm('/api/order/return', body));

/** Withdraws a pending request (POST /api/order/return/cancel {id}). */
export const cancelRequest = async (id: number): Promise<AfterSaleView> =>
  AfterSaleView.parse(await postForm('/api/order/return/cancel', { id }));

/** One picture for a request (multipart POST /api/order/return/image, part `file`): answers where it is kept. */
export const uploadReturnImage = async (file: File): Promise<AfterSaleImage> => {
  const body = new FormData();
  body.append('file', file, file.name);
  return AfterSaleImage.parse(await postForm('/api/order/return/image', body));
};

const useRequestMove = <V>(move: (value: V) => Promise<AfterSaleView>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: move, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['order'] }) });
};

export const useRequestReturn = () => useRequestMove(requestReturn);
export const useCancelRequest = () => useRequestMove(cancelRequest);
