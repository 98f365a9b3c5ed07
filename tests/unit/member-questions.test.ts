import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_LIBRARY } from '../../src/server/seed';

/** The blind member question set stays usable: its labels name real, citable library items. */

interface MemberQuestion {
  id: string;
  topic: string;
  question: string;
  need: string;
  wants: string;
  half: 'tuning' | 'heldout';
  searchAs?: string;
  offLibrary?: boolean;
  expected: string[];
}

const file = new URL('../relevance/assistant-member-questions.json', import.meta.url);
const questions = (JSON.parse(readFileSync(file, 'utf8')) as { questions: MemberQuestion[] }).questions;

/** Items a member can be pointed to: no live session still to come, no open survey. */
const citable = new Set(
  DEMO_LIBRARY.filter(
    (item) => !(item.type === 'event' && (item.dayOffset ?? 0) > 0) && item.type !== 'active_research',
  ).map((item) => item.id),
);

describe('member question set', () => {
  it('labels only items of the demo library a member can be pointed to', () => {
    const unknown = questions.flatMap((q) =>
      q.expected.filter((id) => !citable.has(id)).map((id) => `${q.id}: ${id}`),
    );
    expect(unknown).toEqual([]);
  });

  it('has unique ids and no item twice in one question', () => {
    expect(new Set(questions.map((q) => q.id)).size).toBe(questions.length);
    for (const q of questions) expect(new Set(q.expected).size).toBe(q.expected.length);
  });

  it('expects nothing for off-library questions and gives every other question a short search', () => {
    for (const q of questions) {
      if (q.offLibrary) {
        expect(q.expected).toEqual([]);
        expect(q.searchAs).toBeUndefined();
      } else {
        const words = q.searchAs?.trim().split(/\s+/) ?? [];
        expect(words.length, q.id).toBeGreaterThanOrEqual(1);
        expect(words.length, q.id).toBeLessThanOrEqual(4);
      }
    }
  });

  it('splits every topic evenly between the tuning and held-out halves', () => {
    for (const topic of new Set(questions.map((q) => q.topic))) {
      const of = questions.filter((q) => q.topic === topic);
      const tuning = of.filter((q) => q.half === 'tuning').length;
      expect(Math.abs(tuning - (of.length - tuning)), topic).toBeLessThanOrEqual(1);
    }
  });
});
