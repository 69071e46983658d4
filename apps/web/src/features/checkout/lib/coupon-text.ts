import type { CouponOption } from '@yc/contracts';

/** ¥300 for whole yuan, ¥12.50 otherwise: how coupon rules read. */
export const shortYuan = (amount: number): string => {
  const fen = Math.round(amount * 100);
  return fen % 100 === 0 ? `¥${fen / 100}` : `¥${(fen / 100).toFixed(2)}`;
};

/** 95 → 9.5, 90 → 9. */
export const zheText = (rate: number): string => (rate % 10 === 0 ? String(rate / 10) : (rate / 10).toFixed(1));

/** The face of a coupon: ¥50 off, or 9.5折. */
export const couponFace = (coupon: CouponOption): string =>
  coupon.type === 'rate' ? `${zheText(coupon.rate)}折` : shortYuan(coupon.amount);

/** 满¥1000减¥50, or 满¥2000享9.5折，最多减¥200. */
export const couponRule = (coupon: CouponOption): string =>
  coupon.type === 'rate'
    ? `满${shortYuan(coupon.threshold)}享${zheText(coupon.rate)}折${coupon.max_discount > 0 ? `，最多减${shortYuan(coupon.max_discount)}` : ''}`
    : `满${shortYuan(coupon.threshold)}减${shortYuan(coupon.amount)}`;
