import { Alert } from 'antd';
import { Link } from 'react-router';
import { SectionPanel } from '../../../components/ui/section-panel';
import { paths } from '../../../config/paths';
import { yuan } from '../../../lib/format/money';
import { useSessionStore } from '../../../stores/session';
import { useCouponCounts } from '../../../api/get-coupon-counts';
import { useCreditSummary } from '../../../api/get-credit-summary';
import { useWalletSummary } from '../../../api/get-wallet-summary';
import styles from './wallet.module.css';

const pending = '—';

/** Balance, credit, points and coupons at a glance, for the member centre's front page. */
export function WalletOverview() {
  const money = useWalletSummary().data;
  const credit = useCreditSummary().data;
  const coupons = useCouponCounts().data;
  const points = useSessionStore((state) => state.user?.points);

  return (
    <SectionPanel level={2} title="我的钱包">
      {credit && credit.overdue_amount > 0 && (
        <Alert
          type="error"
          showIcon
          className={styles.notice}
          title={`您有 ${yuan(credit.overdue_amount)} 账期欠款已逾期，请尽快还款，以免影响账期支付。`}
          action={<Link to={paths.wdqbZqgl}>去还款</Link>}
        />
      )}
      <div className={styles.tiles}>
        <div className={styles.tile}>
          <span className={styles.tileLabel}>账户余额</span>
          <span className={styles.tileValue}>{money ? yuan(money.balance) : pending}</span>
          <span className={styles.tileNote}>
            <Link to={paths.wdqbYegl}>充值</Link> · <Link to={paths.wdqbYegl}>明细</Link>
          </span>
        </div>
        <div className={styles.tile}>
          <span className={styles.tileLabel}>可用账期</span>
          <span className={styles.tileValue}>{credit ? yuan(credit.available) : pending}</span>
          <span className={styles.tileNote}>{credit ? `已用 ${yuan(credit.used)} / 额度 ${yuan(credit.limit)}` : ' '}</span>
          <span className={styles.tileNote}>
            <Link to={paths.wdqbZqgl}>账期管理</Link>
          </span>
        </div>
        <div className={styles.tile}>
          <span className={styles.tileLabel}>我的积分</span>
          <span className={styles.tileValue}>{points ?? pending}</span>
          <span className={styles.tileNote}>
            <Link to={paths.wdqbJfgl}>积分明细</Link> · <Link to={paths.jfsc}>积分商城</Link>
          </span>
        </div>
        <div className={styles.tile}>
          <span className={styles.tileLabel}>可用优惠券</span>
          <span className={styles.tileValue}>
            {coupons ? coupons.unused : pending}
            <small> 张</small>
          </span>
          <span className={styles.tileNote}>
            <Link to={paths.wdqbYhq}>查看优惠券</Link> · <Link to={paths.lqzx}>领券中心</Link>
          </span>
        </div>
      </div>
    </SectionPanel>
  );
}
