import { PagePlaceholder } from '../../components/page-placeholder';

export default function LdAssessmentPage() {
  return <PagePlaceholder title="L&D Assessment" />;
}
