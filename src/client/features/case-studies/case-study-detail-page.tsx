import { PagePlaceholder } from '../../components/page-placeholder';

export default function CaseStudyDetailPage() {
  return <PagePlaceholder title="Case Study" />;
}
