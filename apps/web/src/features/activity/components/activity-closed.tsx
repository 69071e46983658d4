import { Alert } from 'antd';
import { ACTIVITY_STATUS_TEXT, ActivityStatus, type ActivityInfo } from '@yc/contracts';
import { formatSecondsTime } from '../../../lib/format/time';
import styles from './activity.module.css';

/** Outside its window an activity says so: 活动未开始 or 活动已结束, and when it starts or ended. */
export function ActivityClosed({ activity }: { activity: ActivityInfo }) {
  if (activity.status === ActivityStatus.ON) return null;
  const upcoming = activity.status === ActivityStatus.NOT_STARTED;
  return (
    <Alert
      className={styles.closed}
      type={upcoming ? 'info' : 'warning'}
      showIcon
      title={<span className={styles.closedTitle}>{ACTIVITY_STATUS_TEXT[activity.status as ActivityStatus]}</span>}
      description={
        upcoming
          ? `活动将于 ${formatSecondsTime(activity.start_time)} 开始，届时可按活动价采购。`
          : `活动已于 ${formatSecondsTime(activity.end_time)} 结束，商品已恢复原价，欢迎关注其他活动。`
      }
    />
  );
}
