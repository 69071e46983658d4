import { useCountdown } from '../../../lib/use-countdown';
import styles from './orders.module.css';

interface PayCountdownProps {
  /** Seconds: the order is cancelled if unpaid by then. */
  expiresAt: number;
  /** The order is cancelled by the server at the end: read it again. */
  onEnd(): void;
}

/** 剩余 mm:ss of an unpaid order's 30 minutes, from the server's clock. */
export function PayCountdown({ expiresAt, onEnd }: PayCountdownProps) {
  const { minutes, seconds, done } = useCountdown(expiresAt, onEnd);
  if (done) return <span className={styles.clock}>支付已超时</span>;
  return (
    <span className={styles.clock} role="timer" aria-label="剩余支付时间" aria-live="off">
      剩余 {minutes}:{seconds} 自动取消
    </span>
  );
}
