/** The server's sanitiser of rich text: what the console saves keeps only the contracts' allow-list. */
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_LINK_REL, RICH_TEXT_TAGS, RICH_TEXT_URL_SCHEMES } from '@yc/contracts';
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: Object.fromEntries(Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, names]) => [tag, [...names]])),
  allowedSchemes: [...RICH_TEXT_URL_SCHEMES],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  // A dropped tag keeps its text (a pasted <div> or <font>), except script and style, whose text is code.
  disallowedTagsMode: 'discard',
  transformTags: { a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: RICH_TEXT_LINK_REL } }) },
};

export const sanitizeRichText = (html: string): string => sanitizeHtml(html, OPTIONS);
