/** The coupon centre (/lqzx): public coupons a store claims once each into its wallet. */
import { z } from './zod.js';
import { Paged } from './envelope.js';
import { dbIdParam } from './goods.js';
import { StoreCoupon } from './member.js';

export const CENTRE_COUPON_STATUSES = ['claimable', 'claimed', 'sold_out', 'not_started'] as const;
export type CentreCouponStatus = (typeof CENTRE_COUPON_STATUSES)[number];
export const CENTRE_COUPON_STATUS_TEXT: Record<CentreCouponStatus, string> = {
  claimable: '立即领取',
  claimed: '已领取',
  sold_out: '已抢光',
  not_started: '即将开抢',
};

/** GET /api/coupon/centre {page}: a public coupon, with what is left and whether this store has it. */
export const CentreCoupon = StoreCoupon.pick({
  name: true,
  type: true,
  amount: true,
  rate: true,
  threshold: true,
  max_discount: true,
  title: true,
  scope_text: true,
  valid_from: true,
  valid_to: true,
}).extend({
  /** The coupon (template) id: what POST /api/coupon/claim takes. */
  id: z.number().int(),
  total: z.number().int(),
  claimed: z.number().int(),
  /** 0 for a visitor. */
  is_claimed: z.number().int(),
  status: z.enum(CENTRE_COUPON_STATUSES),
  status_text: z.string(),
});
export type CentreCoupon = z.infer<typeof CentreCoupon>;
export const CentreCouponPage = Paged(CentreCoupon);
export type CentreCouponPage = z.infer<typeof CentreCouponPage>;

/** POST /api/coupon/claim {id}. */
export const CouponClaimBody = z.strictObject({ id: dbIdParam('优惠券编号') });
export type CouponClaimBody = z.infer<typeof CouponClaimBody>;

/** The store's coupon the claim made (what checkout's coupon_id takes). */
export const CouponClaimed = z.object({ id: z.number().int(), coupon_id: z.number().int() });
export type CouponClaimed = z.infer<typeof CouponClaimed>;
