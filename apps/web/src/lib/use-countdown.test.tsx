import { act, renderHook } from '@testing-library/react';
import { COUNTDOWN_INTERVAL_MS } from '@yc/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countdownParts, useCountdown } from './use-countdown';

const SERVER_NOW = 1_795_000_000; // seconds (10 digits)

describe('countdownParts', () => {
  it('splits what is left into two-digit fields', () => {
    expect(countdownParts(90_061_000, 0)).toMatchObject({ days: '01', hours: '01', minutes: '01', seconds: '01', done: false });
  });

  it('is 00 everywhere at and after the end', () => {
    for (const now of [5000, 9000])
      expect(countdownParts(5000, now)).toEqual({ days: '00', hours: '00', minutes: '00', seconds: '00', left: 0, done: true });
  });
});

describe('useCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // The buyer's clock is a day off: the countdown must run from the server's timestamp, not from it.
    vi.setSystemTime(new Date('2020-01-01T00:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('ticks once a second from the server timestamp (seconds ×1000) to 00, then fires the callback once', () => {
    const onEnd = vi.fn();
    const { result } = renderHook(() => useCountdown({ endTime: SERVER_NOW + 3, serverTime: SERVER_NOW, onEnd }));
    expect(result.current).toMatchObject({ minutes: '00', seconds: '03', done: false });

    act(() => vi.advanceTimersByTime(COUNTDOWN_INTERVAL_MS - 1));
    expect(result.current.seconds).toBe('03');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.seconds).toBe('02');
    expect(onEnd).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(2 * COUNTDOWN_INTERVAL_MS));
    expect(result.current).toMatchObject({ days: '00', hours: '00', minutes: '00', seconds: '00', done: true });
    expect(onEnd).toHaveBeenCalledTimes(1);

    act(() => vi.advanceTimersByTime(5 * COUNTDOWN_INTERVAL_MS));
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reads millisecond timestamps as they are', () => {
    const { result } = renderHook(() => useCountdown({ endTime: (SERVER_NOW + 1805) * 1000, serverTime: SERVER_NOW * 1000 }));
    expect(result.current).toMatchObject({ hours: '00', minutes: '30', seconds: '05' });
  });

  it('starts again from a new server reading', () => {
    const { result, rerender } = renderHook((props: { serverTime: number }) => useCountdown({ endTime: SERVER_NOW + 60, ...props }), {
      initialProps: { serverTime: SERVER_NOW },
    });
    act(() => vi.advanceTimersByTime(10 * COUNTDOWN_INTERVAL_MS));
    expect(result.current.seconds).toBe('50');
    rerender({ serverTime: SERVER_NOW + 30 });
    expect(result.current.seconds).toBe('30');
    act(() => vi.advanceTimersByTime(COUNTDOWN_INTERVAL_MS));
    expect(result.current.seconds).toBe('29');
  });

  it('fires the callback at once when the end has already passed', () => {
    const onEnd = vi.fn();
    const { result } = renderHook(() => useCountdown({ endTime: SERVER_NOW - 5, serverTime: SERVER_NOW, onEnd }));
    expect(result.current.done).toBe(true);
    expect(onEnd).toHaveBeenCalledTimes(1);
  });
});
