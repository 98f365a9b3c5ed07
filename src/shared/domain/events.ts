import { formatLongDay } from './dates';

export type EventTimeline = 'upcoming' | 'past';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A date-only string means local midnight at the start of that day; `new Date('YYYY-MM-DD')`
 * would read it as UTC midnight and show the previous day west of Greenwich.
 */
export function parseEventDate(value: string | Date | null | undefined): Date | null {
  if (value == null) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : new Date(value.getTime());
  if (typeof value !== 'string') return null;
  const s = value.trim();
  if (s === '') return null;
  const m = DATE_ONLY.exec(s);
  if (m) {
    const y = Number(m[1]);
    const mo = Number(m[2]) - 1;
    const d = Number(m[3]);
    const date = new Date(y, mo, d);
    // Reject dates JS would silently roll over (2026-02-30 → March 2).
    if (date.getFullYear() !== y || date.getMonth() !== mo || date.getDate() !== d) return null;
    return date;
  }
  const date = new Date(s);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function eventTimeline(date: string | Date | null | undefined, now: Date = new Date()): EventTimeline {
  const d = parseEventDate(date);
  return d !== null && d.getTime() > now.getTime() ? 'upcoming' : 'past';
}

export function formatEventDate(date: string | Date | null | undefined): string {
  const d = parseEventDate(date);
  return formatLongDay(d);
}
