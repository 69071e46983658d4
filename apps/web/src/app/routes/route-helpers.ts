import type { ComponentType } from 'react';
import { redirect, type LoaderFunctionArgs, type Params, type RouteObject } from 'react-router';
import type { RouteMeta } from '../route-meta';
import { UnderConstructionPage } from './under-construction-page';

type MetaInput = Pick<RouteMeta, 'name' | 'title'> & Partial<Omit<RouteMeta, 'name' | 'title'>>;

export const NO_CHROME = { header: false, footer: false, toolbar: false } as const;
export const LOGIN_CHROME = { headerStyle: 'login', toolbar: false } as const;

const withChrome = (input: MetaInput): RouteMeta => ({ header: true, footer: true, toolbar: true, ...input });

/** A page at a path; pages of later work share the under-construction page. */
export const page = (path: string, meta: MetaInput, Component: ComponentType = UnderConstructionPage): RouteObject => ({
  path,
  Component,
  handle: withChrome(meta),
});

/** One page reachable at several paths: a route and its aliases. */
export const pageAt = (pathList: readonly string[], meta: MetaInput, Component?: ComponentType): RouteObject[] =>
  pathList.map((path) => page(path, meta, Component));

export const indexPage = (meta: MetaInput, Component: ComponentType = UnderConstructionPage): RouteObject => ({
  index: true,
  Component,
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
