/**
 * antd's Pagination, which brings its Select (the page sizes) and antd itself along: a pager sits below what it
 * pages, so it loads when it comes near the viewport (spec section 9's preload distance), not with the page.
 */
import type { PaginationProps } from 'antd';
import { Suspense, useRef, type ComponentType } from 'react';
import { lazyWithAntd } from './antd/lazy-antd';
import { useLazyVisible } from './use-lazy-visible';

const Pagination = lazyWithAntd(async () => (await import('antd/es/pagination')).default as ComponentType<PaginationProps>);

// The pager's height, so the page does not move when it comes.
const PAGER_HEIGHT = 32;

export function LazyPagination(props: PaginationProps) {
  const slot = useRef<HTMLElement>(null);
  const near = useLazyVisible(slot);
  return (
    <nav ref={slot} aria-label="分页" style={{ minHeight: PAGER_HEIGHT }}>
      {near && (
        <Suspense fallback={null}>
          <Pagination {...props} />
        </Suspense>
      )}
    </nav>
  );
}
