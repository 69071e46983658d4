import { SITE_TITLE } from '@yc/contracts';
import { useEffect } from 'react';

/** Spec section 2: the page title is the route title plus the site title. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} - ${SITE_TITLE}` : SITE_TITLE;
  }, [title]);
}
