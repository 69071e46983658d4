/**
 * One readable line for anything thrown: the innermost cause (the driver's message under Drizzle's
 * "Failed query"), every error of an AggregateError, or the value itself when it is not an Error
 * (a rejection with no reason at all included).
 */
export function errorText(err: unknown): string {
  if (err === undefined || err === null || err === '') return '未知错误 (no error details)';
  if (typeof err === 'string') return err;
  if (Array.isArray(err)) return err.map(errorText).join('; ');
  if (err instanceof Error) {
    if (err.cause !== undefined) return errorText(err.cause);
    if (err instanceof AggregateError && err.errors.length > 0) return errorText(err.errors);
    const code = (err as { code?: unknown }).code;
    return err.message || (typeof code === 'string' ? code : err.name);
  }
  try {
    return JSON.stringify(err);
  } catch {
    return String(err);
  }
}
