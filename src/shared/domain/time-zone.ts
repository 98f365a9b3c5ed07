/**
 * Event times are entered as a wall-clock time in a named time zone ("18:00 in Europe/Paris") and
 * stored as an instant. These two functions convert between the two with the platform's own time
 * zone data (Intl), so the console and the server agree without a time zone library.
 */

const knownZones = new Map<string, boolean>();

/** Whether the platform knows this IANA time zone name (asked once per name: a feed asks per event). */
export function isTimeZone(name: string): boolean {
  let known = knownZones.get(name);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: name });
      known = true;
    } catch {
      known = false;
    }
    // Bounded: names come from stored events and typed input, never an endless stream in practice.
    if (knownZones.size < 1000) knownZones.set(name, known);
  }
  return known;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone: building one costs far more than using it (a feed asks thousands of times). */
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock parts of an instant in a time zone. */
function partsIn(date: Date, timeZone: string) {
  const parts = formatterFor(timeZone).formatToParts(date);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    y: get('year'),
    m: get('month'),
    d: get('day'),
    h: get('hour'),
    min: get('minute'),
    s: get('second'),
  };
}

/** How far the zone's wall clock is ahead of UTC at this instant, in milliseconds. */
export function offsetAt(date: Date, timeZone: string): number {
  const p = partsIn(date, timeZone);
  return Date.UTC(p.y, p.m - 1, p.d, p.h, p.min, p.s) - (date.getTime() - date.getMilliseconds());
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * The instant of a wall-clock time ("2026-03-29T02:30", as a datetime-local field gives it) in a
 * time zone; null when the text is not such a time. A time skipped by a clock change moves forward.
 */
export function zonedTimeToInstant(local: string, timeZone: string): Date | null {
  const m = LOCAL.exec(local);
  if (!m) return null;
  const asUtc = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  if (Number.isNaN(asUtc)) return null;
  // Two passes settle the offset on either side of a clock change.
  let guess = asUtc - offsetAt(new Date(asUtc), timeZone);
  guess = asUtc - offsetAt(new Date(guess), timeZone);
  return new Date(guess);
}

/** The wall-clock time of an instant in a time zone, as a datetime-local field takes it. */
export function instantToZonedTime(date: Date, timeZone: string): string {
  const p = partsIn(date, timeZone);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${p.y}-${two(p.m)}-${two(p.d)}T${two(p.h)}:${two(p.min)}`;
}

/** A change of a zone's offset from UTC: at `at`, the wall clock goes from `offsetFrom` to `offsetTo` (ms). */
export interface ZoneTransition {
  at: Date;
  offsetFrom: number;
  offsetTo: number;
}

const WEEK = 7 * 86_400_000;
const MINUTE = 60_000;

/**
 * Every change of the zone's offset between two instants, found with the platform's zone data:
 * the offset is sampled weekly (zones change at most a few times a year) and each change is
 * narrowed to the minute it happens.
 */
export function zoneTransitions(timeZone: string, from: Date, to: Date): ZoneTransition[] {
  const out: ZoneTransition[] = [];
  let before = from.getTime() - (from.getTime() % MINUTE);
  let offsetBefore = offsetAt(new Date(before), timeZone);
  while (before < to.getTime()) {
    const next = Math.min(before + WEEK, to.getTime() - (to.getTime() % MINUTE) + MINUTE);
    const offsetNext = offsetAt(new Date(next), timeZone);
    if (offsetNext !== offsetBefore) {
      // The change lies in (lo, hi]: halve the interval down to one minute.
      let lo = before;
      let hi = next;
      while (hi - lo > MINUTE) {
        const mid = lo + Math.floor((hi - lo) / 2 / MINUTE) * MINUTE;
        if (offsetAt(new Date(mid), timeZone) === offsetBefore) lo = mid;
        else hi = mid;
      }
      out.push({ at: new Date(hi), offsetFrom: offsetBefore, offsetTo: offsetAt(new Date(hi), timeZone) });
    }
    before = next;
    offsetBefore = offsetNext;
  }
  return out;
}

/** The zone's short name at an instant ("CEST", "GMT+9"), for a calendar's display. */
const abbreviations = new Map<string, Intl.DateTimeFormat>();

export function zoneAbbreviation(date: Date, timeZone: string): string {
  let formatter = abbreviations.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' });
    abbreviations.set(timeZone, formatter);
  }
  const part = formatter.formatToParts(date).find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}
