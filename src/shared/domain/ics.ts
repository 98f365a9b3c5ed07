export interface IcsEvent {
  id: string;
  title: string;
  start: Date;
  durationMinutes?: number;
  description?: string;
  url?: string;
  location?: string;
}

const CRLF = '\r\n';
const MAX_OCTETS = 75;
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

export function buildIcs(e: IcsEvent, now: Date = new Date()): string {
  if (!(e.start instanceof Date) || Number.isNaN(e.start.getTime())) {
    throw new RangeError('Invalid event start date');
  }
  const minutes =
    typeof e.durationMinutes === 'number' && Number.isFinite(e.durationMinutes) && e.durationMinutes >= 0
      ? e.durationMinutes
      : DEFAULT_DURATION_MINUTES;
  const end = new Date(e.start.getTime() + minutes * 60_000);

  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Praxis//Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${text(`${e.id}@praxis`)}`,
    `DTSTAMP:${icsDateTime(now)}`,
    `DTSTART:${icsDateTime(e.start)}`,
    `DTEND:${icsDateTime(end)}`,
    `SUMMARY:${text(e.title)}`,
  ];
  if (e.description?.trim()) lines.push(`DESCRIPTION:${text(e.description)}`);
  if (e.location?.trim()) lines.push(`LOCATION:${text(e.location)}`);
  // URL is a URI value, not TEXT: no backslash escaping, but it must stay on one logical line.
  const url = Array.from(e.url ?? '')
    .filter((ch) => !isControl(ch) && !/\s/.test(ch))
    .join('');
  if (url) lines.push(`URL:${url}`);
  lines.push('END:VEVENT', 'END:VCALENDAR');
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
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
