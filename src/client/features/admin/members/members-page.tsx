import type { AdminMemberPage, AdminMemberRow, LastActiveFilter, MemberSort } from '@shared/contract/admin-members';
import { ASSIGNABLE_ROLES, ROLE_LABELS } from '@shared/domain/roles';
import { SUBSCRIPTION_STATES } from '@shared/domain/subscription';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SlidersHorizontal, UserPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { FilterBar, FilterSelect } from '../../../components/content/filter-select';
import { apiGet } from '../../../lib/api';
import { type AdminColumn, AdminTable } from '../admin-table';
import { AdminPageHeader } from '../admin-page-header';
import { listQueryString, useListAddress } from '../list-address';
import { ListCount } from '../list-count';
import { ListPager } from '../list-pager';
import { formatAgo, fullName, STATE_LABELS } from '../format';
import { SearchField } from '../search-field';
import { InviteDialog } from './invite-dialog';
import { WaitingRequests } from './waiting-requests';

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
import { useAdminTeams } from '../teams/admin-teams-query';

export { adminTeamsKey, useAdminTeams } from '../teams/admin-teams-query';

/** The console's members table: search, filters and sorting live in the address, paging in SQL. */
export default function MembersAdminPage() {
  const { params, page, update, filterProps } = useListAddress();
  const [inviteOpen, setInviteOpen] = useState(false);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const waiting = params.get('status') === 'waiting';
  const activeFilters = FILTERS.filter((k) => k !== 'q' && params.get(k)).length;
  const sort = (params.get('sort') as MemberSort | null) ?? 'name';
  const dir = params.get('dir') === 'desc' ? 'desc' : 'asc';

  const qs = listQueryString(params, FILTERS, {
    sort,
    dir,
    page: String(page),
    pageSize: String(PAGE_SIZE),
  });
  const members = useQuery({
    enabled: !waiting,
    queryKey: adminMembersKey(qs),
    queryFn: () => apiGet<AdminMemberPage>(`/api/admin/members?${qs}`),
    placeholderData: keepPreviousData,
  });
  const teams = useAdminTeams();
  const total = members.data?.total ?? 0;

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
      <nav aria-label="Members views" className="mb-4 flex gap-2">
        <Link
          to="/admin/members"
          className={waiting ? 'btn-ghost' : 'btn-outline'}
          aria-current={waiting ? undefined : 'page'}
        >
          All members
        </Link>
        <Link
          to="/admin/members?status=waiting"
          className={waiting ? 'btn-outline' : 'btn-ghost'}
          aria-current={waiting ? 'page' : undefined}
        >
          Waiting
        </Link>
      </nav>
      {waiting ? <WaitingRequests /> : null}
      <div hidden={waiting}>
        <FilterBar label="Filter members">
          <SearchField label="Search" placeholder="Name or email" {...filterProps('q')} />
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
              {...filterProps('role')}
              options={[
                { value: '', label: 'All roles' },
                ...ASSIGNABLE_ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] })),
              ]}
            />
            <FilterSelect
              label="Team"
              {...filterProps('team')}
              options={[
                { value: '', label: 'All teams' },
                { value: 'none', label: 'No team' },
                ...(teams.data?.items ?? []).map((t) => ({ value: t.id, label: t.name })),
              ]}
            />
            <FilterSelect
              label="Membership"
              {...filterProps('state')}
              options={[
                { value: '', label: 'Any membership' },
                ...SUBSCRIPTION_STATES.map((s) => ({ value: s, label: STATE_LABELS[s] })),
              ]}
            />
            <FilterSelect
              label="Last active"
              {...filterProps('active')}
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
              {...filterProps('status')}
              options={[
                { value: '', label: 'All accounts' },
                { value: 'active', label: 'In use' },
                { value: 'invited', label: 'Invited, not joined' },
                { value: 'deactivated', label: 'Deactivated' },
                { value: 'waiting', label: 'Waiting for an answer' },
              ]}
            />
          </div>
        </FilterBar>

        <ListCount
          loading={members.isPending}
          total={total}
          one="member"
          many="members"
          loadingText="Loading members…"
        />
        <AdminTable
          caption={`Members, sorted by ${sortLabel(sort)}`}
          columns={COLUMNS}
          query={members}
          emptyText="No member matches these filters."
          errorText="The members could not be loaded."
          sort={{ by: sort, dir, onSort: (by, d) => update({ sort: by, dir: d }) }}
        />
        <ListPager
          page={page}
          total={total}
          pageSize={PAGE_SIZE}
          onPageChange={(p) => update({ page: String(p) })}
          label="Members pages"
        />
      </div>
    </>
  );
}

// On a phone the name cell also carries the email and the role, whose own columns are left out.
const COLUMNS: AdminColumn<AdminMemberRow, MemberSort>[] = [
  {
    header: 'Name',
    sort: { by: 'name', firstDir: 'asc' },
    cellClassName: 'max-w-[13rem] sm:max-w-[14rem]',
    cell: (m) => (
      <>
        <Link to={`/admin/members/${m.id}`} className="link block truncate">
          {fullName(m)}
        </Link>
        <span className="block truncate text-xs text-muted lg:hidden">{m.email}</span>
        <span className="block text-xs text-muted sm:hidden">{ROLE_LABELS[m.role]}</span>
        {m.invitePending ? <Badge>Invited</Badge> : null}
        {m.deactivated ? <Badge tone="warn">Deactivated</Badge> : null}
      </>
    ),
  },
  {
    header: 'Email',
    sort: { by: 'email', firstDir: 'asc' },
    shownFrom: 'lg',
    cellClassName: 'max-w-[16rem] truncate text-muted',
    cell: (m) => m.email,
  },
  { header: 'Role', shownFrom: 'sm', cellClassName: 'whitespace-nowrap', cell: (m) => ROLE_LABELS[m.role] },
  { header: 'Team', shownFrom: 'md', cell: (m) => m.team?.name ?? '—' },
  {
    header: 'Membership',
    cellClassName: 'whitespace-nowrap',
    cell: (m) => STATE_LABELS[m.subscriptionState],
  },
  {
    header: 'Last active',
    sort: { by: 'lastActive', firstDir: 'desc' },
    shownFrom: 'sm',
    cellClassName: 'whitespace-nowrap text-muted',
    cell: (m) => formatAgo(m.lastActiveAt),
  },
];

const sortLabel = (sort: MemberSort) =>
  ({ name: 'name', email: 'email', joined: 'joining date', lastActive: 'last activity' })[sort];

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
