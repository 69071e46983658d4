import type { InternalAxiosRequestConfig } from 'axios';
import qs from 'qs';

const FORM_METHODS = new Set(['post', 'put']);

const isPlainObject = (value: unknown): value is Record<string, unknown> => Object.prototype.toString.call(value) === '[object Object]';

/** Nested objects and arrays as `a[b]=1&ids[0]=1`, the form the server's qs parser reads. */
export const toQueryString = (value: object): string => qs.stringify(value, { arrayFormat: 'indices' });

/** Spec section 7: POST and PUT bodies are form-encoded; files (FormData) go as they are. */
export function encodeFormBody(config: InternalAxiosRequestConfig): void {
  if (!FORM_METHODS.has((config.method ?? '').toLowerCase()) || !isPlainObject(config.data)) return;
  config.data = toQueryString(config.data);
  config.headers.set('Content-Type', 'application/x-www-form-urlencoded;charset=UTF-8');
}
