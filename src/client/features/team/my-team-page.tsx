import { PagePlaceholder } from '../../components/page-placeholder';

export default function MyTeamPage() {
  return <PagePlaceholder title="My Team" />;
}
