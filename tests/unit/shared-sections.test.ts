import { describe, expect, it } from 'vitest';
import { SharedSectionsHolder } from '../../src/server/features/home/shared-sections';
import type { ContentCard } from '../../src/shared/content-card';

const card = (id: string, date: string | null = null) => ({ id, date }) as ContentCard;
const at = (iso: string) => new Date(iso);

describe('SharedSectionsHolder', () => {
  it('holds nothing at first', () => {
    expect(new SharedSectionsHolder().current(new Date())).toBeNull();
  });

  it('holds the sections until the soonest upcoming event starts', () => {
    const holder = new SharedSectionsHolder();
    const sections = {
      version: 3,
      upcomingEvents: [card('soon', '2026-12-01T10:00:00.000Z'), card('later', '2026-12-09T10:00:00.000Z')],
      justAdded: [card('a')],
    };
    holder.keep(sections);
    expect(holder.current(at('2026-12-01T09:59:59.999Z'))).toBe(sections);
    expect(holder.current(at('2026-12-01T10:00:00.000Z'))).toBeNull();
  });

  it('holds sections without upcoming events for as long as the version lasts', () => {
    const holder = new SharedSectionsHolder();
    const sections = { version: 1, upcomingEvents: [], justAdded: [card('a')] };
    holder.keep(sections);
    expect(holder.current(at('2099-01-01T00:00:00Z'))).toBe(sections);
  });

  it('never replaces newer sections by older ones from a slower request', () => {
    const holder = new SharedSectionsHolder();
    const newer = { version: 8, upcomingEvents: [], justAdded: [card('new')] };
    holder.keep(newer);
    holder.keep({ version: 7, upcomingEvents: [], justAdded: [card('old')] });
    expect(holder.current(new Date())).toBe(newer);
    const newest = { version: 9, upcomingEvents: [], justAdded: [card('newest')] };
    holder.keep(newest);
    expect(holder.current(new Date())).toBe(newest);
  });
});
