/**
 * The phone store's router: the address in the History API, pages matched by pattern. react-router is 33 KB on the
 * wire, a fifth of the phone's 150 KB budget, for what these few pages need: push, replace, back, params and the
 * scroll position each history entry had.
 */
import { useSyncExternalStore } from 'react';

export interface PhoneLocation {
  pathname: string;
  search: string;
}

const CHANGE = 'yc-m-navigate';

let snapshot: PhoneLocation = { pathname: window.location.pathname, search: window.location.search };

function readLocation(): PhoneLocation {
  const { pathname, search } = window.location;
  if (pathname !== snapshot.pathname || search !== snapshot.search) snapshot = { pathname, search };
  return snapshot;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(CHANGE, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(CHANGE, onChange);
  };
}

export const usePhoneLocation = (): PhoneLocation => useSyncExternalStore(subscribe, readLocation);

/** Where this history entry was scrolled to, kept in its state so 返回 lands where the buyer left it. */
interface EntryState {
  scrollY?: number;
}

export function navigate(to: string, { replace = false }: { replace?: boolean } = {}): void {
  const state: EntryState = { ...(window.history.state as EntryState | null), scrollY: window.scrollY };
  window.history.replaceState(state, '');
  if (replace) window.history.replaceState({}, '', to);
  else window.history.pushState({}, '', to);
  window.scrollTo(0, 0);
  window.dispatchEvent(new Event(CHANGE));
}

/** The scroll position of the entry 返回 came back to; 0 for a new one. */
export const restoredScroll = (): number => (window.history.state as EntryState | null)?.scrollY ?? 0;

export const goBack = (fallback: string): void => {
  // A page opened from a shared link has nothing in this tab to go back to.
  if (window.history.length > 1) window.history.back();
  else navigate(fallback, { replace: true });
};

/** The params of `pattern` (/m/list/info/:id) in `pathname`, or null when it does not match. */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of want.entries()) {
    const value = have[index]!;
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(value);
    else if (part !== value) return null;
  }
  return params;
}
