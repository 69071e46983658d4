import { eq, sql } from 'drizzle-orm';
import { PgBoss } from 'pg-boss';
import { describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../file-database.js';
import { withDefaultUser } from '../../src/db/client.js';
import { orders } from '../../src/db/schema/index.js';
import { AUTO_COMPLETE_CRON, AUTO_COMPLETE_QUEUE, EXPIRE_UNPAID_QUEUE, startJobs } from '../../src/jobs/boss.js';
import { seedGoods } from '../fixtures.js';
import { fileApp } from '../helper.js';
import { readyBuyer, shippedOrder } from '../ops/order-flow.js';

const app = fileApp();

describe('job queue', () => {
  it('keeps the auto-cancel and auto-complete schedules in PostgreSQL, so they outlive the process', async () => {
    const stop = await startJobs(testDatabaseUrl(), app.db, app.log, app.config.dataDir, app.payments);
    await stop();
    const rows = await app.db.execute<{ name: string; cron: string }>(sql`SELECT name, cron FROM pgboss.schedule`);
    expect(rows.rows).toContainEqual({ name: EXPIRE_UNPAID_QUEUE, cron: '* * * * *' });
    expect(rows.rows).toContainEqual({ name: AUTO_COMPLETE_QUEUE, cron: AUTO_COMPLETE_CRON });
  });

  it('starts on the job schema pg-boss 10 left (version 24), which pg-boss 12 cannot migrate: made again, schedules back', async () => {
    await app.db.execute(sql`DROP SCHEMA IF EXISTS pgboss CASCADE`);
    // What pg-boss 10 leaves: its version row and its tables, one of them holding a schedule.
    await app.db.execute(sql`CREATE SCHEMA pgboss`);
    await app.db.execute(sql`CREATE TABLE pgboss.version (version int PRIMARY KEY, maintained_on timestamptz, cron_on timestamptz)`);
    await app.db.execute(sql`INSERT INTO pgboss.version (version) VALUES (24)`);
    await app.db.execute(sql`CREATE TABLE pgboss.schedule (name text PRIMARY KEY, cron text NOT NULL)`);
    await app.db.execute(sql`INSERT INTO pgboss.schedule VALUES ('gone-queue', '* * * * *')`);
    const stop = await startJobs(testDatabaseUrl(), app.db, app.log, app.config.dataDir, app.payments);
    await stop();
    const version = await app.db.execute<{ v: number }>(sql`SELECT max(version)::int AS v FROM pgboss.version`);
    expect(version.rows[0].v).toBeGreaterThanOrEqual(25);
    const names = (await app.db.execute<{ name: string }>(sql`SELECT name FROM pgboss.schedule`)).rows.map((r) => r.name);
    expect(names).toContain(EXPIRE_UNPAID_QUEUE);
    expect(names).not.toContain('gone-queue');
  });

  it('completes a shipped order nobody confirmed when the auto-complete job runs, and leaves a recent one shipped', async () => {
    const b = await readyBuyer(app);
    const old = await shippedOrder(app, b, [{ goods: await seedGoods(app), number: 1 }]);
    const recent = await shippedOrder(app, b, [{ goods: await seedGoods(app), number: 1 }]);
    await app.db
      .update(orders)
      .set({ shippedAt: new Date(Date.now() - 11 * 86_400_000) })
      .where(eq(orders.id, old.orderId));
    const stop = await startJobs(testDatabaseUrl(), app.db, app.log, app.config.dataDir, app.payments);
    // What the schedule does at its minute, asked for now.
    const sender = new PgBoss({ connectionString: withDefaultUser(testDatabaseUrl()), max: 1 });
    await sender.start();
    try {
      await sender.send(AUTO_COMPLETE_QUEUE, {});
      const statusOf = async (id: number) => (await app.db.select({ s: orders.status }).from(orders).where(eq(orders.id, id)))[0].s;
      await expect.poll(() => statusOf(old.orderId), { timeout: 20_000, interval: 250 }).toBe('completed');
      expect(await statusOf(recent.orderId)).toBe('shipped');
    } finally {
      await sender.stop({ graceful: false });
      await stop();
    }
  });
});
