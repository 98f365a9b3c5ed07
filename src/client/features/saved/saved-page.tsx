import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatLongDay } from '@shared/domain/dates';
import { Folder, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { FilterBar, FilterSelect, optionsWithAll } from '../../components/content/filter-select';
import { useListState } from '../../components/content/list-state';
import { EmptyState, ErrorState, PageContainer, PageHeader } from '../../components/content/states';
import { useErrorToast } from '../../components/content/use-error-toast';
import { toast } from '../../lib/toast';
import { CardGrid, CardGridSkeleton } from '../content/card-grid';
import {
  type Collection,
  collectionsQuery,
  libraryApi,
  libraryKeys,
  resourceCount,
  savedListQuery,
} from '../library/api';
import { invalidateSavedState } from '../library/cache';
import { CreateCollectionForm } from '../library/create-collection-form';
import { DeleteCollectionDialog, RenameCollectionDialog } from './collection-dialogs';

export const NO_COLLECTIONS_TEXT = 'No collections yet. Create your first one below.';
export const NO_SAVED_TEXT =
  "You haven't saved any resources yet. Start exploring and save content that interests you!";

/** /saved: the member's collections and every saved resource. */
export default function SavedPage() {
  return (
    <PageContainer>
      <PageHeader title="Saved" description="Your collections and everything you have saved." />
      <div className="flex flex-col gap-10">
        <CollectionsSection />
        <SavedResourcesSection />
      </div>
    </PageContainer>
  );
}

const sectionHeading = 'mb-4 text-xl font-semibold text-ink';

function CollectionsSection() {
  const queryClient = useQueryClient();
  const query = useQuery(collectionsQuery);
  useErrorToast(query.error, 'Error', 'Failed to load collections. Please try again.');

  const create = useMutation({
    mutationFn: (name: string) => libraryApi.createCollection(name),
    onSuccess: (collection) => {
      // The new collection shows at once; no reload (DESIGN: better than the spec's page reload).
      queryClient.setQueryData<Collection[]>(libraryKeys.collections, (list) =>
        list ? [...list.filter((c) => c.id !== collection.id), collection] : [collection],
      );
      void invalidateSavedState(queryClient);
      toast.success('Collection created');
    },
    onError: () => toast.error('Error', { description: 'Failed to create collection. Please try again.' }),
  });

  return (
    <section aria-labelledby="collections-heading">
      <h2 id="collections-heading" className={sectionHeading}>
        Collections
      </h2>
      {query.isPending ? (
        <div role="status" aria-live="polite">
          <span className="sr-only">Loading collections…</span>
          <ul aria-hidden="true" className={collectionGrid}>
            {[0, 1, 2].map((i) => (
              <li
                key={i}
                data-testid="collection-skeleton"
                className="rounded-xl border border-border bg-surface p-4"
              >
                <div className="skeleton h-5 w-2/3" />
                <div className="skeleton mt-3 h-4 w-1/3" />
                <div className="skeleton mt-2 h-4 w-1/2" />
              </li>
            ))}
          </ul>
        </div>
      ) : query.isError ? (
        <ErrorState
          message="Failed to load collections. Please try again."
          onRetry={() => void query.refetch()}
        />
      ) : query.data.length === 0 ? (
        <EmptyState>{NO_COLLECTIONS_TEXT}</EmptyState>
      ) : (
        <ul aria-label="Your collections" className={collectionGrid}>
          {query.data.map((collection) => (
            <li key={collection.id} className="min-w-0">
              <CollectionCard collection={collection} />
            </li>
          ))}
        </ul>
      )}
      <CreateCollectionForm
        label="New collection name"
        pending={create.isPending}
        onCreate={(name, reset) => create.mutate(name, { onSuccess: reset })}
        className="mt-4 max-w-md"
      />
    </section>
  );
}

const collectionGrid = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3';

function CollectionCard({ collection }: { collection: Collection }) {
  const [dialog, setDialog] = useState<'rename' | 'delete' | null>(null);
  const created = formatLongDay(collection.createdAt);
  return (
    <article className="group relative flex h-full items-start gap-3 rounded-xl border border-border bg-surface p-4 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
        <Folder className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <h3 className="text-base leading-snug font-semibold break-words">
          <Link
            to={`/collections/${encodeURIComponent(collection.id)}`}
            className='text-ink decoration-2 underline-offset-4 after:absolute after:inset-0 after:content-[""] focus-visible:outline-none group-hover:underline'
          >
            {collection.name}
          </Link>
        </h3>
        <p className="mt-1 text-sm text-muted">{resourceCount(collection.resourceCount)}</p>
        {created ? (
          <p className="text-sm text-muted">
            Created <time dateTime={collection.createdAt}>{created}</time>
          </p>
        ) : null}
      </div>
      <div className="relative z-10 -mt-1 -mr-1 flex shrink-0">
        <button
          type="button"
          className="icon-btn size-9"
          aria-label={`Rename collection “${collection.name}”`}
          title="Rename"
          onClick={() => setDialog('rename')}
        >
          <Pencil className="size-4" aria-hidden="true" />
        </button>
        <button
          type="button"
          className="icon-btn size-9 hover:text-danger"
          aria-label={`Delete collection “${collection.name}”`}
          title="Delete"
          onClick={() => setDialog('delete')}
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </button>
      </div>
      <RenameCollectionDialog
        collection={collection}
        open={dialog === 'rename'}
        onOpenChange={(open) => setDialog(open ? 'rename' : null)}
      />
      <DeleteCollectionDialog
        collection={collection}
        open={dialog === 'delete'}
        onOpenChange={(open) => setDialog(open ? 'delete' : null)}
      />
    </article>
  );
}

function SavedResourcesSection() {
  const { filters, setFilter } = useListState({ topic: null });
  const topic = filters.topic;
  const query = useQuery({ ...savedListQuery(topic), placeholderData: keepPreviousData });
  useErrorToast(query.error, 'Error', 'Failed to load your saved resources. Please try again.');
  const topics = query.data?.topics ?? [];

  return (
    <section aria-labelledby="saved-heading">
      <h2 id="saved-heading" className={sectionHeading}>
        All saved resources
      </h2>
      {topics.length > 0 || topic !== '' ? (
        <FilterBar label="Filter saved resources">
          <FilterSelect
            label="Topic"
            value={topic}
            options={optionsWithAll('All topics', topics)}
            onChange={(value) => setFilter('topic', value)}
          />
        </FilterBar>
      ) : null}
      {query.isPending ? (
        <CardGridSkeleton label="Loading saved resources…" />
      ) : query.isError ? (
        <ErrorState
          message="Failed to load your saved resources. Please try again."
          onRetry={() => void query.refetch()}
        />
      ) : query.data.items.length === 0 ? (
        <EmptyState
          action={
            topic === '' ? (
              <Link to="/resources" className="btn-primary">
                Explore resources
              </Link>
            ) : (
              <button type="button" className="btn-outline" onClick={() => setFilter('topic', '')}>
                Show all topics
              </button>
            )
          }
        >
          {topic === '' ? NO_SAVED_TEXT : 'No saved resources with this topic.'}
        </EmptyState>
      ) : (
        <div aria-busy={query.isPlaceholderData || undefined}>
          <CardGrid cards={query.data.items} label="Saved resources" />
        </div>
      )}
    </section>
  );
}
