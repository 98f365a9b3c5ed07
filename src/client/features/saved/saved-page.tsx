import { PagePlaceholder } from '../../components/page-placeholder';

export default function SavedPage() {
  return <PagePlaceholder title="Saved" />;
}
