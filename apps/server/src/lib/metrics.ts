/**
 * The process's Prometheus metrics, one registry per process: each API process counts its own requests
 * and pool, and under node's cluster the primary adds the workers' registries up when /metrics is asked
 * (plugins/observability.ts). Modules count what they own by importing the metric from here.
 */
import cluster from 'node:cluster';
import type pg from 'pg';
import type { ReplicaCounts } from '../db/replicas.js';
import { AggregatorRegistry, Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export const metricsRegistry = new Registry();
// CPU, memory, event-loop lag, handles, GC: prom-client's standard process metrics.
collectDefaultMetrics({ register: metricsRegistry, prefix: 'yc_' });

export const httpRequests = new Counter({
  name: 'yc_http_requests_total',
  help: 'Answered HTTP requests by method, route pattern and status code',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [metricsRegistry],
});

export const httpDuration = new Histogram({
  name: 'yc_http_request_duration_seconds',
  help: 'Time from request to answer by method and route pattern',
  labelNames: ['method', 'route'] as const,
  buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [metricsRegistry],
});

export const eventBusReconnects = new Counter({
  name: 'yc_event_bus_reconnects_total',
  help: 'Times the event bus (LISTEN/NOTIFY or Redis pub/sub) lost its subscription and made it again',
  labelNames: ['channel'] as const,
  registers: [metricsRegistry],
});

export const paymentNotifications = new Counter({
  name: 'yc_payment_notifications_total',
  help: 'Payment provider notifications by provider and outcome (applied, repeat, rejected)',
  labelNames: ['provider', 'outcome'] as const,
  registers: [metricsRegistry],
});

const replicaReads = new Counter({
  name: 'yc_db_replica_reads_total',
  help: 'Catalogue reads (listings, goods pages, facets, suggestions) answered by each read replica (host:port/database)',
  labelNames: ['replica'] as const,
  registers: [metricsRegistry],
});

export const primaryCatalogueReads = new Counter({
  name: 'yc_db_catalogue_reads_on_primary_total',
  help: 'Catalogue reads kept on the primary although read replicas are configured: after_write (the buyer wrote a moment ago) or no_replica (none usable)',
  labelNames: ['reason'] as const,
  registers: [metricsRegistry],
});

const replicaSkips = new Counter({
  name: 'yc_db_replica_skips_total',
  help: 'Catalogue reads that passed over a read replica: down, lagging (past REPLICA_MAX_LAG_MS), not_standby (promoted), or failed (the read ran again on the primary)',
  labelNames: ['replica', 'reason'] as const,
  registers: [metricsRegistry],
});

const replicaLag = new Gauge({
  name: 'yc_db_replica_lag_seconds',
  help: 'How far each read replica is behind the primary at the last check, as the time since the primary had what it has replayed (+Inf: down)',
  labelNames: ['replica'] as const,
  registers: [metricsRegistry],
  // Every process checks the same replica: the workers' figures are one figure, not a sum.
  aggregator: 'max',
});

/** What db/replicas.ts reports, counted here. */
export const replicaCounts: ReplicaCounts = {
  read: (replica) => replicaReads.inc({ replica }),
  skipped: (replica, reason) => replicaSkips.inc({ replica, reason }),
  lag: (replica, ms) => replicaLag.set({ replica }, ms / 1000),
};

/** The pools whose connections are counted: each app registers its own and removes it when it closes. */
const pools = new Set<pg.Pool>();

export function countPool(pool: pg.Pool): () => void {
  pools.add(pool);
  return () => void pools.delete(pool);
}

const sum = (of: (pool: pg.Pool) => number) => [...pools].reduce((n, pool) => n + of(pool), 0);

new Gauge({
  name: 'yc_db_pool_connections',
  help: 'Database connections of this process by state: in use, idle, and requests waiting for one',
  labelNames: ['state'] as const,
  registers: [metricsRegistry],
  collect() {
    this.set({ state: 'in_use' }, sum((p) => p.totalCount - p.idleCount));
    this.set({ state: 'idle' }, sum((p) => p.idleCount));
    this.set({ state: 'waiting' }, sum((p) => p.waitingCount));
  },
});

new Gauge({
  name: 'yc_job_queue_depth',
  help: 'Jobs waiting in the pg-boss queue (created or to retry), read from the database at each scrape',
  registers: [metricsRegistry],
  // Every process reads the same table: under the cluster the workers' figures are one figure, not a sum.
  aggregator: 'max',
  async collect() {
    const [pool] = pools;
    if (!pool) return;
    try {
      const { rows } = await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM pgboss.job WHERE state IN ('created', 'retry')`);
      this.set(rows[0]?.n ?? 0);
    } catch {
      // No queue yet (pg-boss makes its schema at its first start) or no database: the gauge keeps its last figure.
    }
  },
});

const CLUSTER_REQUEST = 'yc:metrics-request';
const CLUSTER_ANSWER = 'yc:metrics-answer';
const CLUSTER_WAIT_MS = 5000;

interface ClusterAnswer {
  type: typeof CLUSTER_ANSWER;
  id: number;
  text?: string;
}

// prom-client answers the primary's collection requests from this process's registry.
if (cluster.isWorker) {
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([metricsRegistry]);
}

let nextRequest = 0;

/** The metrics to answer /metrics with: this process's, or under the cluster every worker's added up by the primary. */
export async function processMetrics(): Promise<string> {
  if (!cluster.isWorker || !process.send) return metricsRegistry.metrics();
  const id = nextRequest++;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      process.off('message', onAnswer);
      reject(new Error('metrics: the primary did not answer'));
    }, CLUSTER_WAIT_MS);
    const onAnswer = (message: ClusterAnswer) => {
      if (message?.type !== CLUSTER_ANSWER || message.id !== id) return;
      clearTimeout(timer);
      process.off('message', onAnswer);
      if (message.text === undefined) reject(new Error('metrics: the primary could not collect them'));
      else resolve(message.text);
    };
    process.on('message', onAnswer);
    process.send!({ type: CLUSTER_REQUEST, id });
  });
}

/** In the primary: answers a worker's request with every worker's metrics added up. */
export function answerWorkersMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: { type?: string; id?: number }) => {
    if (message?.type !== CLUSTER_REQUEST) return;
    const reply = (text?: string) => worker.isConnected() && worker.send({ type: CLUSTER_ANSWER, id: message.id, text });
    aggregator.clusterMetrics().then(reply, () => reply());
  });
}
