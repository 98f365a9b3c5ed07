import { PagePlaceholder } from '../../components/page-placeholder';

export default function CanvasesPage() {
  return <PagePlaceholder title="Canvases" />;
}
