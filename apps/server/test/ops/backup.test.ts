/**
 * npm run backup and npm run restore on a store of their own: the embedded PostgreSQL under a DATA_DIR made
 * for this file (a base backup is of a whole cluster, not of one test database), the app on it taking real
 * orders and uploads, the commands run as the operator runs them, in child processes.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, inArray, sql } from 'drizzle-orm';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.js';
import { loadBackupConfig, loadConfig } from '../../src/config.js';
import { withDefaultUser } from '../../src/db/client.js';
import { openDatabase, type Database } from '../../src/db/database.js';
import { orders } from '../../src/db/schema/index.js';
import { BACKUP_QUEUE, startJobs } from '../../src/jobs/boss.js';
import { removeUpload, saveUpload } from '../../src/lib/uploads/store.js';
import { MANIFEST_FILE } from '../../src/ops/backup/manifest.js';
import { restoreBackup } from '../../src/ops/backup/restore-backup.js';
import { listBackups } from '../../src/ops/backup/retention.js';
import { takeBackup } from '../../src/ops/backup/take-backup.js';
import { seedIfEmpty } from '../../src/seed/index.js';
import { seedGoods } from '../fixtures.js';
import { placeOrder, readyBuyer, type ReadyBuyer } from './order-flow.js';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'yc-backup-'));
const dataDir = path.join(root, 'data');
const backupsDir = path.join(root, 'backups');

interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `npm run backup` / `npm run restore` as the operator runs them: the embedded database (no DATABASE_URL) under this file's DATA_DIR. */
function runTool(script: string, args: string[] = [], extra: Record<string, string> = {}): Promise<Finished> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, BACKUP_DIR: backupsDir, ...extra };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { cwd: serverDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const out = { stdout: '', stderr: '' };
  child.stdout.on('data', (d: Buffer) => (out.stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out.stderr += d.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, ...out })));
}

/** Where the cluster is: DATA_DIR/pg, or under /var/lib/yaocai as root (this file's DATA_DIR is in a private temporary folder). */
let clusterDir = '';

/** The store: its database (embedded, started by this process as main.ts starts it) and the app on it. */
let store: { database: Database; app: App } | undefined;

async function startStore(): Promise<{ database: Database; app: App }> {
  const database = await openDatabase({ dataDir }, { poolSize: 4, prepare: (db) => seedIfEmpty(db, { goods: 30 }) });
  const config = { ...loadConfig({ PAYMENT_SANDBOX: '1' }), databaseUrl: database.url, dataDir, sessionCacheMs: 0 };
  store = { database, app: await buildApp({ config, db: database.db }) };
  clusterDir = database.clusterDir as string;
  return store;
}

async function stopStore(): Promise<void> {
  await store?.app.close();
  await store?.database.close();
  store = undefined;
}

/** A changed byte in one upload of the backup: the restore names it and leaves the stopped store as it was. */
async function refusesTampered(backup: string): Promise<void> {
  const { files } = JSON.parse(fs.readFileSync(path.join(backup, MANIFEST_FILE), 'utf8')) as { files: { path: string }[] };
  const upload = files.find((f) => f.path.startsWith('data/uploads/'))?.path as string;
  const tampered = path.join(backup, ...upload.split('/'));
  const original = fs.readFileSync(tampered);
  fs.writeFileSync(tampered, Buffer.concat([original.subarray(0, -1), Buffer.from('!')]));
  const cluster = fs.statSync(clusterDir).ino;
  const uploads = fs.readdirSync(path.join(dataDir, 'uploads'), { recursive: true });
  try {
    await expect(restoreBackup(backup, loadBackupConfig({ DATA_DIR: dataDir, BACKUP_DIR: backupsDir }))).rejects.toThrow(
      `备份校验失败：文件 ${upload} 的校验和不符`,
    );
    expect(fs.statSync(clusterDir).ino).toBe(cluster);
    expect(fs.readdirSync(path.join(dataDir, 'uploads'), { recursive: true })).toEqual(uploads);
  } finally {
    fs.writeFileSync(tampered, original);
  }
}

const picture = (text: string) => ({ type: 'png' as const, data: Buffer.from(`\x89PNG\r\n\x1a\n${text}`) });

beforeAll(() => startStore());
afterAll(async () => {
  await stopStore();
  fs.rmSync(root, { recursive: true, force: true });
  if (!clusterDir.startsWith(dataDir)) fs.rmSync(path.dirname(clusterDir), { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('brings a stopped store back to a backup taken while it served (its orders and uploads then, nothing after), and refuses a tampered one first', async () => {
    const { app } = store as { app: App };
    const buyer: ReadyBuyer = await readyBuyer(app);
    const goods = await seedGoods(app);
    const before = await placeOrder(app, buyer, [{ goods, number: 2 }]);
    const uploader = { kind: 'store' as const, id: buyer.storeId };
    const kept = await saveUpload(app.db, dataDir, uploader, { folder: 'chat', owner: buyer.storeId }, picture('kept'));

    const backedUp = await runTool('src/ops/backup.ts');
    expect(backedUp).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(/^备份完成: .*yc-backup-\d{8}T\d{9}Z（\d+ 个文件，[\d.]+ MB，用时 [\d.]+ 秒）\n$/),
    });
    const [backup] = listBackups(backupsDir);
    const manifestText = fs.readFileSync(path.join(backupsDir, backup, MANIFEST_FILE), 'utf8');
    const manifest = JSON.parse(manifestText) as { database: { kind: string; name: string }; files: { path: string }[] };
    expect(manifest.database).toMatchObject({ kind: 'embedded', name: 'yaocai' });
    expect(manifest.files.map((f) => f.path)).toContain(`data/${kept}`);
    // Nothing secret in the manifest or the output: not the server's password, not a URL.
    const password = new URL(store?.database.url ?? '').password;
    for (const text of [manifestText, backedUp.stdout, backedUp.stderr]) {
      expect(text).not.toContain(decodeURIComponent(password));
      expect(text).not.toContain('postgres://');
    }

    const after = await placeOrder(app, buyer, [{ goods, number: 3 }]);
    await removeUpload(app.db, dataDir, kept);
    const added = await saveUpload(app.db, dataDir, uploader, { folder: 'chat', owner: buyer.storeId }, picture('added'));

    // The store still runs: refused, and nothing moved.
    const whileRunning = await runTool('src/ops/restore.ts', [backup]);
    expect(whileRunning.code).toBe(1);
    expect(whileRunning.stderr).toMatch(
      /恢复失败 \/ restore failed: .*正被另一个商城进程 .*使用.*请先停止商城再恢复 \/ stop the store first/,
    );
    expect(fs.existsSync(path.join(dataDir, added))).toBe(true);

    await stopStore();
    await refusesTampered(path.join(backupsDir, backup));
    const restored = await runTool('src/ops/restore.ts', [backup]);
    expect(restored).toMatchObject({ code: 0, stdout: expect.stringContaining(`已恢复到 `) });

    const { app: back } = await startStore();
    const ids = await back.db
      .select({ id: orders.id })
      .from(orders)
      .where(inArray(orders.id, [before.orderId, after.orderId]));
    expect(ids).toEqual([{ id: before.orderId }]);
    expect(fs.readFileSync(path.join(dataDir, kept))).toEqual(picture('kept').data);
    expect(fs.existsSync(path.join(dataDir, added))).toBe(false);
    // The restored cluster is a working one: it takes an order again.
    const again = await placeOrder(back, buyer, [{ goods, number: 1 }]);
    expect((await back.db.select({ s: orders.status }).from(orders).where(eq(orders.id, again.orderId)))[0].s).toBe('unpaid');
    // A base backup, a stop and a restored cluster starting again: seconds on an idle machine, far more under load.
  }, 180_000);

  it('keeps the BACKUP_KEEP newest backups; the daily job is scheduled, runs one, and leaves when turned off', async () => {
    const { database, app } = store as { database: Database; app: App };
    const source = { kind: 'embedded' as const, url: database.url, clusterDir };
    // The first test's backup and two more, two kept.
    const made = [];
    for (let i = 0; i < 2; i++) made.push(path.basename((await takeBackup(source, dataDir, { dir: backupsDir, keep: 2 })).dir));
    expect(listBackups(backupsDir)).toEqual([made[1], made[0]]);

    const job = { config: { dir: backupsDir, keep: 2, schedule: '30 3 * * *' }, database };
    const stop = await startJobs(database.url, database.db, app.log, dataDir, app.payments, job);
    const sender = new PgBoss({ connectionString: withDefaultUser(database.url), max: 1 });
    await sender.start();
    try {
      const schedules = await database.db.execute<{ name: string; cron: string; timezone: string }>(
        sql`SELECT name, cron, timezone FROM pgboss.schedule`,
      );
      expect(schedules.rows).toContainEqual({ name: BACKUP_QUEUE, cron: '30 3 * * *', timezone: 'Asia/Shanghai' });
      await sender.send(BACKUP_QUEUE, {});
      await expect.poll(() => listBackups(backupsDir)[1], { timeout: 20_000, interval: 250 }).toBe(made[1]);
    } finally {
      await sender.stop({ graceful: false });
      await stop();
    }
    const off = await startJobs(database.url, database.db, app.log, dataDir, app.payments, {
      ...job,
      config: { ...job.config, schedule: undefined },
    });
    await off();
    const left = await database.db.execute<{ name: string }>(sql`SELECT name FROM pgboss.schedule WHERE name = ${BACKUP_QUEUE}`);
    expect(left.rows).toEqual([]);
  });
});
