/**
 * The catalogue pages as routes mount them: the catalogue feature gets the shared categories and
 * brands (GET /api/focus/common, owned by the content feature) and the route's `select` from here,
 * since features do not import each other.
 */
import type { ComponentType } from 'react';
import { useMemo } from 'react';
import { useFocusCommon } from '../../features/content/api/get-focus-common';
import { EMPTY_COMMON, type CatalogueCommon } from '../../features/catalog/lib/catalogue-common';
import type { ListingView, ZoneKey } from '../../features/catalog/lib/zones';
import { BrandDetailPage } from '../../features/catalog/pages/brand-detail-page';
import { BrandWallPage } from '../../features/catalog/pages/brand-wall-page';
import { ZoneListingPage } from '../../features/catalog/pages/zone-listing-page';
import { useRouteMeta } from '../route-meta';

function useCatalogueCommon(): CatalogueCommon {
  const { data } = useFocusCommon();
  return useMemo(
    () =>
      data
        ? {
            categories: { ordinary: data.category, youx: data.category_yx, zy: data.category_zy, qx: data.category_qx },
            brands: data.brand,
          }
        : EMPTY_COMMON,
    [data],
  );
}

/** A listing route: the zone, the view its address stands for (else ?view=), and the route's select. */
export const listingScreen = (zone: ZoneKey, view?: ListingView): ComponentType =>
  function ListingScreen() {
    const meta = useRouteMeta();
    const common = useCatalogueCommon();
    return <ZoneListingPage zone={zone} view={view} select={meta.select} common={common} />;
  };

export const brandWallScreen = (paged: boolean): ComponentType =>
  function BrandWallScreen() {
    return <BrandWallPage common={useCatalogueCommon()} paged={paged} />;
  };

export function BrandDetailScreen() {
  return <BrandDetailPage common={useCatalogueCommon()} />;
}
