import { eventTimeline, formatEventDate, parseEventDate } from '@shared/domain/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Run in zones on both sides of UTC so "local midnight" cannot pass by accident in a UTC sandbox.
const ZONES = ['America/Los_Angeles', 'Asia/Tokyo', 'UTC'];
const originalTz = process.env.TZ;

function inZone(zone: string, fn: () => void) {
  describe(`in ${zone}`, () => {
    beforeAll(() => {
      process.env.TZ = zone;
    });
    afterAll(() => {
      if (originalTz === undefined) delete process.env.TZ;
      else process.env.TZ = originalTz;
    });
    fn();
  });
}

for (const zone of ZONES) {
  inZone(zone, () => {
    describe('parseEventDate', () => {
      it('reads a date-only string as local midnight at the start of that day', () => {
        const d = parseEventDate('2026-03-05')!;
        expect(d.getFullYear()).toBe(2026);
        expect(d.getMonth()).toBe(2);
        expect(d.getDate()).toBe(5);
        expect(d.getHours()).toBe(0);
        expect(d.getMinutes()).toBe(0);
        expect(d.getTime()).toBe(new Date(2026, 2, 5).getTime());
      });

      it('formats a date-only string as that same day', () => {
        expect(formatEventDate('2026-03-05')).toBe('March 5, 2026');
        expect(formatEventDate('2026-01-01')).toBe('January 1, 2026');
      });

      it('treats a date-only event as upcoming until its local start of day', () => {
        const justBefore = new Date(2026, 2, 4, 23, 59, 59);
        const atMidnight = new Date(2026, 2, 5, 0, 0, 0);
        expect(eventTimeline('2026-03-05', justBefore)).toBe('upcoming');
        expect(eventTimeline('2026-03-05', atMidnight)).toBe('past');
      });
    });
  });
}

describe('parseEventDate', () => {
  it('parses ISO timestamps with time and zone exactly', () => {
    expect(parseEventDate('2026-03-05T14:30:00Z')!.toISOString()).toBe('2026-03-05T14:30:00.000Z');
    expect(parseEventDate('2026-03-05T14:30:00+02:00')!.toISOString()).toBe('2026-03-05T12:30:00.000Z');
  });

  it('accepts Date objects and returns a copy', () => {
    const input = new Date('2026-03-05T10:00:00Z');
    const out = parseEventDate(input)!;
    expect(out.getTime()).toBe(input.getTime());
    expect(out).not.toBe(input);
  });

  it('trims surrounding whitespace', () => {
    expect(parseEventDate(' 2026-03-05 ')!.getTime()).toBe(new Date(2026, 2, 5).getTime());
  });

  it('returns null for missing and invalid values', () => {
    expect(parseEventDate(null)).toBeNull();
    expect(parseEventDate(undefined)).toBeNull();
    expect(parseEventDate('')).toBeNull();
    expect(parseEventDate('   ')).toBeNull();
    expect(parseEventDate('not a date')).toBeNull();
    expect(parseEventDate(new Date(Number.NaN))).toBeNull();
  });

  it('rejects calendar dates that do not exist instead of rolling them over', () => {
    expect(parseEventDate('2026-02-30')).toBeNull();
    expect(parseEventDate('2026-13-01')).toBeNull();
    expect(parseEventDate('2026-00-10')).toBeNull();
    expect(parseEventDate('2028-02-29')).not.toBeNull();
    expect(parseEventDate('2027-02-29')).toBeNull();
  });
});

describe('eventTimeline', () => {
  const now = new Date('2026-06-01T12:00:00Z');

  it('is upcoming when the date is later than now', () => {
    expect(eventTimeline('2026-06-01T12:00:01Z', now)).toBe('upcoming');
    expect(eventTimeline(new Date('2027-01-01T00:00:00Z'), now)).toBe('upcoming');
  });

  it('is past when the date equals now (boundary) or is earlier', () => {
    expect(eventTimeline('2026-06-01T12:00:00Z', now)).toBe('past');
    expect(eventTimeline('2026-06-01T11:59:59Z', now)).toBe('past');
  });

  it('is past when the date is missing or invalid', () => {
    expect(eventTimeline(null, now)).toBe('past');
    expect(eventTimeline(undefined, now)).toBe('past');
    expect(eventTimeline('garbage', now)).toBe('past');
  });

  it('uses the current time by default', () => {
    expect(eventTimeline(new Date(Date.now() + 60_000))).toBe('upcoming');
    expect(eventTimeline(new Date(Date.now() - 60_000))).toBe('past');
  });
});

describe('formatEventDate', () => {
  it("formats as 'MMMM d, yyyy' without zero padding", () => {
    expect(formatEventDate(new Date(2026, 2, 5, 15, 0))).toBe('March 5, 2026');
    expect(formatEventDate(new Date(2025, 11, 31, 23, 59))).toBe('December 31, 2025');
  });

  it('returns an empty string for missing or invalid dates', () => {
    expect(formatEventDate(null)).toBe('');
    expect(formatEventDate(undefined)).toBe('');
    expect(formatEventDate('nope')).toBe('');
    expect(formatEventDate('2026-02-31')).toBe('');
  });
});
