import type { ComponentType } from 'react';
import { redirect, type LoaderFunctionArgs, type Params, type RouteObject } from 'react-router';
import { loadWithAntd } from '../../components/ui/antd/lazy-antd';
import type { RouteMeta } from '../route-meta';

type MetaInput = Pick<RouteMeta, 'name' | 'title'> & Partial<Omit<RouteMeta, 'name' | 'title'>>;

export const NO_CHROME = { header: false, footer: false, toolbar: false } as const;
export const LOGIN_CHROME = { headerStyle: 'login', toolbar: false } as const;

const withChrome = (input: MetaInput): RouteMeta => ({ header: true, footer: true, toolbar: true, ...input });

/** A page at a path, in the shell's chunk. */
export const page = (path: string, meta: MetaInput, Component: ComponentType): RouteObject => ({
  path,
  Component,
  handle: withChrome(meta),
});

export const indexPage = (meta: MetaInput, Component: ComponentType): RouteObject => ({
  index: true,
  Component,
  handle: withChrome(meta),
});

/** Loads a page's component; one marked `withoutAntd` (withoutAntd below) draws without antd's scope. */
export interface LoadPage {
  (): Promise<ComponentType>;
  withoutAntd?: true;
}

/** For the pages a first visit opens (listings, goods), which draw without antd and load its parts lazily. */
export const withoutAntd = (load: () => Promise<ComponentType>): LoadPage => Object.assign(load, { withoutAntd: true as const });

const lazyComponent = (load: LoadPage) => async () => ({ Component: load.withoutAntd ? await load() : await loadWithAntd(load) });

/** A layout of several pages (the member centre's menu, the checkout's steps), loaded with the first of them. */
export const lazyLayout = (load: LoadPage): RouteObject['lazy'] => lazyComponent(load);

/** A page loaded on first visit: each area is its own chunk, so the shell stays small. */
export const lazyPage = (path: string, meta: MetaInput, load: LoadPage): RouteObject => ({
  path,
  lazy: lazyComponent(load),
  handle: withChrome(meta),
});

/** One lazily loaded page reachable at several paths: a route and its aliases. */
export const lazyPageAt = (pathList: readonly string[], meta: MetaInput, load: LoadPage): RouteObject[] =>
  pathList.map((path) => lazyPage(path, meta, load));

export const lazyIndexPage = (meta: MetaInput, load: LoadPage): RouteObject => ({
  index: true,
  lazy: lazyComponent(load),
  handle: withChrome(meta),
});

type Target = string | ((params: Params, url: URL) => string);

const goTo =
  (target: Target) =>
  ({ params, request }: LoaderFunctionArgs) =>
    redirect(typeof target === 'string' ? target : target(params, new URL(request.url)));

// element null: the loader leaves before anything renders, and says so to react-router, which warns otherwise.
export const redirectRoute = (path: string, target: Target): RouteObject => ({ path, loader: goTo(target), element: null });

export const redirectIndex = (target: Target): RouteObject => ({ index: true, loader: goTo(target), element: null });
