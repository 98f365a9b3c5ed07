import type { NpsBand } from '@shared/domain/nps';

const monthDate = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1, 1));
};

/** 'November 2026' for a YYYY-MM month. */
export const monthLong = (month: string) =>
  monthDate(month).toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 'Nov', or "Jan ’26" at the start of a year (and for the first month shown). */
export function monthShort(month: string, first: boolean): string {
  const d = monthDate(month);
  const name = d.toLocaleDateString('en-GB', { month: 'short', timeZone: 'UTC' });
  return first || d.getUTCMonth() === 0 ? `${name} ’${String(d.getUTCFullYear()).slice(2)}` : name;
}

/** An NPS with its sign: '+25', '−33', '0'; a dash without answers. */
export function formatNps(nps: number | null): string {
  if (nps === null) return '–';
  if (nps > 0) return `+${nps}`;
  if (nps < 0) return `−${Math.abs(nps)}`;
  return '0';
}

export const percent = (part: number, total: number) =>
  total > 0 ? `${Math.round((part * 100) / total)}%` : '–';

export const BAND_LABEL: Record<NpsBand, string> = {
  detractor: 'Detractor',
  passive: 'Passive',
  promoter: 'Promoter',
};

/** Colours of the bands, each at least 3:1 against white (non-text contrast). */
export const BAND_COLOR: Record<NpsBand, string> = {
  detractor: '#b42318',
  passive: '#767085',
  promoter: '#1c7a43',
};

/** '25 Nov 2026' in the viewer's time zone. */
export const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
