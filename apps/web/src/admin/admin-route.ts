import type { RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { RouteErrorPage } from '../app/route-error-page';
import { loadWithAntd } from '../components/ui/antd/lazy-antd';

/**
 * The operator console at /admin: one route whose whole tree (layout, menu, pages) loads on first
 * visit, so the storefront's bundle does not carry it, and which draws none of the storefront's chrome.
 */
export const adminRoute: RouteObject = {
  path: `${paths.admin}/*`,
  lazy: async () => ({ Component: await loadWithAntd(async () => (await import('./admin-app')).AdminApp) }),
  ErrorBoundary: RouteErrorPage,
  HydrateFallback: () => null,
};
