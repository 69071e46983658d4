import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { HmOrder, HmOrderPage } from '@yc/contracts';
import { getData, postForm } from '../../../lib/http';

/** The store's 含麻 orders with the state of their signed receipts (GET /api/hm/orders {page}). */
export const getHmOrders = (query: { page: number; page_size: number }, signal?: AbortSignal): Promise<HmOrderPage> =>
  getData('/api/hm/orders', HmOrderPage, { params: query, signal });

export const useHmOrders = (query: { page: number; page_size: number }) =>
  useQuery({ queryKey: ['order', 'hm', query], queryFn: ({ signal }) => getHmOrders(query, signal), placeholderData: keepPreviousData });

/** Uploads the signed receipt of a 含麻 order (multipart POST /api/hm/receipt: order_id, file). */
export const uploadHmReceipt = async ({ orderId, file }: { orderId: number; file: File }): Promise<HmOrder> => {
  const body = new FormData();
  body.append('order_id', String(orderId));
  body.append('file', file, file.name);
  return HmOrder.parse(await postForm('/api/hm/receipt', body));
};

export const useUploadHmReceipt = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadHmReceipt, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['order'] }) });
};
