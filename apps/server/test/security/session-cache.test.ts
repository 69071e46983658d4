/**
 * Live sessions answered from memory (plugins/session-cache.ts) are never served past what ended or
 * changed them: a write of this process at once, a write anywhere else (another API process, SQL by
 * hand) within a second through the triggers of migration 0025, and an expiry on time.
 */
import { sql } from 'drizzle-orm';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyer, seedGoods } from '../fixtures.js';
import { fileApp, login } from '../helper.js';
import { get, post } from '../ops/order-flow.js';
import { msUntil, startOtherProcess, type OtherProcess } from '../other-process.js';

const app = fileApp(undefined, { sessionCacheMs: 30_000 });
let other: OtherProcess;

beforeAll(async () => {
  other = await startOtherProcess();
}, 60_000);
afterAll(() => {
  other?.stop();
});

const here = async (cookie: string) => (await get(app, cookie, '/api/user/base')).statusCode;
const there = async (cookie: string, url = '/api/user/base') => fetch(`${other.address}${url}`, { headers: { cookie } });
const sidOf = (cookie: string) => cookie.slice('yc_sid='.length);

describe('a cached session', () => {
  it('is refused by the next request once logged out here', async () => {
    const cookie = await login(app, await createBuyer(app));
    expect(await here(cookie)).toBe(200);
    expect((await app.inject({ method: 'DELETE', url: '/api/user/logout', headers: { cookie } })).statusCode).toBe(200);
    expect(await here(cookie)).toBe(401);
  });

  it('is refused by another process within 1 s of its logout here, though that process had just served it', async () => {
    const cookie = await login(app, await createBuyer(app));
    expect((await there(cookie)).status).toBe(200);
    await app.inject({ method: 'DELETE', url: '/api/user/logout', headers: { cookie } });
    expect(await msUntil(async () => (await there(cookie)).status === 401)).toBeLessThan(1000);
  });

  it('follows its store’s standing changed in the database by hand, in every process within 1 s', async () => {
    const g = await seedGoods(app);
    const buyer = await createBuyer(app);
    const cookie = await login(app, buyer);
    const card = async () => (await (await there(cookie, `/api/goods/detail/${g.id}`)).json()) as { data: { price: number | null; price_text: string } };
    expect((await card()).data.price).toBe(g.basePrice / 100);
    expect((await get(app, cookie, `/api/goods/detail/${g.id}`)).json().data.price).toBe(g.basePrice / 100);

    await app.db.execute(sql`UPDATE stores SET qualification_status = 'pending' WHERE id = ${buyer.storeId}`);
    expect(await msUntil(async () => (await card()).data.price_text === '资质审核中')).toBeLessThan(1000);
    expect(await msUntil(async () => (await get(app, cookie, `/api/goods/detail/${g.id}`)).json().data.price === null)).toBeLessThan(1000);
  });

  it('is not served past its expiry, though the cache would keep it longer', async () => {
    const cookie = await login(app, await createBuyer(app));
    await app.db.execute(sql`UPDATE sessions SET expires_at = now() + interval '1 second' WHERE id = ${sidOf(cookie)}`);
    expect(await msUntil(async () => (await here(cookie)) === 200)).toBeLessThan(1000);
    await sleep(1100);
    expect(await here(cookie)).toBe(401);
  });

  it('stays in memory through the cart’s writes, and is read again after any other write', async () => {
    const g = await seedGoods(app);
    const cookie = await login(app, await createBuyer(app));
    expect(await here(cookie)).toBe(200);
    // Ended behind the cache's back (no trigger): only this process's own writes can make it read the session again.
    await app.db.transaction(async (tx) => {
      await tx.execute(sql`ALTER TABLE sessions DISABLE TRIGGER sessions_changed`);
      await tx.execute(sql`DELETE FROM sessions WHERE id = ${sidOf(cookie)}`);
      await tx.execute(sql`ALTER TABLE sessions ENABLE TRIGGER sessions_changed`);
    });
    expect(await here(cookie)).toBe(200);
    expect((await post(app, cookie, '/api/cart', { params: [{ goods_id: g.id, price: g.basePrice / 100, number: 1 }] })).json().code).toBe(10000);
    expect(await here(cookie)).toBe(200);
    expect((await post(app, cookie, '/api/favorite', { goods_ids: [g.id] })).json().code).toBe(10000);
    expect(await here(cookie)).toBe(401);
  });
});
