import type { DigestSend, DigestSendPage } from '@shared/contract/digest';
import {
  DIGEST_MESSAGES,
  DIGEST_SECTION_TITLES,
  DIGEST_SECTIONS,
  DIGEST_SKIP_REASON_LABELS,
} from '@shared/domain/digest';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { FilterBar, FilterSelect } from '../../../components/content/filter-select';
import { apiGet } from '../../../lib/api';
import { AdminPageHeader } from '../admin-page-header';
import { type AdminColumn, AdminTable } from '../admin-table';
import { listQueryString, useListAddress } from '../list-address';
import { ListCount } from '../list-count';
import { ListPager } from '../list-pager';
import { formatDateTime } from '../format';

const PAGE_SIZE = 25;
const FILTERS = ['status'] as const;

/** "3 in New in your growth areas, 1 in Upcoming events". */
function countsText(send: DigestSend): string {
  if (send.status === 'skipped') return send.reason ? DIGEST_SKIP_REASON_LABELS[send.reason] : 'Skipped';
  return DIGEST_SECTIONS.filter((s) => (send.counts[s] ?? 0) > 0)
    .map((s) => `${send.counts[s]} in ${DIGEST_SECTION_TITLES[s]}`)
    .join(', ');
}

const COLUMNS: ReadonlyArray<AdminColumn<DigestSend>> = [
  {
    header: 'Member',
    cell: (s) => (
      <span className="flex flex-col">
        <span className="font-medium text-ink">{s.memberName}</span>
        <span className="text-xs text-muted">{s.memberEmail}</span>
      </span>
    ),
  },
  { header: 'When', cell: (s) => <time dateTime={s.createdAt}>{formatDateTime(s.createdAt)}</time> },
  { header: 'Period', cell: (s) => `${s.period} (${s.frequency})`, shownFrom: 'sm' },
  { header: 'Status', cell: (s) => (s.status === 'sent' ? `Sent, ${s.items} items` : 'Skipped') },
  { header: 'Contents', cell: countsText, shownFrom: 'md' },
];

/** The digest send log: every member's digest per period, sent or skipped (and why), newest first. */
export default function DigestAdminPage() {
  const { params, page, update, filterProps } = useListAddress();
  const qs = listQueryString(params, FILTERS, { page: String(page), pageSize: String(PAGE_SIZE) });
  const log = useQuery({
    queryKey: ['admin', 'digest', qs],
    queryFn: () => apiGet<DigestSendPage>(`/api/admin/digest/sends?${qs}`),
    placeholderData: keepPreviousData,
  });
  const total = log.data?.total ?? 0;
  return (
    <>
      <AdminPageHeader
        title="Digest"
        description="Each member's personal digest per period: sent with how many items, or skipped and why."
      />
      <FilterBar label="Filter the send log">
        <FilterSelect
          label="Status"
          {...filterProps('status')}
          options={[
            { value: '', label: 'Sent and skipped' },
            { value: 'sent', label: 'Sent' },
            { value: 'skipped', label: 'Skipped' },
          ]}
        />
      </FilterBar>
      <ListCount loading={log.isPending} total={total} one="digest" many="digests" loadingText="Loading…" />
      <AdminTable
        caption="Digest send log"
        columns={COLUMNS}
        emptyText={DIGEST_MESSAGES.logEmpty}
        query={log}
        errorText={DIGEST_MESSAGES.logFailed}
      />
      <ListPager
        page={page}
        total={total}
        pageSize={PAGE_SIZE}
        onPageChange={(p) => update({ page: String(p) })}
        label="Digest send log pages"
      />
    </>
  );
}
