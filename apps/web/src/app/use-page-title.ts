import { SITE_TITLE } from '@yc/contracts';
import { useEffect } from 'react';

const ABOUT = '面向药店与诊所的医药批发采购平台：药品、医疗器械、中药饮片一站式采购，资质齐全，正规配送。';

/** What a search result says under the page's title: the route's title, then what the store is. */
const pageDescription = (title: string): string => (title ? `${title} - ${SITE_TITLE}。${ABOUT}` : `${SITE_TITLE}。${ABOUT}`);

/** Spec section 2: the page title is the route title plus the site title; the description follows the route too. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} - ${SITE_TITLE}` : SITE_TITLE;
    document.querySelector('meta[name="description"]')?.setAttribute('content', pageDescription(title));
  }, [title]);
}
