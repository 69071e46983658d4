import { COUNTDOWN_INTERVAL_MS } from '@yc/contracts';
import { useEffect, useState } from 'react';
import { toMillis } from './money';

export interface Countdown {
  days: string;
  hours: string;
  minutes: string;
  seconds: string;
  done: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');

export function countdownTo(endMs: number, nowMs: number): Countdown {
  const left = Math.max(0, Math.floor((endMs - nowMs) / 1000));
  return {
    days: pad(Math.floor(left / 86_400)),
    hours: pad(Math.floor((left % 86_400) / 3600)),
    minutes: pad(Math.floor((left % 3600) / 60)),
    seconds: pad(left % 60),
    done: left === 0,
  };
}

/** Spec section 4: ticks every 1000 ms to the end time, then shows 00 everywhere and calls onEnd once. */
export function useCountdown(endTime: number, onEnd?: () => void): Countdown {
  const endMs = toMillis(endTime);
  const [now, setNow] = useState(() => Date.now());
  const state = countdownTo(endMs, now);
  useEffect(() => {
    if (state.done) {
      onEnd?.();
      return;
    }
    const timer = setInterval(() => setNow(Date.now()), COUNTDOWN_INTERVAL_MS);
    return () => clearInterval(timer);
    // onEnd is a callback prop: a new function each render must not restart the clock.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.done, endMs]);
  return state;
}
