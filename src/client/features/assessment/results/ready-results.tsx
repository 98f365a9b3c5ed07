import type { ReadyResults } from '@shared/contract/assessment';
import { levelHeadline } from '@shared/domain/assessment';
import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';
import { clsx } from 'clsx';
import { type ReactNode, useDeferredValue } from 'react';
import { useSkipOffscreen } from '../../content/card-grid';
import { DistributionFigure } from './distribution-chart';
import { formatLongDay } from '@shared/domain/dates';
import { describeChange, formatChange } from '../format';
import { card } from './card';
import { CompetencyCardsSection } from './competency-cards';
import { GrowNext } from './grow-next';
import { bankChangedNote, useResultsTexts } from '../use-results-texts';
import { type PageBank, useCompetencyTexts } from './level-texts';
import { MemberProfile } from './member-profile';
import { competencyOf } from './profile-drawing';
import { ResultsSummary } from './summary';
import { averageAnswer, peersAverage, standing } from './wording';

/**
 * A chart out of sight is not styled, laid out or painted until it nears the viewport (as content
 * cards are: card-grid.tsx); it holds a chart's usual height meanwhile.
 */
const SKIP_OFFSCREEN_CHART = '[content-visibility:auto] [contain-intrinsic-block-size:auto_30rem]';

/**
 * A member's submitted results, in the order a member reads them on any screen: the summary,
 * what to grow next, the charts, then every competency. The page reads in that order too.
 */
export function ReadyResultsView({
  results,
  name,
  bank,
}: {
  results: ReadyResults;
  name: string | null;
  bank: PageBank;
}) {
  const who = results.subject.isSelf ? null : (results.subject.name ?? name ?? 'Unnamed User');
  // The texts of the version these results were answered on (an earlier one is fetched).
  const versionTexts = useResultsTexts(results, bank);
  const texts = useCompetencyTexts(
    versionTexts.competencies ?? (versionTexts.isPending ? [] : bank.competencies),
  );
  const bankChanged = bankChangedNote(results);
  const { industry } = results.distribution;
  const since = results.previousSubmittedAt;
  // The summary and what to grow next fill the first screen; the charts and the fifteen
  // competencies below are drawn in a second, background render that yields to the browser, so
  // the page answers a tap while they are drawn instead of freezing for them.
  const rest = useDeferredValue(true, false);
  const skipOffscreen = useSkipOffscreen();
  return (
    <div className="space-y-8">
      <ResultsSummary results={results} who={who} />
      <GrowNext results={results} who={who} />
      {rest ? (
        <>
          <div className="grid gap-6 xl:grid-cols-2" data-testid="results-charts">
            <div className={clsx(card, skipOffscreen && SKIP_OFFSCREEN_CHART)}>
              <MemberProfile results={results} who={who} />
            </div>
            <div className={clsx(card, skipOffscreen && SKIP_OFFSCREEN_CHART)}>
              <DistributionFigure distribution={results.distribution} who={who} />
            </div>
          </div>
          {versionTexts.isPending ? (
            <p role="status" className="text-sm text-muted">
              Loading the texts of version {results.bankVersion}…
            </p>
          ) : versionTexts.error ? (
            <p role="alert" className="text-sm text-danger">
              The texts of version {results.bankVersion} could not be loaded: the current texts are shown.
            </p>
          ) : null}
          {bankChanged ? <p className="text-sm text-muted">{bankChanged}</p> : null}
          <CompetencyCardsSection
            headingId="competencies-heading"
            skipOffscreen={skipOffscreen}
            texts={texts}
            cards={results.competencies.map((r) => {
              const facts: ReactNode[] = [
                averageAnswer(r.meanScore),
                standing(r.percentile, r.basis, industry),
              ];
              if (r.peers) {
                facts.push(
                  `${peersAverage(r.peers.raters)}: ${levelHeadline(r.peers.levelEstimate)}, average answer ${r.peers.meanScore.toFixed(1)}`,
                );
              }
              if (r.change && since) {
                facts.push(
                  <>
                    Since {formatLongDay(since)}: <ChangeText change={r.change.levelEstimate} />
                  </>,
                );
              }
              return { ...competencyOf(r), level: r.levelEstimate, facts };
            })}
          />
        </>
      ) : (
        <p role="status" className="text-sm text-muted">
          Loading the charts…
        </p>
      )}
    </div>
  );
}

/** A level's change with an arrow; screen readers hear it in words. */
function ChangeText({ change }: { change: number }) {
  const rounded = Number(change.toFixed(1));
  const Icon = rounded > 0 ? ArrowUpRight : rounded < 0 ? ArrowDownRight : Minus;
  return (
    <span className="inline-flex items-center gap-0.5 font-medium text-ink">
      <Icon className="size-3.5" aria-hidden="true" />
      <span aria-hidden="true">{formatChange(change)} level</span>
      <span className="sr-only">{describeChange(change)} level</span>
    </span>
  );
}
