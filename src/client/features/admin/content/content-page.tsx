import { AdminPageHeader } from '../admin-page-header';

/** Not built yet: the console's Content section. */
export default function ContentAdminPage() {
  return <AdminPageHeader title="Content" description="This section is being built." />;
}
