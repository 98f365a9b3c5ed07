import type { Competency } from '@shared/contract/assessment';
import { ASSESSMENT_MESSAGES } from '@shared/domain/assessment';
import { Users } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { MemberResults } from './member-results';
import { TeamResultsPanel } from './team-results';

export { ResultsActions } from './header-actions';

export interface ResultsViewProps {
  /** A teammate's id (administrators); absent: my own results. */
  userId?: string | null;
  /** The teammate's name from the link, until the server names them. */
  name?: string | null;
  /** The item bank: descriptions and levels for each competency's headline and hover card. */
  competencies: readonly Competency[];
  /** The bank's version: results answered on another one read that version's texts. */
  bankVersion: number;
  /** Whether I am in a team: the "Team Results" tab is only for members of one. */
  inTeam: boolean;
}

const TABS = [
  ['mine', 'My Results'],
  ['team', 'Team Results'],
] as const;

/**
 * The results: my own (with "My Results" / "Team Results" tabs when I am in a team) or, for
 * administrators, a teammate's. This folder is its own chunk: the wizard never loads it.
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
        {TABS.map(([value, label]) => (
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
