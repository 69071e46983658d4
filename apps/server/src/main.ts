import cluster, { type Worker } from 'node:cluster';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pino, type Logger } from 'pino';
import { buildApp } from './app.js';
import { loadConfig, type AppConfig } from './config.js';
import pg from 'pg';
import { createDb, withDefaultUser } from './db/client.js';
import { connectionBudget, replicaBudget, serverLimits } from './db/connection-budget.js';
import { openDatabase, type Database } from './db/database.js';
import { databaseKey } from './db/pool.js';
import { ReadReplicas } from './db/replicas.js';
import { LOG_OPTIONS } from './lib/log-redact.js';
import { answerWorkersMetrics, replicaCounts } from './lib/metrics.js';
import { errorText } from './db/error-text.js';
import { drainAndClose, stopWithinMs } from './lib/graceful-stop.js';
import { JOBS_POOL, startJobs } from './jobs/boss.js';
import { paymentRegistry } from './modules/payments/providers/index.js';
import { reindexUnindexedGoods } from './modules/search/reindex.js';
import { useConfiguredSms } from './modules/sms-code/providers/configured.js';
import { seedDemoHistory } from './seed/history/index.js';
import { seedIfEmpty } from './seed/index.js';
import { wireDomains } from './wiring.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** The primary hands its database to the workers through this variable (the embedded one has a port of its own). */
const WORKER_DATABASE = 'YC_WORKER_DATABASE_URL';
/** And each worker's pool size, from the connection budget. */
const WORKER_POOL_MAX = 'YC_WORKER_POOL_MAX';
/** And its pool size on each read replica, comma-separated in DATABASE_REPLICA_URLS' order. */
const WORKER_REPLICA_POOLS = 'YC_WORKER_REPLICA_POOLS';
/** The primary's own pool: the boot lock beside the migration, then the jobs' statements. */
const PRIMARY_POOL = 4;
/** LISTEN clients of each serving process (lib/event-bus.ts): chat, catalogue changes, session changes. */
const LISTEN_PER_PROCESS = 3;
/** A worker that stops after serving is started again after this pause, so a crash loop does not spin. */
const RESPAWN_MS = 1000;

/**
 * The primary process owns the database (starting the embedded one, migrating, seeding) and the
 * scheduled jobs; the API is served by WEB_CONCURRENCY workers sharing the port (node's cluster
 * module), or by the primary itself when that is 1. Workers hold no state of their own: sessions and
 * counters are in the database, and caches are emptied across processes by the event bus.
 */
async function main(): Promise<void> {
  const config = { ...loadConfig(), webDist: path.join(repoRoot, 'apps/web/dist') };
  if (cluster.isWorker) return serveAsWorker(config);

  const log = pino({ ...LOG_OPTIONS, level: config.logLevel });
  const database = await openDatabase(config, {
    poolSize: PRIMARY_POOL,
    migrate: config.migrateOnStart,
    prepare: async (db) => {
      // Production starts empty: the operator imports goods and makes the first admin (npm run admin:create).
      if (!config.production && (await seedIfEmpty(db, { goods: config.seedGoods })) && config.seedHistoryDays > 0) {
        const history = await seedDemoHistory(db, config, config.seedHistoryDays);
        log.info(`演示数据：${history.days} 天的采购历史，${history.stores} 家门店、${history.orders} 个订单，用时 ${history.seconds.toFixed(1)} 秒`);
      }
      await reindexUnindexedGoods(db);
    },
    // Better a clean exit a supervisor restarts than a store answering 503 for good.
    onFatal: exitWith('商城已停止 / store stopped'),
  });
  const budget = connectionBudget(
    await serverLimits(database.pool),
    { workers: config.webConcurrency, primaryPool: PRIMARY_POOL, jobsPool: JOBS_POOL, listenPerProcess: LISTEN_PER_PROCESS },
    config.dbPoolMax,
  );
  if (budget.over) log.warn(`${budget.text}：超过 max_connections，负载高时部分请求将答 503；请调小 DB_POOL_MAX 或 WEB_CONCURRENCY，或调大 max_connections`);
  else log.info(budget.text);
  const replicaPools = await replicaPoolSizes(config, budget.perProcess, log);
  const stopServing =
    config.webConcurrency > 1
      ? await startWorkers(config, database, budget.perProcess, replicaPools, log)
      : await serveHere(config, database, budget.perProcess, replicaPools);
  // The jobs (arrival notices, expiries) send SMS and move orders from this process even when only workers build the app.
  useConfiguredSms(config.sms.sender, config.dataDir);
  wireDomains();
  const stopJobs = await startJobs(database.url, database.db, log, config.dataDir, paymentRegistry(config.payments), {
    config: config.backup,
    database,
  });
  let closing = false;
  // In order: the API drains and closes, then the jobs, then the database they both used.
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // warn: seen at LOG_LEVEL=warn too, a stop is what an operator looks for first.
    log.warn(`${signal}: 正在停止 (/readyz 先答 503 ${config.drainMs} ms，再关闭端口并等待处理中的请求)`);
    await stopServing();
    await stopJobs();
    await database.close();
    log.info('商城已停止');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  announceStart(config, database, log);
}

/**
 * Each read replica's pool size per serving process, from the replica's own max_connections. A replica
 * away at start gets the primary's size: it is used once a check finds it up, with no restart.
 */
async function replicaPoolSizes(config: AppConfig, primarySize: number, log: Logger): Promise<number[]> {
  const sizes: number[] = [];
  for (const url of config.replicaUrls) {
    const name = databaseKey({ connectionString: url });
    const pool = new pg.Pool({ connectionString: withDefaultUser(url), max: 1, connectionTimeoutMillis: 3000 });
    try {
      const budget = replicaBudget(await serverLimits(pool), config.webConcurrency, config.dbPoolMax);
      if (budget.over) log.warn(`只读副本 ${name}：${budget.text}：超过 max_connections，请调小 DB_POOL_MAX 或 WEB_CONCURRENCY`);
      else log.info(`只读副本 ${name}：${budget.text}`);
      sizes.push(budget.perProcess);
    } catch (err) {
      log.warn(`只读副本 ${name} 暂时无法连接 (${errorText(err)})：商品目录先由主库答复，副本恢复后自动使用，连接池按 ${primarySize} 个`);
      sizes.push(primarySize);
    } finally {
      await pool.end();
    }
  }
  return sizes;
}

/** The serving process's read replicas, checked once before it serves; none without DATABASE_REPLICA_URLS. */
async function openReplicas(config: AppConfig, primary: pg.Pool, poolMax: number[]): Promise<ReadReplicas | undefined> {
  if (!config.replicaUrls.length) return undefined;
  const replicas = new ReadReplicas(primary, config.replicaUrls, { maxLagMs: config.replicaMaxLagMs, poolMax, counts: replicaCounts });
  await replicas.ready();
  return replicas;
}

/** Which mode, which address, where the data and the backups are: a JSON line for production's log collector, a sentence in the demo. */
function announceStart(config: AppConfig, database: Database, log: Logger): void {
  const clusterAt =
    database.clusterDir && !database.clusterDir.startsWith(config.dataDir) ? `，PostgreSQL 数据在 ${database.clusterDir}` : '';
  const where = database.kind === 'embedded' ? `内置 PostgreSQL，数据目录 ${config.dataDir}${clusterAt}` : '外部 PostgreSQL (DATABASE_URL)';
  const workers = config.webConcurrency > 1 ? `，${config.webConcurrency} 个 API 进程` : '';
  const replicas = config.replicaUrls.length ? `，${config.replicaUrls.length} 个只读副本` : '';
  const backups = `，备份目录 ${config.backup.dir}`;
  if (config.production) {
    log.info(
      {
        mode: 'production',
        address: `http://${config.host}:${config.port}`,
        database: database.kind,
        dataDir: config.dataDir,
        ...(database.clusterDir && { clusterDir: database.clusterDir }),
        backupDir: config.backup.dir,
        backupSchedule: config.backup.schedule ?? 'off',
        workers: config.webConcurrency,
        replicas: config.replicaUrls.length,
      },
      '药采云医药批发商城已启动（生产模式）',
    );
    return;
  }
  console.log(`\n药采云医药批发商城已启动（演示模式）: http://localhost:${config.port}  (${where}${backups}${workers}${replicas})\n`);
}

/** WEB_CONCURRENCY=1: the API in this process, on a pool of its own beside the jobs'. */
async function serveHere(config: AppConfig, database: Database, poolMax: number, replicaPools: number[]): Promise<() => Promise<void>> {
  const { db, pool } = createDb(database.url, poolMax);
  const replicas = await openReplicas(config, pool, replicaPools);
  const app = await buildApp({ config: { ...config, databaseUrl: database.url }, db, replicas, logger: true });
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    await replicas?.close();
    await pool.end();
    await database.close();
    throw err;
  }
  return async () => {
    await drainAndClose(app, config.drainMs);
    await replicas?.close();
    await pool.end();
  };
}

/** Forks the workers and resolves once all of them listen; one that fails before that fails the start. */
async function startWorkers(
  config: AppConfig,
  database: Database,
  poolMax: number,
  replicaPools: number[],
  log: pino.Logger,
): Promise<() => Promise<void>> {
  let stopping = false;
  // /metrics, asked of any worker, answers every worker's figures added up here.
  answerWorkersMetrics();
  // An exit of one of these is a crash to respawn; an exit before listening is a failed start.
  const serving = new WeakSet<Worker>();
  const fork = (): Worker => {
    const worker = cluster.fork({
      [WORKER_DATABASE]: database.url,
      [WORKER_POOL_MAX]: String(poolMax),
      [WORKER_REPLICA_POOLS]: replicaPools.join(','),
    });
    worker.once('listening', () => serving.add(worker));
    worker.on('exit', (code, signal) => {
      if (stopping || !serving.has(worker)) return;
      console.error(`API 进程 ${worker.process.pid} 已退出 (${signal ?? code})，${RESPAWN_MS / 1000} 秒后重启`);
      setTimeout(() => !stopping && fork(), RESPAWN_MS);
    });
    return worker;
  };
  const started = Array.from({ length: config.webConcurrency }, fork);
  await Promise.all(
    started.map(
      (worker) =>
        new Promise<void>((resolve, reject) => {
          worker.once('listening', () => resolve());
          worker.once('exit', (code) => reject(new Error(`API 进程启动失败（退出码 ${code}），见上方日志`)));
        }),
    ),
  ).catch(async (err: unknown) => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill();
    await database.close();
    throw err;
  });
  return async () => {
    stopping = true;
    const running = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w && !w.isDead());
    await Promise.all(
      running.map(async (worker) => {
        // The signal alone, not worker.kill(): that cuts the worker off from the shared port before it has drained.
        worker.process.kill('SIGTERM');
        const late = setTimeout(() => {
          log.warn(`API 进程 ${worker.process.pid} 未在 ${stopWithinMs(config.drainMs) / 1000} 秒内停止，强制结束`);
          worker.process.kill('SIGKILL');
        }, stopWithinMs(config.drainMs));
        await once(worker, 'exit');
        clearTimeout(late);
      }),
    );
  };
}

/** A worker: the API on its own pool against the primary's database; it ends with the primary. */
async function serveAsWorker(config: AppConfig): Promise<void> {
  const databaseUrl = process.env[WORKER_DATABASE] as string;
  const { db, pool } = createDb(databaseUrl, Number(process.env[WORKER_POOL_MAX]));
  const replicas = await openReplicas(config, pool, (process.env[WORKER_REPLICA_POOLS] ?? '').split(',').map(Number));
  const app = await buildApp({ config: { ...config, databaseUrl }, db, replicas, logger: true });
  let closing = false;
  const stop = async (drainMs: number) => {
    if (closing) return;
    closing = true;
    await drainAndClose(app, drainMs);
    await replicas?.close();
    await pool.end();
    process.exit(0);
  };
  // Ctrl-C reaches every process of the group; the primary's SIGTERM, or its death, the workers alone.
  process.on('SIGINT', () => undefined);
  process.on('SIGTERM', () => void stop(config.drainMs));
  // Without the primary no connection reaches this worker any more: nothing to drain.
  cluster.worker?.on('disconnect', () => void stop(0));
  await app.listen({ port: config.port, host: config.host });
}

/** One line, no stack trace: what failed and, in the message, what to do. */
function exitWith(what: string) {
  return (err: unknown): never => {
    console.error(`${what}: ${errorText(err)}`);
    process.exit(1);
  };
}

main().catch(exitWith('商城启动失败 / store failed to start'));
