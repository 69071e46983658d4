import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { FocusBanners, type ZoneAdSlot } from '@yc/contracts';
import { getData } from '../../../lib/http';

/** The banners of a zone's ad slot (GET /api/focus/{slot}); kxzq_ad may be narrowed to some ad ids. */
export const getFocusBanners = (slot: ZoneAdSlot, ids?: string, signal?: AbortSignal): Promise<FocusBanners> =>
  getData(`/api/focus/${slot}`, FocusBanners, { params: ids ? { ids } : undefined, signal, policy: { silent: true } });

export const focusBannersQueryOptions = (slot: ZoneAdSlot, ids?: string) =>
  queryOptions({
    queryKey: ['focus', slot, ids ?? ''],
    queryFn: ({ signal }) => getFocusBanners(slot, ids, signal),
    staleTime: 5 * 60_000,
  });

/** A zone without an ad slot asks for nothing. */
export const useFocusBanners = (slot: ZoneAdSlot | undefined, ids?: string) =>
  useQuery(slot ? focusBannersQueryOptions(slot, ids) : { queryKey: ['focus', 'none'], queryFn: skipToken });
