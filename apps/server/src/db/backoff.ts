/** Delay before reconnect attempt `attempt` (from 0): doubling, so an outage is probed quickly at first and gently later. */
export function backoffMs(attempt: number, firstMs = 250, maxMs = 10_000): number {
  return Math.min(maxMs, firstMs * 2 ** Math.min(attempt, 16));
}
