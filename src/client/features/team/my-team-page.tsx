import { MEMBER_ACTION_LABELS, type MemberAction } from '@shared/domain/assessment';
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { RefreshCw, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageContainer, PageHeader } from '../../components/content/states';
import { UserAvatar } from '../../app/shell/user-avatar';
import { isApiError, UNEXPECTED_ERROR_MESSAGE } from '../../lib/api';
import { myTeamQuery, type TeamMember } from './api';
import { AskForRatingsButton } from './ask-for-ratings';
import { MemberRatingStatus, RateAgainButton } from './member-rating';

export const UNNAMED_USER = 'Unnamed User';

/** Where each of a member's buttons leads (the assessment reads these query strings). */
export function memberActionPath(action: MemberAction, member: Pick<TeamMember, 'id' | 'name' | 'isSelf'>) {
  const withName = (params: Record<string, string>) => {
    const search = new URLSearchParams(params);
    if (member.name) search.set('name', member.name);
    return `/ld-assessment?${search.toString()}`;
  };
  switch (action) {
    case 'redo_self':
      return '/ld-assessment?redo=self';
    case 'see_my_results':
      return '/ld-assessment';
    case 'rate':
      // Rating oneself is the self-assessment.
      return member.isSelf ? '/ld-assessment' : withName({ rate: member.id });
    case 'see_results':
      return withName({ view: 'peer', user: member.id });
    default:
      return null;
  }
}

function errorText(error: unknown): string {
  if (isApiError(error)) return error.message !== UNEXPECTED_ERROR_MESSAGE ? error.message : 'Unknown error';
  if (error instanceof Error && error.message) return error.message;
  return 'Unknown error';
}

/** /my-team: my team's name and members, with what I may do for each. */
export default function MyTeamPage() {
  const query = useQuery(myTeamQuery);
  const team = query.data?.team ?? null;
  return (
    <PageContainer>
      <PageHeader
        title="My Team"
        actions={query.data ? <AskForRatingsButton members={query.data.members} /> : null}
        description={
          team ? (
            <span className="flex items-center gap-2 text-lg font-medium text-ink" data-testid="team-name">
              <Users className="size-5 text-primary" aria-hidden="true" />
              {team.name}
            </span>
          ) : null
        }
      />
      {query.isPending ? (
        <TeamSkeleton />
      ) : query.isError ? (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-danger/30 bg-danger-soft px-4 py-3 text-ink"
        >
          <p>Error loading team data: {errorText(query.error)}</p>
          <button type="button" className="btn-outline" onClick={() => void query.refetch()}>
            <RefreshCw className="size-4" aria-hidden="true" />
            Try again
          </button>
        </div>
      ) : team === null ? (
        <Notice title="No Team Found">
          You don't have a team set up yet. Contact your administrator to be added to a team.
        </Notice>
      ) : (
        <section aria-labelledby="team-members-heading">
          <h2 id="team-members-heading" className="mb-4 text-xl font-semibold text-ink">
            Team Members ({query.data.members.length})
          </h2>
          {query.data.members.length === 0 ? (
            <Notice title="No team members found">
              Try refreshing the page if you expect to see team members here.
            </Notice>
          ) : (
            <ul aria-label="Team members" className="grid gap-3">
              {query.data.members.map((member) => (
                <li key={member.id}>
                  <MemberRow member={member} />
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </PageContainer>
  );
}

function Notice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div
      role="status"
      className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-border bg-surface px-6 py-12 text-center"
    >
      <Users className="size-8 text-muted" aria-hidden="true" />
      <h2 className="text-lg font-semibold text-ink">{title}</h2>
      <p className="max-w-md text-muted">{children}</p>
    </div>
  );
}

const buttonClass = 'btn h-9 px-3 py-1 border';

function MemberRow({ member }: { member: TeamMember }) {
  const name = member.name ?? UNNAMED_USER;
  return (
    <article
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4 shadow-sm sm:flex-row sm:items-center"
      data-member-id={member.id}
    >
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <UserAvatar
          profile={{
            firstName: member.firstName,
            lastName: member.lastName,
            email: '',
            avatarUrl: member.avatarUrl,
          }}
          className="size-12 text-base"
        />
        <div className="min-w-0">
          <h3 className="flex flex-wrap items-center gap-2 font-semibold break-words text-ink">
            {name}
            {member.isSelf ? (
              <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-accent-foreground">
                You
              </span>
            ) : null}
          </h3>
          {member.title ? <p className="text-sm break-words text-muted">{member.title}</p> : null}
          <MemberRatingStatus member={member} name={name} />
        </div>
      </div>
      <div className="flex flex-wrap gap-2 sm:justify-end">
        {member.actions.map((action) => {
          const label = MEMBER_ACTION_LABELS[action];
          const to = memberActionPath(action, member);
          const primary = action === 'rate' || action === 'redo_self';
          if (!to) {
            return (
              <button
                key={action}
                type="button"
                disabled
                aria-label={`${label} for ${member.isSelf ? 'you' : name}`}
                className={clsx(buttonClass, 'border-border bg-subtle text-muted disabled:opacity-100')}
              >
                {label}
              </button>
            );
          }
          const className = clsx(
            buttonClass,
            primary
              ? 'border-primary bg-primary text-primary-foreground hover:bg-primary-hover'
              : 'border-border bg-surface text-ink hover:bg-subtle',
          );
          if (action === 'rate' && !member.isSelf && member.myRatingAt) {
            return <RateAgainButton key={action} member={member} name={name} to={to} className={className} />;
          }
          return (
            <Link
              key={action}
              to={to}
              // The visible label first, then whom it is for (many rows have the same buttons).
              aria-label={
                action === 'rate' || action === 'see_results'
                  ? `${label} ${member.isSelf ? 'yourself' : name}`
                  : undefined
              }
              className={className}
            >
              {label}
            </Link>
          );
        })}
      </div>
    </article>
  );
}

function TeamSkeleton() {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Loading your team…</span>
      <div aria-hidden="true" className="space-y-3">
        <div className="skeleton h-7 w-56" />
        {[0, 1, 2, 3].map((i) => (
          <div
            key={i}
            data-testid="member-skeleton"
            className="flex items-center gap-3 rounded-xl border border-border bg-surface p-4"
          >
            <div className="skeleton size-12 rounded-full" />
            <div className="flex-1 space-y-2">
              <div className="skeleton h-4 w-40" />
              <div className="skeleton h-3 w-28" />
            </div>
            <div className="skeleton h-9 w-20" />
          </div>
        ))}
      </div>
    </div>
  );
}
