import { AdminPageHeader } from '../admin-page-header';

/** Not built yet: the console's Roadmap section. */
export default function RoadmapAdminPage() {
  return <AdminPageHeader title="Roadmap" description="This section is being built." />;
}
