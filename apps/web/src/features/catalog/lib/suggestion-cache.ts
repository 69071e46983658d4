/**
 * The header search box keeps its last suggestions in localStorage with the time they came
 * (spec section 9): at startup they show at once and are fetched again when older than 5000 ms.
 */

export const SUGGESTION_CACHE_KEY = 'yc.search.suggestions';

export interface CachedSuggestions {
  keywords: string;
  type: number;
  list: string[];
  /** Date.now() when the list came. */
  timestamp: number;
}

const isCachedSuggestions = (value: unknown): value is CachedSuggestions => {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.keywords === 'string' &&
    typeof entry.type === 'number' &&
    typeof entry.timestamp === 'number' &&
    Array.isArray(entry.list) &&
    entry.list.every((item) => typeof item === 'string')
  );
};

export function readSuggestionCache(): CachedSuggestions | null {
  try {
    const raw = localStorage.getItem(SUGGESTION_CACHE_KEY);
    if (raw === null) return null;
    const parsed: unknown = JSON.parse(raw);
    return isCachedSuggestions(parsed) ? parsed : null;
  } catch {
    // Storage disabled or a broken entry: behave as if nothing was stored.
    return null;
  }
}

export function writeSuggestionCache(entry: CachedSuggestions): void {
  try {
    localStorage.setItem(SUGGESTION_CACHE_KEY, JSON.stringify(entry));
  } catch {
    // A full or disabled storage only costs the startup shortcut.
  }
}

/** Spec section 5: an empty keyword clears the stored suggestions. */
export function clearSuggestionCache(): void {
  try {
    localStorage.removeItem(SUGGESTION_CACHE_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

