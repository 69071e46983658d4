import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FavoriteBody } from '@yc/contracts';
import { postForm } from '../../../lib/http';

/** Adds goods to the store's favourites (POST /api/favorite {goods_ids}). */
export const addFavorite = async (body: FavoriteBody): Promise<void> => {
  await postForm('/api/favorite', body);
};

export const useAddFavorite = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addFavorite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['favorite'] }),
  });
};
