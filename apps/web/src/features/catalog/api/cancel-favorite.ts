import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FavoriteBody } from '@yc/contracts';
import { postForm } from '../../../lib/http';

/** Takes goods out of the store's favourites (POST /api/favorite/cancel {goods_ids}). */
export const cancelFavorite = async (body: FavoriteBody): Promise<void> => {
  await postForm('/api/favorite/cancel', body);
};

export const useCancelFavorite = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelFavorite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['favorite'] }),
  });
};
