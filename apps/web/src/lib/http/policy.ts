import type { ApiError } from './api-error';

/** Per-call opt-outs of the shared mapping (spec section 8: "or the caller's custom handler"). */
export interface RequestPolicy {
  /** Replaces the 温馨提示 alert for a business refusal; redirects, toasts and dialogs still apply. */
  onBizError?: (error: ApiError) => void;
  /** The caller deals with every failure itself: nothing is shown and nothing navigates. */
  silent?: boolean;
}

/** What a caller may add to a call: the query, its own opt-outs and headers, and a signal that cancels it. */
export interface RequestConfig {
  params?: object;
  policy?: RequestPolicy;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}
