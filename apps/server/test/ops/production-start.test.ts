/**
 * Production mode on an empty external PostgreSQL: migrations apart (`npm run migrate`, or
 * MIGRATE_ON_START), no demo data, no demo account, no sandbox, and a start that says where it is.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { freshDatabase, postForm, runTool, startProduction, type ProductionStore } from './production-store.js';

const cleanup: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

async function database(): Promise<string> {
  const db = await freshDatabase();
  cleanup.push(db.drop);
  return db.url;
}

async function started(url: string, extra: Record<string, string> = {}): Promise<ProductionStore> {
  const store = await startProduction(url, extra);
  cleanup.push(store.stop);
  return store;
}

describe('production mode', { timeout: 180_000 }, () => {
  it('npm run migrate applies every migration to an empty database and exits 0; a second run has nothing to do', async () => {
    const url = await database();
    const first = await runTool('src/ops/migrate.ts', url);
    expect(first).toMatchObject({ code: 0, stdout: expect.stringMatching(/^数据库迁移完成：应用了 \d+ 个迁移\n$/) });
    const again = await runTool('src/ops/migrate.ts', url);
    expect(again).toMatchObject({ code: 0, stdout: '数据库已是最新，无需迁移\n' });
  });

  it('refuses to start on an unmigrated database without MIGRATE_ON_START, in one line that says what to do', async () => {
    const store = await started(await database());
    expect(await store.exited).toBe(1);
    expect(store.out.stderr.trim()).toBe('商城启动失败 / store failed to start: 数据库尚未迁移，请先运行 npm run migrate');
  });

  it('after npm run migrate: ready, an empty catalogue, no demo login, no sandbox, and a JSON banner with mode and address', async () => {
    const url = await database();
    expect((await runTool('src/ops/migrate.ts', url)).code).toBe(0);
    const store = await started(url, { BACKUP_DIR: '/var/backups/yc' });
    expect((await fetch(`${store.base}/readyz`)).status).toBe(200);
    expect(await postForm(`${store.base}/api/user/login`, { username: '13800000001', password: 'Pharma@2026' })).toMatchObject({ code: 400 });
    expect(await postForm(`${store.base}/api/admin/login`, { username: 'admin', password: 'Pharma@2026' })).toMatchObject({ code: 400, msg: '用户名或密码错误' });
    const list = (await (await fetch(`${store.base}/api/goods/list?page=1`)).json()) as { data: { total: number } };
    expect(list.data.total).toBe(0);
    expect((await fetch(`${store.base}/api/pay/sandbox/x`)).status).toBe(404);
    const banner = store.out.stdout
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .find((l) => l.mode);
    expect(banner).toMatchObject({
      msg: '药采云医药批发商城已启动（生产模式）',
      mode: 'production',
      address: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
      database: 'external',
      backupDir: '/var/backups/yc',
    });
  });

  it('npm run seed:demo writes the demo into an empty production database when asked, and only once', async () => {
    const url = await database();
    // Two days of history: the whole 60 run through the store's API take minutes (demo-history.test.ts checks them).
    const seeded = await runTool('src/seed/cli.ts', url, ['--goods', '40', '--history-days', '2']);
    expect(seeded).toMatchObject({ code: 0, stdout: expect.stringMatching(/^已写入 40 个商品的演示数据及 2 天的 [1-9]\d* 笔订单（历史用时 [\d.]+ 秒），用时 [\d.]+ 秒\n$/) });
    expect(await runTool('src/seed/cli.ts', url, ['--goods', '40'])).toMatchObject({ code: 0, stdout: '数据库已有数据，未重复写入\n' });
    const store = await started(url);
    expect(await postForm(`${store.base}/api/admin/login`, { username: 'admin', password: 'Pharma@2026' })).toMatchObject({ code: 10000 });
  });

  it('with MIGRATE_ON_START=true migrates itself under the boot lock, and still seeds nothing', async () => {
    const store = await started(await database(), { MIGRATE_ON_START: 'true' });
    expect((await fetch(`${store.base}/readyz`)).status).toBe(200);
    expect(await postForm(`${store.base}/api/admin/login`, { username: 'admin', password: 'Pharma@2026' })).toMatchObject({ code: 400 });
    const list = (await (await fetch(`${store.base}/api/goods/list?page=1`)).json()) as { data: { total: number } };
    expect(list.data.total).toBe(0);
  });
});
