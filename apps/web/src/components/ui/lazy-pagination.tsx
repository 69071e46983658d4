/**
 * antd's Pagination, which brings its Select (the page sizes) along, some 30 KB gzip: a pager sits below
 * what it pages, so it loads after the page has drawn instead of with it.
 */
import type { PaginationProps } from 'antd';
import { Suspense, type ComponentType } from 'react';
import { lazyWithAntd } from './antd/lazy-antd';

const Pagination = lazyWithAntd(async () => (await import('antd/es/pagination')).default as ComponentType<PaginationProps>);

export function LazyPagination(props: PaginationProps) {
  return (
    <Suspense fallback={null}>
      <Pagination {...props} />
    </Suspense>
  );
}
