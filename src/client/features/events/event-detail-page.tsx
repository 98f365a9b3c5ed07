import { PagePlaceholder } from '../../components/page-placeholder';

export default function EventDetailPage() {
  return <PagePlaceholder title="Event" />;
}
