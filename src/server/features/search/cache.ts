import type { SearchKind } from '../../db/schema';

/**
 * Search results cached per app: the counts, the total and the best CACHED_RESULTS ids of
 * one query. An entry is used only while the content version it was computed at (content_state,
 * bumped by the triggers on every change of the items or of the search index) is still current — the one query that serves a
 * hit reads the version next to the cards — so a cache never serves a stale result. Cards and
 * isSaved are always read fresh.
 */
export const CACHED_RESULTS = 100;
const MAX_ENTRIES = 500;

export interface CachedSearch {
  version: number;
  counts: Partial<Record<SearchKind, number>>;
  total: number;
  /** The first results in order (all of them when total ≤ CACHED_RESULTS). */
  ids: string[];
}

/** A small LRU map of results, each with the content version it was computed at. */
export class SearchCache<Entry extends { version: number } = CachedSearch> {
  private readonly entries = new Map<string, Entry>();

  get(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, entry: Entry) {
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  delete(key: string) {
    this.entries.delete(key);
  }
}

/** Whether the page lies inside what the entry holds (or past the last result). */
export function covers(entry: CachedSearch, offset: number, pageSize: number): boolean {
  return offset + pageSize <= entry.ids.length || entry.ids.length === entry.total;
}

/**
 * An app's cache, made once when the app is built (createAppState) and carried in its deps. None
 * with PRAXIS_SEARCH_CACHE=off (to measure the engine): every search then runs the full statement.
 */
export function createSearchCache<Entry extends { version: number } = CachedSearch>(
  source: NodeJS.ProcessEnv = process.env,
): SearchCache<Entry> | null {
  return source.PRAXIS_SEARCH_CACHE === 'off' ? null : new SearchCache<Entry>();
}
