import { PagePlaceholder } from '../../components/page-placeholder';

export default function AuthPage() {
  return <PagePlaceholder title="Sign in" />;
}
