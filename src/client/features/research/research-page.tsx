import { PagePlaceholder } from '../../components/page-placeholder';

export default function ResearchPage() {
  return <PagePlaceholder title="Research" />;
}
