import { createBrowserRouter, type DataRouter, type RouteObject } from 'react-router';
import { adminRoute } from '../admin/admin-route';
import { setNavigator } from '../lib/http';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';
import { accountRoutes } from './routes/account-routes';
import { cartRoutes } from './routes/cart-routes';
import { catalogueRoutes } from './routes/catalogue-routes';
import { fallbackRoute, generalRoutes } from './routes/general-routes';
import { helpRoutes } from './routes/help-routes';

/** Every route of spec section 2 under the one layout that draws header, footer and toolbar from their meta; the console beside it. */
export const routes: RouteObject[] = [
  adminRoute,
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    // Redirect-only routes run a loader on first load; nothing needs drawing meanwhile.
    HydrateFallback: () => null,
    children: [...generalRoutes, ...catalogueRoutes, ...cartRoutes, ...accountRoutes, ...helpRoutes, fallbackRoute],
  },
];

/** Lets the HTTP layer navigate (login, /dzht) through the router instead of reloading the page. */
export function connectRouter<R extends DataRouter>(router: R): R {
  setNavigator({
    navigate: (to) => void router.navigate(to),
    currentPath: () => router.state.location.pathname + router.state.location.search,
  });
  return router;
}

export const createAppRouter = (): DataRouter => connectRouter(createBrowserRouter(routes));
