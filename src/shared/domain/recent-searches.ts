export const RECENT_SEARCHES_KEY = 'searchHistory';
export const MAX_RECENT_SEARCHES = 5;
export const SUGGESTED_SEARCHES = ['canvas', 'research', 'events'];

const key = (s: string): string => s.toLowerCase();

export function addRecentSearch(list: string[], query: string): string[] {
  const q = query.trim();
  if (q === '') return list;
  return [q, ...list.filter((s) => key(s.trim()) !== key(q))].slice(0, MAX_RECENT_SEARCHES);
}

/** Browser storage can hold anything (older versions, manual edits), so read it defensively. */
export function parseRecentSearches(raw: string | null): string[] {
  if (raw == null) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const out: string[] = [];
  const seen = new Set<string>();
  for (const item of value) {
    if (typeof item !== 'string') continue;
    const s = item.trim();
    if (s === '' || seen.has(key(s))) continue;
    seen.add(key(s));
    out.push(s);
    if (out.length === MAX_RECENT_SEARCHES) break;
  }
  return out;
}
