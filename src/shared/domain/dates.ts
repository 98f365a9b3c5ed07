/*
 * Days as members read them, in the reader's own time zone: "March 4, 2026" where a day stands on
 * its own (an event, a submission, a billing date), "4 Mar 2026" where it sits beside other text
 * (a rating, a note, a list of conversations). Written out here rather than with a date library so
 * the member pages do not download one to print a day. Anything that is not a date reads as ''.
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

type When = Date | string | null | undefined;

function dateOf(when: When): Date | null {
  if (when == null || when === '') return null;
  const date = typeof when === 'string' ? new Date(when) : when;
  return Number.isNaN(date.getTime()) ? null : date;
}

const monthOf = (date: Date) => MONTHS[date.getMonth()] ?? '';

/** 'March 4, 2026'. */
export function formatLongDay(when: When): string {
  const date = dateOf(when);
  return date ? `${monthOf(date)} ${date.getDate()}, ${date.getFullYear()}` : '';
}

/** '4 Mar 2026'. */
export function formatShortDay(when: When): string {
  const date = dateOf(when);
  return date ? `${date.getDate()} ${monthOf(date).slice(0, 3)} ${date.getFullYear()}` : '';
}

/** '4 Mar 2026, 09:05' (24-hour clock). */
export function formatShortDayTime(when: When): string {
  const date = dateOf(when);
  if (!date) return '';
  const hh = String(date.getHours()).padStart(2, '0');
  const mm = String(date.getMinutes()).padStart(2, '0');
  return `${formatShortDay(date)}, ${hh}:${mm}`;
}
