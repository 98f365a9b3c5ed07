import { formatLongDate, formatLongDay, formatShortDate, formatShortDateTime } from '@shared/domain/dates';
import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';

describe('dates as members read them', () => {
  it('write every month, and the first and last day, as the date library wrote them', () => {
    for (let month = 0; month < 12; month++) {
      for (const day of [1, 9, 28]) {
        const date = new Date(2026, month, day, 23, 59);
        expect(formatLongDate(date)).toBe(format(date, 'MMMM d, yyyy'));
      }
    }
    expect(formatLongDate(new Date(1999, 11, 31))).toBe('December 31, 1999');
  });

  it('read a stored timestamp in the reader’s time zone, and nothing for what is not a date', () => {
    const stored = new Date(2026, 2, 4, 8, 30).toISOString();
    expect(formatLongDay(stored)).toBe('March 4, 2026');
    expect(formatLongDay('not a date')).toBe('');
    expect(formatLongDay(null)).toBe('');
    expect(formatLongDay('')).toBe('');
  });
});

describe('short dates', () => {
  it('write the day, the month’s first three letters and the year, as the date library wrote them', () => {
    for (let month = 0; month < 12; month++) {
      const date = new Date(2026, month, month + 1, 9, 5);
      expect(formatShortDate(date)).toBe(format(date, 'd MMM yyyy'));
      expect(formatShortDateTime(date)).toBe(format(date, 'd MMM yyyy, HH:mm'));
    }
    expect(formatShortDateTime(new Date(2026, 2, 4, 23, 59))).toBe('4 Mar 2026, 23:59');
  });
});
