const FORM_METHODS = new Set(['POST', 'PUT']);

const isPlainObject = (value: unknown): value is Record<string, unknown> => Object.prototype.toString.call(value) === '[object Object]';

type Pairs = [key: string, value: string][];

/** The leaves of a nested value as `a[b]` / `ids[0]` keys: null is an empty value, undefined is left out. */
function flatten(prefix: string, value: unknown, pairs: Pairs): Pairs {
  if (value === undefined) return pairs;
  if (value === null) pairs.push([prefix, '']);
  else if (value instanceof Date) pairs.push([prefix, value.toISOString()]);
  else if (Array.isArray(value)) value.forEach((item, i) => flatten(`${prefix}[${i}]`, item, pairs));
  else if (isPlainObject(value)) Object.entries(value).forEach(([key, item]) => flatten(prefix ? `${prefix}[${key}]` : key, item, pairs));
  else pairs.push([prefix, String(value)]);
  return pairs;
}

/**
 * Nested objects and arrays as `a[b]=1&ids[0]=1`, the form the server's qs parser reads (qs's own
 * `arrayFormat: 'indices'`, without shipping qs to the page for this one function).
 */
export const toQueryString = (value: object): string =>
  flatten('', value, [])
    .map(([key, item]) => `${encodeURIComponent(key)}=${encodeURIComponent(item)}`)
    .join('&');

/** Spec section 7: POST and PUT bodies are form-encoded; files (FormData) and strings go as they are. */
export function encodeFormBody(method: string, data: unknown, headers: Record<string, string>): unknown {
  if (!FORM_METHODS.has(method) || !isPlainObject(data)) return data;
  headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
  return toQueryString(data);
}
