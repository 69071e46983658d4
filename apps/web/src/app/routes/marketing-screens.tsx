/** The coupon centre as its route mounts it: its coupons drawn with the wallet's ticket. */
import { CouponCentrePage } from '../../features/coupon-centre/pages/coupon-centre-page';
import { CouponCard } from '../../features/wallet/components/coupon-card';

export function CouponCentreScreen() {
  return <CouponCentrePage ticket={CouponCard} />;
}
