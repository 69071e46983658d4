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

/** 53300: every connection slot of the server is taken (the processes' pools add up past max_connections, or another client holds them). */
const TOO_MANY_CLIENTS = '53300';

/** The error and what it wraps: Drizzle puts the driver's error in `cause`; a refused dual-stack connect is an AggregateError. */
function* causes(err: unknown): Generator<{ code?: unknown; message?: unknown }> {
  const pending = [err];
  const seen = new Set<unknown>();
  while (pending.length > 0) {
    const e = pending.pop();
    if (typeof e !== 'object' || e === null || seen.has(e)) continue;
    seen.add(e);
    const { cause, errors } = e as { cause?: unknown; errors?: unknown };
    yield e;
    pending.push(cause, ...(Array.isArray(errors) ? (errors as unknown[]) : []));
  }
}

export function isConnectionError(err: unknown): boolean {
  for (const { code, message } of causes(err)) {
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || code === TOO_MANY_CLIENTS)) return true;
    if (typeof message === 'string' && CLIENT_MESSAGES.some((m) => m.test(message))) return true;
  }
  return false;
}

/** A connection error that a smaller pool (DB_POOL_MAX) or a larger max_connections cures, not a server that is away. */
export function isTooManyClients(err: unknown): boolean {
  for (const { code } of causes(err)) if (code === TOO_MANY_CLIENTS) return true;
  return false;
}

/** 40001 on a standby: a read cancelled because replaying the primary's changes needed what it held (a vacuum's cleanup). */
export function isRecoveryConflict(err: unknown): boolean {
  for (const { code } of causes(err)) if (code === '40001') return true;
  return false;
}
