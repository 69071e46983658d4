import { Button, Result, Spin } from 'antd';
import type { ActivityKind } from '@yc/contracts';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/ui/page-container';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/http';
import { useActivity } from '../api/get-activity';
import { ActivityView } from '../components/activity-view';
import { activityHref } from '../lib/activity-href';
import { activityId } from '../lib/activity-id';
import type { GoodsCardSlot } from '../lib/goods-slot';
import type { GroupBuySlot } from '../lib/group-buy-slot';
import styles from './activity-pages.module.css';

interface ActivityPageProps {
  kind: ActivityKind;
  GoodsCard: GoodsCardSlot;
  GroupBuy: GroupBuySlot;
}

/**
 * An activity page of one kind (/yjh/:id?, /welfare, /mrtj, /ptzq, /hb, /zqmb, /yyh, /hdmb, /zhmz):
 * the activity the address names (path or ?id=), else the kind's featured one. An unknown activity
 * goes to /noActivity; one of another kind to its own page.
 */
export function ActivityPage({ kind, GoodsCard, GroupBuy }: ActivityPageProps) {
  const params = useParams();
  const [search] = useSearchParams();
  const given = params.id ?? search.get('id');
  const id = activityId(given);
  const query = useActivity(id === null ? { kind } : { id });

  if ((given !== null && id === null) || query.data === null || (isApiError(query.error) && query.error.kind === 'business')) {
    return <Navigate to={paths.noActivity} replace />;
  }
  if (query.isError) {
    return (
      <PageContainer>
        <Result status="error" title="活动加载失败" extra={<Button onClick={() => void query.refetch()}>重新加载</Button>} />
      </PageContainer>
    );
  }
  if (!query.data) {
    return (
      <PageContainer>
        <Spin className={styles.loading} size="large" />
      </PageContainer>
    );
  }
  if (query.data.kind !== kind) return <Navigate to={activityHref(query.data)} replace />;
  return (
    <PageContainer>
      <ActivityView activity={query.data} GoodsCard={GoodsCard} GroupBuy={GroupBuy} onPhaseEnd={() => void query.refetch()} />
    </PageContainer>
  );
}
