import { AdminPageHeader } from '../admin-page-header';

/** Not built yet: the console's Members section. */
export default function MembersAdminPage() {
  return <AdminPageHeader title="Members" description="This section is being built." />;
}
