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


/** Empties every cache of this process: an operator changed the catalogue, here or in another process. */
export function clearCachesOfThisProcess(): void {
  for (const cache of everyCache) cache.clear();
}

// How this process tells the others (plugins/catalogue-changes.ts), one per app built in it.
const announcers = new Set<() => void>();

/** Registers how a catalogue change reaches the other API processes; returns its removal. */
export function announceCatalogueChangesWith(announce: () => void): () => void {
  announcers.add(announce);
  return () => announcers.delete(announce);
}

/**
 * Drops every cached value after an operator changed the catalogue (a goods name, a price rule, a
 * category), here at once and in every other API process as soon as the event bus delivers it.
 */
export function forgetCachedCatalogue(): void {
  clearCachesOfThisProcess();
  for (const announce of announcers) announce();
}
