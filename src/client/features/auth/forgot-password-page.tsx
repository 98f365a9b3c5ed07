import { PagePlaceholder } from '../../components/page-placeholder';

export default function ForgotPasswordPage() {
  return <PagePlaceholder title="Forgot password" />;
}
