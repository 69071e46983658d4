/** Some spec paths are written without the leading slash; relative to the page they would miss the API. */
export const withLeadingSlash = (url: string): string => (/^([a-z]+:)?\/\//i.test(url) || url.startsWith('/') ? url : `/${url}`);

/** The path a URL names, without origin, query or hash. */
export const requestPath = (url: string | undefined): string =>
  withLeadingSlash(url ?? '')
    .replace(/^([a-z]+:)?\/\/[^/]+/i, '')
    .split(/[?#]/)[0] || '/';
