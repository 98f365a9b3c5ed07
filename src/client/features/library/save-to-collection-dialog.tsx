import type { ContentCard } from '@shared/content-card';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Check, Loader2 } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useErrorToast } from '../../components/content/use-error-toast';
import { returnFocusTo } from '../../components/deferred';
import { DialogHeader } from '../../components/dialog-header';
import { toast } from '../../lib/toast';
import { type Collection, collectionsForQuery, libraryApi, libraryKeys, resourceCount } from './api';
import { applySavedChange, invalidateSavedState } from './cache';
import { CreateCollectionForm } from './create-collection-form';

/** The saved tick shows 1.5 s, then the dialog closes. */
export const SAVED_TICK_MS = 1500;

export interface SaveToCollectionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  resourceId: string;
  /** The item's title, shown under the dialog's heading. */
  title: string;
  /** The item itself, when known: lets the home page show the save at once. */
  card?: ContentCard;
  /** The button that opened the dialog: it gets the focus back when the dialog closes. */
  returnFocus?: RefObject<HTMLElement | null>;
}

/**
 * "Save to collection": the member's collections (a tick on those holding the item)
 * and "Create new collection". Saving into a collection saves the item too.
 */
export function SaveToCollectionDialog({
  open,
  onOpenChange,
  returnFocus,
  ...item
}: SaveToCollectionDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50 motion-safe:animate-fade-in" />
        <Dialog.Content
          // The card under the dialog is clickable as a whole: keep clicks in here to ourselves.
          onClick={(event) => event.stopPropagation()}
          onCloseAutoFocus={returnFocus ? returnFocusTo(returnFocus) : undefined}
          className="fixed top-1/2 left-1/2 z-50 flex w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-4 rounded-xl border border-border bg-surface p-5 shadow-xl outline-none motion-safe:animate-fade-in sm:p-6"
        >
          {/* Mounted only while open: every opening starts fresh and loads the current state. */}
          <CollectionPicker {...item} onDone={() => onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function CollectionPicker({
  resourceId,
  title,
  card,
  onDone,
}: Omit<SaveToCollectionDialogProps, 'open' | 'onOpenChange' | 'returnFocus'> & { onDone: () => void }) {
  const queryClient = useQueryClient();
  const query = useQuery(collectionsForQuery(resourceId));
  useErrorToast(query.error, 'Error', 'Failed to load collections. Please try again.');
  const listId = useId();
  /** The collection showing the saved tick before the dialog closes. */
  const [ticked, setTicked] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const key = libraryKeys.collectionsFor(resourceId);
  const setList = (update: (list: Collection[]) => Collection[]) =>
    queryClient.setQueryData<Collection[]>(key, (list) => (list ? update(list) : list));

  const done = (collectionId: string) => {
    applySavedChange(queryClient, { resourceId, saved: true, card });
    void invalidateSavedState(queryClient);
    setTicked(collectionId);
    timer.current = setTimeout(onDone, SAVED_TICK_MS);
  };

  const save = useMutation({
    mutationFn: (collectionId: string) => libraryApi.saveToCollection(resourceId, collectionId),
    onMutate: (collectionId) => {
      const before = queryClient.getQueryData<Collection[]>(key);
      setList((list) =>
        list.map((c) =>
          c.id === collectionId ? { ...c, hasResource: true, resourceCount: c.resourceCount + 1 } : c,
        ),
      );
      return { before };
    },
    onSuccess: (_state, collectionId) => {
      toast.success('Saved to collection', { description: 'Item has been added to your collection.' });
      done(collectionId);
    },
    onError: (_error, _id, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      toast.error('Error', { description: 'Failed to save to collection. Please try again.' });
    },
  });

  const create = useMutation({
    mutationFn: (newName: string) => libraryApi.createCollection(newName, resourceId),
    onSuccess: (collection) => {
      // Shown at once, without waiting for (or reloading) anything.
      setList((list) => [
        ...list.filter((c) => c.id !== collection.id),
        { ...collection, hasResource: true },
      ]);
      toast.success('Collection created and resource saved');
      done(collection.id);
    },
    onError: () => {
      toast.error('Error', {
        description: 'Failed to create collection or save resource. Please try again.',
      });
    },
  });

  const busy = save.isPending || create.isPending || ticked !== null;

  return (
    <>
      <DialogHeader
        title="Save to collection"
        description={title}
        descriptionClassName="line-clamp-2 break-words"
      />

      <section aria-labelledby={listId} className="flex flex-col gap-2">
        <h3 id={listId} className="text-sm font-medium text-ink">
          Your collections
        </h3>
        {query.isPending ? (
          <div role="status" aria-live="polite" className="space-y-2">
            <span className="sr-only">Loading collections…</span>
            {[0, 1, 2].map((i) => (
              <div key={i} aria-hidden="true" className="skeleton h-12 w-full" />
            ))}
          </div>
        ) : query.isError ? (
          <div
            role="alert"
            className="rounded-lg border border-danger/30 bg-danger-soft p-3 text-sm text-ink"
          >
            <p>Failed to load collections. Please try again.</p>
            <button type="button" className="link mt-1" onClick={() => void query.refetch()}>
              Try again
            </button>
          </div>
        ) : query.data.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border px-3 py-4 text-center text-sm text-muted">
            No collections yet. Create your first one below.
          </p>
        ) : (
          <ul
            aria-label="Collections"
            className="max-h-[300px] space-y-1 overflow-y-auto overscroll-contain pr-1"
          >
            {query.data.map((collection) => (
              <CollectionRow
                key={collection.id}
                collection={collection}
                ticked={ticked === collection.id}
                pending={save.isPending && save.variables === collection.id}
                disabled={busy}
                onSave={() => save.mutate(collection.id)}
              />
            ))}
          </ul>
        )}
      </section>

      <CreateCollectionForm
        label="Create new collection"
        pending={create.isPending}
        disabled={busy}
        onCreate={(newName, reset) => create.mutate(newName, { onSuccess: reset })}
        className="border-t border-border pt-4"
      />
      <p role="status" aria-live="polite" className="sr-only">
        {ticked ? 'Saved' : ''}
      </p>
    </>
  );
}

function CollectionRow({
  collection,
  ticked,
  pending,
  disabled,
  onSave,
}: {
  collection: Collection;
  ticked: boolean;
  pending: boolean;
  disabled: boolean;
  onSave: () => void;
}) {
  const holds = collection.hasResource === true;
  return (
    <li>
      <button
        type="button"
        onClick={onSave}
        // A collection already holding the item has nothing left to do.
        disabled={disabled || holds}
        data-ticked={ticked || undefined}
        className={clsx(
          'flex w-full items-center gap-3 rounded-lg border px-3 py-2.5 text-left transition-colors disabled:cursor-default',
          ticked ? 'border-success bg-success/10' : 'border-border bg-surface enabled:hover:bg-subtle',
        )}
      >
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-medium text-ink">{collection.name}</span>
          <span className="block text-xs text-muted">{resourceCount(collection.resourceCount)}</span>
        </span>
        {pending ? <Loader2 className="size-4 animate-spin text-muted" aria-hidden="true" /> : null}
        {holds && !pending ? (
          <span
            className={clsx(
              'flex items-center gap-1 text-xs font-semibold',
              ticked ? 'text-success' : 'text-muted',
            )}
          >
            <Check className="size-4" aria-hidden="true" />
            Saved
          </span>
        ) : null}
      </button>
    </li>
  );
}
