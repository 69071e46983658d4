import { Spin, Tabs } from 'antd';
import { ActivityStatus } from '@yc/contracts';
import { Navigate, useNavigate, useParams } from 'react-router';
import { PageContainer } from '../../../components/ui/page-container';
import { paths } from '../../../config/paths';
import { recordActivityTap } from '../../../lib/activity-link';
import { useActivities } from '../api/get-activities';
import { useActivity } from '../api/get-activity';
import { ActivityView } from '../components/activity-view';
import { activityCentreHref } from '../lib/activity-href';
import { activityId } from '../lib/activity-id';
import type { GoodsCardSlot } from '../lib/goods-slot';
import type { GroupBuySlot } from '../lib/group-buy-slot';
import styles from './activity-pages.module.css';

function ActivityTab({ id, GoodsCard, GroupBuy }: { id: number; GoodsCard: GoodsCardSlot; GroupBuy: GroupBuySlot }) {
  const query = useActivity({ id });
  if (!query.data) return <Spin className={styles.loading} size="large" />;
  return <ActivityView activity={query.data} GoodsCard={GoodsCard} GroupBuy={GroupBuy} onPhaseEnd={() => void query.refetch()} />;
}

const TAB_MARK: Record<number, string> = { [ActivityStatus.NOT_STARTED]: '（未开始）', [ActivityStatus.ENDED]: '（已结束）' };

/** /Hdzx/:ids/:id?: several activities as tabs, the one `id` names (else the first) open; a tab is an activity entry, its taps counted. */
export function ActivityCentrePage({ GoodsCard, GroupBuy }: { GoodsCard: GoodsCardSlot; GroupBuy: GroupBuySlot }) {
  const params = useParams();
  const navigate = useNavigate();
  const ids = (params.ids ?? '').split(',').flatMap((part) => activityId(part.trim()) ?? []);
  const list = useActivities({ ids }, ids.length > 0);
  if (ids.length === 0 || list.data?.list.length === 0 || list.isError) return <Navigate to={paths.noActivity} replace />;
  if (!list.data) {
    return (
      <PageContainer>
        <Spin className={styles.loading} size="large" />
      </PageContainer>
    );
  }
  const shown = list.data.list;
  const open = shown.find((a) => a.id === activityId(params.id)) ?? shown[0];
  return (
    <PageContainer>
      <Tabs
        className={styles.tabs}
        type="card"
        activeKey={String(open.id)}
        onChange={(key) => {
          void recordActivityTap(Number(key));
          navigate(activityCentreHref(ids, key), { preventScrollReset: true });
        }}
        items={shown.map((a) => ({ key: String(a.id), label: `${a.title}${TAB_MARK[a.status] ?? ''}` }))}
      />
      <ActivityTab key={open.id} id={open.id} GoodsCard={GoodsCard} GroupBuy={GroupBuy} />
    </PageContainer>
  );
}
