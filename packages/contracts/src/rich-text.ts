/**
 * What rich text (article bodies: news, help, the privacy policy) may hold. One allow-list for the
 * server's sanitiser when it is saved and the page's when it is shown; anything else (scripts,
 * styles, frames, forms, event handlers, javascript: addresses) is dropped.
 */
export const RICH_TEXT_TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'blockquote',
  'ul',
  'ol',
  'li',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'a',
  'img',
  'b',
  'i',
  'strong',
  'em',
  'u',
  'span',
] as const;

/** The attributes each tag keeps; every other attribute (on*, style, class, id) goes. */
export const RICH_TEXT_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
};

/** Schemes a link or picture address may name; an address without one (/help/xrzn/hyzc, /api/img/...) is the site's own. */
export const RICH_TEXT_URL_SCHEMES = ['http', 'https', 'mailto'] as const;

/** Set on every link whatever the text says, so the page it opens cannot reach back into ours. */
export const RICH_TEXT_LINK_REL = 'noopener noreferrer';
