import type { ComponentType } from 'react';
import { redirect, type LoaderFunctionArgs, type Params, type RouteObject } from 'react-router';
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

export type LoadPage = () => Promise<ComponentType>;

const lazyComponent = (load: LoadPage) => async () => ({ Component: await load() });

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
