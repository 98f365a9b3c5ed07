import type { Billing } from './members';
import { createRng } from './random';

/**
 * The demo fellowship's recent use, so a newcomer's first look at the console's Insight shows a
 * living library: when each member was last active, what they viewed, and the searches that found
 * nothing. Drawn from its own generator, so the rest of the demo stays exactly as it was.
 *
 * - last active: most members within the last week or month, some longer ago, a member whose
 *   membership ended months ago, the newcomer never (they have yet to sign in);
 * - views: between 2 and 18 per active member, between joining (at most 60 days back) and their
 *   last activity, earlier items of the library viewed more (as a few favourites are);
 * - searches that found nothing: subjects the demo library does not cover, over the last 30 days.
 */

const DAY = 86_400_000;

interface ActiveMember {
  id: string;
  billing: Billing;
  onboarded?: boolean;
  joinedDaysAgo: number;
}

/** What members looked for that the demo library lacks. */
const MISSED_SEARCHES = [
  'apprenticeship levy',
  'xapi statements',
  'lms migration plan',
  'sales kickoff agenda',
  'skills taxonomy template',
  'neurodivergent learners',
  'compliance training completion rates',
  'mentoring scheme launch',
];

export function demoActivity(members: readonly ActiveMember[], itemIds: readonly string[], now: Date) {
  const rng = createRng(20_261_126);
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY - rng.int(0, 20) * 3_600_000);

  const lastActive = new Map<string, Date | null>();
  for (const m of members) {
    if (m.onboarded === false) {
      lastActive.set(m.id, null);
      continue;
    }
    const span =
      m.billing === 'canceled' ? rng.int(45, 120) : rng.chance(0.65) ? rng.int(0, 6) : rng.int(7, 40);
    lastActive.set(m.id, at(Math.min(span, m.joinedDaysAgo)));
  }

  const views: { userId: string; resourceId: string; viewedAt: Date }[] = [];
  for (const m of members) {
    const last = lastActive.get(m.id);
    if (!last || itemIds.length === 0) continue;
    const lastDaysAgo = Math.floor((now.getTime() - last.getTime()) / DAY);
    const firstDaysAgo = Math.max(lastDaysAgo, Math.min(60, m.joinedDaysAgo));
    for (let i = rng.int(2, 18); i > 0; i--) {
      // The square of a uniform number favours the start of the list: a few items are favourites.
      const item = itemIds[Math.floor(rng.next() ** 2 * itemIds.length)]!;
      views.push({ userId: m.id, resourceId: item, viewedAt: at(rng.int(lastDaysAgo, firstDaysAgo)) });
    }
  }

  const misses = MISSED_SEARCHES.flatMap((query) =>
    [...new Set(Array.from({ length: rng.int(1, 4) }, () => rng.int(0, 29)))].map((daysAgo) => ({
      day: at(daysAgo).toISOString().slice(0, 10),
      query,
      count: rng.int(1, 3),
    })),
  );

  return { lastActive, views, misses };
}
