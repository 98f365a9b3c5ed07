import { PagePlaceholder } from '../../components/page-placeholder';

export default function ResearchDetailPage() {
  return <PagePlaceholder title="Research" />;
}
