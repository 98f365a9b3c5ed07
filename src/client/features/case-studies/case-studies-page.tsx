import { PagePlaceholder } from '../../components/page-placeholder';

export default function CaseStudiesPage() {
  return <PagePlaceholder title="Case Studies" />;
}
