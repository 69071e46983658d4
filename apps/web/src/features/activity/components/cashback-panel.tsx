import type { ActivityInfo } from '@yc/contracts';
import { Link } from 'react-router';
import { SectionPanel } from '../../../components/ui/section-panel';
import { paths } from '../../../config/paths';
import type { GoodsCardSlot } from '../lib/goods-slot';
import { ActivityGoods } from './activity-goods';
import styles from './activity.module.css';

/** /hb: the cashback tiers, and the goods that count toward them, bought at their own price. */
export function CashbackPanel({ activity, GoodsCard }: { activity: ActivityInfo; GoodsCard: GoodsCardSlot }) {
  return (
    <>
      <SectionPanel title="返现档位" level={2} extra={<Link to={paths.wdqbYegl}>查看返现记录</Link>}>
        <ul className={styles.tiers}>
          {activity.cashback_tiers.map((tier) => (
            <li key={tier.threshold} className={styles.tier}>
              <span className={styles.tierThreshold}>订单满{tier.threshold}元</span>
              <span className={styles.tierCashback}>返{tier.cashback}元</span>
            </li>
          ))}
        </ul>
        <p className={styles.muted}>活动期间下单，订单完成（确认收货）后，返现自动存入账户余额，可在“我的钱包 - 余额”中查看。</p>
      </SectionPanel>
      <SectionPanel title="活动商品" level={2}>
        <ActivityGoods activity={activity} GoodsCard={GoodsCard} priced={false} />
      </SectionPanel>
    </>
  );
}
