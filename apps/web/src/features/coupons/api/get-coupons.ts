import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { StoreCouponPage, type CouponStatus } from '@yc/contracts';
import { getData } from '../../../lib/http';

export interface CouponFilter {
  page: number;
  page_size: number;
  status: CouponStatus;
  /** amount | rate; absent for both. */
  type?: string;
}

/** The store's coupons by state and kind (GET /api/user/coupon {page, type, status}). */
export const getCoupons = (query: CouponFilter, signal?: AbortSignal): Promise<StoreCouponPage> =>
  getData('/api/user/coupon', StoreCouponPage, { params: query, signal });

export const couponsQueryOptions = (query: CouponFilter) =>
  queryOptions({ queryKey: ['wallet', 'coupons', query], queryFn: ({ signal }) => getCoupons(query, signal) });

export const useCoupons = (query: CouponFilter) => useQuery({ ...couponsQueryOptions(query), placeholderData: keepPreviousData });
