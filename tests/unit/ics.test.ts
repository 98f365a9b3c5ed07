import {
  buildIcs,
  buildIcsCalendar,
  escapeIcsText,
  foldIcsLine,
  icsDateTime,
  icsFileName,
  safeFileName,
  storedInviteDetails,
} from '@shared/domain/ics';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseFeed } from '../setup/ical';

const now = new Date('2026-06-01T08:00:00Z');
const start = new Date('2026-07-14T16:30:00Z');
const octets = (s: string) => new TextEncoder().encode(s).length;
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');
/** Unfolded content lines, keyed by property name (first occurrence). */
function props(ics: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const line of unfold(ics).split('\r\n')) {
    const i = line.indexOf(':');
    if (i > 0 && !map.has(line.slice(0, i))) map.set(line.slice(0, i), line.slice(i + 1));
  }
  return map;
}
/** Reverses TEXT escaping. */
const unescapeText = (v: string) =>
  v.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));

describe('icsDateTime', () => {
  it('formats in UTC as YYYYMMDDTHHMMSSZ with padding', () => {
    expect(icsDateTime(new Date('2026-01-02T03:04:05Z'))).toBe('20260102T030405Z');
    expect(icsDateTime(new Date('2026-12-31T23:59:59.999Z'))).toBe('20261231T235959Z');
  });
});

describe('escapeIcsText', () => {
  it('escapes backslashes, semicolons, commas and newlines', () => {
    expect(escapeIcsText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
  });

  it('escapes the backslash first so escapes are not doubled', () => {
    expect(escapeIcsText(';')).toBe('\\;');
    expect(escapeIcsText('\\;')).toBe('\\\\\\;');
  });

  it('round-trips through unescaping', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const normalised = s.replace(/\r\n|\r/g, '\n');
        expect(unescapeText(escapeIcsText(s))).toBe(normalised);
      }),
    );
  });
});

describe('foldIcsLine', () => {
  it('leaves lines of 75 octets alone', () => {
    const line = 'X'.repeat(75);
    expect(foldIcsLine(line)).toBe(line);
  });

  it('folds longer lines with CRLF and a single leading space', () => {
    const line = 'X'.repeat(76);
    expect(foldIcsLine(line)).toBe(`${'X'.repeat(75)}\r\n X`);
  });

  it('counts octets, not characters, and never splits a character', () => {
    const line = `SUMMARY:${'é'.repeat(40)}`; // 8 + 80 octets
    const folded = foldIcsLine(line);
    for (const physical of folded.split('\r\n')) expect(octets(physical)).toBeLessThanOrEqual(75);
    expect(unfold(folded)).toBe(line);
    expect(folded).not.toContain('\uFFFD');
  });

  it('keeps every physical line within 75 octets and unfolds to the original', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (s) => {
        const line = `DESCRIPTION:${s.replace(/[\r\n]/g, '')}`;
        const folded = foldIcsLine(line);
        for (const physical of folded.split('\r\n')) expect(octets(physical)).toBeLessThanOrEqual(75);
        expect(unfold(folded)).toBe(line);
      }),
    );
  });
});

describe('buildIcs', () => {
  const ics = buildIcs(
    {
      id: 'res_901',
      title: 'Designing for transfer; a workshop, live',
      start,
      durationMinutes: 90,
      description: 'Bring a project.\nWe will map it\\together.',
      url: 'https://praxis.example/events/res_901?a=1,b;2',
      location: 'Online, Zoom',
    },
    now,
  );

  it('is a VCALENDAR wrapping exactly one VEVENT, with CRLF line endings only', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:')).toBe(true);
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('carries the identity and times in UTC', () => {
    const p = props(ics);
    expect(p.get('UID')).toBe('res_901@praxis');
    expect(p.get('DTSTAMP')).toBe('20260601T080000Z');
    expect(p.get('DTSTART')).toBe('20260714T163000Z');
    expect(p.get('DTEND')).toBe('20260714T180000Z');
  });

  it('escapes TEXT values', () => {
    const p = props(ics);
    expect(p.get('SUMMARY')).toBe('Designing for transfer\\; a workshop\\, live');
    expect(p.get('DESCRIPTION')).toBe('Bring a project.\\nWe will map it\\\\together.');
    expect(p.get('LOCATION')).toBe('Online\\, Zoom');
  });

  it('does not backslash-escape the URL (a URI value)', () => {
    expect(props(ics).get('URL')).toBe('https://praxis.example/events/res_901?a=1,b;2');
  });

  it('defaults to 60 minutes and omits empty optional properties', () => {
    const out = buildIcs({ id: 'e1', title: 'Short', start }, now);
    const p = props(out);
    expect(p.get('DTEND')).toBe('20260714T173000Z');
    expect(p.has('DESCRIPTION')).toBe(false);
    expect(p.has('URL')).toBe(false);
    expect(p.has('LOCATION')).toBe(false);
    const blank = props(buildIcs({ id: 'e1', title: 'x', start, description: '  ', url: '' }, now));
    expect(blank.has('DESCRIPTION')).toBe(false);
    expect(blank.has('URL')).toBe(false);
  });

  it('falls back to 60 minutes for unusable durations but honours zero', () => {
    for (const d of [-5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(props(buildIcs({ id: 'e', title: 't', start, durationMinutes: d }, now)).get('DTEND')).toBe(
        '20260714T173000Z',
      );
    }
    expect(props(buildIcs({ id: 'e', title: 't', start, durationMinutes: 0 }, now)).get('DTEND')).toBe(
      '20260714T163000Z',
    );
  });

  it('crosses midnight and month ends correctly in UTC', () => {
    const late = new Date('2026-01-31T23:30:00Z');
    expect(props(buildIcs({ id: 'e', title: 't', start: late }, now)).get('DTEND')).toBe('20260201T003000Z');
  });

  it('folds long values and keeps them intact', () => {
    const description = 'Long text about evaluation, ROI; and the Kirkpatrick model. '.repeat(10);
    const out = buildIcs({ id: 'e', title: 't', start, description }, now);
    for (const physical of out.split('\r\n')) expect(octets(physical)).toBeLessThanOrEqual(75);
    expect(unescapeText(props(out).get('DESCRIPTION')!)).toBe(description);
  });

  it('cannot be broken out of by injected line breaks or control characters', () => {
    const out = buildIcs(
      { id: 'e', title: 'Hi\r\nEND:VEVENT\r\nBEGIN:VEVENT', start, url: 'https://x.test/\r\nATTACH:evil' },
      now,
    );
    expect(out.match(/^BEGIN:VEVENT/gm)).toHaveLength(1);
    expect(
      unfold(out)
        .split('\r\n')
        .filter((l) => l.startsWith('ATTACH')),
    ).toEqual([]);
    expect(props(out).get('SUMMARY')).toBe('Hi\\nEND:VEVENT\\nBEGIN:VEVENT');
    expect(props(out).get('URL')).toBe('https://x.test/ATTACH:evil');
    const withControls = buildIcs({ id: 'e', title: 'a\u0000b\u0007c\td', start }, now);
    expect(props(withControls).get('SUMMARY')).toBe('abc\td');
  });

  it('uses the current time for DTSTAMP by default', () => {
    const stamp = props(buildIcs({ id: 'e', title: 't', start })).get('DTSTAMP')!;
    expect(stamp).toMatch(/^\d{8}T\d{6}Z$/);
    expect(stamp.slice(0, 4)).toBe(String(new Date().getUTCFullYear()));
  });

  it('rejects an invalid start date', () => {
    expect(() => buildIcs({ id: 'e', title: 't', start: new Date(Number.NaN) }, now)).toThrow(RangeError);
  });

  it('produces well-formed output for arbitrary text', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (id, title, description) => {
        const out = buildIcs({ id, title, start, description }, now);
        const physical = out.split('\r\n');
        expect(physical.pop()).toBe('');
        for (const line of physical) expect(octets(line)).toBeLessThanOrEqual(75);
        expect(out.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
        expect(out.match(/^BEGIN:VEVENT/gm)).toHaveLength(1);
        expect(out.match(/^END:VCALENDAR/gm)).toHaveLength(1);
      }),
    );
  });
});

describe('icsFileName', () => {
  it('names the file after the event title', () => {
    expect(icsFileName('Designing for Transfer')).toBe('Designing for Transfer.ics');
    expect(icsFileName('  Café Q&A  ')).toBe('Café Q&A.ics');
  });

  it('replaces characters that are unsafe in file names', () => {
    expect(icsFileName('AI/ML: What "works"? <2026>')).toBe('AI ML What works 2026.ics');
    expect(icsFileName('a\\b|c*d')).toBe('a b c d.ics');
    expect(icsFileName('line\nbreak\ttab')).toBe('line break tab.ics');
  });

  it('never produces hidden files, path traversal or trailing dots', () => {
    expect(icsFileName('../../etc/passwd')).toBe('etc passwd.ics');
    expect(icsFileName('.hidden')).toBe('hidden.ics');
    expect(icsFileName('Wrap-up...')).toBe('Wrap-up.ics');
  });

  it("falls back to 'event.ics' when nothing usable remains", () => {
    expect(icsFileName('')).toBe('event.ics');
    expect(icsFileName('   ')).toBe('event.ics');
    expect(icsFileName('///???')).toBe('event.ics');
    expect(icsFileName('...')).toBe('event.ics');
  });

  it('avoids names reserved on Windows', () => {
    expect(icsFileName('CON')).toBe('CON event.ics');
    expect(icsFileName('lpt1')).toBe('lpt1 event.ics');
  });

  it('limits the length', () => {
    const name = icsFileName('A'.repeat(500));
    expect(name).toBe(`${'A'.repeat(100)}.ics`);
  });

  it('always yields a safe .ics name', () => {
    fc.assert(
      fc.property(fc.string(), (title) => {
        const name = icsFileName(title);
        expect(name.endsWith('.ics')).toBe(true);
        expect(name).not.toMatch(/[<>:"/\\|?*]/);
        expect([...name].every((ch) => ch.charCodeAt(0) >= 0x20)).toBe(true);
        expect(name.startsWith('.')).toBe(false);
        expect(name.length).toBeGreaterThan(4);
      }),
    );
  });
});

describe('safeFileName', () => {
  it('uses the given extension and fallback (the PDF downloads use it too)', () => {
    expect(safeFileName('Learning Needs: Canvas?', 'pdf', 'document')).toBe('Learning Needs Canvas.pdf');
    expect(safeFileName('  ', 'pdf', 'document')).toBe('document.pdf');
    expect(safeFileName('CON', 'pdf', 'document')).toBe('CON document.pdf');
  });
});

describe('buildIcsCalendar: times in the event’s own zone', () => {
  const at = (iso: string) => new Date(iso);
  const lineOf = (ics: string, name: string) =>
    unfold(ics)
      .split('\r\n')
      .filter((l) => l.startsWith(name));

  it('writes a TZID time and a VTIMEZONE whose observances ical.js reads back to the same instant', () => {
    // 18:00 in Paris in summer (CEST, +02:00) and in winter (CET, +01:00).
    const summer = at('2027-06-10T16:00:00Z');
    const winter = at('2027-12-10T17:00:00Z');
    const ics = buildIcsCalendar({
      now,
      events: [
        { id: 's', title: 'Summer', start: summer, timeZone: 'Europe/Paris' },
        { id: 'w', title: 'Winter', start: winter, timeZone: 'Europe/Paris' },
      ],
    });
    expect(lineOf(ics, 'DTSTART;TZID=')).toEqual([
      'DTSTART;TZID=Europe/Paris:20270610T180000',
      'DTSTART;TZID=Europe/Paris:20271210T180000',
    ]);
    // One VTIMEZONE for both; the 2027 changes at 01:00 UTC on the last Sundays of March and October.
    expect(ics.match(/BEGIN:VTIMEZONE/g)).toHaveLength(1);
    expect(lineOf(ics, 'DTSTART:2027')).toEqual([
      'DTSTART:20270101T010000',
      'DTSTART:20270328T020000',
      'DTSTART:20271031T030000',
    ]);
    const feed = parseFeed(ics);
    expect(feed.events.map((e) => e.start.toISOString())).toEqual([
      summer.toISOString(),
      winter.toISOString(),
    ]);
    expect(feed.events.map((e) => e.wallStart)).toEqual(['2027-06-10T18:00', '2027-12-10T18:00']);
  });

  it('gives a zone without clock changes one observance', () => {
    const ics = buildIcsCalendar({
      now,
      events: [{ id: 't', title: 'Tokyo', start: at('2027-03-01T00:30:00Z'), timeZone: 'Asia/Tokyo' }],
    });
    expect(ics.match(/BEGIN:(STANDARD|DAYLIGHT)/g)).toEqual(['BEGIN:STANDARD']);
    expect(lineOf(ics, 'DTSTART;TZID=')).toEqual(['DTSTART;TZID=Asia/Tokyo:20270301T093000']);
    expect(parseFeed(ics).events[0]!.start.toISOString()).toBe('2027-03-01T00:30:00.000Z');
  });

  it('falls back to UTC for an unknown zone, UTC itself, and a time in the repeated hour', () => {
    // 01:30 UTC on 31 October 2027 is 02:30 CET, the second 02:30 of that night in Paris.
    const repeated = at('2027-10-31T01:30:00Z');
    const ics = buildIcsCalendar({
      now,
      events: [
        { id: 'a', title: 'Unknown', start, timeZone: 'Mars/Olympus_Mons' },
        { id: 'b', title: 'Injected', start, timeZone: 'Europe/Paris:evil' },
        { id: 'c', title: 'UTC', start, timeZone: 'UTC' },
        { id: 'd', title: 'Repeated hour', start: repeated, durationMinutes: 180, timeZone: 'Europe/Paris' },
      ],
    });
    // (The VTIMEZONE's observances have DTSTART lines too: Paris is used by the event's end.)
    expect(lineOf(ics, 'DTSTART').filter((l) => l.endsWith('Z'))).toEqual([
      'DTSTART:20260714T163000Z',
      'DTSTART:20260714T163000Z',
      'DTSTART:20260714T163000Z',
      'DTSTART:20271031T013000Z',
    ]);
    // Its end, 04:30 UTC, is unambiguous: 05:30 in Paris.
    expect(lineOf(ics, 'DTEND;TZID=')).toEqual(['DTEND;TZID=Europe/Paris:20271031T053000']);
    const d = parseFeed(ics).events[3]!;
    expect(d.start.toISOString()).toBe(repeated.toISOString());
    expect(d.end.toISOString()).toBe('2027-10-31T04:30:00.000Z');
  });

  it('carries the version and the calendar’s name and refresh interval', () => {
    const modified = at('2026-05-04T10:11:12Z');
    const ics = buildIcsCalendar({
      now,
      name: 'Praxis events',
      refreshMinutes: 90,
      events: [{ id: 'v', title: 'Versioned', start, sequence: 4, lastModified: modified }],
    });
    const p = props(ics);
    expect(p.get('NAME')).toBe('Praxis events');
    expect(p.get('X-WR-CALNAME')).toBe('Praxis events');
    expect(p.get('REFRESH-INTERVAL;VALUE=DURATION')).toBe('PT90M');
    expect(p.get('SEQUENCE')).toBe('4');
    expect(p.get('LAST-MODIFIED')).toBe('20260504T101112Z');
    // A feed's DTSTAMP is the event's own time, so the bytes do not change from one poll to the next.
    expect(p.get('DTSTAMP')).toBe('20260504T101112Z');
  });
});

describe('storedInviteDetails', () => {
  it('reads the length and the place of a stored invite, and nothing from nothing', () => {
    const invite = buildIcs(
      { id: 'x', title: 't', start, durationMinutes: 95, location: 'Room 4, floor 2; east' },
      now,
    );
    expect(storedInviteDetails(invite)).toEqual({ durationMinutes: 95, location: 'Room 4, floor 2; east' });
    expect(storedInviteDetails(null)).toEqual({});
    expect(storedInviteDetails('garbage')).toEqual({ durationMinutes: undefined, location: undefined });
  });
});
