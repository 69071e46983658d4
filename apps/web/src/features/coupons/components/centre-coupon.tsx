import { App, Button, Progress } from 'antd';
import type { CentreCoupon } from '@yc/contracts';
import { formatDay } from '../../../lib/format/time';
import { useClaimCoupon } from '../api/claim-coupon';
import { CouponCard } from './coupon-card';
import styles from './centre-coupon.module.css';

/** A coupon of the centre: claim it, or see that it is claimed, gone or not yet open. */
export function CentreCouponCard({ coupon }: { coupon: CentreCoupon }) {
  const { message } = App.useApp();
  const claim = useClaimCoupon();
  // The card's own status is a store coupon's (未使用...); the centre's state is drawn here instead.
  const { id, status, total, claimed, ...face } = coupon;
  const share = total > 0 ? Math.floor((claimed / total) * 100) : 100;

  const action =
    status === 'claimable' ? (
      <Button
        type="primary"
        size="small"
        shape="round"
        loading={claim.isPending}
        onClick={() => claim.mutate({ id }, { onSuccess: () => message.success('领取成功，已放入“我的优惠券”') })}
      >
        立即领取
      </Button>
    ) : status === 'not_started' ? (
      <span className={styles.soon}>{formatDay(coupon.valid_from)} 开抢</span>
    ) : undefined;

  return (
    <CouponCard coupon={face} action={action} stamp={status === 'sold_out' ? coupon.status_text : undefined}>
      <div className={styles.share}>
        {status === 'claimed' ? (
          <span className={styles.claimed}>已领取，下单时自动可选</span>
        ) : (
          <>
            <Progress percent={share} size="small" showInfo={false} strokeColor="#e4393c" className={styles.bar} />
            <span>已抢{share}%</span>
          </>
        )}
      </div>
    </CouponCard>
  );
}
