/** The in-process cache under the catalogue's answers: who waits on a load, and what a change drops. */
import { describe, expect, it } from 'vitest';
import { clearCachesOfThisProcess, ExpiringCache } from '../../src/lib/expiring-cache.js';

/** A load the test finishes by hand, counting how often it was started. */
function loads() {
  const started: ((v: string) => void)[] = [];
  const load = () => new Promise<string>((resolve) => started.push(resolve));
  return { load, started };
}

describe('ExpiringCache', () => {
  it('shares one load between concurrent misses and loads again once the value is too old', async () => {
    const cache = new ExpiringCache<string>(1000, 10);
    const { load, started } = loads();
    const a = cache.get('k', load, 0);
    const b = cache.get('k', load, 10);
    started[0]('first');
    expect([await a, await b]).toEqual(['first', 'first']);
    const c = cache.get('k', load, 1500);
    expect(started).toHaveLength(2);
    started[1]('second');
    expect(await c).toBe('second');
    cache.dispose();
  });

  it('serving while refreshing: an old value is answered at once while one load brings the next', async () => {
    const cache = new ExpiringCache<string>(1000, 10, { serveWhileRefreshing: true });
    const { load, started } = loads();
    const first = cache.get('k', load, 0);
    started[0]('first');
    await first;
    expect(await cache.get('k', load, 1500)).toBe('first');
    expect(await cache.get('k', load, 1600)).toBe('first');
    expect(started).toHaveLength(2);
    started[1]('second');
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.get('k', load)).toBe('second');
    cache.dispose();
  });

  it('drops a refresh that was loading when a change emptied the cache, and only stock caches on a stock change', async () => {
    const stock = new ExpiringCache<string>(1000, 10, { holds: 'stock', serveWhileRefreshing: true });
    const names = new ExpiringCache<string>(60_000, 10);
    const { load, started } = loads();
    const first = stock.get('k', load, 0);
    started[0]('before the order');
    await first;
    await names.get('n', async () => 'name');
    expect(await stock.get('k', load, 1500)).toBe('before the order');
    clearCachesOfThisProcess('stock');
    // The refresh read before the change: it must not come back as the answer.
    started[1]('read before the commit');
    await new Promise((resolve) => setImmediate(resolve));
    const next = stock.get('k', load);
    started[2]('after the order');
    expect(await next).toBe('after the order');
    expect(await names.get('n', async () => 'reloaded')).toBe('name');
    clearCachesOfThisProcess();
    expect(await names.get('n', async () => 'reloaded')).toBe('reloaded');
    stock.dispose();
    names.dispose();
  });

  it('gives a value without waiting only once it is loaded, while it is young enough, and never a failed one', async () => {
    const cache = new ExpiringCache<string>(1000, 10, { serveWhileRefreshing: true });
    const { load, started } = loads();
    const loading = cache.get('k', load, 0);
    expect(cache.loaded('k', 0)).toBeUndefined();
    started[0]('first');
    await loading;
    expect(cache.loaded('k', 999)).toEqual({ value: 'first' });
    // Too old: only `get`, which starts the refresh, may serve it.
    expect(cache.loaded('k', 1000)).toBeUndefined();
    cache.clear();
    expect(cache.loaded('k', 0)).toBeUndefined();
    const failed = cache.get('f', () => Promise.reject(new Error('database gone')), 0);
    await expect(failed).rejects.toThrow('database gone');
    expect(cache.loaded('f', 0)).toBeUndefined();
    cache.dispose();
  });
});
