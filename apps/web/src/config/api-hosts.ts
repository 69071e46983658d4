/**
 * The API origin for each page host (spec section 7: calls go to the API host chosen by the page host).
 * A host not listed calls its own origin, which is how the server serves both the pages and /api.
 */
export const API_BASE_BY_HOST: Readonly<Record<string, string>> = {};

export const apiBaseFor = (host: string, table: Readonly<Record<string, string>> = API_BASE_BY_HOST): string => table[host] ?? '';
