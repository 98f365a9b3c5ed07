import { PagePlaceholder } from '../../components/page-placeholder';

export default function TestProfilePage() {
  return <PagePlaceholder title="Test profile" />;
}
