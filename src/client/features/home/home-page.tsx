import { PagePlaceholder } from '../../components/page-placeholder';

export default function HomePage() {
  return <PagePlaceholder title="Home" />;
}
