import type { ContentCard } from '@shared/content-card';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FolderMinus, Loader2 } from 'lucide-react';
import { useParams } from 'react-router';
import {
  BackLink,
  DetailSkeleton,
  EmptyState,
  ErrorState,
  NotFoundState,
  PageContainer,
  PageHeader,
} from '../../components/content/states';
import { PendingButton } from '../../components/pending-button';
import { isApiError } from '../../lib/api';
import { toast } from '../../lib/toast';
import { GRID_CLASS } from '../content/card-grid';
import { ContentCardView } from '../content/card/content-card';
import { useItemTitle } from '../content/detail';
import {
  type CollectionDetail,
  collectionQuery,
  libraryApi,
  libraryKeys,
  resourceCount,
} from '../library/api';
import { invalidateSavedState } from '../library/cache';

/** '1 resource in this collection' / 'N resources in this collection'. */
export function collectionCountText(n: number): string {
  return `${resourceCount(n)} in this collection`;
}

/** /collections/{id}: one of the member's collections. */
export default function CollectionPage() {
  const id = useParams().id ?? '';
  const query = useQuery(collectionQuery(id));
  useItemTitle(query.data?.collection.name);

  if (query.isPending) return <DetailSkeleton label="Loading collection…" />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) {
      return <NotFoundState title="Collection not found" backTo="/saved" backLabel="Back to Saved" />;
    }
    return (
      <PageContainer>
        <BackLink to="/saved">Back to Saved</BackLink>
        <ErrorState
          message="Failed to load this collection. Please try again."
          onRetry={() => void query.refetch()}
        />
      </PageContainer>
    );
  }

  const { collection, items } = query.data;
  return (
    <PageContainer>
      <BackLink to="/saved">Back to Saved</BackLink>
      <PageHeader
        title={collection.name}
        description={<p aria-live="polite">{collectionCountText(collection.resourceCount)}</p>}
      />
      {items.length === 0 ? (
        <EmptyState>This collection is empty.</EmptyState>
      ) : (
        <ul aria-label={`Resources in ${collection.name}`} className={GRID_CLASS}>
          {items.map((card) => (
            <li key={card.id} className="relative min-w-0">
              <ContentCardView card={card} />
              <RemoveFromCollection collectionId={collection.id} card={card} />
            </li>
          ))}
        </ul>
      )}
    </PageContainer>
  );
}

/** Takes the item out of this collection; it stays in the member's saved items. */
function RemoveFromCollection({ collectionId, card }: { collectionId: string; card: ContentCard }) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => libraryApi.removeFromCollection(collectionId, card.id),
    onSuccess: (collection) => {
      queryClient.setQueryData<CollectionDetail>(libraryKeys.collection(collectionId), (data) =>
        data
          ? {
              collection: { ...data.collection, ...collection },
              items: data.items.filter((c) => c.id !== card.id),
            }
          : data,
      );
      void invalidateSavedState(queryClient);
      toast.success('Resource removed from collection');
    },
    onError: () => toast.error('Failed to remove resource from collection'),
  });
  return (
    <PendingButton
      type="button"
      aria-label={`Remove “${card.title}” from collection`}
      title="Remove from collection"
      pending={remove.isPending}
      onClick={() => remove.mutate()}
      className="absolute top-2 right-2 z-20 inline-flex size-9 items-center justify-center rounded-md border border-border bg-surface/95 text-ink shadow-sm transition-colors hover:bg-subtle hover:text-danger"
    >
      {remove.isPending ? (
        <Loader2 className="size-4 animate-spin" aria-hidden="true" />
      ) : (
        <FolderMinus className="size-4" aria-hidden="true" />
      )}
    </PendingButton>
  );
}
