/** Every address of the phone store, and the desktop page each one is the twin of (电脑版). */
import { SearchType } from '@yc/contracts';
import { checkoutQuery, type ExchangePick } from '../lib/checkout-link';

export const mPaths = {
  home: '/m/',
  search: '/m/search',
  list: '/m/list',
  goods: '/m/list/info/:id',
  cart: '/m/cart',
  /** Checkout as on the desktop: step 2 confirms (?ids=1,2&hg=7:1), step 3 pays, step 4 says it is paid (?order_id=). */
  cartStep2: '/m/cart/step2',
  cartStep3: '/m/cart/step3/:orderId',
  cartStep4: '/m/cart/step4',
  login: '/m/login',
  /** The member's own pages: 我的, the orders by state (?status=unpaid), one order. */
  my: '/m/my',
  orders: '/m/orders',
  order: '/m/order/:id',
  /** 常购清单: the goods bought before, back in the cart in one tap (the desktop's /kjcg). */
  often: '/m/often',
} as const;

export const goodsHref = (id: number): string => `/m/list/info/${id}`;

export const searchHref = (keywords: string, type: number = SearchType.DRUG): string => {
  const query = new URLSearchParams({ keywords });
  if (type !== SearchType.DRUG) query.set('type', String(type));
  return `${mPaths.list}?${query.toString()}`;
};

/** Step 2 for these cart lines and 换购 picks, in the desktop's query. */
export const checkoutHref = (ids: readonly number[], picks: readonly ExchangePick[] = []): string =>
  `${mPaths.cartStep2}?${checkoutQuery(ids, picks)}`;

export const payHref = (orderId: number): string => `/m/cart/step3/${orderId}`;

export const paidHref = (orderId: number): string => `${mPaths.cartStep4}?order_id=${orderId}`;

export const ordersHref = (status: string): string => (status === 'all' ? mPaths.orders : `${mPaths.orders}?status=${status}`);

export const orderHref = (orderId: number): string => `/m/order/${orderId}`;

export const loginHref = (redirect: string): string => `${mPaths.login}?${new URLSearchParams({ redirect }).toString()}`;

/** After login, only a page of the phone store: a crafted link cannot send the buyer elsewhere. */
export const phoneRedirect = (redirect: string | null): string =>
  redirect && redirect.startsWith('/m/') && !redirect.startsWith('//') ? redirect : mPaths.home;

/**
 * The desktop address of a phone page: the same page where the desktop has it (the server sends a phone from the
 * desktop page back here unless 电脑版 was chosen), its home otherwise.
 */
export function desktopTwin(pathname: string, search: string): string {
  const goods = /^\/m\/list\/info\/(\d+)$/.exec(pathname);
  if (goods) return `/list/info/${goods[1]}`;
  const pay = /^\/m\/cart\/step3\/(\d+)$/.exec(pathname);
  if (pay) return `/cart/step3/${pay[1]}`;
  const order = /^\/m\/order\/(\d+)$/.exec(pathname);
  if (order) return `/order/info/${order[1]}`;
  const params = new URLSearchParams(search);
  switch (pathname) {
    case mPaths.list:
      return params.has('keywords') ? `/search${search}` : `/list${search}`;
    case mPaths.cart:
      return '/cart';
    case mPaths.cartStep2:
      return `/cart/step2${search}`;
    case mPaths.cartStep4:
      return `/cart/step4${search}`;
    case mPaths.login:
      return `/login${search}`;
    case mPaths.orders:
      return `/order${search}`;
    case mPaths.my:
      return '/user';
    case mPaths.often:
      return '/kjcg';
    default:
      return '/';
  }
}

/** The cookie the server reads: a phone that chose 电脑版 is no longer sent to /m/ (apps/server/src/plugins/web-app.ts). */
const DESKTOP_CHOICE = 'yc_view';

export function chooseDesktop(): void {
  document.cookie = `${DESKTOP_CHOICE}=pc; path=/; max-age=${30 * 24 * 3600}; samesite=lax`;
}

/** Opening the phone store is choosing it again: the desktop pages send this phone here from now on. */
export function choosePhone(): void {
  if (document.cookie.split('; ').some((part) => part.startsWith(`${DESKTOP_CHOICE}=`))) {
    document.cookie = `${DESKTOP_CHOICE}=; path=/; max-age=0; samesite=lax`;
  }
}

/** A desktop address a banner or link names, as its phone page where there is one (else the desktop page). */
export function phoneHref(url: string): string {
  if (/^\/list\/info\/\d+$/.test(url)) return `/m${url}`;
  if (url === '/list' || url.startsWith('/list?')) return `/m${url}`;
  if (url.startsWith('/search')) return `${mPaths.list}${url.slice('/search'.length)}`;
  return url;
}
