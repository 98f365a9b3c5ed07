import { PagePlaceholder } from '../../components/page-placeholder';

export default function ResetPasswordPage() {
  return <PagePlaceholder title="Reset password" />;
}
