import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CouponClaimed, type CouponClaimBody } from '@yc/contracts';
import { postForm } from '../../../lib/http';

/** Claims a public coupon into the store's wallet, once (POST /api/coupon/claim {id}). */
export const claimCoupon = async (body: CouponClaimBody): Promise<CouponClaimed> =>
  CouponClaimed.parse(await postForm('/api/coupon/claim', body));

export const useClaimCoupon = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimCoupon,
    // A refusal (sold out, claimed in another tab) changes the list as well.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['coupon-centre'] }),
        queryClient.invalidateQueries({ queryKey: ['wallet'] }),
      ]),
  });
};
