// Every cache of the process, so an operator's change can empty them all (forgetCachedCatalogue).
const everyCache = new Set<{ clear(): void }>();

/**
 * Values kept for a short while in this process, for reads whose answer may be a few seconds old
 * (listing totals, reference data). Concurrent misses of one key share one load; a failed load is
 * forgotten at once. API processes stay stateless: a cache miss is only slower, never different.
 */
export class ExpiringCache<V> {
  private readonly entries = new Map<string, { at: number; value: Promise<V> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {
    everyCache.add(this);
  }

  clear(): void {
    this.entries.clear();
  }

  get(key: string, load: () => Promise<V>, now = Date.now()): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.ttlMs) return hit.value;
    const value = load();
    // A failed load must not be served to the next caller.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    this.entries.delete(key);
    this.entries.set(key, { at: now, value });
    // Map keeps insertion order, so the first key is the oldest entry.
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    return value;
  }
}


/**
 * Drops every cached value of this process, after an operator changed the catalogue (a goods name,
 * a category), so the storefront served here shows the change at once. Other API processes catch
 * up when their entries expire (at most a minute).
 */
export function forgetCachedCatalogue(): void {
  for (const cache of everyCache) cache.clear();
}
