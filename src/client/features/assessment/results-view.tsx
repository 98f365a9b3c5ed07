import type { CompetencyText } from '@shared/contract/assessment-bank';
import type {
  Competency,
  CompetencyResult,
  ReadyResults,
  TeamCompetency,
  TeamResults,
} from '@shared/contract/assessment';
import {
  ASSESSMENT_MESSAGES,
  CATEGORY_COLORS,
  type CompetencyCategory,
  LEVEL_MAX,
  levelText,
  PEER_WITHHELD_REASON,
} from '@shared/domain/assessment';
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { ArrowDownRight, ArrowUpRight, Award, Minus, Sprout, Users } from 'lucide-react';
import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChartFigure } from '../../components/chart-figure';
import { ChartTable, tdClass } from '../../components/chart-table';
import { EmptyState, ErrorState } from '../../components/content/states';
import { isApiError, UNEXPECTED_ERROR_MESSAGE } from '../../lib/api';
import { CardGrid, CardGridSkeleton } from '../content/card-grid';
import { growNextQuery, resultsQuery, teamResultsQuery } from './api';
import { CompetencyInfo } from './competency-info';
import { bankChangedNote, useResultsTexts } from './use-results-texts';
import { DistributionFigure } from './distribution-chart';
import {
  categoryLabel,
  describeChange,
  formatChange,
  formatDay,
  formatLevel,
  formatScore,
  ordinal,
} from './format';
import {
  PEER_COLOR,
  RadarChart,
  RadarKey,
  RadarLegend,
  type RadarSeries,
  SELF_COLOR,
  useRadarSize,
} from './radar-chart';

export interface ResultsViewProps {
  /** A teammate's id (administrators); absent: my own results. */
  userId?: string | null;
  /** The teammate's name from the link, until the server names them. */
  name?: string | null;
  /** The item bank: descriptions and levels for each competency's hover card. */
  competencies: readonly Competency[];
  /** The bank's version: results answered on another one read that version's texts. */
  bankVersion: number;
  /** Whether I am in a team: the "Team Results" tab is only for members of one. */
  inTeam: boolean;
}

// min-w-0: a table shown in place of a chart scrolls inside its card instead of widening the page.
const card = 'min-w-0 rounded-xl border border-border bg-surface p-3 shadow-sm sm:p-4 md:p-6';

/**
 * The results: my own (with "My Results" / "Team Results" tabs when I am in a team) or, for
 * administrators, a teammate's. This module is its own chunk: the wizard never loads it.
 */
export default function ResultsView({
  userId = null,
  name = null,
  competencies,
  bankVersion,
  inTeam,
}: ResultsViewProps) {
  const bank = { version: bankVersion, competencies };
  if (userId) return <MemberResults userId={userId} name={name} bank={bank} />;
  if (!inTeam) {
    return (
      <div className="space-y-4">
        <p className="flex items-center gap-2 text-sm text-muted">
          <Users className="size-4" aria-hidden="true" />
          <span>
            Team results: <span data-testid="not-in-team">{ASSESSMENT_MESSAGES.notInTeam}</span>
          </span>
        </p>
        <MemberResults userId={null} name={null} bank={bank} />
      </div>
    );
  }
  return (
    <Tabs.Root defaultValue="mine">
      <Tabs.List
        aria-label="Results"
        className="mb-6 inline-flex rounded-lg border border-border bg-surface p-1"
      >
        {(
          [
            ['mine', 'My Results'],
            ['team', 'Team Results'],
          ] as const
        ).map(([value, label]) => (
          <Tabs.Trigger
            key={value}
            value={value}
            className="rounded-md px-4 py-2 text-sm font-medium text-muted transition-colors hover:text-ink data-[state=active]:bg-primary data-[state=active]:text-primary-foreground"
          >
            {label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="mine" className="focus-visible:outline-offset-4">
        <MemberResults userId={null} name={null} bank={bank} />
      </Tabs.Content>
      <Tabs.Content value="team" className="focus-visible:outline-offset-4">
        <TeamResultsPanel competencies={competencies} />
      </Tabs.Content>
    </Tabs.Root>
  );
}

export function ResultsSkeleton({ label = 'Loading results…' }: { label?: string }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{label}</span>
      <div aria-hidden="true" className="grid gap-6 xl:grid-cols-2">
        <div className={card}>
          <div className="skeleton h-6 w-48" />
          <div className="skeleton mx-auto mt-6 aspect-square w-full max-w-[440px] rounded-full" />
        </div>
        <div className="space-y-6">
          <div className={card}>
            <div className="skeleton h-6 w-32" />
            <div className="skeleton mt-4 h-10 w-full" />
            <div className="skeleton mt-2 h-10 w-full" />
            <div className="skeleton mt-2 h-10 w-full" />
          </div>
          <div className={card}>
            <div className="skeleton h-6 w-40" />
            <div className="skeleton mt-4 h-40 w-full" />
          </div>
        </div>
      </div>
    </div>
  );
}

/** The bank the page has: its version and competencies. */
type PageBank = { version: number; competencies: readonly Competency[] };

function MemberResults({
  userId,
  name,
  bank,
}: {
  userId: string | null;
  name: string | null;
  bank: PageBank;
}) {
  const query = useQuery(resultsQuery(userId));
  if (query.isPending) return <ResultsSkeleton />;
  if (query.isError) {
    const server =
      isApiError(query.error) && query.error.message !== UNEXPECTED_ERROR_MESSAGE
        ? query.error.message
        : null;
    return userId ? (
      <ErrorState
        title={ASSESSMENT_MESSAGES.peerResultsUnavailable}
        message={
          server && server !== ASSESSMENT_MESSAGES.peerResultsUnavailable
            ? server
            : 'Only administrators can open the results of a member of their own team.'
        }
        onRetry={() => void query.refetch()}
      />
    ) : (
      <ErrorState
        title="Could not load your results"
        message={server ?? UNEXPECTED_ERROR_MESSAGE}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const results = query.data;
  if (results.status === 'none') {
    const who = results.subject.name ?? name ?? 'Unnamed User';
    return (
      <EmptyState
        action={
          results.subject.isSelf ? (
            <Link to="/ld-assessment?redo=self" className="btn-primary">
              Take the self-assessment
            </Link>
          ) : (
            <Link to="/my-team" className="btn-outline">
              Back to My Team
            </Link>
          )
        }
      >
        {results.subject.isSelf
          ? 'No results yet: you have not submitted a self-assessment.'
          : `No results yet: ${who} has not submitted a self-assessment.`}
      </EmptyState>
    );
  }
  return <ReadyResultsView results={results} name={name} bank={bank} />;
}

function ChangeText({ change }: { change: number }) {
  const rounded = Number(change.toFixed(1));
  const Icon = rounded > 0 ? ArrowUpRight : rounded < 0 ? ArrowDownRight : Minus;
  return (
    <span className="inline-flex items-center gap-0.5">
      <Icon className="size-3.5" aria-hidden="true" />
      <span aria-hidden="true">{formatChange(change)}</span>
      <span className="sr-only">{describeChange(change)}</span>
    </span>
  );
}

function ReadyResultsView({
  results,
  name,
  bank,
}: {
  results: ReadyResults;
  name: string | null;
  bank: PageBank;
}) {
  // The texts of the version these results were answered on (an earlier one is fetched).
  const texts = useResultsTexts(results, bank);
  const bankChanged = bankChangedNote(results);
  const self = results.subject.isSelf;
  const who = results.subject.name ?? name ?? 'Unnamed User';
  const rows = results.competencies;
  const peersShown = results.peers.shown && rows.some((r) => r.peers !== null);
  const hasChange = rows.some((r) => r.change !== null);

  const series: RadarSeries[] = [
    {
      key: 'self',
      label: self ? 'You (self-assessment)' : `${who} (self-assessment)`,
      values: rows.map((r) => r.levelEstimate),
      color: SELF_COLOR,
    },
  ];
  if (peersShown) {
    series.push({
      key: 'peers',
      label: "Teammates' average",
      values: rows.map((r) => r.peers?.levelEstimate ?? null),
      color: PEER_COLOR,
      dashed: true,
    });
  }

  const keySkills = results.keySkills
    .map((id) => rows.find((r) => r.competencyId === id))
    .filter((r): r is CompetencyResult => r !== undefined);

  return (
    <div className="space-y-8">
      <p className="text-sm text-muted">
        {self ? 'Your self-assessment' : `${who}'s self-assessment`} submitted on{' '}
        <time dateTime={results.submittedAt}>{formatDay(results.submittedAt)}</time>
        {results.submissions > 1 ? ` (submission ${results.submissions})` : ''}
        {results.previousSubmittedAt ? (
          <>
            ; changes are shown against the one of{' '}
            <time dateTime={results.previousSubmittedAt}>{formatDay(results.previousSubmittedAt)}</time>
          </>
        ) : null}
        .
      </p>
      {bankChanged ? <p className="text-sm text-muted">{bankChanged}</p> : null}

      <div className="grid gap-6 xl:grid-cols-2">
        <div className={card}>
          <ChartFigure
            title="Competency profile"
            description={`Level (0–${LEVEL_MAX}) per competency, coloured by category.`}
            chart={<ProfileDrawing rows={rows} series={series} />}
            table={
              <ChartTable
                caption={
                  <>
                    Level per competency{peersShown ? ", with teammates' average" : ''}
                    {hasChange ? ' and change since the previous submission' : ''}
                  </>
                }
                columns={[
                  { label: 'Competency' },
                  { label: 'Category' },
                  { label: self ? 'Your level' : 'Level' },
                  peersShown && { label: "Teammates' average" },
                  hasChange && { label: 'Change' },
                ]}
              >
                {rows.map((r) => (
                  <tr key={r.competencyId}>
                    <CompetencyCell name={r.competencyName} />
                    <td className={tdClass}>{categoryLabel(r.category)}</td>
                    <td className={tdClass}>{formatLevel(r.levelEstimate)}</td>
                    {peersShown ? (
                      <td className={tdClass}>{r.peers ? formatLevel(r.peers.levelEstimate) : '—'}</td>
                    ) : null}
                    {hasChange ? (
                      <td className={tdClass}>{r.change ? describeChange(r.change.levelEstimate) : '—'}</td>
                    ) : null}
                  </tr>
                ))}
              </ChartTable>
            }
          />
          {self && !results.peers.shown ? (
            <p className="mt-3 text-sm text-muted">{PEER_WITHHELD_REASON}</p>
          ) : null}
        </div>

        <div className="space-y-6">
          <KeySkillsSection
            className={card}
            headingId="key-skills-heading"
            title="Key skills"
            items={keySkills.map((r) => ({
              ...competencyOf(r),
              detail: `Level ${formatLevel(r.levelEstimate)} · mean ${formatScore(r.meanScore)} · ${ordinal(r.percentile)} percentile`,
            }))}
          />
          <div className={card}>
            <DistributionFigure distribution={results.distribution} who={self ? null : who} />
          </div>
        </div>
      </div>

      {texts.isPending ? (
        <p role="status" className="text-sm text-muted">
          Loading the texts of version {results.bankVersion}…
        </p>
      ) : texts.error ? (
        <p role="alert" className="text-sm text-danger">
          The texts of version {results.bankVersion} could not be loaded: the current texts are shown.
        </p>
      ) : null}
      <CompetencyCardsSection
        headingId="competencies-heading"
        competencies={texts.competencies ?? (texts.isPending ? [] : bank.competencies)}
        cards={rows.map((r) => ({
          ...competencyOf(r),
          level: r.levelEstimate,
          facts: [
            ['Mean score', formatScore(r.meanScore)],
            ['Percentile', ordinal(r.percentile)],
            ...(r.peers
              ? ([["Teammates' average", `Level ${formatLevel(r.peers.levelEstimate)}`]] as const)
              : []),
            ...(r.change && results.previousSubmittedAt
              ? ([
                  [
                    `Since ${formatDay(results.previousSubmittedAt)}`,
                    <ChangeText key="change" change={r.change.levelEstimate} />,
                  ],
                ] as const)
              : []),
          ],
        }))}
      />

      <GrowNextSection results={results} self={self} who={who} />
    </div>
  );
}

type CompetencyRow = { competencyId: string; competencyName: string; category: CompetencyCategory };

/** A result row's competency as the radar's axes, the key skills and the cards name it. */
const competencyOf = (r: CompetencyRow) => ({
  id: r.competencyId,
  name: r.competencyName,
  category: r.category,
});

/** The radar with its legend; a small radar numbers its axes, so a key under it names them. */
function ProfileDrawing({ rows, series }: { rows: readonly CompetencyRow[]; series: RadarSeries[] }) {
  const size = useRadarSize();
  const axes = rows.map(competencyOf);
  return (
    <>
      <RadarChart axes={axes} series={series} size={size} />
      <RadarLegend series={series} />
      {size < 380 ? <RadarKey axes={axes} /> : null}
    </>
  );
}

/** A row of a profile's table opens with the competency's name as its heading. */
function CompetencyCell({ name }: { name: string }) {
  return (
    <th scope="row" className={clsx(tdClass, 'font-medium')}>
      {name}
    </th>
  );
}

function KeySkillsSection({
  className,
  headingId,
  title,
  items,
}: {
  className: string;
  headingId: string;
  title: string;
  items: KeySkillItem[];
}) {
  return (
    <section className={className} aria-labelledby={headingId}>
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-ink">
        <Award className="size-5 text-primary" aria-hidden="true" />
        {title}
      </h2>
      <KeySkillList items={items} />
    </section>
  );
}

interface KeySkillItem {
  id: string;
  name: string;
  category: CompetencyCategory;
  detail: string;
}

function KeySkillList({ items }: { items: KeySkillItem[] }) {
  if (items.length === 0) return <p className="mt-3 text-muted">No key skills yet.</p>;
  return (
    <ol className="mt-4 space-y-3" aria-label="Key skills">
      {items.map((item, i) => (
        <li key={item.id} className="flex items-center gap-3">
          <span
            className="flex size-9 shrink-0 items-center justify-center rounded-full border border-black/10 text-sm font-bold text-ink"
            style={{ backgroundColor: CATEGORY_COLORS[item.category] }}
            aria-hidden="true"
          >
            {i + 1}
          </span>
          <div className="min-w-0">
            <p className="font-semibold text-ink">{item.name}</p>
            <p className="text-sm text-muted">
              {categoryLabel(item.category)} · {item.detail}
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}

interface CompetencyCardItem {
  id: string;
  name: string;
  category: CompetencyCategory;
  level: number;
  facts: ReadonlyArray<readonly [string, ReactNode]>;
}

/** One card per competency, each with its description from the item bank the page already has. */
function CompetencyCardsSection({
  headingId,
  competencies,
  cards,
}: {
  headingId: string;
  competencies: readonly CompetencyText[];
  cards: CompetencyCardItem[];
}) {
  const byId = new Map(competencies.map((c) => [c.id, c]));
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-4 text-xl font-semibold text-ink">
        Competencies
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((item) => (
          <li key={item.id} className="min-w-0">
            <CompetencyCard
              competency={byId.get(item.id)}
              name={item.name}
              category={item.category}
              level={item.level}
              facts={item.facts}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

function CompetencyCard({
  competency,
  name,
  category,
  level,
  facts,
}: {
  competency: CompetencyText | undefined;
  name: string;
  category: CompetencyCategory;
  level: number;
  facts: ReadonlyArray<readonly [string, ReactNode]>;
}) {
  // The level's description is the bank's, which the page has already.
  const text = competency ? levelText(competency.levels, level) : undefined;
  return (
    <article
      className="flex h-full flex-col rounded-xl border border-border border-l-8 bg-surface p-4 shadow-sm"
      style={{ borderLeftColor: CATEGORY_COLORS[category] }}
    >
      <p className="text-xs font-semibold tracking-wide text-muted uppercase">{categoryLabel(category)}</p>
      <div className="mt-1 flex items-start justify-between gap-2">
        <h3 className="font-semibold text-ink">{name}</h3>
        {competency ? <CompetencyInfo competency={competency} label="" className="-mt-1" /> : null}
      </div>
      <p className="mt-2 text-sm text-muted">
        Level <span className="text-2xl font-bold text-ink">{formatLevel(level)}</span> of {LEVEL_MAX}
      </p>
      <div aria-hidden="true" className="mt-1 h-2 overflow-hidden rounded-full bg-subtle">
        <div className="h-full rounded-full bg-primary" style={{ width: `${(level / LEVEL_MAX) * 100}%` }} />
      </div>
      {text === undefined ? null : (
        <p className="mt-2 text-sm text-ink">{text ?? 'Below level 1 for now.'}</p>
      )}
      <dl className="mt-auto grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 pt-3 text-sm">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-muted">{term}</dt>
            <dd className="font-medium text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}

function GrowNextSection({ results, self, who }: { results: ReadyResults; self: boolean; who: string }) {
  if (results.growNextFor.length === 0) return null;
  return (
    <section aria-labelledby="grow-next-heading">
      <h2 id="grow-next-heading" className="flex items-center gap-2 text-xl font-semibold text-ink">
        <Sprout className="size-5 text-primary" aria-hidden="true" />
        Grow next
      </h2>
      <p className="mt-1 mb-4 text-muted">
        Library picks for {self ? 'your' : `${who}'s`} three weakest competencies. Save any of them for later.
      </p>
      <GrowNextGroups competencyIds={results.growNextFor} />
    </section>
  );
}

function GrowNextGroups({ competencyIds }: { competencyIds: readonly string[] }) {
  const query = useQuery(growNextQuery(competencyIds));
  if (query.isPending) return <CardGridSkeleton count={3} label="Loading library picks…" />;
  if (query.isError) {
    return (
      <ErrorState
        title="Could not load the library picks"
        message={isApiError(query.error) ? query.error.message : UNEXPECTED_ERROR_MESSAGE}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return (
    <div className="space-y-8">
      {query.data.groups.map((group) => (
        <section key={group.competencyId} aria-labelledby={`grow-${group.competencyId}`}>
          <h3 id={`grow-${group.competencyId}`} className="mb-3 text-lg font-semibold text-ink">
            {group.competencyName}
          </h3>
          {group.items.length === 0 ? (
            <p className="text-muted">No library items for this competency yet.</p>
          ) : (
            <CardGrid cards={group.items} label={`Library picks for ${group.competencyName}`} />
          )}
        </section>
      ))}
    </div>
  );
}

// ---- team results -------------------------------------------------------------------------------

function TeamResultsPanel({ competencies }: { competencies: readonly Competency[] }) {
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
  return <TeamResultsBody results={query.data} competencies={competencies} />;
}

function TeamResultsBody({
  results,
  competencies,
}: {
  results: TeamResults;
  competencies: readonly Competency[];
}) {
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
  const rows = results.competencies;
  const series: RadarSeries[] = [
    { key: 'team', label: 'Team average', values: rows.map((r) => r.avgLevel), color: SELF_COLOR },
  ];
  const keySkills = results.keySkills
    .map((id) => rows.find((r) => r.competencyId === id))
    .filter((r): r is TeamCompetency => r !== undefined);
  const people = (n: number) => `${n} ${n === 1 ? 'person' : 'people'}`;

  return (
    <div className="space-y-8">
      <p className="text-sm text-muted">
        {results.team.name}: averages of the latest self-assessments of {people(results.nPeople)}.
      </p>
      <div className="grid gap-6 xl:grid-cols-2">
        <div className={card}>
          <ChartFigure
            title="Team competency profile"
            description={`Average level (0–${LEVEL_MAX}) per competency.`}
            chart={<ProfileDrawing rows={rows} series={series} />}
            table={
              <ChartTable
                caption="Team average level per competency"
                columns={[
                  { label: 'Competency' },
                  { label: 'Average level' },
                  { label: 'Average mean score' },
                  { label: 'People' },
                ]}
              >
                {rows.map((r) => (
                  <tr key={r.competencyId}>
                    <CompetencyCell name={r.competencyName} />
                    <td className={tdClass}>{formatLevel(r.avgLevel)}</td>
                    <td className={tdClass}>{formatScore(r.avgMeanScore)}</td>
                    <td className={tdClass}>{r.nPeople}</td>
                  </tr>
                ))}
              </ChartTable>
            }
          />
        </div>
        <KeySkillsSection
          className={clsx(card, 'self-start')}
          headingId="team-key-skills-heading"
          title="Team key skills"
          items={keySkills.map((r) => ({
            ...competencyOf(r),
            detail: `Average level ${formatLevel(r.avgLevel)} · ${people(r.nPeople)}`,
          }))}
        />
      </div>
      <CompetencyCardsSection
        headingId="team-competencies-heading"
        competencies={competencies}
        cards={rows.map((r) => ({
          ...competencyOf(r),
          level: r.avgLevel,
          facts: [
            ['Average mean score', formatScore(r.avgMeanScore)],
            ['People (n)', String(r.nPeople)],
          ],
        }))}
      />
    </div>
  );
}
