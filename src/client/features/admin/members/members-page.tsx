import type {
  AdminMemberPage,
  AdminTeamList,
  LastActiveFilter,
  MemberSort,
} from '@shared/contract/admin-people';
import { ASSIGNABLE_ROLES, ROLE_LABELS } from '@shared/domain/roles';
import { SUBSCRIPTION_STATES } from '@shared/domain/subscription';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, ArrowUpDown, SlidersHorizontal, UserPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FilterBar, FilterSelect } from '../../../components/content/filter-select';
import { Pagination } from '../../../components/content/pagination';
import { apiGet } from '../../../lib/api';
import { AdminPageHeader } from '../admin-page-header';
import { formatAgo, fullName, STATE_LABELS } from '../people/format';
import { SearchField } from '../search-field';
import { InviteDialog } from './invite-dialog';

const PAGE_SIZE = 25;

const ACTIVE_LABELS: Record<LastActiveFilter, string> = {
  '7d': 'In the last 7 days',
  '30d': 'In the last 30 days',
  '90d': 'In the last 90 days',
  older: 'Over 90 days ago',
  never: 'Never',
};

const FILTERS = ['q', 'role', 'team', 'state', 'active', 'status'] as const;

export const adminMembersKey = (params: string) => ['admin', 'members', params] as const;
export const adminTeamsKey = ['admin', 'teams'] as const;

/** The teams, for filters and pickers. */
export function useAdminTeams() {
  return useQuery({ queryKey: adminTeamsKey, queryFn: () => apiGet<AdminTeamList>('/api/admin/teams') });
}

/** The console's members table: search, filters and sorting live in the address, paging in SQL. */
export default function MembersAdminPage() {
  const [params, setParams] = useSearchParams();
  const [inviteOpen, setInviteOpen] = useState(false);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const activeFilters = FILTERS.filter((k) => k !== 'q' && params.get(k)).length;
  const sort = (params.get('sort') as MemberSort | null) ?? 'name';
  const dir = params.get('dir') === 'desc' ? 'desc' : 'asc';
  const page = Math.max(1, Number(params.get('page')) || 1);

  const query = new URLSearchParams();
  for (const key of FILTERS) {
    const v = params.get(key);
    if (v) query.set(key, v);
  }
  query.set('sort', sort);
  query.set('dir', dir);
  query.set('page', String(page));
  query.set('pageSize', String(PAGE_SIZE));
  const qs = query.toString();

  const members = useQuery({
    queryKey: adminMembersKey(qs),
    queryFn: () => apiGet<AdminMemberPage>(`/api/admin/members?${qs}`),
    placeholderData: keepPreviousData,
  });
  const teams = useAdminTeams();

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next, { replace: true });
  };

  const toggleSort = (column: MemberSort) => {
    if (sort === column) update({ sort: column, dir: dir === 'asc' ? 'desc' : 'asc' });
    else update({ sort: column, dir: column === 'lastActive' || column === 'joined' ? 'desc' : 'asc' });
  };

  const total = members.data?.total ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <>
      <AdminPageHeader
        title="Members"
        description="Everyone with an account: search, filter, open a member to change their access."
        actions={
          <button type="button" className="btn-primary" onClick={() => setInviteOpen(true)}>
            <UserPlus className="size-4" aria-hidden="true" />
            Invite people
          </button>
        }
      />
      <InviteDialog open={inviteOpen} onOpenChange={setInviteOpen} />

      <FilterBar label="Filter members">
        <SearchField
          label="Search"
          placeholder="Name or email"
          value={params.get('q') ?? ''}
          onChange={(q) => update({ q })}
        />
        <button
          type="button"
          className="btn-outline self-start sm:hidden"
          aria-expanded={filtersOpen}
          aria-controls={filtersId}
          onClick={() => setFiltersOpen(!filtersOpen)}
        >
          <SlidersHorizontal className="size-4" aria-hidden="true" />
          Filters{activeFilters > 0 ? ` (${activeFilters})` : ''}
        </button>
        {/* On a phone the filters fold away under their button; wider screens always show them. */}
        <div id={filtersId} className={filtersOpen ? 'contents' : 'hidden sm:contents'}>
          <FilterSelect
            label="Role"
            value={params.get('role') ?? ''}
            onChange={(role) => update({ role })}
            options={[
              { value: '', label: 'All roles' },
              ...ASSIGNABLE_ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] })),
            ]}
          />
          <FilterSelect
            label="Team"
            value={params.get('team') ?? ''}
            onChange={(team) => update({ team })}
            options={[
              { value: '', label: 'All teams' },
              { value: 'none', label: 'No team' },
              ...(teams.data?.items ?? []).map((t) => ({ value: t.id, label: t.name })),
            ]}
          />
          <FilterSelect
            label="Membership"
            value={params.get('state') ?? ''}
            onChange={(state) => update({ state })}
            options={[
              { value: '', label: 'Any membership' },
              ...SUBSCRIPTION_STATES.map((s) => ({ value: s, label: STATE_LABELS[s] })),
            ]}
          />
          <FilterSelect
            label="Last active"
            value={params.get('active') ?? ''}
            onChange={(active) => update({ active })}
            options={[
              { value: '', label: 'Any time' },
              ...(Object.keys(ACTIVE_LABELS) as LastActiveFilter[]).map((a) => ({
                value: a,
                label: ACTIVE_LABELS[a],
              })),
            ]}
          />
          <FilterSelect
            label="Account"
            value={params.get('status') ?? ''}
            onChange={(status) => update({ status })}
            options={[
              { value: '', label: 'All accounts' },
              { value: 'active', label: 'In use' },
              { value: 'invited', label: 'Invited, not joined' },
              { value: 'deactivated', label: 'Deactivated' },
            ]}
          />
        </div>
      </FilterBar>

      <p className="mb-2 text-sm text-muted" aria-live="polite">
        {members.isPending ? 'Loading members…' : `${total} ${total === 1 ? 'member' : 'members'}`}
      </p>
      {members.isError ? (
        <p role="alert" className="rounded-md border border-border bg-surface p-4 text-sm text-ink">
          The members could not be loaded. {members.error.message}
        </p>
      ) : null}

      <div className="relative overflow-x-auto rounded-lg border border-border bg-surface">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Members, sorted by {sortLabel(sort)}</caption>
          <thead className="border-b border-border bg-subtle/50 text-xs uppercase tracking-wide text-muted">
            <tr>
              <SortHeader label="Name" column="name" sort={sort} dir={dir} onSort={toggleSort} />
              <SortHeader
                label="Email"
                column="email"
                sort={sort}
                dir={dir}
                onSort={toggleSort}
                className="hidden lg:table-cell"
              />
              <th scope="col" className="hidden px-3 py-2 font-medium sm:table-cell">
                Role
              </th>
              <th scope="col" className="hidden px-3 py-2 font-medium md:table-cell">
                Team
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Membership
              </th>
              <SortHeader
                label="Last active"
                column="lastActive"
                sort={sort}
                dir={dir}
                onSort={toggleSort}
                className="hidden sm:table-cell"
              />
            </tr>
          </thead>
          <tbody>
            {(members.data?.items ?? []).map((m) => (
              <tr key={m.id} className="border-b border-border last:border-0 hover:bg-subtle/40">
                <td className="max-w-[13rem] px-3 py-2 sm:max-w-[14rem]">
                  <Link to={`/admin/members/${m.id}`} className="link block truncate">
                    {fullName(m)}
                  </Link>
                  <span className="block truncate text-xs text-muted lg:hidden">{m.email}</span>
                  <span className="block text-xs text-muted sm:hidden">{ROLE_LABELS[m.role]}</span>
                  {m.invitePending ? <Badge>Invited</Badge> : null}
                  {m.deactivated ? <Badge tone="warn">Deactivated</Badge> : null}
                </td>
                <td className="hidden max-w-[16rem] truncate px-3 py-2 text-muted lg:table-cell">
                  {m.email}
                </td>
                <td className="hidden px-3 py-2 whitespace-nowrap sm:table-cell">{ROLE_LABELS[m.role]}</td>
                <td className="hidden px-3 py-2 md:table-cell">{m.team?.name ?? '—'}</td>
                <td className="px-3 py-2 whitespace-nowrap">{STATE_LABELS[m.subscriptionState]}</td>
                <td className="hidden px-3 py-2 whitespace-nowrap text-muted sm:table-cell">
                  {formatAgo(m.lastActiveAt)}
                </td>
              </tr>
            ))}
            {members.data && members.data.items.length === 0 ? (
              <tr>
                <td colSpan={6} className="px-3 py-8 text-center text-muted">
                  No member matches these filters.
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
      <Pagination
        className="mt-4"
        page={page}
        totalPages={totalPages}
        onPageChange={(p) => update({ page: String(p) })}
        label="Members pages"
      />
    </>
  );
}

const sortLabel = (sort: MemberSort) =>
  ({ name: 'name', email: 'email', joined: 'joining date', lastActive: 'last activity' })[sort];

function SortHeader({
  label,
  column,
  sort,
  dir,
  onSort,
  className = '',
}: {
  label: string;
  column: MemberSort;
  sort: MemberSort;
  dir: 'asc' | 'desc';
  onSort: (c: MemberSort) => void;
  className?: string;
}) {
  const active = sort === column;
  const Icon = active ? (dir === 'asc' ? ArrowUp : ArrowDown) : ArrowUpDown;
  return (
    <th
      scope="col"
      aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : 'none'}
      className={`px-3 py-2 font-medium ${className}`}
    >
      <button
        type="button"
        onClick={() => onSort(column)}
        className="inline-flex items-center gap-1 rounded uppercase hover:text-ink"
      >
        {label}
        <Icon className="size-3.5" aria-hidden="true" />
      </button>
    </th>
  );
}

export function Badge({ children, tone = 'info' }: { children: string; tone?: 'info' | 'warn' }) {
  return (
    <span
      className={`mt-1 mr-1 inline-block rounded px-1.5 py-0.5 text-xs font-medium ${
        tone === 'warn' ? 'bg-amber-100 text-amber-900' : 'bg-subtle text-ink'
      }`}
    >
      {children}
    </span>
  );
}
