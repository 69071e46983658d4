/**
 * Read replicas (DATABASE_REPLICA_URLS): PostgreSQL streaming standbys that answer the catalogue's reads
 * (listings, goods pages, facets, suggestions), which tolerate a second of lag and are most of the load.
 * Everything else stays on the primary: every transaction, and every buyer-specific or money/stock read
 * (cart, orders, wallet, checkout) whose route reads `app.db`, so a buyer's own write is always read back
 * from where it was written. A replica that is down, not a standby any more, or behind the primary by
 * more than REPLICA_MAX_LAG_MS is left out until a check finds it well again; with none usable the
 * primary answers. Each process checks its replicas itself, a few times a second.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import { createDb, type Db } from './client.js';
import { isConnectionError, isRecoveryConflict } from './connection-errors.js';
import { databaseKey } from './pool.js';

type Unusable = 'down' | 'lagging' | 'not_standby';

/** What the replicas report, as metrics (lib/metrics.ts replicaCounts): db/ sits below lib/ and imports none of it. */
export interface ReplicaCounts {
  read(replica: string): void;
  /** A read passed over the replica, or (failed) ran again on the primary. */
  skipped(replica: string, reason: Unusable | 'failed'): void;
  lag(replica: string, ms: number): void;
}

interface Replica {
  /** host:port/database, the metrics' label. */
  name: string;
  db: Db;
  pool: pg.Pool;
  /** Why it is left out now; undefined: usable. Unchecked yet counts as down. */
  unusable?: Unusable;
  lagMs: number;
}

/** The primary's WAL position at a moment of a check: a replica that has replayed it has everything the primary had then. */
interface Sample {
  at: number;
  lsn: bigint;
}

interface ReplicaOptions {
  /** A replica further behind than this is left out (REPLICA_MAX_LAG_MS). */
  maxLagMs: number;
  /** Each replica's pool size in this process (the replica's own connection budget, main.ts). */
  poolMax: readonly number[];
  counts: ReplicaCounts;
}

/** A connection to a replica that does not come in this time is not waited for: the primary answers instead. */
const REPLICA_CONNECT_MS = 1_000;
/** The primary's positions kept to date a replica's: enough to tell a lag past any sensible bound. */
const SAMPLES_KEPT = 600;

/** '16/B374D848' as a number. */
function lsnOf(text: string): bigint {
  const [high, low] = text.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

function withinMs<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

export class ReadReplicas {
  private readonly replicas: Replica[];
  private readonly samples: Sample[] = [];
  private readonly timer: NodeJS.Timeout;
  private readonly intervalMs: number;
  private checking: Promise<void> | undefined;
  private next = 0;

  constructor(
    private readonly primary: pg.Pool,
    urls: readonly string[],
    private readonly options: ReplicaOptions,
  ) {
    this.replicas = urls.map((url, i) => {
      const { db, pool } = createDb(url, options.poolMax[i] ?? options.poolMax[0], {
        connectTimeoutMs: REPLICA_CONNECT_MS,
        applicationName: 'yc-replica',
      });
      return { name: databaseKey({ connectionString: url }), db, pool, unusable: 'down', lagMs: Infinity };
    });
    // A quarter of the bound: a replica that falls behind is left out within about 1.25 times the bound.
    this.intervalMs = Math.max(50, Math.floor(options.maxLagMs / 4));
    this.timer = setInterval(() => void this.check(), this.intervalMs);
    this.timer.unref();
  }

  /**
   * Checks until every replica is usable, for at most the bound: a replica just started or just reached may not have
   * replayed the primary's latest position at the first check, and without a position of the primary noted before it
   * that counts as too far behind. A replica still away after that is used once a later check finds it well.
   */
  async ready(): Promise<void> {
    const deadline = Date.now() + this.options.maxLagMs;
    await this.check();
    while (this.replicas.some((r) => r.unusable) && Date.now() < deadline) {
      await sleep(this.intervalMs);
      await this.check();
    }
  }

  /** Each replica as the last check found it, for the start-up log and tests. */
  state(): { name: string; usable: boolean; reason?: Unusable; lagMs: number }[] {
    return this.replicas.map((r) => ({ name: r.name, usable: !r.unusable, reason: r.unusable, lagMs: r.lagMs }));
  }

  /**
   * `read` on a usable replica, taken in turn, or undefined when none is. A read the replica fails for
   * want of a connection, or cancels for a conflict with its replay, runs again on the primary (undefined
   * too): a catalogue read changes nothing, and the buyer gets the page rather than a 503.
   */
  async read<T>(read: (db: Db) => Promise<T>): Promise<{ value: T } | undefined> {
    const replica = this.pick();
    if (!replica) return undefined;
    try {
      const value = await read(replica.db);
      this.options.counts.read(replica.name);
      return { value };
    } catch (err) {
      if (!isConnectionError(err) && !isRecoveryConflict(err)) throw err;
      this.options.counts.skipped(replica.name, 'failed');
      if (isConnectionError(err)) this.mark(replica, 'down', Infinity);
      return undefined;
    }
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.checking;
    await Promise.all(this.replicas.map((r) => r.pool.end()));
  }

  private pick(): Replica | undefined {
    for (let tried = 0; tried < this.replicas.length; tried++) {
      const replica = this.replicas[this.next++ % this.replicas.length];
      if (!replica.unusable) return replica;
      this.options.counts.skipped(replica.name, replica.unusable);
    }
    return undefined;
  }

  private mark(replica: Replica, unusable: Unusable | undefined, lagMs: number): void {
    replica.unusable = unusable;
    replica.lagMs = lagMs;
    this.options.counts.lag(replica.name, lagMs);
  }

  /** One check at a time: a replica slow to answer does not pile checks up. */
  private check(): Promise<void> {
    this.checking ??= this.checkAll().finally(() => (this.checking = undefined));
    return this.checking;
  }

  private async checkAll(): Promise<void> {
    try {
      const { rows } = await withinMs(
        this.primary.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn'),
        this.options.maxLagMs,
      );
      this.samples.push({ at: Date.now(), lsn: lsnOf(rows[0].lsn) });
      if (this.samples.length > SAMPLES_KEPT) this.samples.shift();
    } catch {
      // The primary is away: its own requests answer 503; the replicas keep what the last check found.
      return;
    }
    await Promise.all(this.replicas.map((r) => this.checkOne(r)));
  }

  private async checkOne(replica: Replica): Promise<void> {
    try {
      const { rows } = await withinMs(
        replica.pool.query<{ standby: boolean; replayed: string | null }>(
          'SELECT pg_is_in_recovery() AS standby, pg_last_wal_replay_lsn()::text AS replayed',
        ),
        this.options.maxLagMs,
      );
      const [{ standby, replayed }] = rows;
      // A promoted replica takes writes of its own that the primary never sees: it is not a copy any more.
      if (!standby || replayed === null) return this.mark(replica, 'not_standby', Infinity);
      const lagMs = this.lagMs(lsnOf(replayed));
      this.mark(replica, lagMs > this.options.maxLagMs ? 'lagging' : undefined, lagMs);
    } catch {
      this.mark(replica, 'down', Infinity);
    }
  }

  /**
   * How long ago the primary had no more than the replica has replayed: 0 when it has all the primary had at
   * this check. Dated by the primary's own positions, not by the last replayed commit's time, which on a quiet
   * store is old though the replica is caught up. Unknown (behind every position kept) counts as too far.
   */
  private lagMs(replayed: bigint): number {
    const now = this.samples[this.samples.length - 1];
    if (replayed >= now.lsn) return 0;
    for (let i = this.samples.length - 2; i >= 0; i--) {
      if (this.samples[i].lsn <= replayed) return now.at - this.samples[i].at;
    }
    return Infinity;
  }
}
