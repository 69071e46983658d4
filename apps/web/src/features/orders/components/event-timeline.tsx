import { Timeline } from 'antd';
import type { OrderEventView } from '@yc/contracts';
import { formatSecondsTime } from '../../../lib/format/time';
import styles from './orders.module.css';

/** What happened to an order or a request, newest first and marked. */
export function EventTimeline({ events, label }: { events: readonly OrderEventView[]; label: string }) {
  return (
    <Timeline
      className={styles.timeline}
      aria-label={label}
      items={[...events].reverse().map((e, k) => ({
        color: k === 0 ? 'red' : 'gray',
        content: (
          <>
            <div>{e.text}</div>
            <div className={`${styles.muted} ${styles.small}`}>{formatSecondsTime(e.created_at)}</div>
          </>
        ),
      }))}
    />
  );
}
