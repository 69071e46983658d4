/**
 * message, notification and modal for the whole store: the HTTP layer, the antd-free header and cards, and, through
 * each antd scope's App context, the pages. Every call goes to the one feedback host, so a toast outlives the page or
 * popup that showed it; the first call of a visit loads antd and mounts the host, and waits for it.
 */
import { feedbackHost, type FeedbackApi } from './feedback-host-state';

type Forwarded<T> = { [K in keyof T]: T[K] extends (...args: infer A) => unknown ? (...args: A) => void : never };

function forward<P extends keyof FeedbackApi>(part: P, names: readonly (keyof FeedbackApi[P])[]): Forwarded<FeedbackApi[P]> {
  const call = (name: keyof FeedbackApi[P], args: unknown[]) => (api: FeedbackApi) =>
    (api[part][name] as (...values: unknown[]) => unknown)(...args);
  return Object.fromEntries(names.map((name) => [name, (...args: unknown[]) => void feedbackHost().then(call(name, args))])) as Forwarded<
    FeedbackApi[P]
  >;
}

export const message = forward('message', ['open', 'success', 'info', 'warning', 'error', 'loading', 'destroy']);
export const notification = forward('notification', ['open', 'success', 'info', 'warning', 'error', 'destroy']);
export const modal = forward('modal', ['info', 'success', 'warning', 'error', 'confirm']);
