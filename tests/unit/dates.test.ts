import { formatLongDay, formatShortDay, formatShortDayTime } from '@shared/domain/dates';
import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';

describe('days as members read them', () => {
  it('write every month, long and short, as the date library wrote them', () => {
    for (let month = 0; month < 12; month++) {
      for (const day of [1, 9, 28]) {
        const date = new Date(2026, month, day, 9, 5);
        expect(formatLongDay(date)).toBe(format(date, 'MMMM d, yyyy'));
        expect(formatShortDay(date)).toBe(format(date, 'd MMM yyyy'));
        expect(formatShortDayTime(date)).toBe(format(date, 'd MMM yyyy, HH:mm'));
      }
    }
    expect(formatLongDay(new Date(1999, 11, 31))).toBe('December 31, 1999');
    expect(formatShortDayTime(new Date(2026, 2, 4, 23, 59))).toBe('4 Mar 2026, 23:59');
  });

  it('read a stored timestamp in the reader’s time zone, and nothing for what is not a date', () => {
    const stored = new Date(2026, 2, 4, 8, 30).toISOString();
    expect(formatLongDay(stored)).toBe('March 4, 2026');
    expect(formatShortDay(stored)).toBe('4 Mar 2026');
    for (const nothing of ['not a date', '', null, undefined, new Date(Number.NaN)]) {
      expect(formatLongDay(nothing)).toBe('');
      expect(formatShortDay(nothing)).toBe('');
      expect(formatShortDayTime(nothing)).toBe('');
    }
  });
});
