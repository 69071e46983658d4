import { useQuery } from '@tanstack/react-query';
import { AdminCouponPage, NamedOptions, type AdminCouponForm, type AdminCouponQuery } from '@yc/contracts';
import { postForm } from '../../../lib/http';
import { useAdminMutation, useDeleteRow, useSaveRow } from '../../api/mutation';
import { fixedQuery, listQuery } from '../../api/query-options';

const COUPONS_KEY = 'coupons';

/** One page of coupons (GET /api/admin/coupons). */
export const couponsQueryOptions = listQuery([COUPONS_KEY, 'list'], '/api/admin/coupons', AdminCouponPage);
/** Every coupon by name, for a prize to name one (GET /api/admin/coupons/options). */
export const couponOptionsQueryOptions = fixedQuery([COUPONS_KEY, 'options'], '/api/admin/coupons/options', NamedOptions);

export const useCoupons = (query: Partial<AdminCouponQuery>) => useQuery(couponsQueryOptions(query));
export const useCouponOptions = () => useQuery(couponOptionsQueryOptions());

export const useSaveCoupon = () => useSaveRow<AdminCouponForm>('/api/admin/coupons', { done: '优惠券已保存', refresh: [COUPONS_KEY] });

export const usePublishCoupon = () =>
  useAdminMutation(
    ({ id, isPublic }: { id: number; isPublic: boolean }) => postForm(`/api/admin/coupons/${id}/publish`, { is_public: isPublic ? 1 : 0 }),
    { done: '领券中心状态已更新', refresh: [COUPONS_KEY] },
  );

export const useIssueCoupon = () =>
  useAdminMutation(
    ({ id, storeIds }: { id: number; storeIds: number[] }) => postForm(`/api/admin/coupons/${id}/issue`, { store_ids: storeIds }),
    { done: '优惠券已发放，门店会收到消息', refresh: [COUPONS_KEY] },
  );

export const useDeleteCoupon = () => useDeleteRow('/api/admin/coupons', { done: '优惠券已删除', refresh: [COUPONS_KEY] });
