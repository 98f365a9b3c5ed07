import type { Insight } from '@shared/contract/admin-insight';
import { ArrowDownRight, ArrowRight, ArrowUpRight } from 'lucide-react';

type Figures = Insight['weekOverWeek'];

const LABELS: [keyof Figures, string][] = [
  ['views', 'Views'],
  ['saves', 'Saves'],
  ['missedSearches', 'Searches that found nothing'],
  ['newMembers', 'New members'],
];

/** "↑ 20 % on the week before", "as the week before", or "none the week before". */
export function changeWords({ current, previous }: { current: number; previous: number }): string {
  if (current === previous) return 'as many as the week before';
  if (previous === 0) return 'none the week before';
  const percent = Math.round(((current - previous) / previous) * 100);
  return `${percent > 0 ? 'up' : 'down'} ${Math.abs(percent)} % on the week before (${previous})`;
}

/** The last 7 days beside the 7 before them. */
export function WeekOverWeek({ figures }: { figures: Figures }) {
  return (
    <section aria-labelledby="week-over-week">
      <h2 id="week-over-week" className="mb-2 text-base font-semibold text-ink">
        This week
      </h2>
      <dl className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {LABELS.map(([key, label]) => {
          const pair = figures[key];
          const Arrow =
            pair.current > pair.previous
              ? ArrowUpRight
              : pair.current < pair.previous
                ? ArrowDownRight
                : ArrowRight;
          return (
            <div key={key} className="rounded-lg border border-border bg-surface p-4">
              <dt className="text-sm text-muted">{label}</dt>
              <dd className="mt-1 text-2xl font-semibold tabular-nums text-ink">{pair.current}</dd>
              <dd className="mt-0.5 flex items-center gap-1 text-xs text-muted">
                <Arrow className="size-3.5 shrink-0" aria-hidden="true" />
                {changeWords(pair)}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
