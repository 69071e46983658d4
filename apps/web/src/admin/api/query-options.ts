import { queryOptions, skipToken } from '@tanstack/react-query';
import { getData, type Parser, type RequestPolicy } from '../../lib/http';
import { ADMIN_KEY } from './session';

/**
 * The console's reads, as query options keyed under ADMIN_KEY and the resource's key (what its
 * changes refresh, useAdminMutation's `refresh`). A resource's file names its reads with these.
 */
type ResourceKey = readonly [string, ...string[]];

/** A list read with its query string (a page, a filter): GET `url`?query. */
export const listQuery =
  <T>(key: ResourceKey, url: string, parser: Parser<T>) =>
  <Q extends object>(query: Q) =>
    queryOptions({ queryKey: [ADMIN_KEY, ...key, query], queryFn: ({ signal }) => getData(url, parser, { params: query, signal }) });

/** One row by id (none: the editor of a new one, nothing to read): GET `url(id)`. */
export const rowQuery =
  <T>(key: ResourceKey, url: (id: number) => string, parser: Parser<T>, policy?: RequestPolicy) =>
  (id: number | null) =>
    queryOptions({
      queryKey: [ADMIN_KEY, ...key, id],
      queryFn: id === null ? skipToken : ({ signal }) => getData(url(id), parser, { signal, policy }),
    });

/** A read without parameters (a tree, the options of a form); `staleTime` for what rarely changes. */
export const fixedQuery =
  <T>(key: ResourceKey, url: string, parser: Parser<T>, staleTime?: number) =>
  () =>
    queryOptions({ queryKey: [ADMIN_KEY, ...key], queryFn: ({ signal }) => getData(url, parser, { signal }), staleTime });
