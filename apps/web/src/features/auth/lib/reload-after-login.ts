/** Spec section 4: after login a stored flag triggers one full reload, so every part of the page sees the member. */
const KEY = 'yc:reload-after-login';

export const markReloadAfterLogin = (): void => sessionStorage.setItem(KEY, '1');

export function takeReloadAfterLogin(): boolean {
  const marked = sessionStorage.getItem(KEY) !== null;
  sessionStorage.removeItem(KEY);
  return marked;
}
