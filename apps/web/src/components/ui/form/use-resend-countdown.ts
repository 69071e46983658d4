import { COUNTDOWN_INTERVAL_MS } from '@yc/contracts';
import { useCallback, useEffect, useState } from 'react';

/** Seconds left of a countdown that ticks once a second (spec section 4) and stops at 0. */
export function useResendCountdown(): { seconds: number; start: (seconds: number) => void } {
  const [seconds, setSeconds] = useState(0);
  const running = seconds > 0;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setSeconds((left) => Math.max(left - 1, 0)), COUNTDOWN_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [running]);
  const start = useCallback((from: number) => setSeconds(Math.max(Math.trunc(from), 0)), []);
  return { seconds, start };
}
