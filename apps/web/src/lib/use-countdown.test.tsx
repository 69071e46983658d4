import { act, renderHook } from '@testing-library/react';
import { COUNTDOWN_INTERVAL_MS } from '@yc/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { learnServerTime } from './server-clock';
import { countdownParts, useCountdown } from './use-countdown';

const SERVER_NOW = 1_795_000_000; // seconds (10 digits)
const TEN_MINUTES_MS = 10 * 60_000;

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
    // The buyer's clock runs 10 minutes fast; the server said SERVER_NOW in the response that just arrived.
    vi.setSystemTime(SERVER_NOW * 1000 + TEN_MINUTES_MS);
    learnServerTime(SERVER_NOW);
  });
  afterEach(() => vi.useRealTimers());

  it("shows the server's time left when the browser's clock is 10 minutes fast", () => {
    const { result } = renderHook(() => useCountdown(SERVER_NOW + 30 * 60));
    expect(result.current).toMatchObject({ hours: '00', minutes: '30', seconds: '00', done: false });
  });

  it('is not over at the server deadline the fast browser clock has already passed', () => {
    const onEnd = vi.fn();
    const { result } = renderHook(() => useCountdown(SERVER_NOW + 5 * 60, onEnd));
    expect(result.current).toMatchObject({ minutes: '05', seconds: '00', done: false });
    expect(onEnd).not.toHaveBeenCalled();
  });

  it('ticks once a second to 00, then fires the callback once', () => {
    const onEnd = vi.fn();
    const { result } = renderHook(() => useCountdown(SERVER_NOW + 3, onEnd));
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

  it('reads millisecond deadlines as they are', () => {
    const { result } = renderHook(() => useCountdown((SERVER_NOW + 1805) * 1000));
    expect(result.current).toMatchObject({ hours: '00', minutes: '30', seconds: '05' });
  });

  it('follows a newer server reading from the next tick', () => {
    const { result } = renderHook(() => useCountdown(SERVER_NOW + 60));
    act(() => vi.advanceTimersByTime(10 * COUNTDOWN_INTERVAL_MS));
    expect(result.current.seconds).toBe('50');
    // The server now says 30 s have passed since SERVER_NOW where the browser counted 10.
    learnServerTime(SERVER_NOW + 30);
    act(() => vi.advanceTimersByTime(COUNTDOWN_INTERVAL_MS));
    expect(result.current.seconds).toBe('29');
  });

  it('fires the callback at once when the end has already passed', () => {
    const onEnd = vi.fn();
    const { result } = renderHook(() => useCountdown(SERVER_NOW - 5, onEnd));
    expect(result.current.done).toBe(true);
    expect(onEnd).toHaveBeenCalledTimes(1);
  });
});
