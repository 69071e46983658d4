import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { FavoritePage, type FavoriteQuery } from '@yc/contracts';
import { getData } from '../../../lib/http';

/** The store's favourite goods, newest first (GET /api/favorite {page}). */
export const getFavorites = (query: Partial<FavoriteQuery>, signal?: AbortSignal): Promise<FavoritePage> =>
  getData('/api/favorite', FavoritePage, { params: query, signal });

export const favoritesQueryOptions = (query: Partial<FavoriteQuery>) =>
  queryOptions({ queryKey: ['favorite', 'list', query], queryFn: ({ signal }) => getFavorites(query, signal) });

export const useFavorites = (query: Partial<FavoriteQuery>, { enabled }: { enabled: boolean }) =>
  useQuery({ ...favoritesQueryOptions(query), placeholderData: keepPreviousData, enabled });
