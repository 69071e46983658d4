/**
 * Whether an error means PostgreSQL cannot be reached right now (restart, failover, a dropped
 * connection) rather than a fault of the request: the request gets 503 and the pool reconnects on
 * the next one by itself.
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
/** 57P01 admin shutdown, 57P02 crash shutdown, 57P03 starting up or recovering; class 08 is "connection exception". */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006']);
/** node-pg's own errors carry no code. */
const CLIENT_MESSAGES = [/Connection terminated/i, /not queryable/i, /timeout exceeded when trying to connect/i];

export function isConnectionError(err: unknown): boolean {
  // Drizzle wraps the driver's error in `cause`; a refused dual-stack connect is an AggregateError.
  const pending = [err];
  const seen = new Set<unknown>();
  while (pending.length > 0) {
    const e = pending.pop();
    if (typeof e !== 'object' || e === null || seen.has(e)) continue;
    seen.add(e);
    const { code, message, cause, errors } = e as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_CODES.has(code))) return true;
    if (typeof message === 'string' && CLIENT_MESSAGES.some((m) => m.test(message))) return true;
    pending.push(cause, ...(Array.isArray(errors) ? (errors as unknown[]) : []));
  }
  return false;
}
