/**
 * Two API processes on one database, the second a real child process with caches of its own: what a
 * merchandiser changes through one is served by the other within a second, because the change is
 * announced on the event bus (PostgreSQL LISTEN/NOTIFY) and every process empties its caches on it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileForm, newGoods } from '../admin/catalog-fixtures.js';
import { createBuyer, seedGoods } from '../fixtures.js';
import { placeOrder, readyBuyer } from '../ops/order-flow.js';
import { fileApp, login } from '../helper.js';
import { msUntil as msUntilSeen, startOtherProcess, type OtherProcess } from '../other-process.js';
import { asStaff, loggedInStaff } from '../staff-fixtures.js';

const app = fileApp();
let other: OtherProcess;
let merch: string;
let buyer: string;

beforeAll(async () => {
  other = await startOtherProcess();
  ({ cookie: merch } = await loggedInStaff(app, 'merchandiser'));
  buyer = await login(app, await createBuyer(app));
}, 60_000);
afterAll(() => {
  other?.stop();
});

/** A storefront read on the other process, as the buyer. */
async function onOther(url: string): Promise<{ code: number; data: Record<string, unknown> }> {
  const res = await fetch(`${other.address}${url}`, { headers: { cookie: buyer } });
  return (await res.json()) as { code: number; data: Record<string, unknown> };
}

/** How long the other process takes to show what `seen` looks for. */
const msUntil = (url: string, seen: (data: Record<string, unknown>) => boolean): Promise<number> =>
  msUntilSeen(async () => seen((await onOther(url)).data));

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
    // The stocktake that set 50 is itself announced: the other may have held this page (the goods the test before
    // made) until it hears of it.
    expect(await msUntil(url, (d) => d.number === 50)).toBeLessThan(1000);
    await placeOrder(app, await readyBuyer(app), [{ goods: g, number: 3 }]);
    expect(await msUntil(url, (d) => d.number === 47)).toBeLessThan(1000);
  });
});
