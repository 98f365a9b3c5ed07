import { PagePlaceholder } from '../../components/page-placeholder';

export default function EventsPage() {
  return <PagePlaceholder title="Events" />;
}
