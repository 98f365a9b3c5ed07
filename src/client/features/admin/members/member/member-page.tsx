import type { AdminMemberDetail } from '@shared/contract/admin-members';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { apiGet } from '../../../../lib/api';
import { AdminPageHeader } from '../../admin-page-header';
import { memberKey } from './member-action';
import { MemberView } from './member-view';

/** One member in the console: who they are, their team, membership, role and account. */
export default function MemberAdminPage() {
  const { id = '' } = useParams();
  const member = useQuery({
    queryKey: memberKey(id),
    queryFn: () => apiGet<AdminMemberDetail>(`/api/admin/members/${id}`),
  });
  const back = (
    <Link
      to="/admin/members"
      className="mb-4 inline-flex items-center gap-1 text-sm text-muted hover:text-ink"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      All members
    </Link>
  );
  if (member.isPending) {
    return (
      <>
        {back}
        <p className="text-sm text-muted">Loading…</p>
      </>
    );
  }
  if (member.isError) {
    return (
      <>
        {back}
        <AdminPageHeader title="Member" />
        <p role="alert" className="text-sm text-ink">
          {member.error.message}
        </p>
      </>
    );
  }
  return (
    <>
      {back}
      <MemberView member={member.data} />
    </>
  );
}
