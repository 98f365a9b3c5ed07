import type { NpsBand } from '../../shared/domain/nps';
import { createRng } from './random';

/*
 * A year of satisfaction-survey answers, so the admin console's NPS chart and comments read like a
 * platform in use: a handful of answers a month, slowly improving, with comments a member would
 * write, and a few notes left through the free feedback form. Deterministic (its own generator),
 * so the other demo data does not move when this does.
 */

const COMMENTS: Record<NpsBand, readonly string[]> = {
  promoter: [
    'The case studies saved me weeks on our leadership programme redesign.',
    'I recommend Praxis to every L&D lead I meet. The canvases are gold.',
    'The event recordings are the first thing I check each Monday.',
    'Finally a library that is curated rather than just big.',
    'The assessment gave my team a shared language for our skills gaps.',
    'Great mix of research and practical tools. Keep the research digests coming.',
    'The onboarding canvas became our standard template within a month.',
    'Having everything saved into collections makes planning sessions fast.',
    'The speakers are practitioners, not vendors. That makes all the difference.',
    'The assistant found me three relevant case studies in a minute.',
  ],
  passive: [
    'Good content, but I would like more on learning in frontline and retail teams.',
    'Useful overall. More material in other languages would help my team.',
    'I like it, though the events often clash with my time zone.',
    'Solid library. A monthly digest email would bring me back more often.',
    'Helpful, but some canvases need a worked example next to them.',
    'Decent value. I would like to share single items with colleagues outside the fellowship.',
  ],
  detractor: [
    'Search could be faster at finding older recordings.',
    'Too much content aimed at large enterprises; little for a team of two.',
    'I struggled to find the recording of a session I had missed.',
    'The price is hard to justify for our small nonprofit.',
    'The mobile experience needs work: the recordings are hard to follow on a phone.',
    'I signed up for the community and have not found a way to talk to peers yet.',
  ],
};

const MANUAL_NOTES: readonly string[] = [
  'Could you add a filter for content by industry on the search page?',
  'The PDF of the onboarding canvas prints on two pages instead of one.',
  'Please add captions to the older event recordings.',
  'It would help to see which items my teammates saved.',
];

export interface DemoFeedbackRow {
  userId: string;
  source: 'nps' | 'manual';
  score: number | null;
  comment: string | null;
  sessionId: string;
  createdAt: Date;
}

const DAY = 86_400_000;

/** A score for a month `age` months ago: promoters grow and detractors shrink over the year. */
function scoreFor(age: number, roll: number, pick: (min: number, max: number) => number): number {
  const progress = (11 - age) / 11;
  const promoter = 0.34 + 0.2 * progress;
  const detractor = 0.26 - 0.14 * progress;
  if (roll < promoter) return pick(9, 10);
  if (roll < promoter + detractor) return pick(2, 6);
  return pick(7, 8);
}

/**
 * Survey answers over the 12 months before `now` (about 7 to 12 a month, each member at most once a
 * month and only after joining), plus a few free-form notes.
 */
export function demoFeedback(
  members: ReadonlyArray<{ id: string; joinedDaysAgo: number }>,
  now: Date,
): DemoFeedbackRow[] {
  const rng = createRng(20_261_125);
  const rows: DemoFeedbackRow[] = [];
  const used = new Map<NpsBand, number>();
  const commentFor = (band: NpsBand) => {
    const pool = COMMENTS[band];
    const n = used.get(band) ?? 0;
    used.set(band, n + 1);
    return pool[n % pool.length]!;
  };
  for (let age = 11; age >= 0; age--) {
    // Days back into the month `age` months ago, never in the future.
    const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - age, 1);
    const monthEnd = Math.min(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - age + 1, 1), now.getTime());
    const span = monthEnd - monthStart;
    if (span < DAY) continue;
    const eligible = members.filter((m) => now.getTime() - m.joinedDaysAgo * DAY < monthStart);
    const answers = Math.min(eligible.length, rng.int(7, 12));
    for (const m of rng.sample(eligible, answers)) {
      const score = scoreFor(age, rng.next(), rng.int);
      const band: NpsBand = score >= 9 ? 'promoter' : score >= 7 ? 'passive' : 'detractor';
      rows.push({
        userId: m.id,
        source: 'nps',
        score,
        comment: rng.chance(0.45) ? commentFor(band) : null,
        sessionId: `demo-survey-${rows.length + 1}`,
        createdAt: new Date(monthStart + Math.floor(rng.next() * (span - 3_600_000))),
      });
    }
  }
  MANUAL_NOTES.forEach((comment, i) => {
    const m = rng.pick(members);
    rows.push({
      userId: m.id,
      source: 'manual',
      score: null,
      comment,
      sessionId: `manual_demo-${i + 1}`,
      createdAt: new Date(now.getTime() - (20 + i * 45) * DAY),
    });
  });
  return rows;
}
