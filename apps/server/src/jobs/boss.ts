import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import { withDefaultUser, type Db } from '../db/client.js';
import { expireUnpaidOrders } from './expire-unpaid-orders.js';

export const EXPIRE_UNPAID_QUEUE = 'orders-expire-unpaid';

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
  return () => boss.stop({ graceful: true, timeout: 5000 });
}
