import type { DbOrTx } from '../db/client.js';

/**
 * What a change touched: the catalogue (names, prices, rules: every catalogue cache goes) or only stock and
 * sales (an order, a receipt: only the caches that show them go, the counts and dictionaries stay).
 */
export type CatalogueChange = 'catalogue' | 'stock';

/** What a cache holds: catalogue reads, stock-bearing ones, or the live sessions (plugins/session-cache.ts). */
export type CacheHolds = CatalogueChange | 'sessions';

const CLEARED_BY: Record<CacheHolds, readonly CacheHolds[]> = {
  catalogue: ['catalogue', 'stock'],
  stock: ['stock'],
  sessions: ['sessions'],
};

// Every cache of the process, so a change can empty those that hold what it touched.
const everyCache = new Set<{ holds: CacheHolds; clear(): void }>();

/**
 * Values kept for a short while in this process, for reads whose answer may be a few seconds old
 * (listing totals, reference data). Concurrent misses of one key share one load; a failed load is
 * forgotten at once. API processes stay stateless: a cache miss is only slower, never different.
 */
export interface CacheOptions {
  /** 'stock' for values that show stock or sales, which every order changes. */
  holds?: CacheHolds;
  /**
   * Past its time a value is still served while one load brings the next, so no request waits on the
   * refill; for caches that every change of what they show empties at once (the age limit is then only
   * for what no change announces, such as a sale starting on the clock).
   */
  serveWhileRefreshing?: boolean;
}

interface Entry<V> {
  at: number;
  value: Promise<V>;
  refreshing?: boolean;
  /** The value once its load has finished, for callers that cannot wait (loaded). */
  ready?: { value: V };
}

export class ExpiringCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  readonly holds: CacheHolds;
  private readonly serveWhileRefreshing: boolean;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    options: CacheOptions = {},
  ) {
    this.holds = options.holds ?? 'catalogue';
    this.serveWhileRefreshing = options.serveWhileRefreshing ?? false;
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

  /** The value of `key` when it is loaded and not too old, without waiting or loading; undefined otherwise. */
  loaded(key: string, now = Date.now()): { value: V } | undefined {
    const hit = this.entries.get(key);
    return hit && now - hit.at < this.ttlMs ? hit.ready : undefined;
  }

  get(key: string, load: () => Promise<V>, now = Date.now()): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.ttlMs) return hit.value;
    if (hit && this.serveWhileRefreshing) {
      if (!hit.refreshing) {
        hit.refreshing = true;
        load().then(
          // Emptied meanwhile (a change was announced): the load may have read from before it, so it is dropped.
          (v) => {
            if (this.entries.get(key) === hit) void this.put(key, Promise.resolve(v), Date.now());
          },
          () => {
            hit.refreshing = false;
          },
        );
      }
      return hit.value;
    }
    const value = load();
    // A failed load must not be served to the next caller.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return this.put(key, value, now);
  }

  private put(key: string, value: Promise<V>, now: number): Promise<V> {
    const entry: Entry<V> = { at: now, value };
    value.then(
      (v) => {
        entry.ready = { value: v };
      },
      // A failed load is dropped by `get`, which loaded it.
      () => undefined,
    );
    this.entries.delete(key);
    this.entries.set(key, entry);
    // Map keeps insertion order, so the first key is the oldest entry.
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    return value;
  }
}

/** Empties the caches of this process a change touched, made here or in another process. */
export function clearCachesOfThisProcess(change: CacheHolds = 'catalogue'): void {
  const cleared = CLEARED_BY[change];
  for (const cache of everyCache) if (cleared.includes(cache.holds)) cache.clear();
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
