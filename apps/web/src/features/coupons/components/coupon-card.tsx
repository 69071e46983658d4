import type { StoreCoupon } from '@yc/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { yuan } from '../../../lib/format/money';
import { formatDay } from '../../../lib/format/time';
import styles from './coupon-card.module.css';

/** 95 → 9.5 */
const discount = (rate: number): string => String(rate / 10);
const plainYuan = (amount: number): string => yuan(amount).replace(/\.00$/, '').slice(1);

/** What a ticket shows of any coupon: the store's own, or one of the coupon centre (/lqzx). */
export type CouponFace = Pick<
  StoreCoupon,
  'name' | 'type' | 'amount' | 'rate' | 'threshold' | 'max_discount' | 'title' | 'scope_text' | 'valid_from' | 'valid_to'
> &
  Partial<Pick<StoreCoupon, 'status' | 'status_text'>>;

interface CouponCardProps {
  coupon: CouponFace;
  /** Replaces the 去使用 link of a usable coupon (the coupon centre's claim button). */
  action?: ReactNode;
  /** Greys the ticket out under this stamp; by default a store coupon's state once it is not usable. */
  stamp?: string;
  /** Below the validity line (the coupon centre's claimed share). */
  children?: ReactNode;
}

/** One coupon as a ticket: value and threshold on the left, name, scope and validity on the right. */
export function CouponCard({ coupon, action, stamp, children }: CouponCardProps) {
  const stampText = stamp ?? (coupon.status && coupon.status !== 'unused' ? coupon.status_text : undefined);
  const usable = !stampText;
  return (
    <article className={`${styles.card} ${usable ? '' : styles.spent}`} aria-label={coupon.name}>
      <div className={styles.value}>
        {coupon.type === 'rate' ? (
          <span className={styles.figure}>
            {discount(coupon.rate)}
            <small>折</small>
          </span>
        ) : (
          <span className={styles.figure}>
            <small>¥</small>
            {plainYuan(coupon.amount)}
          </span>
        )}
        <span className={styles.threshold}>{coupon.threshold > 0 ? `满${plainYuan(coupon.threshold)}元可用` : '无门槛'}</span>
        {coupon.type === 'rate' && coupon.max_discount > 0 && (
          <span className={styles.threshold}>最多减{plainYuan(coupon.max_discount)}元</span>
        )}
      </div>
      <div className={styles.info}>
        <h3 className={styles.name}>
          <span className={styles.kind}>{coupon.type === 'rate' ? '折扣券' : '满减券'}</span>
          {coupon.name}
        </h3>
        <p className={styles.line}>{coupon.title}</p>
        <p className={styles.line}>{coupon.scope_text}</p>
        <div className={styles.foot}>
          <span className={styles.validity}>
            {formatDay(coupon.valid_from)} 至 {formatDay(coupon.valid_to)}
          </span>
          {usable &&
            (action ?? (
              <Link to={paths.list} className={styles.use}>
                去使用
              </Link>
            ))}
        </div>
        {children}
        {stampText && <span className={styles.stamp}>{stampText}</span>}
      </div>
    </article>
  );
}
