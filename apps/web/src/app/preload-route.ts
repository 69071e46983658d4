/**
 * Starts downloading the chunks of the page being opened while the shell's modules still evaluate. Without it the
 * router asks for a route's lazy chunk only once it starts, after the whole shell has run (a few hundred
 * milliseconds of main thread), and draws nothing until the chunk is there. main.tsx imports this module before
 * its other scripts, so it runs before the rest of the shell; the router's own import() then finds the chunk loading.
 */
import { matchPath } from 'react-router';
import { paths } from '../config/paths';

// The first visits that count most (home, listings, goods page, cart); any other page loads as the router asks.
const CHUNKS: readonly [readonly string[], () => Promise<unknown>][] = [
  [[paths.home], () => import('./routes/home-blocks')],
  [
    [
      paths.list,
      paths.listTable,
      paths.listNoImage,
      paths.yx,
      paths.yxTable,
      paths.qxzq,
      paths.zyyp,
      paths.jxqzc,
      paths.kxzq,
      paths.search,
    ],
    () => import('./routes/catalogue-screens'),
  ],
  [[paths.listInfo, paths.listInfoPt], () => import('./routes/goods-detail-screen')],
  [[paths.cart], () => Promise.all([import('../layouts/checkout/checkout-layout'), import('../features/cart/pages/cart-page')])],
];

const found = CHUNKS.find(([patterns]) => patterns.some((pattern) => matchPath(pattern, window.location.pathname)));
// A failed download is the router's to report when it asks for the same module.
found?.[1]().catch(() => undefined);
