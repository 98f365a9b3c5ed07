import { AdminPageHeader } from '../admin-page-header';

/** Not built yet: the console's Feedback section. */
export default function FeedbackAdminPage() {
  return <AdminPageHeader title="Feedback" description="This section is being built." />;
}
