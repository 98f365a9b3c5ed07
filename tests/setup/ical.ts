import ICAL from 'ical.js';

/** One event of a feed as a maintained iCalendar parser (ical.js) reads it. */
export interface ParsedEvent {
  uid: string;
  summary: string;
  description: string | null;
  location: string | null;
  url: string | null;
  sequence: number | null;
  lastModified: Date | null;
  start: Date;
  end: Date;
  /** The zone DTSTART is written in: an IANA name, or 'Z' for UTC. */
  zone: string;
  /** DTSTART's wall-clock time in that zone, as YYYY-MM-DDTHH:MM. */
  wallStart: string;
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * Parses a whole VCALENDAR with ical.js (it throws on text that is not iCalendar), registering
 * its VTIMEZONEs, and reads each VEVENT's times through them.
 */
export function parseFeed(text: string) {
  const vcalendar = new ICAL.Component(ICAL.parse(text));
  if (vcalendar.name !== 'vcalendar') throw new Error(`Not a VCALENDAR: ${vcalendar.name}`);
  for (const vtimezone of vcalendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(vtimezone);
  }
  const events: ParsedEvent[] = vcalendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    const start = event.startDate;
    const text = (name: string) => {
      const value = vevent.getFirstPropertyValue(name);
      return value === null ? null : String(value);
    };
    const modified = vevent.getFirstPropertyValue('last-modified');
    const tzid = vevent.getFirstProperty('dtstart')?.getParameter('tzid');
    return {
      uid: event.uid,
      summary: event.summary,
      description: text('description'),
      location: text('location'),
      url: text('url'),
      sequence: event.sequence ?? null,
      lastModified: modified instanceof ICAL.Time ? modified.toJSDate() : null,
      start: start.toJSDate(),
      end: event.endDate.toJSDate(),
      zone: typeof tzid === 'string' ? tzid : start.zone?.tzid === 'UTC' ? 'Z' : String(start.zone?.tzid),
      wallStart: `${start.year}-${two(start.month)}-${two(start.day)}T${two(start.hour)}:${two(start.minute)}`,
    };
  });
  const calendar = (name: string) => {
    const value = vcalendar.getFirstPropertyValue(name);
    return value === null ? null : String(value);
  };
  return { vcalendar, events, calendar };
}
