import { Empty } from 'antd';
import { ACTIVITY_STATUS_TEXT, ActivityStatus, type ActivityInfo } from '@yc/contracts';
import type { GoodsCardSlot } from '../lib/goods-slot';
import styles from './activity.module.css';

interface ActivityGoodsProps {
  activity: ActivityInfo;
  GoodsCard: GoodsCardSlot;
  /** false on hb, whose goods sell at their own price. */
  priced?: boolean;
}

/** The activity's goods; each is bought at the activity price only while the activity is on. */
export function ActivityGoods({ activity, GoodsCard, priced = true }: ActivityGoodsProps) {
  if (activity.goods.length === 0) return <Empty className={styles.empty} description="活动商品即将上架" />;
  const closed = activity.status === ActivityStatus.ON ? undefined : ACTIVITY_STATUS_TEXT[activity.status as ActivityStatus];
  return (
    <div className={styles.grid}>
      {activity.goods.map((goods) => (
        <GoodsCard key={goods.id} goods={goods} offer={priced ? { id: activity.id, price: goods.activity_price, closed } : undefined} />
      ))}
    </div>
  );
}
