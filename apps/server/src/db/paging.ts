/** Pages of a list: the rows of one page (`PageSlice`) and the page the API answers with its total. */
import type { PagedList, PageQuery } from '@yc/contracts';

/** Rows of one page of a list. */
export interface PageSlice {
  offset: number;
  limit: number;
}

export const sliceOf = (q: PageQuery): PageSlice => ({ offset: (q.page - 1) * q.page_size, limit: q.page_size });

export const pageOf = <T>(list: T[], total: number, q: PageQuery): PagedList<T> => ({ list, total, page: q.page, page_size: q.page_size });

/** One page of rows and the count of all of them, run side by side. */
export async function withTotal<T>(rows: Promise<T[]>, counted: Promise<{ n: number }[]>): Promise<{ rows: T[]; total: number }> {
  const [list, [c]] = await Promise.all([rows, counted]);
  return { rows: list, total: c?.n ?? 0 };
}
