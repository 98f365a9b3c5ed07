import { PagePlaceholder } from '../../components/page-placeholder';

export default function MyAccountPage() {
  return <PagePlaceholder title="My Account" />;
}
