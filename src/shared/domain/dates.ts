/*
 * Dates as members read them: "March 4, 2026", in the reader's own time zone. Written out here
 * rather than with a date library so the member pages do not download one to print a day.
 */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** 'March 4, 2026'. */
export function formatLongDate(date: Date): string {
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

/** '4 Mar 2026': where a day sits beside other text (a note, a list of conversations). */
export function formatShortDate(date: Date): string {
  return `${date.getDate()} ${(MONTHS[date.getMonth()] ?? '').slice(0, 3)} ${date.getFullYear()}`;
}

/** '4 Mar 2026, 09:05' (24-hour clock). */
export function formatShortDateTime(date: Date): string {
  const hh = String(date.getHours()).padStart(2, '0');
  const mm = String(date.getMinutes()).padStart(2, '0');
  return `${formatShortDate(date)}, ${hh}:${mm}`;
}

/** The same for a stored timestamp; '' when it is not one. */
export function formatLongDay(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatLongDate(date);
}
