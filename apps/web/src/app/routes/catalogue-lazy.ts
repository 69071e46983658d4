import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { indexPage, page } from './route-helpers';

type Meta = Parameters<typeof page>[1];
type Load = () => Promise<ComponentType>;

// The placeholder Component must go: a route that has one ignores what its lazy function returns.
const withLazy = ({ Component: _placeholder, ...route }: RouteObject, load: Load): RouteObject =>
  ({ ...route, lazy: async () => ({ Component: await load() }) }) as RouteObject;

/** A catalogue page loaded on first visit: the catalogue is its own chunk, so the shell stays small. */
export const lazyPage = (path: string, meta: Meta, load: Load): RouteObject => withLazy(page(path, meta), load);

export const lazyPageAt = (pathList: readonly string[], meta: Meta, load: Load): RouteObject[] => pathList.map((path) => lazyPage(path, meta, load));

export const lazyIndexPage = (meta: Meta, load: Load): RouteObject => withLazy(indexPage(meta), load);

const screens = () => import('./catalogue-screens');

/** The listing of a zone (and view) as a lazily loaded route component. */
export const listing =
  (...args: Parameters<Awaited<ReturnType<typeof screens>>['listingScreen']>): Load =>
  async () =>
    (await screens()).listingScreen(...args);

export const brandWall = (paged: boolean): Load => async () => (await screens()).brandWallScreen(paged);
export const brandDetail: Load = async () => (await screens()).BrandDetailScreen;
export const goodsDetail: Load = async () => (await screens()).GoodsDetailScreen;
export const yxRule: Load = async () => (await import('../../features/catalog/pages/yx-rule-page')).YxRulePage;
export const combinationZone: Load = async () => (await import('../../features/catalog/pages/combination-zone-page')).CombinationZonePage;
export const favorites: Load = async () => (await import('../../features/catalog/pages/favorites-page')).FavoritesPage;
export const visitHistory: Load = async () => (await import('../../features/catalog/pages/visit-history-page')).VisitHistoryPage;
