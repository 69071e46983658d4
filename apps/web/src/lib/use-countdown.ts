import { COUNTDOWN_INTERVAL_MS, toMillis } from '@yc/contracts';
import { useEffect, useRef, useState } from 'react';
import { serverNow } from './server-clock';

/** What a countdown shows: two-digit fields, and whether it has run out. */
export interface CountdownParts {
  days: string;
  hours: string;
  minutes: string;
  seconds: string;
  /** Whole seconds left. */
  left: number;
  done: boolean;
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** The fields of a countdown from `nowMs` to `endMs`; every field is 00 once the end is reached. */
export function countdownParts(endMs: number, nowMs: number): CountdownParts {
  const left = Math.max(0, Math.floor((endMs - nowMs) / 1000));
  return {
    days: pad(Math.floor(left / 86_400)),
    hours: pad(Math.floor((left % 86_400) / 3600)),
    minutes: pad(Math.floor((left % 3600) / 60)),
    seconds: pad(left % 60),
    left,
    done: left === 0,
  };
}

/**
 * Spec section 4: ticks once a second (COUNTDOWN_INTERVAL_MS) toward `endTime` (seconds or ms) on
 * the server's clock (lib/server-clock), not the buyer's; at the end every field is 00 and `onEnd`
 * fires once (also when it was already over). Each tick reads the clock afresh, so a throttled
 * background tab does not fall behind and a newer server reading is followed at once.
 */
export function useCountdown(endTime: number, onEnd?: () => void): CountdownParts {
  const endMs = toMillis(endTime);
  const [now, setNow] = useState(serverNow);
  const parts = countdownParts(endMs, now);
  const { done } = parts;

  const onEndRef = useRef(onEnd);
  useEffect(() => {
    onEndRef.current = onEnd;
  });

  useEffect(() => {
    if (done) return;
    const timer = setInterval(() => setNow(serverNow()), COUNTDOWN_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [done, endMs]);

  const firedFor = useRef<number | null>(null);
  useEffect(() => {
    if (!done || firedFor.current === endMs) return;
    firedFor.current = endMs;
    onEndRef.current?.();
  }, [done, endMs]);

  return parts;
}
