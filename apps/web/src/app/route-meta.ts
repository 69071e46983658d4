import { useMatches } from 'react-router';

/** What every route carries in its `handle` (spec section 2: chrome flags and a title). */
export interface RouteMeta {
  name: string;
  title: string;
  header: boolean;
  footer: boolean;
  toolbar: boolean;
  headerStyle?: 'login';
  /** Spec section 2: on checkout steps the header search box and cart button come and go. */
  headerSearch?: boolean;
  headerCart?: boolean;
  /** The home page keeps the category menu open beside its banners instead of opening it on hover. */
  categoryMenuOpen?: boolean;
  /** Query a listing route adds to its goods query (spec section 2: yx=1 for free shipping). */
  select?: Readonly<Record<string, number>>;
}

export const isRouteMeta = (handle: unknown): handle is RouteMeta =>
  typeof handle === 'object' && handle !== null && 'name' in handle && 'title' in handle;

const NO_MATCH: RouteMeta = { name: '', title: '', header: true, footer: true, toolbar: false };

/** The meta of the deepest matched route that has one. */
export const routeMetaOf = (handles: readonly unknown[]): RouteMeta => handles.filter(isRouteMeta).at(-1) ?? NO_MATCH;

export const useRouteMeta = (): RouteMeta => routeMetaOf(useMatches().map((match) => match.handle));
