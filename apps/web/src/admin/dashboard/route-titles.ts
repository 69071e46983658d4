import type { RouteObject } from 'react-router';
import { isRouteMeta } from '../../app/route-meta';
import { routes } from '../../app/router';

function collect(list: readonly RouteObject[], into: Map<string, string>): Map<string, string> {
  for (const route of list) {
    if (isRouteMeta(route.handle) && !into.has(route.handle.name)) into.set(route.handle.name, route.handle.title);
    if (route.children) collect(route.children, into);
  }
  return into;
}

/** Storefront route names (what page views record) and their page titles, read from the router itself. */
export const ROUTE_TITLES: ReadonlyMap<string, string> = collect(routes, new Map([['index', '首页']]));

export const routeTitle = (name: string): string => ROUTE_TITLES.get(name) ?? (name || '未命名页面');
