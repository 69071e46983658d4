import { sql } from 'drizzle-orm';
import { inject, afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.js';
import { EXPIRE_UNPAID_QUEUE, startJobs } from '../../src/jobs/boss.js';
import { buildTestApp } from '../helper.js';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('job queue', () => {
  it('keeps the auto-cancel schedule in PostgreSQL, so it outlives the process', async () => {
    const stop = await startJobs(inject('databaseUrl'), app.db, app.log);
    await stop();
    const rows = await app.db.execute<{ name: string; cron: string }>(sql`SELECT name, cron FROM pgboss.schedule`);
    expect(rows.rows).toContainEqual({ name: EXPIRE_UNPAID_QUEUE, cron: '* * * * *' });
  });
});
