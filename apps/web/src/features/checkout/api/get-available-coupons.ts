import { queryOptions, useQuery } from '@tanstack/react-query';
import { StoreCouponPage } from '@yc/contracts';
import { getData } from '../../../lib/http';

/** type 0 is 全部 (spec section 7); one page holds every coupon a store keeps in practice. */
const ALL_AVAILABLE = { type: 0, page: 1, page_size: 100 } as const;

/** The store's coupons checkout could take now, unused and in their window (GET /api/user/availableCoupon {type, page}). */
export const getAvailableCoupons = (signal?: AbortSignal): Promise<StoreCouponPage> =>
  getData('/api/user/availableCoupon', StoreCouponPage, { params: ALL_AVAILABLE, signal });

export const availableCouponsQueryOptions = () =>
  queryOptions({ queryKey: ['checkout', 'available-coupons'], queryFn: ({ signal }) => getAvailableCoupons(signal) });

export const useAvailableCoupons = () => useQuery(availableCouponsQueryOptions());
