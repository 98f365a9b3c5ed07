import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** For each filter: the allowed values, or null for free text (topics, industries…). */
export type FilterSpec<K extends string> = Record<K, readonly string[] | null>;

export interface ListState<K extends string> {
  /** '' means "all". */
  filters: Record<K, string>;
  page: number;
  setFilter: (key: K, value: string) => void;
  setPage: (page: number) => void;
}

export function parsePage(raw: string | null): number {
  if (raw === null || !/^\d{1,6}$/.test(raw)) return 1;
  return Math.max(1, Number(raw));
}

/**
 * The filters a URL asks for, each one checked against the spec ('' when absent or not allowed).
 * Pages read them through useListState; route loaders read them here to ask for the same data.
 */
export function readFilters<K extends string>(
  params: URLSearchParams,
  spec: FilterSpec<K>,
): Record<K, string> {
  const out = {} as Record<K, string>;
  for (const key of Object.keys(spec) as K[]) {
    const value = (params.get(key) ?? '').trim();
    const allowed = spec[key];
    out[key] = allowed === null || allowed.includes(value) ? value : '';
  }
  return out;
}

/**
 * Filters and page live in the URL's search params, so a view can be shared and survives a
 * reload. A filter change returns to page 1; a page change scrolls back to the top.
 * Values a shared link should not carry (an unknown content type, page "abc") read as the default.
 */
export function useListState<K extends string>(spec: FilterSpec<K>): ListState<K> {
  const [params, setParams] = useSearchParams();

  const serialized = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the serialized params stand for `params`
  const filters = useMemo(() => readFilters(params, spec), [serialized]);
  const page = parsePage(params.get('page'));

  const setFilter = useCallback(
    (key: K, value: string) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (value === '') next.delete(key);
          else next.set(key, value);
          next.delete('page');
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );

  const setPage = useCallback(
    (target: number) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (target <= 1) next.delete('page');
          else next.set('page', String(target));
          return next;
        },
        { preventScrollReset: true },
      );
      window.scrollTo({ top: 0, behavior: 'smooth' });
    },
    [setParams],
  );

  return { filters, page, setFilter, setPage };
}
