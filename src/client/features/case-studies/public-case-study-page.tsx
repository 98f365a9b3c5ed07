import { PagePlaceholder } from '../../components/page-placeholder';

export default function PublicCaseStudyPage() {
  return <PagePlaceholder title="Case Study" />;
}
