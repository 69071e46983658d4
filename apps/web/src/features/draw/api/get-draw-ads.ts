import { queryOptions, useQuery } from '@tanstack/react-query';
import { FocusBanners, type Banner } from '@yc/contracts';
import { getData } from '../../../lib/http';

/** The draw's banners (GET /api/draw/ads), an ad slot like the focus ones. */
export const getDrawAds = (signal?: AbortSignal): Promise<Banner[]> => getData('/api/draw/ads', FocusBanners, { signal });

export const drawAdsQueryOptions = () => queryOptions({ queryKey: ['draw', 'ads'], queryFn: ({ signal }) => getDrawAds(signal) });

export const useDrawAds = (enabled: boolean) => useQuery({ ...drawAdsQueryOptions(), enabled });
