import { PagePlaceholder } from '../../components/page-placeholder';

export default function SetupPasswordPage() {
  return <PagePlaceholder title="Set up your password" />;
}
