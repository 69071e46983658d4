import type { QueryClient } from '@tanstack/react-query';
import type { DataRouter } from 'react-router';
import { focusCommonQueryOptions } from '../features/content/api/get-focus-common';
import { helpCategoriesQueryOptions } from '../features/content/api/get-help-categories';
import { siteLinksQueryOptions } from '../features/content/api/get-site-links';
import { topBannersQueryOptions } from '../features/content/api/get-top-banners';
import { homeAdsQueryOptions } from '../features/home/api/get-home-ads';
import { routeMetaOf } from './route-meta';

/**
 * Asks for what the first page's header, footer and toolbar show as soon as the router knows the page, rather
 * than when the page first draws: that waits for the page's lazily loaded chunk, and the top banner, often the
 * largest thing on the screen, could only start loading after it.
 */
export function prefetchChrome(queryClient: QueryClient, router: DataRouter): void {
  const meta = routeMetaOf(router.state.matches.map((match) => match.route.handle));
  const siteHeader = meta.header && meta.headerStyle !== 'login';
  if (siteHeader) {
    void queryClient.prefetchQuery(topBannersQueryOptions());
    void queryClient.prefetchQuery(focusCommonQueryOptions());
    void queryClient.prefetchQuery(homeAdsQueryOptions('right'));
  }
  if (siteHeader || meta.footer || meta.toolbar) void queryClient.prefetchQuery(siteLinksQueryOptions());
  if (meta.footer) void queryClient.prefetchQuery(helpCategoriesQueryOptions());
}
