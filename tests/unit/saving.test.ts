import { presentType, RESOURCE_TYPES } from '@shared/domain/content';
import { isSavable } from '@shared/domain/saving';
import { describe, expect, it } from 'vitest';

const NOW = new Date('2026-06-01T12:00:00Z');
const WHEN = { upcoming: '2026-06-02T12:00:00.000Z', past: '2026-05-31T12:00:00.000Z' } as const;

describe('isSavable: every stored type, upcoming and past, with and without the Praxis-case flag', () => {
  const rows = RESOURCE_TYPES.flatMap((type) =>
    (['upcoming', 'past'] as const).flatMap((when) =>
      [false, true].map((isPraxisCase) => ({ type, when, isPraxisCase })),
    ),
  );

  it.each(rows)('$type, $when, Praxis case: $isPraxisCase', ({ type, when, isPraxisCase }) => {
    const item = { type, isPraxisCase, date: WHEN[when] };
    // Only an event before its date is refused, however it is presented.
    expect(isSavable(item, NOW)).toBe(!(type === 'event' && when === 'upcoming'));
  });

  it('refuses an upcoming Praxis-case event although it is presented as a case study', () => {
    const item = { type: 'event', isPraxisCase: true, date: WHEN.upcoming };
    expect(presentType(item)).toBe('case-study');
    expect(isSavable(item, NOW)).toBe(false);
  });

  it('treats an event without a date, or at this very moment, as past', () => {
    expect(isSavable({ type: 'event', date: null }, NOW)).toBe(true);
    expect(isSavable({ type: 'event', date: NOW }, NOW)).toBe(true);
    expect(isSavable({ type: 'event', date: new Date(NOW.getTime() + 1) }, NOW)).toBe(false);
  });
});
