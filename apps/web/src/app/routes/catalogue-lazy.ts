import { withoutAntd, type LoadPage as Load } from './route-helpers';

const screens = () => import('./catalogue-screens');

/** The listing of a zone (and view) as a lazily loaded route component. */
export const listing = (...args: Parameters<Awaited<ReturnType<typeof screens>>['listingScreen']>): Load =>
  withoutAntd(async () => (await screens()).listingScreen(...args));

export const brandWall = (paged: boolean): Load => withoutAntd(async () => (await screens()).brandWallScreen(paged));
export const brandDetail: Load = withoutAntd(async () => (await screens()).BrandDetailScreen);
export const goodsDetail: Load = withoutAntd(async () => (await import('./goods-detail-screen')).GoodsDetailScreen);
export const yxRule: Load = async () => (await import('../../features/catalog/pages/yx-rule-page')).YxRulePage;
export const combinationZone: Load = async () => (await import('../../features/catalog/pages/combination-zone-page')).CombinationZonePage;
export const favorites: Load = async () => (await import('../../features/catalog/pages/favorites-page')).FavoritesPage;
export const visitHistory: Load = async () => (await import('../../features/catalog/pages/visit-history-page')).VisitHistoryPage;
