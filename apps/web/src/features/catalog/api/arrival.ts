import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrivalSubscribed, ArrivalWaiting } from '@yc/contracts';
import { getData, postForm } from '../../../lib/http';

const WAITING_KEY = ['catalog', 'arrivals'] as const;

/** The goods the store waits to be told about (GET /api/user/arrivals); off for a visitor. */
export const useArrivalsWaiting = (enabled: boolean) =>
  useQuery({
    queryKey: WAITING_KEY,
    queryFn: ({ signal }) => getData('/api/user/arrivals', ArrivalWaiting, { signal }),
    enabled,
    staleTime: 60_000,
  });

/** 到货提醒 on an out-of-stock goods (POST /api/goods/{id}/arrival). */
export const useSubscribeArrival = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (goodsId: number) => ArrivalSubscribed.parse(await postForm(`/api/goods/${goodsId}/arrival`)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WAITING_KEY }),
  });
};
