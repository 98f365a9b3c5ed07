import { AdminPageHeader } from '../admin-page-header';

/** Not built yet: the console's Teams section. */
export default function TeamsAdminPage() {
  return <AdminPageHeader title="Teams" description="This section is being built." />;
}
