import { COUNTDOWN_INTERVAL_MS } from '@yc/contracts';
import { useEffect, useState } from 'react';
import { serverNow } from '../../../lib/server-clock';

/** Whole seconds until an ISO time of the server's, on the server's clock, ticking once a second (spec section 4) until it reaches 0. */
export function useSecondsUntil(iso: string | undefined): number {
  const [now, setNow] = useState(serverNow);
  const left = iso ? Math.max(0, Math.ceil((Date.parse(iso) - now) / 1000)) : 0;
  const running = left > 0;
  // A new deadline is counted from the last tick: at most a second off, and right on the next tick.
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(serverNow()), COUNTDOWN_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [running]);
  return left;
}

/** 09:05 */
export const minutesSeconds = (seconds: number): string =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
