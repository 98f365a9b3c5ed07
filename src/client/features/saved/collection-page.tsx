import { PagePlaceholder } from '../../components/page-placeholder';

export default function CollectionPage() {
  return <PagePlaceholder title="Collection" />;
}
