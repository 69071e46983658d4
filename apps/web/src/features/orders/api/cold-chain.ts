import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ColdChainRecord, orderColdChainPath, orderRefusePath, type ReceiptRefusalBody } from '@yc/contracts';
import { ORDER_MOVE_KEYS } from '../../../api/cancel-order';
import { getData, postForm } from '../../../lib/http';

/**
 * The order's 冷链 record (GET /api/order/:id/cold_chain): range, readings and any 拒收; under ['order'] so every
 * order move reads it again. Silent: a panel beside the order, whose failure is no reason for a message over the page.
 */
export const coldChainQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['order', 'cold-chain', id],
    queryFn: ({ signal }) => getData(orderColdChainPath(id), ColdChainRecord, { signal, policy: { silent: true } }),
  });

export const useOrderColdChain = (id: number, enabled: boolean) => useQuery({ ...coldChainQueryOptions(id), enabled });

/** 拒收 (POST /api/order/:id/refuse): opens the return; the order, its requests and the record are read again. */
export const useRefuseReceipt = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ReceiptRefusalBody) => ColdChainRecord.parse(await postForm(orderRefusePath(id), body)),
    onSuccess: () => Promise.all(ORDER_MOVE_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey: [...queryKey] }))),
  });
};
