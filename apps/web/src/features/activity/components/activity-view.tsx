import type { ActivityInfo } from '@yc/contracts';
import { SectionPanel } from '../../../components/ui/section-panel';
import type { GoodsCardSlot } from '../lib/goods-slot';
import type { GroupBuySlot } from '../lib/group-buy-slot';
import { ActivityClosed } from './activity-closed';
import { ActivityGoods } from './activity-goods';
import { ActivityHead } from './activity-head';
import { ActivityRules } from './activity-rules';
import { CashbackPanel } from './cashback-panel';
import styles from './activity.module.css';

interface ActivityViewProps {
  activity: ActivityInfo;
  GoodsCard: GoodsCardSlot;
  GroupBuy: GroupBuySlot;
  onPhaseEnd(): void;
}

/** One activity page: head, whether it is on, its body by kind (goods at the activity price, groups, or cashback), and its rules. */
export function ActivityView({ activity, GoodsCard, GroupBuy, onPhaseEnd }: ActivityViewProps) {
  return (
    <div className={styles.view}>
      <ActivityHead activity={activity} onPhaseEnd={onPhaseEnd} />
      <ActivityClosed activity={activity} />
      {activity.kind === 'ptzq' ? (
        <GroupBuy activity={activity} />
      ) : activity.kind === 'hb' ? (
        <CashbackPanel activity={activity} GoodsCard={GoodsCard} />
      ) : (
        <SectionPanel title="活动商品" level={2}>
          <ActivityGoods activity={activity} GoodsCard={GoodsCard} />
        </SectionPanel>
      )}
      <ActivityRules rules={activity.rules} />
    </div>
  );
}
