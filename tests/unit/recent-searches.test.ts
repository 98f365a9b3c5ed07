import {
  addRecentSearch,
  MAX_RECENT_SEARCHES,
  parseRecentSearches,
  RECENT_SEARCHES_KEY,
  SUGGESTED_SEARCHES,
} from '@shared/domain/recent-searches';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

describe('constants', () => {
  it('match the spec', () => {
    expect(RECENT_SEARCHES_KEY).toBe('searchHistory');
    expect(MAX_RECENT_SEARCHES).toBe(5);
    expect(SUGGESTED_SEARCHES).toEqual(['canvas', 'research', 'events']);
  });
});

describe('addRecentSearch', () => {
  it('puts the newest query first', () => {
    expect(addRecentSearch(['b', 'a'], 'c')).toEqual(['c', 'b', 'a']);
  });

  it('trims the query', () => {
    expect(addRecentSearch([], '  coaching  ')).toEqual(['coaching']);
  });

  it('ignores blank queries and returns the list unchanged', () => {
    const list = ['a', 'b'];
    expect(addRecentSearch(list, '')).toBe(list);
    expect(addRecentSearch(list, '   ')).toBe(list);
  });

  it('de-duplicates case-insensitively, keeping the newest spelling at the front', () => {
    expect(addRecentSearch(['leadership', 'AI', 'coaching'], 'ai')).toEqual(['ai', 'leadership', 'coaching']);
    expect(addRecentSearch(['Canvas'], 'CANVAS')).toEqual(['CANVAS']);
  });

  it('keeps at most 5, dropping the oldest', () => {
    expect(addRecentSearch(['5', '4', '3', '2', '1'], '6')).toEqual(['6', '5', '4', '3', '2']);
  });

  it('moving an existing query to the front does not drop anything else', () => {
    expect(addRecentSearch(['e', 'd', 'c', 'b', 'a'], 'a')).toEqual(['a', 'e', 'd', 'c', 'b']);
  });

  it('does not mutate the input', () => {
    const list = ['a', 'b'];
    addRecentSearch(list, 'c');
    expect(list).toEqual(['a', 'b']);
  });

  it('holds for any sequence of queries', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 6 }), { maxLength: 30 }), (queries) => {
        let list: string[] = [];
        for (const q of queries) list = addRecentSearch(list, q);
        expect(list.length).toBeLessThanOrEqual(5);
        const keys = list.map((s) => s.toLowerCase());
        expect(new Set(keys).size).toBe(keys.length);
        for (const s of list) expect(s).toBe(s.trim());
        for (const s of list) expect(s).not.toBe('');
        const last = [...queries].reverse().find((q) => q.trim() !== '');
        if (last !== undefined) expect(list[0]).toBe(last.trim());
      }),
    );
  });
});

describe('parseRecentSearches', () => {
  it('reads a stored JSON list', () => {
    expect(parseRecentSearches('["a","b"]')).toEqual(['a', 'b']);
  });

  it('returns [] for missing, invalid or non-array values', () => {
    expect(parseRecentSearches(null)).toEqual([]);
    expect(parseRecentSearches('')).toEqual([]);
    expect(parseRecentSearches('{not json')).toEqual([]);
    expect(parseRecentSearches('{"a":1}')).toEqual([]);
    expect(parseRecentSearches('"a"')).toEqual([]);
    expect(parseRecentSearches('null')).toEqual([]);
    expect(parseRecentSearches('42')).toEqual([]);
  });

  it('keeps only non-blank strings, trimmed', () => {
    expect(parseRecentSearches('["a", 1, null, "", "  ", {"x":1}, " b "]')).toEqual(['a', 'b']);
  });

  it('keeps at most 5', () => {
    expect(parseRecentSearches(JSON.stringify(['1', '2', '3', '4', '5', '6', '7']))).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);
  });

  it('drops case-insensitive duplicates, keeping the first (most recent)', () => {
    expect(parseRecentSearches('["AI","ai","b"]')).toEqual(['AI', 'b']);
  });

  it('round-trips what addRecentSearch produces', () => {
    const list = ['x', 'y', 'z'].reduce<string[]>((acc, q) => addRecentSearch(acc, q), []);
    expect(parseRecentSearches(JSON.stringify(list))).toEqual(list);
  });

  it('never throws', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (raw) => {
        const out = parseRecentSearches(raw);
        expect(Array.isArray(out)).toBe(true);
        expect(out.length).toBeLessThanOrEqual(5);
      }),
    );
  });
});
