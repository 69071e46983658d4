/**
 * Two API processes on one database, the second a real child process with caches of its own: what a
 * merchandiser changes through one is served by the other within a second, because the change is
 * announced on the event bus (PostgreSQL LISTEN/NOTIFY) and every process empties its caches on it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileForm, newGoods } from '../admin/catalog-fixtures.js';
import { createBuyer, seedGoods } from '../fixtures.js';
import { placeOrder, readyBuyer } from '../ops/order-flow.js';
import { testDatabaseUrl } from '../file-database.js';
import { fileApp, login } from '../helper.js';
import { asStaff, loggedInStaff } from '../staff-fixtures.js';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const app = fileApp();
let child: ChildProcess;
let other: string;
let merch: string;
let buyer: string;

beforeAll(async () => {
  child = spawn(process.execPath, ['--import', 'tsx', 'test/api-process.ts'], {
    cwd: serverDir,
    env: { ...process.env, TEST_DATABASE_URL: testDatabaseUrl() },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [address] = (await readline.createInterface({ input: child.stdout! })[Symbol.asyncIterator]().next()).value.split('\n');
  other = address;
  ({ cookie: merch } = await loggedInStaff(app, 'merchandiser'));
  buyer = await login(app, await createBuyer(app));
}, 60_000);
afterAll(() => {
  child?.kill();
});

/** A storefront read on the other process, as the buyer. */
async function onOther(url: string): Promise<{ code: number; data: Record<string, unknown> }> {
  const res = await fetch(`${other}${url}`, { headers: { cookie: buyer } });
  return (await res.json()) as { code: number; data: Record<string, unknown> };
}

/** How long the other process takes to show what `seen` looks for, polling every 20 ms for at most 3 s. */
async function msUntil(url: string, seen: (data: Record<string, unknown>) => boolean): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < 3000) {
    if (seen((await onOther(url)).data)) return Date.now() - started;
    await sleep(20);
  }
  return Infinity;
}

describe('a console change reaches another API process', () => {
  it('an alias added through this process finds its drug on the other within 1 s, though the other had cached the aliases', async () => {
    const url = `/api/goods/list?keywords=${encodeURIComponent('热必清')}&page_size=5`;
    expect((await onOther(url)).data.total).toBe(0);
    const added = await asStaff(app, merch, { method: 'POST', url: '/api/admin/search/synonyms', payload: { term: '热必清', target: '对乙酰氨基酚' } });
    expect(added.json().code).toBe(10000);
    expect(await msUntil(url, (d) => Number(d.total) > 0)).toBeLessThan(1000);
  });

  it('a price imported through this process is the price on the other within 1 s', async () => {
    const g = await newGoods(app, { price: 1000, stock: 10 });
    const url = `/api/goods/detail/${g.id}`;
    expect((await onOther(url)).data.price).toBe(10);
    const preview = await app.inject({
      method: 'POST',
      url: '/api/admin/goods/import',
      headers: { cookie: merch },
      payload: fileForm('价格.csv', `商品编码,价格,库存\n${g.sku},11.50,`, 'text/csv'),
    });
    const applied = await asStaff(app, merch, { method: 'POST', url: `/api/admin/goods/import/${preview.json().data.id}/apply` });
    expect(applied.json().code).toBe(10000);
    expect(await msUntil(url, (d) => d.price === 11.5)).toBeLessThan(1000);
  });

  it('an order placed through this process shows its stock on the other within 1 s, though the other held the goods page', async () => {
    const g = await seedGoods(app, 'plain', { stock: 50 });
    const url = `/api/goods/detail/${g.id}`;
    expect((await onOther(url)).data.number).toBe(50);
    await placeOrder(app, await readyBuyer(app), [{ goods: g, number: 3 }]);
    expect(await msUntil(url, (d) => d.number === 47)).toBeLessThan(1000);
  });
});
