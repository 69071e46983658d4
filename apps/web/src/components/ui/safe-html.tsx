import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_LINK_REL, RICH_TEXT_TAGS, RICH_TEXT_URL_SCHEMES } from '@yc/contracts';
import DOMPurify from 'dompurify';
import { useMemo, type CSSProperties } from 'react';

// An instance of our own, so these hooks never touch another user of DOMPurify.
const purify = DOMPurify(window);

// The address shape DOMPurify checks by default, with the contracts' schemes only (no scheme: the site's own address).
const ALLOWED_URI = new RegExp(`^(?:(?:${RICH_TEXT_URL_SCHEMES.join('|')}):|[^a-z]|[a-z+.\\-]+(?:[^a-z+.\\-:]|$))`, 'i');

purify.addHook('uponSanitizeAttribute', (node, data) => {
  if (!RICH_TEXT_ATTRIBUTES[node.nodeName.toLowerCase()]?.includes(data.attrName)) data.keepAttr = false;
});
purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName === 'A') node.setAttribute('rel', RICH_TEXT_LINK_REL);
});

const CONFIG = {
  ALLOWED_TAGS: [...RICH_TEXT_TAGS],
  ALLOWED_ATTR: [...new Set(Object.values(RICH_TEXT_ATTRIBUTES).flat())],
  ALLOWED_URI_REGEXP: ALLOWED_URI,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

interface SafeHtmlProps {
  /** HTML from the database: an article body. */
  html: string;
  className?: string;
  style?: CSSProperties;
}

/** The one place the page renders HTML it did not write: cleaned where it is shown, whatever was stored. */
export function SafeHtml({ html, className, style }: SafeHtmlProps) {
  // Cleaned to the contracts' allow-list, as the server cleans it on save.
  const clean = useMemo(() => purify.sanitize(html, CONFIG), [html]);
  return <div className={className} style={style} dangerouslySetInnerHTML={{ __html: clean }} />;
}
