import { useCountdown } from '../../../lib/use-countdown';
import styles from './order-pay.module.css';

interface OrderCountdownProps {
  /** Seconds: the order is cancelled if unpaid by then. */
  expiresAt: number;
  onEnd(): void;
}

/** Time left to pay before the 30-minute auto-cancel, ticking once a second from the server's clock. */
export function OrderCountdown({ expiresAt, onEnd }: OrderCountdownProps) {
  const { hours, minutes, seconds, left } = useCountdown(expiresAt, onEnd);
  return (
    <p className={styles.countdown}>
      请在
      <span role="timer" aria-label="剩余支付时间" aria-live="off" className={styles.clock}>
        {left >= 3600 && (
          <>
            <b>{hours}</b>时
          </>
        )}
        <b>{minutes}</b>分<b>{seconds}</b>秒
      </span>
      内完成支付，超时订单将自动取消
    </p>
  );
}
