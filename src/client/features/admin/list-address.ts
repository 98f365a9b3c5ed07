import { useSearchParams } from 'react-router';

/**
 * A console list whose filters and page live in the address, so a reload or a shared link shows
 * the same rows. Changing anything but the page goes back to the first page; an empty value
 * removes its key.
 */
export function useListAddress() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next, { replace: true });
  };
  /** A filter control's value and change handler, tied to one key of the address. */
  const filterProps = (key: string) => ({
    value: params.get(key) ?? '',
    onChange: (value: string) => update({ [key]: value }),
  });
  return { params, page, update, filterProps };
}

/** The API's query string: the filters the address sets, in the given order, then the fixed values. */
export function listQueryString(
  params: URLSearchParams,
  filters: readonly string[],
  fixed: Record<string, string>,
): string {
  const query = new URLSearchParams();
  for (const key of filters) {
    const value = params.get(key);
    if (value) query.set(key, value);
  }
  for (const [key, value] of Object.entries(fixed)) query.set(key, value);
  return query.toString();
}
