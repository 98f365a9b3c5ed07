import { PagePlaceholder } from '../../components/page-placeholder';

export default function RoadmapPage() {
  return <PagePlaceholder title="Roadmap" />;
}
