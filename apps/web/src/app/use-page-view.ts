import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useRecordPageView } from '../features/analytics/api/record-page-view';

/** Spec section 2: every route change records a page view for the traffic statistics. */
export function usePageView(routeName: string): void {
  const { key, pathname, search } = useLocation();
  const { mutate } = useRecordPageView();
  useEffect(() => {
    mutate({ path: pathname + search, name: routeName });
  }, [key, pathname, search, routeName, mutate]);
}
