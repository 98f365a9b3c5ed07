import { PagePlaceholder } from '../../components/page-placeholder';

export default function ResourceDetailPage() {
  return <PagePlaceholder title="Resource" />;
}
