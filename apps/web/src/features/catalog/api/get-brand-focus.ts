import { queryOptions, useQuery } from '@tanstack/react-query';
import { BrandFocus } from '@yc/contracts';
import { getData } from '../../../lib/http';

/** A brand with its banner (GET /api/focus/brand/{id}); its goods come through the shared listing. */
export const getBrandFocus = (id: number, signal?: AbortSignal): Promise<BrandFocus> =>
  // page_size 1: the page only needs the brand and its banner; the listing asks for the goods with its own filters.
  getData(`/api/focus/brand/${id}`, BrandFocus, { params: { page: 1, page_size: 1 }, signal });

export const brandFocusQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['focus', 'brand', id], queryFn: ({ signal }) => getBrandFocus(id, signal), staleTime: 5 * 60_000 });

export const useBrandFocus = (id: number) => useQuery({ ...brandFocusQueryOptions(id), enabled: id > 0 });
