import { useParams } from 'react-router';
import { PagePlaceholder } from '../../components/page-placeholder';

export default function TagPage() {
  // react-router hands params over already decoded.
  const { tag } = useParams();
  return <PagePlaceholder title={tag?.trim() ? tag : 'Invalid Tag'} />;
}
