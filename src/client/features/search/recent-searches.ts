import { addRecentSearch, parseRecentSearches, RECENT_SEARCHES_KEY } from '@shared/domain/recent-searches';
import { useSyncExternalStore } from 'react';

/**
 * Recent searches in the browser (at most 5, de-duplicated case-insensitively, newest
 * first, under 'searchHistory'), shared by every search box on the page and by other tabs.
 */
const listeners = new Set<() => void>();
const EMPTY: string[] = [];
let lastRaw: string | null = null;
let snapshot: string[] = EMPTY;

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(RECENT_SEARCHES_KEY);
  } catch {
    return null; // storage disabled (private mode, policies): no history, no failure
  }
}

function getSnapshot(): string[] {
  const raw = readRaw();
  if (raw !== lastRaw) {
    lastRaw = raw;
    snapshot = parseRecentSearches(raw);
  }
  return snapshot;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === RECENT_SEARCHES_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Adds a query to the history (blank queries are ignored). */
export function rememberSearch(query: string): void {
  const next = addRecentSearch(getSnapshot(), query);
  if (next === snapshot) return;
  try {
    window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(next));
  } catch {
    return;
  }
  for (const listener of listeners) listener();
}

export function useRecentSearches(): string[] {
  return useSyncExternalStore(subscribe, getSnapshot, () => EMPTY);
}
