import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { lazyIndexPage, lazyLayout, lazyPage, withoutAntd } from './route-helpers';

// Spec section 2: the search box shows on steps 1 and 4, the cart button on step 4 only.
const STEP_1 = { headerSearch: true, headerCart: false } as const;
const STEPS_2_3 = { headerSearch: false, headerCart: false } as const;
const STEP_4 = { headerSearch: true, headerCart: true } as const;

// The cart and checkout pages are chunks of their own, loaded on first visit.
// The cart, a member's most visited page, draws without antd (components/ui/antd); the steps after it load it.
const cartPage = withoutAntd(async () => (await import('../../features/cart/pages/cart-page')).CartPage);
const confirmPage = async () => (await import('./checkout-screens')).ConfirmScreen;
const payPage = async () => (await import('../../features/payments/pages/pay-page')).PayPage;
const hmPayPage = async () => (await import('../../features/payments/pages/pay-page')).HmPayPage;
const paidPage = async () => (await import('../../features/checkout/pages/paid-page')).PaidPage;

/** Spec section 2, "Cart and checkout": four steps under one frame that draws the step image. */
export const cartRoutes: RouteObject[] = [
  {
    path: paths.cart,
    // Loaded with the step it frames, in parallel, so the store's other pages do not carry the steps.
    lazy: lazyLayout(withoutAntd(async () => (await import('../../layouts/checkout/checkout-layout')).CheckoutLayout)),
    children: [
      lazyIndexPage({ name: 'cart_step1', title: '我的购物车', ...STEP_1 }, cartPage),
      lazyPage(paths.cartStep2, { name: 'cart_step2', title: '确认订单信息', ...STEPS_2_3 }, confirmPage),
      lazyPage(paths.cartStep3, { name: 'cart_step3', title: '支付订单', ...STEPS_2_3 }, payPage),
      lazyPage(paths.cartStep4, { name: 'cart_step4', title: '支付完成', ...STEP_4 }, paidPage),
      lazyPage(paths.cartHm, { name: 'cart_hm', title: '支付订单', ...STEPS_2_3 }, hmPayPage),
    ],
  },
];
