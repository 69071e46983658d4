import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { indexPage, page } from './route-helpers';

// Spec section 2: the search box shows on steps 1 and 4, the cart button on step 4 only.
const STEP_1 = { headerSearch: true, headerCart: false } as const;
const STEPS_2_3 = { headerSearch: false, headerCart: false } as const;
const STEP_4 = { headerSearch: true, headerCart: true } as const;

/** Spec section 2, "Cart and checkout". */
export const cartRoutes: RouteObject[] = [
  {
    path: paths.cart,
    children: [
      indexPage({ name: 'cart_step1', title: '我的购物车', ...STEP_1 }),
      page(paths.cartStep2, { name: 'cart_step2', title: '确认订单信息', ...STEPS_2_3 }),
      page(paths.cartStep3, { name: 'cart_step3', title: '支付订单', ...STEPS_2_3 }),
      page(paths.cartStep4, { name: 'cart_step4', title: '支付完成', ...STEP_4 }),
      page(paths.cartHm, { name: 'cart_hm', title: '支付订单', ...STEPS_2_3 }),
    ],
  },
];
