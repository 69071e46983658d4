import { useCountdown } from '../../../lib/use-countdown';
import styles from './flash-sale-block.module.css';

interface FlashCountdownProps {
  /** Seconds. */
  endTime: number;
  onEnd(): void;
}

/** 距本场结束: days when there are any, then hours, minutes and seconds, ticking from the server's clock. */
export function FlashCountdown({ endTime, onEnd }: FlashCountdownProps) {
  const { days, hours, minutes, seconds } = useCountdown(endTime, onEnd);
  return (
    <div className={styles.countdown}>
      <p className={styles.countdownLabel}>距本场结束</p>
      <p role="timer" aria-label="距本场结束" aria-live="off" className={styles.clock}>
        {days !== '00' && (
          <>
            <b>{days}</b>
            <i>天</i>
          </>
        )}
        <b>{hours}</b>
        <i>:</i>
        <b>{minutes}</b>
        <i>:</i>
        <b>{seconds}</b>
      </p>
    </div>
  );
}
