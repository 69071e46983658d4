/**
 * PostgreSQL text cannot hold U+0000 (a `%00` in a query, a `\u0000` in JSON): a value carrying one
 * would fail deep in a query as a 500. Every value a client sends is checked once, before it is used.
 */
import { FieldError } from './errors.js';

export const NUL_REFUSED = '参数不能包含空字符';

/** The path (a.b.0) of the first string, or key, holding a NUL; undefined when there is none. */
function nulPath(value: unknown, path: string, seen: Set<object>): string | undefined {
  if (typeof value === 'string') return value.includes('\0') ? path : undefined;
  if (typeof value !== 'object' || value === null || Buffer.isBuffer(value) || seen.has(value)) return undefined;
  seen.add(value);
  for (const [key, inner] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (key.includes('\0')) return path || 'body';
    const found = nulPath(inner, at, seen);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Refuses, as a 422 on the field that holds it, any NUL in `value` (a query, params, a body, form fields). */
export function assertNoNul(value: unknown, where: string): void {
  const found = nulPath(value, '', new Set());
  if (found !== undefined) throw new FieldError(found || where, NUL_REFUSED);
}
