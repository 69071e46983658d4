import { COUNTDOWN_INTERVAL_MS, toMillis } from '@yc/contracts';
import { useEffect, useRef, useState } from 'react';

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

export interface CountdownOptions {
  /** The end time: seconds (10 digits) or milliseconds. */
  endTime: number;
  /** The server's clock when the data was read (seconds or milliseconds); the buyer's clock may be wrong. */
  serverTime: number;
  /** Called once when the countdown reaches 00 (also when it was already over). */
  onEnd?: () => void;
}

/**
 * Spec section 4: the server timestamp is ticked up once per second (COUNTDOWN_INTERVAL_MS) toward
 * the end time; at the end every field is 00 and the callback fires. The tick counts the time that
 * really passed, so a throttled background tab does not fall behind.
 */
export function useCountdown({ endTime, serverTime, onEnd }: CountdownOptions): CountdownParts {
  const endMs = toMillis(endTime);
  const serverMs = toMillis(serverTime);
  // Time passed since the server reading; a new reading (the order reloaded) starts again from 0.
  const [tick, setTick] = useState({ base: serverMs, elapsed: 0 });
  const elapsed = tick.base === serverMs ? tick.elapsed : 0;
  const parts = countdownParts(endMs, serverMs + elapsed);
  const { done } = parts;

  const elapsedRef = useRef(elapsed);
  const onEndRef = useRef(onEnd);
  useEffect(() => {
    elapsedRef.current = elapsed;
    onEndRef.current = onEnd;
  });

  useEffect(() => {
    if (done) return;
    const startedAt = Date.now() - elapsedRef.current;
    const timer = setInterval(() => setTick({ base: serverMs, elapsed: Date.now() - startedAt }), COUNTDOWN_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [serverMs, done]);

  const firedFor = useRef<number | null>(null);
  useEffect(() => {
    if (!done || firedFor.current === endMs) return;
    firedFor.current = endMs;
    onEndRef.current?.();
  }, [done, endMs]);

  return parts;
}
