import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import { withDefaultUser, type Db } from '../db/client.js';
import { AUTO_COMPLETE_DAYS, autoCompleteOrders } from '../modules/fulfilment/service.js';
import { expireGroupBuys } from '../modules/activity/group-expiry.js';
import { expireUnpaidOrders } from './expire-unpaid-orders.js';

export const EXPIRE_UNPAID_QUEUE = 'orders-expire-unpaid';
/** Shipped orders nobody confirmed are completed (points and invoice with them) once an hour; the job is the ops command's `auto-complete`. */
export const AUTO_COMPLETE_QUEUE = 'orders-auto-complete';
export const AUTO_COMPLETE_CRON = '7 * * * *';
/** Group buys past their time without enough paid stores are expired and their orders refunded, every minute. */
export const EXPIRE_GROUPS_QUEUE = 'activity-expire-groups';

/**
 * Background jobs on pg-boss: schedules live in PostgreSQL, so they survive restarts, and with
 * several API processes each scheduled run is taken by one of them only.
 */
export async function startJobs(url: string, db: Db, log: FastifyBaseLogger): Promise<() => Promise<void>> {
  const boss = new PgBoss({ connectionString: withDefaultUser(url), max: 2 });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  await boss.start();
  await boss.createQueue(EXPIRE_UNPAID_QUEUE);
  await boss.schedule(EXPIRE_UNPAID_QUEUE, '* * * * *');
  await boss.work(EXPIRE_UNPAID_QUEUE, async () => {
    const n = await expireUnpaidOrders(db);
    if (n > 0) log.info(`自动取消超时未支付订单 ${n} 笔`);
  });
  await boss.createQueue(AUTO_COMPLETE_QUEUE);
  await boss.schedule(AUTO_COMPLETE_QUEUE, AUTO_COMPLETE_CRON);
  await boss.work(AUTO_COMPLETE_QUEUE, async () => {
    const n = await autoCompleteOrders(db, AUTO_COMPLETE_DAYS);
    if (n > 0) log.info(`发货${AUTO_COMPLETE_DAYS}天未确认收货的订单已自动完成 ${n} 笔`);
  });
  await boss.createQueue(EXPIRE_GROUPS_QUEUE);
  await boss.schedule(EXPIRE_GROUPS_QUEUE, '* * * * *');
  await boss.work(EXPIRE_GROUPS_QUEUE, async () => {
    const n = await expireGroupBuys(db);
    if (n > 0) log.info(`拼团超时未成团 ${n} 个，订单已取消并原路退款`);
  });
  return () => boss.stop({ graceful: true, timeout: 5000 });
}
