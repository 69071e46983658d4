import { queryOptions, useQuery } from '@tanstack/react-query';
import { FocusBanners } from '@yc/contracts';
import { getData } from '../../../lib/http';

/**
 * The home page's own ad slots: '' the focus carousel (GET /api/focus), right the floating side banner,
 * xrtj 新人推荐 (the server answers it to new members only).
 */
export type HomeAdSlot = '' | 'right' | 'xrtj';

const slotUrl = (slot: HomeAdSlot): string => (slot === '' ? '/api/focus' : `/api/focus/${slot}`);

// An ad that fails to load leaves its place empty; the buyer is not told about it.
export const getHomeAds = (slot: HomeAdSlot, signal?: AbortSignal): Promise<FocusBanners> =>
  getData(slotUrl(slot), FocusBanners, { signal, policy: { silent: true } });

export const homeAdsQueryOptions = (slot: HomeAdSlot) =>
  queryOptions({ queryKey: ['focus', 'home', slot], queryFn: ({ signal }) => getHomeAds(slot, signal), staleTime: 5 * 60_000 });

export const useHomeAds = (slot: HomeAdSlot, enabled = true) => useQuery({ ...homeAdsQueryOptions(slot), enabled });
