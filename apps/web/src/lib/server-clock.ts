import { toMillis } from '@yc/contracts';

/**
 * The server's clock as the browser knows it. Responses that carry the server's `timestamp` (GET
 * /api/focus/common on every page, the spike, activity, order and checkout reads) tell it how far
 * the browser's own clock is off, so a countdown shows the real time left however wrong that clock is.
 */
let offsetMs = 0;
let learned = false;

// A reading in whole seconds is only good to a second: a smaller change would only make the countdowns jitter.
const READING_PRECISION_MS = 1000;

/** Learns the offset from the server's time (seconds or ms) in a response that has just arrived. */
export function learnServerTime(serverTime: number, receivedAt: number = Date.now()): void {
  const offset = toMillis(serverTime) - receivedAt;
  if (learned && Math.abs(offset - offsetMs) < READING_PRECISION_MS) return;
  offsetMs = offset;
  learned = true;
}

/** Learns from a response's data when it carries the server's `timestamp`. */
export function learnFromResponse(data: unknown): void {
  if (typeof data !== 'object' || data === null || !('timestamp' in data)) return;
  const { timestamp } = data;
  if (typeof timestamp === 'number' && Number.isInteger(timestamp) && timestamp > 0) learnServerTime(timestamp);
}

/** The server's time now, in ms (the browser's own until a response has told it the difference). */
export const serverNow = (): number => Date.now() + offsetMs;
