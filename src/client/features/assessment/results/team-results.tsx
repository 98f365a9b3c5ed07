import type { Competency, TeamCompetency, TeamResults } from '@shared/contract/assessment';
import { ASSESSMENT_MESSAGES, levelHeadline } from '@shared/domain/assessment';
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { ChartFigure } from '../../../components/chart-figure';
import { ChartTable, tdClass } from '../../../components/chart-table';
import { EmptyState, ErrorState } from '../../../components/content/states';
import { isApiError, UNEXPECTED_ERROR_MESSAGE } from '../../../lib/api';
import { teamResultsQuery } from '../api';
import { type RadarSeries, SELF_COLOR } from '../radar-chart';
import { card } from './card';
import { CompetencyCardsSection } from './competency-cards';
import { KeySkills } from './key-skills';
import { useCompetencyTexts } from './level-texts';
import { CompetencyCell, competencyOf, ProfileDrawing } from './profile-drawing';
import { ResultsSkeleton } from './skeleton';
import { averageAnswer } from './wording';

const people = (n: number) => `${n} ${n === 1 ? 'person' : 'people'}`;

/** My team's averages: no team, no submissions, withheld (too few to stay anonymous) or ready. */
export function TeamResultsPanel({ competencies }: { competencies: readonly Competency[] }) {
  const query = useQuery(teamResultsQuery);
  if (query.isPending) return <ResultsSkeleton label="Loading team results…" />;
  if (query.isError) {
    return (
      <ErrorState
        title="Could not load team results"
        message={
          isApiError(query.error) && query.error.message !== UNEXPECTED_ERROR_MESSAGE
            ? query.error.message
            : UNEXPECTED_ERROR_MESSAGE
        }
        onRetry={() => void query.refetch()}
      />
    );
  }
  const results = query.data;
  if (results.status === 'no_team') return <EmptyState>{ASSESSMENT_MESSAGES.notInTeam}</EmptyState>;
  if (results.status === 'none') return <EmptyState>{ASSESSMENT_MESSAGES.noTeamSubmissions}</EmptyState>;
  if (results.status === 'withheld') {
    return (
      <div role="status" className="rounded-xl border border-border bg-surface p-6">
        <h2 className="text-lg font-semibold text-ink">Team results are not shown yet</h2>
        <p className="mt-2 text-ink">{results.message}</p>
        {results.nPeople < results.minimum ? (
          <p className="mt-2 text-sm text-muted">
            {results.nPeople} of the {results.minimum} teammates needed besides you have submitted a
            self-assessment in {results.team.name}.
          </p>
        ) : null}
      </div>
    );
  }
  return <TeamResultsBody results={results} competencies={competencies} />;
}

function TeamResultsBody({
  results,
  competencies,
}: {
  results: Extract<TeamResults, { status: 'ready' }>;
  competencies: readonly Competency[];
}) {
  const texts = useCompetencyTexts(competencies);
  const rows = results.competencies;
  const series: RadarSeries[] = [
    { key: 'team', label: 'Team average', values: rows.map((r) => r.avgLevel), color: SELF_COLOR },
  ];
  const keySkills = results.keySkills
    .map((id) => rows.find((r) => r.competencyId === id))
    .filter((r): r is TeamCompetency => r !== undefined);

  return (
    <div className="space-y-8">
      <p className="text-sm text-muted">
        {results.team.name}: averages of the latest self-assessments of {people(results.nPeople)}.
      </p>
      <div className="grid gap-6 xl:grid-cols-2">
        <div className={card}>
          <ChartFigure
            title="Team competency profile"
            description="Average level per competency, from the centre (not yet level 1) to the edge (level 5)."
            chart={<ProfileDrawing rows={rows} series={series} />}
            table={
              <ChartTable
                caption="Team average level per competency"
                columns={[
                  { label: 'Competency' },
                  { label: 'Average level' },
                  { label: 'Average answer (1–5)' },
                  { label: 'People' },
                ]}
              >
                {rows.map((r) => (
                  <tr key={r.competencyId}>
                    <CompetencyCell name={r.competencyName} />
                    <td className={tdClass}>{levelHeadline(r.avgLevel)}</td>
                    <td className={tdClass}>{r.avgMeanScore.toFixed(1)}</td>
                    <td className={tdClass}>{r.nPeople}</td>
                  </tr>
                ))}
              </ChartTable>
            }
          />
        </div>
        <div className={clsx(card, 'self-start')}>
          <KeySkills
            headingId="team-key-skills-heading"
            title="Team key skills"
            items={keySkills.map((r) => ({
              ...competencyOf(r),
              detail: `${levelHeadline(r.avgLevel)} on average · ${people(r.nPeople)}`,
            }))}
          />
        </div>
      </div>
      <CompetencyCardsSection
        headingId="team-competencies-heading"
        note="Each headline is the team's average level."
        texts={texts}
        cards={rows.map((r) => ({
          ...competencyOf(r),
          level: r.avgLevel,
          facts: [averageAnswer(r.avgMeanScore), `Averaged over ${people(r.nPeople)}`],
        }))}
      />
    </div>
  );
}
