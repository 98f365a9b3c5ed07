import { PagePlaceholder } from '../../components/page-placeholder';

export default function CanvasDetailPage() {
  return <PagePlaceholder title="Canvas" />;
}
