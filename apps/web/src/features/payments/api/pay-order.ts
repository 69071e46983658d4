import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PayResult, type PayOrderBody } from '@yc/contracts';
import { postForm, type RequestPolicy } from '../../../lib/http';

/** Pays an order from the wallet or credit at once, or starts an online payment (POST /api/pay/order {order_id, method}). */
export const payOrder = async (body: PayOrderBody, policy?: RequestPolicy): Promise<PayResult> =>
  PayResult.parse(await postForm('/api/pay/order', body, { policy }));

export const usePayOrder = (policy?: RequestPolicy) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PayOrderBody) => payOrder(body, policy),
    // The order's state, the wallet balance and the credit used all change; a paid store is no new customer (新客 ads).
    onSuccess: () => Promise.all(['order', 'wallet', 'focus'].map((key) => queryClient.invalidateQueries({ queryKey: [key] }))),
  });
};
