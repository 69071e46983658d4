import type { CouponOption } from '@yc/contracts';

/** What a coupon's face and rule are read from: its terms, as the confirm page and the store's coupon list both carry them. */
type CouponTerms = Pick<CouponOption, 'amount' | 'rate' | 'threshold' | 'max_discount'> & { type: string };

/** ¥300 for whole yuan, ¥12.50 otherwise: how coupon rules read. */
export const shortYuan = (amount: number): string => {
  const fen = Math.round(amount * 100);
  return fen % 100 === 0 ? `¥${fen / 100}` : `¥${(fen / 100).toFixed(2)}`;
};

/** 95 → 9.5, 90 → 9. */
export const zheText = (rate: number): string => (rate % 10 === 0 ? String(rate / 10) : (rate / 10).toFixed(1));

/** The face of a coupon: ¥50 off, or 9.5折. */
export const couponFace = (coupon: CouponTerms): string =>
  coupon.type === 'rate' ? `${zheText(coupon.rate)}折` : shortYuan(coupon.amount);

/** 满¥1000减¥50, or 满¥2000享9.5折，最多减¥200. */
export const couponRule = (coupon: CouponTerms): string =>
  coupon.type === 'rate'
    ? `满${shortYuan(coupon.threshold)}享${zheText(coupon.rate)}折${coupon.max_discount > 0 ? `，最多减${shortYuan(coupon.max_discount)}` : ''}`
    : `满${shortYuan(coupon.threshold)}减${shortYuan(coupon.amount)}`;
