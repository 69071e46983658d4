import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CentreCouponPage, type PageQuery } from '@yc/contracts';
import { getData } from '../../../lib/http';

/** The coupon centre's public coupons with this store's claims (GET /api/coupon/centre {page}). */
export const getCentreCoupons = (query: PageQuery, signal?: AbortSignal): Promise<CentreCouponPage> =>
  getData('/api/coupon/centre', CentreCouponPage, { params: query, signal });

export const centreCouponsQueryOptions = (query: PageQuery) =>
  queryOptions({ queryKey: ['coupon-centre', query], queryFn: ({ signal }) => getCentreCoupons(query, signal) });

export const useCentreCoupons = (query: PageQuery) => useQuery({ ...centreCouponsQueryOptions(query), placeholderData: keepPreviousData });
