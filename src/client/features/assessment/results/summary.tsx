import type { CompetencyResult, ReadyResults } from '@shared/contract/assessment';
import { levelHeadline } from '@shared/domain/assessment';
import { formatLongDay } from '@shared/domain/dates';
import { card } from './card';
import { KeySkills } from './key-skills';
import { competencyOf } from './profile-drawing';
import { averageAnswer, peersWithheld, standing } from './wording';

/**
 * The results at a glance, first on the page: when they were submitted, the overall standing,
 * the key skills, and why peers' averages are missing if they are.
 */
export function ResultsSummary({ results, who }: { results: ReadyResults; who: string | null }) {
  const d = results.distribution;
  const keySkills = results.keySkills
    .map((id) => results.competencies.find((r) => r.competencyId === id))
    .filter((r): r is CompetencyResult => r !== undefined);
  return (
    <section aria-labelledby="results-summary-heading" className={card}>
      <h2 id="results-summary-heading" className="text-xl font-semibold text-ink">
        {who ? `${who}'s results at a glance` : 'Your results at a glance'}
      </h2>
      <p className="mt-1 text-sm text-muted">
        {who ? `${who}'s self-assessment` : 'Your self-assessment'} submitted on{' '}
        <time dateTime={results.submittedAt}>{formatLongDay(results.submittedAt)}</time>
        {results.submissions > 1 ? ` (submission ${results.submissions})` : ''}
        {results.previousSubmittedAt ? (
          <>
            ; changes are shown against the one of{' '}
            <time dateTime={results.previousSubmittedAt}>{formatLongDay(results.previousSubmittedAt)}</time>
          </>
        ) : null}
        .
      </p>
      <ul className="mt-3 space-y-1 text-ink" data-testid="overall-standing">
        <li>{averageAnswer(d.score)}, over all competencies</li>
        <li>{standing(d.percentile, d.basis, d.industry)}</li>
      </ul>
      <div className="mt-4 border-t border-border pt-4">
        <KeySkills
          headingId="key-skills-heading"
          headingLevel="h3"
          title="Key skills"
          items={keySkills.map((r) => ({
            ...competencyOf(r),
            detail: `${levelHeadline(r.levelEstimate)} · average answer ${r.meanScore.toFixed(1)}`,
          }))}
        />
      </div>
      {results.peers.shown ? null : (
        <p className="mt-4 text-sm text-muted" data-testid="peers-withheld">
          {peersWithheld(results.peers.minimum, who)}
        </p>
      )}
    </section>
  );
}
