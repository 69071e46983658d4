import { useEffect, useRef } from 'react';

interface Paged {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/**
 * The ref for the element at the end of an infinite list: the next page starts loading a screen
 * before the buyer reaches it, so scrolling rarely waits.
 */
export function useNextPageNearEnd({ hasNextPage, isFetchingNextPage, fetchNextPage }: Paged) {
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = end.current;
    if (!target || !hasNextPage) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  return end;
}
