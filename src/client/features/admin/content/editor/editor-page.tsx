import { Link, useParams } from 'react-router';
import { isApiError } from '../../../../lib/api';
import { AdminPageHeader } from '../../admin-page-header';
import { useContentItem } from '../api';
import { ContentEditor } from './content-editor';

/** New item (/admin/content/new) or an existing one (/admin/content/:id), once it is loaded. */
export default function ContentEditorPage() {
  const { id } = useParams();
  const query = useContentItem(id);
  if (id === undefined) return <ContentEditor key="new" item={null} />;
  if (query.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label="Loading the item" className="space-y-4">
        <div className="skeleton h-8 w-64" />
        <div className="skeleton h-40 w-full" />
        <div className="skeleton h-64 w-full" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <>
        <AdminPageHeader
          title={
            isApiError(query.error) && query.error.status === 404
              ? 'Item not found'
              : 'Could not load the item'
          }
        />
        <p className="text-sm text-muted">{query.error.message}</p>
        <Link to="/admin/content" className="link mt-4 inline-block">
          Back to content
        </Link>
      </>
    );
  }
  return <ContentEditor key={query.data.id} item={query.data} />;
}
