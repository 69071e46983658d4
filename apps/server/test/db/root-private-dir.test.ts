/**
 * Root running the store from a checkout only root may enter (a clone in /root, mode 700, the usual
 * container): PostgreSQL runs as the postgres user, who can reach neither the programs in
 * node_modules nor DATA_DIR. The store still starts, keeps its cluster under /var/lib/yaocai, finds
 * it again on the next start, and stops cleanly. The checkout is hard links of this one (seconds,
 * no install), inside a fresh mode-700 directory.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../src/db/embedded.js';
import { sharedClusterDir } from '../../src/db/embedded-layout.js';
import { repoRoot, serving, startStore, type StoreProcess } from './store-process.js';

const asRoot = process.getuid?.() === 0;
/** What `npm start`'s server needs of a checkout. */
const CHECKOUT = ['package.json', 'tsconfig.base.json', 'node_modules', 'packages', 'apps/server'];

describe.skipIf(!asRoot)('the store started by root from a mode-700 directory (root only: skipped for other users)', () => {
  let privateDir = '';
  let checkout = '';
  let dataDir = '';
  const started: StoreProcess[] = [];

  beforeAll(() => {
    // Beside the repository, so hard links work (same file system); .data-test* is git-ignored.
    privateDir = fs.mkdtempSync(path.join(repoRoot, '.data-test-private-'));
    expect(fs.statSync(privateDir).mode & 0o777).toBe(0o700);
    checkout = path.join(privateDir, 'yaocai');
    dataDir = path.join(checkout, 'data');
    for (const entry of CHECKOUT) {
      fs.mkdirSync(path.dirname(path.join(checkout, entry)), { recursive: true });
      const copy = spawnSync('cp', ['-al', path.join(repoRoot, entry), path.join(checkout, entry)]);
      if (copy.status !== 0) throw new Error(`cp -al ${entry}: ${copy.stderr.toString()}`);
    }
    fs.mkdirSync(dataDir);
  });

  afterAll(() => {
    started.forEach((s) => s.child.kill('SIGKILL'));
    if (dataDir) fs.rmSync(path.dirname(sharedClusterDir(dataDir)), { recursive: true, force: true });
    if (privateDir) fs.rmSync(privateDir, { recursive: true, force: true });
  });

  it('serves, keeps its PostgreSQL cluster under /var/lib/yaocai and finds it again on the next start', async () => {
    const cluster = sharedClusterDir(dataDir);
    for (const round of ['first', 'second']) {
      const port = await freePort();
      const store = startStore({ root: checkout, dataDir, port });
      started.push(store);
      await serving(port, store, 120_000);
      expect(store.out.stdout, round).toContain(`PostgreSQL 数据在 ${cluster}`);
      expect(fs.existsSync(path.join(cluster, 'PG_VERSION'))).toBe(true);
      store.child.kill('SIGTERM');
      expect(await store.exited, round).toBe(0);
    }
  }, 300_000);
});
