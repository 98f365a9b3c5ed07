import { PagePlaceholder } from '../../components/page-placeholder';

export default function BillingPage() {
  return <PagePlaceholder title="Billing" />;
}
