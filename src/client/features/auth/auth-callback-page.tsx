import { PagePlaceholder } from '../../components/page-placeholder';

export default function AuthCallbackPage() {
  return <PagePlaceholder title="Signing you in..." />;
}
