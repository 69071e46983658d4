import { ACTIVITY_LINK_MSG, ActivityStatus } from '@yc/contracts';
import { useEffect } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { BackHomeButton } from '../../../components/ui/back-home-button';
import { Spinner } from '../../../components/ui/spinner';
import { StatusResult } from '../../../components/ui/status-result';
import { paths } from '../../../config/paths';
import { activityLinkOutcome, recordActivityTap } from '../../../lib/activity-link';
import { useActivity } from '../api/get-activity';
import { activityTarget } from '../lib/activity-href';
import styles from './activity-pages.module.css';

function Message({ text }: { text: string }) {
  return <StatusResult className={styles.message} status="info" title={text} extra={<BackHomeButton />} />;
}

/**
 * /loading/activity, where /activity/{url}/{url1}/{url2} links land (spec section 2): a note after
 * `#` is shown, a link without a target says 活动暂未开始, one whose activity has not started says
 * 活动未开始 (section 8); anything else goes on to its activity page, the tap counted.
 */
export function ActivityLoadingPage() {
  const [search] = useSearchParams();
  const { hash } = useLocation();
  const parts = ['url', 'url1', 'url2'].flatMap((key) => search.get(key) ?? []);
  const target = activityTarget(parts);
  const link = activityLinkOutcome(parts.length ? `/${parts.join('/')}${hash}` : hash);
  const ref = link.kind !== 'go' ? null : target?.id ? { id: target.id } : target?.kind ? { kind: target.kind } : null;
  const query = useActivity(ref);
  const activity = query.data;
  const going = link.kind === 'go' && target !== null && activity && activity.status !== ActivityStatus.NOT_STARTED;
  useEffect(() => {
    if (going) void recordActivityTap(activity.id);
  }, [going, activity]);

  if (link.kind === 'message') return <Message text={link.text} />;
  if (target === null || query.isError || activity === null) return <Navigate to={paths.noActivity} replace />;
  if (!activity) return <Spinner className={styles.loading} size="large" description="正在进入活动..." />;
  if (activity.status === ActivityStatus.NOT_STARTED) return <Message text={ACTIVITY_LINK_MSG.NOT_STARTED} />;
  return <Navigate to={target.path} replace />;
}
