import { AdminPageHeader } from '../admin-page-header';

/** Not built yet: the console's Insight section. */
export default function InsightPage() {
  return <AdminPageHeader title="Insight" description="This section is being built." />;
}
