import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/database.js';
import { startEmbeddedPostgres } from '../../src/db/embedded.js';
import { accounts, goods } from '../../src/db/schema/index.js';
import { seedIfEmpty } from '../../src/seed/index.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yc-embedded-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const goodsCount = async (db: Awaited<ReturnType<typeof openDatabase>>['db']) => (await db.select({ n: count() }).from(goods))[0].n;

describe('the embedded PostgreSQL under DATA_DIR', () => {
  it('keeps its data across a restart and seeds only once', async () => {
    let seededFirst = false;
    const first = await openDatabase({ dataDir }, { poolSize: 2, prepare: async (db) => (seededFirst = await seedIfEmpty(db, { goods: 40 })) });
    expect(seededFirst).toBe(true);
    const goodsBefore = await goodsCount(first.db);
    await first.db.insert(accounts).values({ phone: '13600000000', passwordHash: 'x', name: '重启测试' });
    await first.close();

    let seededAgain = true;
    const second = await openDatabase({ dataDir }, { poolSize: 2, prepare: async (db) => (seededAgain = await seedIfEmpty(db, { goods: 40 })) });
    expect(seededAgain).toBe(false);
    expect(await goodsCount(second.db)).toBe(goodsBefore);
    const kept = await second.db.select().from(accounts);
    expect(kept.map((a) => a.name)).toContain('重启测试');
    await second.close();
  }, 120_000);

  it('refuses a second start on the same data directory while another process runs it, with a clear message', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'hold-data-dir.ts'), dataDir], { stdio: ['ignore', 'pipe', 'inherit'] });
    try {
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (d: Buffer) => d.toString().includes('ready') && resolve());
        child.on('exit', (code) => reject(new Error(`holder exited ${code}`)));
      });
      await expect(startEmbeddedPostgres(dataDir)).rejects.toThrow(`正被另一个商城进程 (pid ${child.pid}) 使用`);
    } finally {
      const exited = new Promise((resolve) => child.on('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    // Once the holder has stopped, the directory starts again.
    const again = await startEmbeddedPostgres(dataDir);
    await again.stop();
  }, 120_000);

  it('refuses a double start inside one process too', async () => {
    const running = await startEmbeddedPostgres(dataDir);
    try {
      await expect(startEmbeddedPostgres(dataDir)).rejects.toThrow('正被另一个商城进程');
    } finally {
      await running.stop();
    }
  }, 120_000);
});
