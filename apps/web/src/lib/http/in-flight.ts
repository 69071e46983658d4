import { NO_CANCEL_PATHS } from '@yc/contracts';
import { requestPath } from './request-url';

/** Spec section 7: a repeated in-flight request to the same path cancels the earlier one. */
const exempt: ReadonlySet<string> = new Set(NO_CANCEL_PATHS);
const pending = new Map<string, AbortController>();

const keyOf = (method: string, url: string): string => `${method} ${requestPath(url)}`;

/** The controller that ends this call: a later call to the same path aborts it, and so does the caller's own signal. */
export function trackInFlight(method: string, url: string, outer: AbortSignal | undefined): AbortController {
  const controller = new AbortController();
  // The caller's own signal (TanStack Query unmounting, say) must still cancel the call.
  if (outer?.aborted) controller.abort();
  else outer?.addEventListener('abort', () => controller.abort());
  if (exempt.has(requestPath(url))) return controller;
  const key = keyOf(method, url);
  pending.get(key)?.abort();
  pending.set(key, controller);
  return controller;
}

export function untrackInFlight(method: string, url: string, controller: AbortController): void {
  const key = keyOf(method, url);
  // A cancelled call finishes after its successor started; it must not drop the successor's entry.
  if (pending.get(key) === controller) pending.delete(key);
}
