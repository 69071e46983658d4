/**
 * How many connections each serving process's pool may open, so that all processes together stay
 * within the server's max_connections: past it PostgreSQL refuses every new connection (53300).
 */
import type pg from 'pg';

/** Connections of every process on this database: the primary's pool and pg-boss's, and each serving process's LISTEN clients. */
interface Connections {
  workers: number;
  primaryPool: number;
  jobsPool: number;
  listenPerProcess: number;
}

interface Budget {
  perProcess: number;
  /** The arithmetic, one line for the start-up log. */
  text: string;
  /** The pools together may ask for more than the server has: warn, connections will be refused under load. */
  over: boolean;
}

/** Left for what connects besides the store: `npm run migrate`, the ops command line, a psql session. */
const MARGIN = 5;
/** A pool never gets fewer: one request's transaction beside another's read. */
const FLOOR = 2;
/** Nor more by default: a burst queues for a connection rather than running more statements side by side than the cores serve. */
const CEILING = 10;

interface Limits {
  maxConnections: number;
  reserved: number;
}

/** max_connections, less the slots only a superuser may take (and reserved_connections, PostgreSQL 16 on). */
export async function serverLimits(pool: pg.Pool): Promise<Limits> {
  const { rows } = await pool.query<{ max: string; superuser: string; reserved: string | null }>(
    `SELECT current_setting('max_connections') AS max, current_setting('superuser_reserved_connections') AS superuser,
            current_setting('reserved_connections', true) AS reserved`,
  );
  const [row] = rows;
  return { maxConnections: Number(row.max), reserved: Number(row.superuser) + Number(row.reserved ?? 0) };
}

/** DB_POOL_MAX when set, else what max_connections leaves each serving process, between FLOOR and CEILING. */
export function connectionBudget(limits: Limits, c: Connections, poolMax?: number): Budget {
  const shared = limits.maxConnections - limits.reserved - MARGIN - c.primaryPool - c.jobsPool;
  const derived = Math.min(CEILING, Math.max(FLOOR, Math.floor(shared / c.workers) - c.listenPerProcess));
  const perProcess = poolMax ?? derived;
  const total = c.workers * (perProcess + c.listenPerProcess) + c.primaryPool + c.jobsPool;
  const usable = limits.maxConnections - limits.reserved;
  const source = poolMax
    ? 'DB_POOL_MAX'
    : `(${limits.maxConnections} max_connections − ${limits.reserved} 保留 − ${MARGIN} 余量 − ${c.primaryPool} 主进程连接池 − ${c.jobsPool} 后台任务) ÷ ${c.workers} 个 API 进程 − ${c.listenPerProcess} LISTEN，限 ${FLOOR}–${CEILING}`;
  return {
    perProcess,
    over: total > usable,
    text: `数据库连接预算：每个 API 进程的连接池 ${perProcess} = ${source}；合计最多 ${total} 个连接，PostgreSQL 可用 ${usable} 个`,
  };
}

/**
 * A read replica's connections are its own max_connections, shared by the serving processes' replica pools
 * alone (no jobs, no LISTEN, no primary process there): DB_POOL_MAX when set, else the same floor and ceiling.
 */
export function replicaBudget(limits: Limits, workers: number, poolMax?: number): Budget {
  const usable = limits.maxConnections - limits.reserved;
  const perProcess = poolMax ?? Math.min(CEILING, Math.max(FLOOR, Math.floor((usable - MARGIN) / workers)));
  const total = workers * perProcess;
  const source = poolMax
    ? 'DB_POOL_MAX'
    : `(${limits.maxConnections} max_connections − ${limits.reserved} 保留 − ${MARGIN} 余量) ÷ ${workers} 个 API 进程，限 ${FLOOR}–${CEILING}`;
  return {
    perProcess,
    over: total > usable,
    text: `每个 API 进程的只读副本连接池 ${perProcess} = ${source}；合计最多 ${total} 个连接，副本可用 ${usable} 个`,
  };
}
