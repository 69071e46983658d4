/**
 * `kill -9` of the store process leaves its embedded PostgreSQL running. The next `npm start` on the
 * same DATA_DIR stops that leftover and serves; a start that cannot go on says why in one line.
 * Real processes, as an operator runs them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../src/db/embedded.js';
import { pidAlive } from '../../src/db/postmaster.js';
import { serving, startStore, type StoreProcess } from './store-process.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yc-stale-'));
const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
const postmasterPid = () => Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
const started: StoreProcess[] = [];
const start = (port: number) => {
  const store = startStore({ dataDir, port });
  started.push(store);
  return store;
};

afterAll(async () => {
  for (const store of started) store.child.kill('SIGKILL');
  // Whatever a failed run left: the postmaster, then the directory.
  if (fs.existsSync(pidFile) && pidAlive(postmasterPid())) {
    const pid = postmasterPid();
    process.kill(pid, 'SIGINT');
    for (let i = 0; i < 100 && pidAlive(pid); i++) await sleep(100);
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('a store process killed with SIGKILL', () => {
  it('starts again on the same DATA_DIR: the PostgreSQL it left is stopped cleanly first; a clash says so in one line', async () => {
    const port = await freePort();
    const first = start(port);
    await serving(port, first);
    const leftover = postmasterPid();
    first.child.kill('SIGKILL');
    await first.exited;
    expect(pidAlive(leftover)).toBe(true);

    const second = start(port);
    await serving(port, second);
    expect(pidAlive(leftover)).toBe(false);
    expect(second.out.stderr).toContain(`发现上次遗留的内置 PostgreSQL 进程 (pid ${leftover})`);

    // A second store on a DATA_DIR in use: exit status 1 and one line, no stack trace.
    const clash = start(await freePort());
    expect(await clash.exited).toBe(1);
    expect(clash.out.stderr.trim().split('\n')).toEqual([
      `商城启动失败 / store failed to start: 数据目录 ${dataDir} 正被另一个商城进程 (pid ${second.child.pid}) 使用，请先停止它，或用 DATA_DIR 指定其他目录。`,
    ]);

    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    expect(fs.existsSync(pidFile)).toBe(false);
  }, 240_000);
});
