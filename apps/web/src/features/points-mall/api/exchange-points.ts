import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PointsExchangeResult, type PointsExchangeBody } from '@yc/contracts';
import { postForm } from '../../../lib/http';

/** Exchanges points for a gift: a points order (POST /api/points/exchange {goods_id, number}). */
export const exchangePoints = async (body: PointsExchangeBody): Promise<PointsExchangeResult> =>
  PointsExchangeResult.parse(await postForm('/api/points/exchange', body));

export const useExchangePoints = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: exchangePoints,
    // Points, stock and the points orders all moved (or a refusal says they had).
    onSettled: () => Promise.all(['points-mall', 'wallet', 'user'].map((key) => queryClient.invalidateQueries({ queryKey: [key] }))),
  });
};
