import type { InternalAxiosRequestConfig } from 'axios';
import { NO_CANCEL_PATHS } from '@yc/contracts';
import { requestPath } from './request-url';

/** Spec section 7: a repeated in-flight request to the same path cancels the earlier one. */
const exempt: ReadonlySet<string> = new Set(NO_CANCEL_PATHS);
const pending = new Map<string, AbortController>();

const keyOf = (config: InternalAxiosRequestConfig): string => `${(config.method ?? 'get').toUpperCase()} ${requestPath(config.url)}`;

export function trackInFlight(config: InternalAxiosRequestConfig): void {
  if (exempt.has(requestPath(config.url))) return;
  const key = keyOf(config);
  pending.get(key)?.abort();

  const controller = new AbortController();
  // The caller's own signal (TanStack Query unmounting, say) must still cancel the call.
  const outer = config.signal;
  if (outer?.aborted) controller.abort();
  else outer?.addEventListener?.('abort', () => controller.abort());
  config.signal = controller.signal;
  pending.set(key, controller);
}

export function untrackInFlight(config: InternalAxiosRequestConfig | undefined): void {
  if (!config) return;
  const key = keyOf(config);
  // A cancelled call finishes after its successor started; it must not drop the successor's entry.
  if (pending.get(key)?.signal === config.signal) pending.delete(key);
}
