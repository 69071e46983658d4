import type { DbOrTx } from '../db/client.js';

/**
 * What a change touched: the catalogue (names, prices, rules: every cache goes) or only stock and sales
 * (an order, a receipt: only the caches that show them go, the counts and dictionaries stay).
 */
export type CatalogueChange = 'catalogue' | 'stock';

// Every cache of the process, so an operator's change can empty them all (forgetCachedCatalogue).
const everyCache = new Set<{ holds: CatalogueChange; clear(): void }>();

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
    /** 'stock' for values that show stock or sales, which every order changes. */
    readonly holds: CatalogueChange = 'catalogue',
  ) {
    everyCache.add(this);
  }

  clear(): void {
    this.entries.clear();
  }

  /** Forgets the cache for good (its app closed), so the process does not keep it. */
  dispose(): void {
    this.entries.clear();
    everyCache.delete(this);
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


/** Empties the caches of this process a change touched, made here or in another process. */
export function clearCachesOfThisProcess(change: CatalogueChange = 'catalogue'): void {
  for (const cache of everyCache) if (change === 'catalogue' || cache.holds === 'stock') cache.clear();
}

/** How a change reaches the other processes; `tx`, when given, is the transaction that makes it. */
type Announce = (change: CatalogueChange, tx?: DbOrTx) => Promise<void>;

// How this process tells the others (plugins/catalogue-changes.ts), one per app built in it.
const announcers = new Set<Announce>();

/** Registers how a catalogue change reaches the other API processes; returns its removal. */
export function announceCatalogueChangesWith(announce: Announce): () => void {
  announcers.add(announce);
  return () => announcers.delete(announce);
}

/**
 * Drops every cached value after an operator changed the catalogue (a goods name, a price rule, a
 * category), here at once and in every other API process as soon as the event bus delivers it.
 */
export function forgetCachedCatalogue(): void {
  clearCachesOfThisProcess();
  for (const announce of announcers) void announce('catalogue');
}

/**
 * Drops what shows stock and sales, in the transaction that changes them: here at once, so the buyer's
 * next page follows their own order, and in every process (this one again) once the transaction commits,
 * which also drops what a concurrent request cached from before the commit.
 */
export async function forgetStockViews(tx: DbOrTx): Promise<void> {
  clearCachesOfThisProcess('stock');
  for (const announce of announcers) await announce('stock', tx);
}
