import { queryOptions, useQuery } from '@tanstack/react-query';
import { CouponCounts } from '@yc/contracts';
import { getData } from '../lib/http';

/** How many coupons the store has in each state (GET api/user/couponNum). */
export const getCouponCounts = (signal?: AbortSignal): Promise<CouponCounts> => getData('api/user/couponNum', CouponCounts, { signal });

export const couponCountsQueryOptions = () =>
  queryOptions({ queryKey: ['wallet', 'coupon-num'], queryFn: ({ signal }) => getCouponCounts(signal) });

export const useCouponCounts = () => useQuery(couponCountsQueryOptions());
