/** The phone store's pages: each a chunk of its own, its title, and the tab of the bottom bar it belongs to. */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { mPaths } from './paths';

export type Tab = 'home' | 'search' | 'cart' | 'login';

export interface PhoneRoute {
  pattern: string;
  title: string;
  tab?: Tab;
  /** The home has no 返回: it is where 返回 leads. */
  back: boolean;
  Page: LazyExoticComponent<ComponentType<{ params: Record<string, string> }>>;
}

export const phoneRoutes: readonly PhoneRoute[] = [
  {
    pattern: mPaths.home,
    title: '药采云',
    tab: 'home',
    back: false,
    Page: lazy(async () => ({ default: (await import('./pages/home-page')).HomePage })),
  },
  {
    pattern: mPaths.search,
    title: '搜索',
    tab: 'search',
    back: true,
    Page: lazy(async () => ({ default: (await import('./pages/search-page')).SearchPage })),
  },
  {
    pattern: mPaths.list,
    title: '商品列表',
    tab: 'search',
    back: true,
    Page: lazy(async () => ({ default: (await import('./pages/list-page')).ListPage })),
  },
  {
    pattern: mPaths.goods,
    title: '商品详情',
    back: true,
    Page: lazy(async () => ({ default: (await import('./pages/goods-page')).GoodsPage })),
  },
  {
    pattern: mPaths.cart,
    title: '购物车',
    tab: 'cart',
    back: true,
    Page: lazy(async () => ({ default: (await import('./pages/cart-page')).CartPage })),
  },
  {
    pattern: mPaths.cartStep2,
    title: '确认订单',
    tab: 'cart',
    back: true,
    Page: lazy(async () => ({ default: (await import('./pages/checkout')).CheckoutPage })),
  },
  {
    pattern: mPaths.cartStep3,
    title: '支付订单',
    tab: 'cart',
    back: true,
    Page: lazy(async () => ({ default: (await import('./pages/checkout')).PayPage })),
  },
  {
    pattern: mPaths.cartStep4,
    title: '支付结果',
    tab: 'cart',
    back: false,
    Page: lazy(async () => ({ default: (await import('./pages/checkout')).PaidPage })),
  },
  {
    pattern: mPaths.my,
    title: '我的',
    tab: 'login',
    back: true,
    Page: lazy(async () => ({ default: (await import('./pages/my-page')).MyPage })),
  },
  {
    pattern: mPaths.orders,
    title: '我的订单',
    tab: 'login',
    back: true,
    Page: lazy(async () => ({ default: (await import('./pages/orders')).OrdersPage })),
  },
  {
    pattern: mPaths.order,
    title: '订单详情',
    tab: 'login',
    back: true,
    Page: lazy(async () => ({ default: (await import('./pages/orders')).OrderPage })),
  },
  {
    pattern: mPaths.often,
    title: '常购清单',
    tab: 'login',
    back: true,
    Page: lazy(async () => ({ default: (await import('./pages/often-page')).OftenPage })),
  },
  {
    pattern: mPaths.login,
    title: '登录',
    tab: 'login',
    back: true,
    Page: lazy(async () => ({ default: (await import('./pages/login-page')).LoginPage })),
  },
];
