import { AdminPageHeader } from '../admin-page-header';

/** Not built yet: the console's Audit log section. */
export default function AuditLogPage() {
  return <AdminPageHeader title="Audit log" description="This section is being built." />;
}
