import { useQuery } from '@tanstack/react-query';
import { useListState } from '../../components/content/list-state';
import { listQuery } from '../../components/content/queries';
import { PageContainer, PageHeader } from '../../components/content/states';
import { useErrorToast } from '../../components/content/use-error-toast';
import { PagedCards } from '../content/paged-cards';

const PAGE_SIZE = 12;

export default function CanvasesPage() {
  const { page, setPage } = useListState({});
  const list = useQuery(listQuery('canvases', { page, pageSize: PAGE_SIZE }));
  useErrorToast(list.error, 'Error fetching canvases', 'Please try again later');

  return (
    <PageContainer>
      <PageHeader
        title="Canvases"
        description="Printable one-page tools for workshops with stakeholders, managers and teams. Each opens in a new tab."
      />
      <PagedCards
        query={list}
        page={page}
        onPageChange={setPage}
        noun={['canvas', 'canvases']}
        emptyText="No canvases available yet. Check back soon!"
        errorMessage="Canvases could not be loaded. Please try again later."
        label="Canvases"
        titleAs="h2"
      />
    </PageContainer>
  );
}
