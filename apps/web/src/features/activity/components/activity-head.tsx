import { Tag } from 'antd';
import { ACTIVITY_STATUS_TEXT, ActivityStatus, type ActivityInfo } from '@yc/contracts';
import { CountdownDigits } from '../../../components/ui/countdown-digits';
import { formatSecondsTime } from '../../../lib/format/time';
import { useCountdown } from '../../../lib/use-countdown';
import styles from './activity.module.css';

const STATUS_COLOR: Record<number, string> = { 0: 'blue', 1: 'green', 2: 'default' };

interface ActivityHeadProps {
  activity: ActivityInfo;
  /** The countdown reached the start or the end: the page reads the activity again. */
  onPhaseEnd(): void;
}

/** The banner, title, window and a countdown to the start (not started) or the end (on), from the server's clock. */
export function ActivityHead({ activity, onPhaseEnd }: ActivityHeadProps) {
  const upcoming = activity.status === ActivityStatus.NOT_STARTED;
  const on = activity.status === ActivityStatus.ON;
  const left = useCountdown(upcoming ? activity.start_time : activity.end_time, on || upcoming ? onPhaseEnd : undefined);
  return (
    <header className={styles.head}>
      {activity.banner ? (
        <img className={styles.banner} src={activity.banner} alt={activity.title} />
      ) : (
        <div className={styles.bannerBlock}>{activity.title}</div>
      )}
      <div className={styles.headBar}>
        <h1 className={styles.title}>{activity.title}</h1>
        <Tag color={STATUS_COLOR[activity.status]}>{ACTIVITY_STATUS_TEXT[activity.status as ActivityStatus]}</Tag>
        <span className={styles.window}>
          活动时间：{formatSecondsTime(activity.start_time)} 至 {formatSecondsTime(activity.end_time)}
        </span>
        {(on || upcoming) && (
          <span className={styles.clock} role="timer" aria-label={upcoming ? '距开始' : '距结束'}>
            {upcoming ? '距开始' : '距结束'} <CountdownDigits left={left} digitClassName={styles.digit} />
          </span>
        )}
      </div>
      {activity.description && <p className={styles.description}>{activity.description}</p>}
    </header>
  );
}
