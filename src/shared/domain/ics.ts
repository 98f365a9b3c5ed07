import { isTimeZone, offsetAt, type ZoneTransition, zoneAbbreviation, zoneTransitions } from './time-zone';

/**
 * The one iCalendar (RFC 5545) writer: a single event's invite and a member's calendar feed are
 * both written by `buildIcsCalendar`, so escaping, folding and time zones are done once.
 */
export interface IcsEvent {
  id: string;
  title: string;
  start: Date;
  durationMinutes?: number;
  description?: string;
  url?: string;
  location?: string;
  /**
   * The IANA zone the event was planned in: its times are written in that zone with a VTIMEZONE,
   * so a calendar shows "18:00 Paris" even across clock changes. Without one (or an unknown one),
   * in UTC.
   */
  timeZone?: string | null;
  /** Raised by every edit that matters (the item's revision), so calendars take the new version. */
  sequence?: number;
  /** When the event last changed: LAST-MODIFIED, and the DTSTAMP of a feed. */
  lastModified?: Date;
}

/** Calendar-level properties of a feed (RFC 7986 and the common X-WR- names). */
export interface IcsCalendarOptions {
  events: readonly IcsEvent[];
  /** When the file is written: the DTSTAMP of events without a last-modified time. */
  now?: Date;
  name?: string;
  description?: string;
  /** How often a subscribed calendar should ask again. */
  refreshMinutes?: number;
}

const CRLF = '\r\n';
const MAX_OCTETS = 75;
const NOT_PLAIN_ASCII = /[^\u0020-\u007e\t]/;
const DEFAULT_DURATION_MINUTES = 60;

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** UTC "form #2" date-time of RFC 5545 §3.3.5: YYYYMMDDTHHMMSSZ. */
export function icsDateTime(d: Date): string {
  return (
    `${pad(d.getUTCFullYear(), 4)}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}` +
    `T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`
  );
}

/** TEXT escaping of RFC 5545 §3.3.11. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const utf8Length = (cp: number): number => (cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4);

/** Folds at 75 octets (RFC 5545 §3.1) without splitting a UTF-8 character. */
export function foldIcsLine(line: string): string {
  // Most lines are short printable ASCII: one octet per character, nothing to fold.
  if (line.length <= MAX_OCTETS && !NOT_PLAIN_ASCII.test(line)) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = utf8Length(ch.codePointAt(0)!);
    if (octets + size > MAX_OCTETS) {
      parts.push(current);
      // Continuation lines begin with one space, which counts towards their 75 octets.
      current = ' ';
      octets = 1;
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join(CRLF);
}

const isControl = (ch: string): boolean => {
  const cp = ch.codePointAt(0)!;
  return cp < 0x20 || cp === 0x7f;
};
// Control characters other than tab are not allowed in content lines; line breaks are escaped first.
const stripControls = (v: string): string =>
  Array.from(v)
    .filter((ch) => ch === '\t' || !isControl(ch))
    .join('');
const text = (v: string): string => stripControls(escapeIcsText(v));

/** A UTC offset as ±HHMM (±HHMMSS when it has seconds), as TZOFFSETFROM/TO take it. */
function icsOffset(ms: number): string {
  const sign = ms < 0 ? '-' : '+';
  const total = Math.round(Math.abs(ms) / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const sec = total % 60;
  return `${sign}${pad(h)}${pad(m)}${sec ? pad(sec) : ''}`;
}

/** A wall-clock date-time, "form #3" of RFC 5545 §3.3.5 (used with TZID), of an instant already shifted by its offset. */
function floatingDateTime(ms: number): string {
  return icsDateTime(new Date(ms)).slice(0, -1);
}

const ZONE_NAME = /^[A-Za-z0-9_/+-]{1,64}$/;
const UTC_NAMES = new Set(['UTC', 'Etc/UTC', 'GMT', 'Etc/GMT', 'Etc/Universal', 'Universal', 'Zulu']);

/** The zone an event's times are written in, or null for UTC. */
function zoneOf(e: IcsEvent): string | null {
  const tz = e.timeZone?.trim();
  if (!tz || UTC_NAMES.has(tz) || !ZONE_NAME.test(tz) || !isTimeZone(tz)) return null;
  return tz;
}

/**
 * A zone over whole UTC years around its events: the offset in force at the start and every
 * change up to the end, read once from the platform's zone data (Intl). Whole years keep the
 * VTIMEZONE the same from one poll to the next; each event's times are then read from this
 * table, without asking Intl again.
 */
interface ZoneSpan {
  zone: string;
  start: Date;
  initial: number;
  transitions: ZoneTransition[];
}

function zoneSpan(zone: string, from: Date, to: Date): ZoneSpan {
  const start = new Date(Date.UTC(from.getUTCFullYear(), 0, 1));
  const end = new Date(Date.UTC(to.getUTCFullYear() + 1, 0, 1));
  return { zone, start, initial: offsetAt(start, zone), transitions: zoneTransitions(zone, start, end) };
}

/** The zone's offset at an instant inside the span. */
function offsetIn(span: ZoneSpan, d: Date): number {
  let offset = span.initial;
  for (const t of span.transitions) {
    if (t.at.getTime() > d.getTime()) break;
    offset = t.offsetTo;
  }
  return offset;
}

/**
 * Whether this instant's wall time also names an earlier instant (the repeated hour when clocks
 * go back): a TZID time then means the earlier one (RFC 5545 §3.3.5), so such a time is written
 * in UTC instead.
 */
function inRepeatedHour(span: ZoneSpan, d: Date): boolean {
  return span.transitions.some(
    (t) =>
      t.offsetTo < t.offsetFrom &&
      d.getTime() >= t.at.getTime() &&
      d.getTime() < t.at.getTime() + (t.offsetFrom - t.offsetTo),
  );
}

/**
 * The zone's VTIMEZONE: the first observance and one per change, each with its own onset and no
 * RRULE, so what a calendar reads is exactly the platform's zone data.
 */
function vtimezone(span: ZoneSpan): string[] {
  const { zone, start, initial, transitions } = span;
  const lines = ['BEGIN:VTIMEZONE', `TZID:${zone}`];
  const observance = (
    kind: 'STANDARD' | 'DAYLIGHT',
    onsetWall: number,
    offsetFrom: number,
    offsetTo: number,
    at: Date,
  ) => {
    lines.push(
      `BEGIN:${kind}`,
      `DTSTART:${floatingDateTime(onsetWall)}`,
      `TZOFFSETFROM:${icsOffset(offsetFrom)}`,
      `TZOFFSETTO:${icsOffset(offsetTo)}`,
      `TZNAME:${text(zoneAbbreviation(at, zone))}`,
      `END:${kind}`,
    );
  };
  // The first observance: daylight time if the zone's first change in the range goes back.
  const firstGoesBack = transitions[0] !== undefined && transitions[0].offsetTo < transitions[0].offsetFrom;
  observance(firstGoesBack ? 'DAYLIGHT' : 'STANDARD', start.getTime() + initial, initial, initial, start);
  for (const t of transitions) {
    // The onset is the local time in force just before the change.
    observance(
      t.offsetTo > t.offsetFrom ? 'DAYLIGHT' : 'STANDARD',
      t.at.getTime() + t.offsetFrom,
      t.offsetFrom,
      t.offsetTo,
      t.at,
    );
  }
  lines.push('END:VTIMEZONE');
  return lines;
}

function validStart(e: IcsEvent): void {
  if (!(e.start instanceof Date) || Number.isNaN(e.start.getTime())) {
    throw new RangeError('Invalid event start date');
  }
}

function endOf(e: IcsEvent): Date {
  const minutes =
    typeof e.durationMinutes === 'number' && Number.isFinite(e.durationMinutes) && e.durationMinutes >= 0
      ? e.durationMinutes
      : DEFAULT_DURATION_MINUTES;
  return new Date(e.start.getTime() + minutes * 60_000);
}

/** DTSTART/DTEND in the event's zone (TZID) when it has one and the time is unambiguous there, else UTC. */
function timeProperty(name: 'DTSTART' | 'DTEND', d: Date, span: ZoneSpan | undefined): string {
  if (span && !inRepeatedHour(span, d)) {
    return `${name};TZID=${span.zone}:${floatingDateTime(d.getTime() + offsetIn(span, d))}`;
  }
  return `${name}:${icsDateTime(d)}`;
}

function vevent(e: IcsEvent, now: Date, zone: ZoneSpan | undefined): string[] {
  const end = endOf(e);
  const lines = [
    'BEGIN:VEVENT',
    `UID:${text(`${e.id}@praxis`)}`,
    `DTSTAMP:${icsDateTime(e.lastModified ?? now)}`,
    timeProperty('DTSTART', e.start, zone),
    timeProperty('DTEND', end, zone),
    `SUMMARY:${text(e.title)}`,
  ];
  if (typeof e.sequence === 'number' && Number.isInteger(e.sequence) && e.sequence >= 0) {
    lines.push(`SEQUENCE:${e.sequence}`);
  }
  if (e.lastModified) lines.push(`LAST-MODIFIED:${icsDateTime(e.lastModified)}`);
  if (e.description?.trim()) lines.push(`DESCRIPTION:${text(e.description)}`);
  if (e.location?.trim()) lines.push(`LOCATION:${text(e.location)}`);
  // URL is a URI value, not TEXT: no backslash escaping, but it must stay on one logical line.
  const url = Array.from(e.url ?? '')
    .filter((ch) => !isControl(ch) && !/\s/.test(ch))
    .join('');
  if (url) lines.push(`URL:${url}`);
  lines.push('END:VEVENT');
  return lines;
}

/** A whole VCALENDAR: its events, and one VTIMEZONE per zone they are written in. */
export function buildIcsCalendar(cal: IcsCalendarOptions): string {
  const now = cal.now ?? new Date();
  for (const e of cal.events) validStart(e);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Praxis//Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
  ];
  if (cal.name?.trim()) lines.push(`NAME:${text(cal.name)}`, `X-WR-CALNAME:${text(cal.name)}`);
  if (cal.description?.trim()) {
    lines.push(`DESCRIPTION:${text(cal.description)}`, `X-WR-CALDESC:${text(cal.description)}`);
  }
  if (typeof cal.refreshMinutes === 'number' && cal.refreshMinutes > 0) {
    const minutes = Math.round(cal.refreshMinutes);
    const every = minutes % 60 === 0 ? `PT${minutes / 60}H` : `PT${minutes}M`;
    lines.push(`REFRESH-INTERVAL;VALUE=DURATION:${every}`, `X-PUBLISHED-TTL:${every}`);
  }
  // Each zone's span covers all its events, so one table serves them all.
  const bounds = new Map<string, { from: Date; to: Date }>();
  const zoneOfEvent = cal.events.map((e) => {
    const zone = zoneOf(e);
    if (zone) {
      const span = bounds.get(zone);
      const end = endOf(e);
      if (!span) bounds.set(zone, { from: e.start, to: end });
      else {
        if (e.start < span.from) span.from = e.start;
        if (end > span.to) span.to = end;
      }
    }
    return zone;
  });
  const spans = new Map(
    [...bounds]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([zone, { from, to }]) => [zone, zoneSpan(zone, from, to)] as const),
  );
  for (const span of spans.values()) lines.push(...vtimezone(span));
  cal.events.forEach((e, i) => {
    const zone = zoneOfEvent[i];
    lines.push(...vevent(e, now, zone ? spans.get(zone) : undefined));
  });
  lines.push('END:VCALENDAR');
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}

/** The invite of one event (the download on an event's page). */
export function buildIcs(e: IcsEvent, now: Date = new Date()): string {
  return buildIcsCalendar({ events: [e], now });
}

/** Reverses TEXT escaping (RFC 5545 §3.3.11). */
export function unescapeIcsText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
}

/**
 * What an invite stored with an event says that the event's row does not: its length (DTEND
 * minus DTSTART, both in UTC) and its LOCATION.
 */
export function storedInviteDetails(invite: string | null | undefined): {
  durationMinutes?: number;
  location?: string;
} {
  if (!invite) return {};
  const unfolded = invite.replace(/\r?\n[ \t]/g, '');
  const stamp = (name: string) => {
    const m = new RegExp(`^${name}:(\\d{8}T\\d{6}Z)`, 'm').exec(unfolded);
    if (!m) return undefined;
    const s = m[1]!;
    return Date.UTC(
      +s.slice(0, 4),
      +s.slice(4, 6) - 1,
      +s.slice(6, 8),
      +s.slice(9, 11),
      +s.slice(11, 13),
      +s.slice(13, 15),
    );
  };
  const start = stamp('DTSTART');
  const end = stamp('DTEND');
  const location = /^LOCATION(?:;[^:\r\n]*)?:(.*)$/m.exec(unfolded)?.[1]?.replace(/\r$/, '');
  return {
    durationMinutes:
      start !== undefined && end !== undefined && end > start ? (end - start) / 60_000 : undefined,
    location: location ? unescapeIcsText(location) : undefined,
  };
}

const UNSAFE_FILE_CHARS = /[<>:"/\\|?*]/g;
const WINDOWS_RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)$/i;
const MAX_NAME_LENGTH = 100;

/** A title as a file name that is safe on Windows, macOS and Linux (`fallback` when nothing is left). */
export function safeFileName(title: string, extension: string, fallback: string): string {
  let name = Array.from(title ?? '')
    .map((ch) => (isControl(ch) ? ' ' : ch))
    .join('')
    .replace(UNSAFE_FILE_CHARS, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  name = Array.from(name).slice(0, MAX_NAME_LENGTH).join('');
  // Trailing dots and spaces are dropped by Windows; leading dots make hidden files.
  name = name.replace(/^[.\s]+|[.\s]+$/g, '');
  if (name === '') return `${fallback}.${extension}`;
  if (WINDOWS_RESERVED.test(name)) name = `${name} ${fallback}`;
  return `${name}.${extension}`;
}

/** The event title as the calendar file's name. */
export function icsFileName(title: string): string {
  return safeFileName(title, 'ics', 'event');
}
