import { sql } from 'drizzle-orm';
import { PgBoss } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import { withDefaultUser, type Db } from '../db/client.js';
import { isConnectionError } from '../db/connection-errors.js';
import { deliverArrivals } from '../modules/arrival/service.js';
import { lockExpiredBatches } from '../modules/batches/stock.js';
import { AUTO_COMPLETE_DAYS, autoCompleteOrders } from '../modules/fulfilment/service.js';
import { expireGroupBuys } from '../modules/group-buy/expiry.js';
import { pruneAttemptLocks } from '../lib/attempt-counters-postgres.js';
import { pruneRateLimitCounters } from '../lib/rate-limit-store.js';
import { removeOrphanUploads } from '../lib/uploads/store.js';
import type { BackupConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { scheduledBackup } from './backup.js';
import { expireApprovals } from './expire-approvals.js';
import { expireUnpaidOrders } from './expire-unpaid-orders.js';
import type { PaymentRegistry } from '../modules/payments/providers/index.js';
import { queryPendingPayments } from './query-payments.js';
import { sendRefunds } from './send-refunds.js';

/** pg-boss's own connections, counted in the connection budget (main.ts): its polls are short, the jobs run on the app's pool. */
export const JOBS_POOL = 2;

export const EXPIRE_UNPAID_QUEUE = 'orders-expire-unpaid';
/** Company orders left waiting for approval past the company's hold time are cancelled, their stock released, every minute. */
export const EXPIRE_APPROVALS_QUEUE = 'orders-expire-approvals';
/** Shipped orders nobody confirmed are completed (points and invoice with them) once an hour; the job is the ops command's `auto-complete`. */
export const AUTO_COMPLETE_QUEUE = 'orders-auto-complete';
export const AUTO_COMPLETE_CRON = '7 * * * *';
/** Group buys past their time without enough paid stores are expired and their orders refunded, every minute. */
export const EXPIRE_GROUPS_QUEUE = 'activity-expire-groups';
/** Ended rate-limit windows and forgotten password-attempt counters (PostgreSQL only; Redis expires its own) are dropped hourly. */
export const PRUNE_COUNTERS_QUEUE = 'security-prune-counters';
/** Online payments whose notification is late or lost are asked of their provider every minute, until paid, closed or expired. */
export const QUERY_PAYMENTS_QUEUE = 'payments-query-pending';
/** Queued online refunds are sent to their provider every minute, outside the transactions that queued them. */
export const SEND_REFUNDS_QUEUE = 'payments-send-refunds';
/** pg-boss polls every few seconds and reports each failed poll: during an outage one line a minute says enough. */
const OUTAGE_LOG_EVERY_MS = 60_000;
/** Uploads no record claimed within a day (a chat picture never sent, a failed save) are removed hourly. */
export const ORPHAN_UPLOADS_QUEUE = 'uploads-remove-orphans';
export const ORPHAN_UPLOADS_CRON = '37 * * * *';
/** Batches past their expiry are locked (过期) just after midnight in China, their units out of the goods' stock. */
export const EXPIRE_BATCHES_QUEUE = 'batches-lock-expired';
export const EXPIRE_BATCHES_CRON = '5 0 * * *';
/** Stores waiting for an out-of-stock goods (到货提醒) are told once it is back, every minute; console stock changes tell them at once. */
export const ARRIVAL_NOTICES_QUEUE = 'goods-arrival-notices';

/** The store backed up daily into BACKUP_DIR (BACKUP_SCHEDULE, China time; on in production unless off). */
export const BACKUP_QUEUE = 'store-backup';

/** What the daily backup needs: its settings and the database this process opened. */
export interface BackupJob {
  config: BackupConfig;
  database: Pick<Database, 'kind' | 'url' | 'clusterDir'>;
}

/** The oldest schema pg-boss 12 migrates from: pg-boss 10 made version 24, and 11 started over at 25. */
const FIRST_MIGRATABLE_SCHEMA = 25;

/**
 * A store upgraded from pg-boss 10 holds a job schema pg-boss 12 refuses to migrate. What it holds is only what
 * startJobs makes again (the schedules, from the code) and minute ticks whose next run does the same work, so it
 * is dropped for a fresh install. Under a lock: API processes starting together see it dropped once.
 */
async function dropUnmigratableJobSchema(db: Db, log: FastifyBaseLogger): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('pgboss-schema'))`);
    const { rows: table } = await tx.execute<{ at: string | null }>(sql`SELECT to_regclass('pgboss.version')::text AS at`);
    if (!table[0]?.at) return;
    const { rows } = await tx.execute<{ version: number | null }>(sql`SELECT max(version)::int AS version FROM pgboss.version`);
    const version = rows[0]?.version;
    if (version == null || version >= FIRST_MIGRATABLE_SCHEMA) return;
    await tx.execute(sql`DROP SCHEMA pgboss CASCADE`);
    log.info(`后台任务库 pgboss（第 ${version} 版，pg-boss 10）已重建为新版；定时任务随即重新登记`);
  });
}

/**
 * Background jobs on pg-boss: schedules live in PostgreSQL, so they survive restarts, and with
 * several API processes each scheduled run is taken by one of them only.
 */
export async function startJobs(
  url: string,
  db: Db,
  log: FastifyBaseLogger,
  dataDir: string,
  payments: PaymentRegistry,
  backup?: BackupJob,
): Promise<() => Promise<void>> {
  const boss = new PgBoss({ connectionString: withDefaultUser(url), max: JOBS_POOL });
  // pg-boss's pool reconnects by itself on its next poll once the server is back.
  let outageLoggedAt = 0;
  boss.on('error', (err) => {
    if (!isConnectionError(err)) return log.error({ err }, 'job queue error');
    if (Date.now() - outageLoggedAt < OUTAGE_LOG_EVERY_MS) return;
    outageLoggedAt = Date.now();
    log.warn(`后台任务暂时连不上数据库，恢复后自动继续: ${err.message}`);
  });
  await dropUnmigratableJobSchema(db, log);
  await boss.start();
  await boss.createQueue(EXPIRE_UNPAID_QUEUE);
  await boss.schedule(EXPIRE_UNPAID_QUEUE, '* * * * *');
  await boss.work(EXPIRE_UNPAID_QUEUE, async () => {
    const n = await expireUnpaidOrders(db);
    if (n > 0) log.info(`自动取消超时未支付订单 ${n} 笔`);
  });
  await boss.createQueue(EXPIRE_APPROVALS_QUEUE);
  await boss.schedule(EXPIRE_APPROVALS_QUEUE, '* * * * *');
  await boss.work(EXPIRE_APPROVALS_QUEUE, async () => {
    const n = await expireApprovals(db);
    if (n > 0) log.info(`审批超时的订单已自动取消 ${n} 笔`);
  });
  await boss.createQueue(AUTO_COMPLETE_QUEUE);
  await boss.schedule(AUTO_COMPLETE_QUEUE, AUTO_COMPLETE_CRON);
  await boss.work(AUTO_COMPLETE_QUEUE, async () => {
    const n = await autoCompleteOrders(db, AUTO_COMPLETE_DAYS);
    if (n > 0) log.info(`发货${AUTO_COMPLETE_DAYS}天未确认收货的订单已自动完成 ${n} 笔`);
  });
  await boss.createQueue(ARRIVAL_NOTICES_QUEUE);
  await boss.schedule(ARRIVAL_NOTICES_QUEUE, '* * * * *');
  await boss.work(ARRIVAL_NOTICES_QUEUE, async () => {
    const n = await deliverArrivals(db, log);
    if (n > 0) log.info(`到货提醒已发送 ${n} 条`);
  });
  await boss.createQueue(EXPIRE_GROUPS_QUEUE);
  await boss.schedule(EXPIRE_GROUPS_QUEUE, '* * * * *');
  await boss.work(EXPIRE_GROUPS_QUEUE, async () => {
    const n = await expireGroupBuys(db);
    if (n > 0) log.info(`拼团超时未成团 ${n} 个，订单已取消并原路退款`);
  });
  await boss.createQueue(PRUNE_COUNTERS_QUEUE);
  await boss.schedule(PRUNE_COUNTERS_QUEUE, '17 * * * *');
  await boss.work(PRUNE_COUNTERS_QUEUE, async () => {
    await pruneRateLimitCounters(db);
    await pruneAttemptLocks(db);
  });
  await boss.createQueue(ORPHAN_UPLOADS_QUEUE);
  await boss.schedule(ORPHAN_UPLOADS_QUEUE, ORPHAN_UPLOADS_CRON);
  await boss.work(ORPHAN_UPLOADS_QUEUE, async () => {
    const n = await removeOrphanUploads(db, dataDir);
    if (n > 0) log.info(`已清理超过24小时未被使用的上传文件 ${n} 个`);
  });
  await boss.createQueue(EXPIRE_BATCHES_QUEUE);
  await boss.schedule(EXPIRE_BATCHES_QUEUE, EXPIRE_BATCHES_CRON, {}, { tz: 'Asia/Shanghai' });
  await boss.work(EXPIRE_BATCHES_QUEUE, async () => {
    const n = await lockExpiredBatches(db);
    if (n > 0) log.info(`已锁定过期批次 ${n} 个`);
  });
  await boss.createQueue(QUERY_PAYMENTS_QUEUE);
  await boss.schedule(QUERY_PAYMENTS_QUEUE, '* * * * *');
  await boss.work(QUERY_PAYMENTS_QUEUE, async () => {
    const { paid, closed } = await queryPendingPayments(db, payments, log);
    if (paid + closed > 0) log.info(`查询未收到通知的在线支付：入账 ${paid} 笔，关闭 ${closed} 笔`);
  });
  await boss.createQueue(SEND_REFUNDS_QUEUE);
  await boss.schedule(SEND_REFUNDS_QUEUE, '* * * * *');
  await boss.work(SEND_REFUNDS_QUEUE, async () => {
    const n = await sendRefunds(db, payments, log);
    if (n > 0) log.info(`在线退款已完成 ${n} 笔`);
  });
  await boss.createQueue(BACKUP_QUEUE);
  // The schedule lives in the database: a store started with BACKUP_SCHEDULE=off must take back an earlier one.
  const backupCron = backup?.config.schedule;
  if (backup && backupCron) {
    const { config, database } = backup;
    await boss.schedule(BACKUP_QUEUE, backupCron, {}, { tz: 'Asia/Shanghai' });
    await boss.work(BACKUP_QUEUE, async () => {
      try {
        await scheduledBackup(config, database, dataDir, log);
      } catch (err) {
        log.error({ err }, '每日备份失败');
        throw err;
      }
    });
  } else await boss.unschedule(BACKUP_QUEUE);
  return () => boss.stop({ graceful: true, timeout: 5000 });
}
