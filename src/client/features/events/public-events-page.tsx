import { PagePlaceholder } from '../../components/page-placeholder';

export default function PublicEventsPage() {
  return <PagePlaceholder title="Events" />;
}
