import DOMPurify from 'dompurify';

/** Article bodies are written by the site's staff in the console; they are cleaned still, so a pasted script or handler never runs on the storefront. */
export const cleanArticleHtml = (html: string): string => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
