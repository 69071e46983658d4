import type { PagedList, PageQuery } from '@yc/contracts';
import type { PageSlice } from './queries.js';

export const sliceOf = (q: PageQuery): PageSlice => ({ offset: (q.page - 1) * q.page_size, limit: q.page_size });

export const pageOf = <T>(list: T[], total: number, q: PageQuery): PagedList<T> => ({ list, total, page: q.page, page_size: q.page_size });

/** Seconds since the epoch: the page treats a 10-digit timestamp as seconds (spec section 5). */
export const seconds = (at: Date | string): number => Math.floor(new Date(at).getTime() / 1000);
