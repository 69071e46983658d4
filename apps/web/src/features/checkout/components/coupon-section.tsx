import { Alert, Checkbox, Radio } from 'antd';
import type { ConfirmView } from '@yc/contracts';
import { yuan } from '../../../lib/format/money';
import { formatDay, formatSecondsDay } from '../../../lib/format/time';
import { useAvailableCoupons } from '../api/get-available-coupons';
import { couponFace, couponRule } from '../lib/coupon-text';
import styles from './checkout.module.css';

interface CouponSectionProps {
  view: ConfirmView;
  onCoupon(id: number): void;
  voucherIds: readonly number[];
  onVouchers(ids: number[]): void;
}

/**
 * 优惠券 (one per order) and 现金券 (several, spent like cash). The coupons are the store's available
 * ones (GET /api/user/availableCoupon, with what each covers); the order's pricing says which fit it
 * and what each takes off: usable ones to pick, the others greyed with why; the best is preselected.
 */
export function CouponSection({ view, onCoupon, voucherIds, onVouchers }: CouponSectionProps) {
  const available = useAvailableCoupons();
  const choices = (available.data?.list ?? []).map((owned) => ({ owned, priced: view.coupons.find((c) => c.id === owned.id) }));
  const usable = choices.filter((c) => c.priced?.usable === 1);
  const unusable = choices.filter((c) => c.priced?.usable !== 1);
  return (
    <section className={styles.section} aria-labelledby="checkout-coupons">
      <h2 id="checkout-coupons" className={styles.sectionTitle}>
        优惠券 <span className={styles.muted}>可用 {usable.length} 张</span>
      </h2>
      {view.coupon_refused && <Alert type="warning" showIcon title={view.coupon_refused} className={styles.alert} />}
      <Radio.Group
        value={view.coupon_id}
        onChange={(event) => onCoupon(Number(event.target.value))}
        className={styles.coupons}
        aria-label="优惠券"
      >
        {[...usable, ...unusable].map(({ owned, priced }) => (
          <Radio key={owned.id} value={owned.id} disabled={priced?.usable !== 1} className={styles.couponOption}>
            <span className={`${styles.coupon} ${priced?.usable === 1 ? '' : styles.couponOff}`}>
              <span className={styles.couponValue}>{couponFace(owned)}</span>
              <span className={styles.couponBody}>
                <strong>{owned.name}</strong>
                <span>
                  {couponRule(owned)} · {owned.scope_text} · 有效期至 {formatDay(owned.valid_to)}
                </span>
                {priced?.usable === 1 ? (
                  <span className={styles.red}>
                    本单可减 {yuan(priced.discount)}
                    {owned.id === view.best_coupon_id && <span className={styles.best}>最优</span>}
                  </span>
                ) : (
                  <span className={styles.reason}>不可用：{priced?.reason ?? '不满足使用条件'}</span>
                )}
              </span>
            </span>
          </Radio>
        ))}
        <Radio value={0} className={styles.couponOption}>
          不使用优惠券
        </Radio>
      </Radio.Group>

      {view.vouchers.length > 0 && (
        <>
          <h3 className={styles.subTitle}>现金券</h3>
          <Checkbox.Group
            value={[...voucherIds]}
            onChange={(values) => onVouchers(values.map(Number))}
            className={styles.vouchers}
            aria-label="现金券"
            options={view.vouchers.map((voucher) => ({
              value: voucher.id,
              disabled: voucher.usable !== 1,
              label: (
                <span className={voucher.usable === 1 ? undefined : styles.couponOff}>
                  {voucher.name}（余额 {yuan(voucher.balance)}，有效期至 {formatSecondsDay(voucher.valid_to)}）
                  {voucher.used > 0 && <span className={styles.red}> 本单抵扣 {yuan(voucher.used)}</span>}
                  {voucher.usable !== 1 && voucher.reason && <span className={styles.reason}> {voucher.reason}</span>}
                </span>
              ),
            }))}
          />
        </>
      )}
    </section>
  );
}
