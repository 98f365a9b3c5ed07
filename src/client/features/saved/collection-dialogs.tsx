import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { AlertDialog, Dialog } from 'radix-ui';
import { type FormEvent, useId, useState } from 'react';
import { DialogHeader } from '../../components/dialog-header';
import { PendingButton } from '../../components/pending-button';
import { isApiError } from '../../lib/api';
import { toast } from '../../lib/toast';
import {
  COLLECTION_NAME_MAX,
  type Collection,
  collectionName,
  libraryApi,
  libraryKeys,
} from '../library/api';
import { invalidateSavedState } from '../library/cache';

const overlayClass = 'fixed inset-0 z-50 bg-ink/50 motion-safe:animate-fade-in';
const contentClass =
  'fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl border border-border bg-surface p-6 shadow-xl outline-none motion-safe:animate-fade-in';

/** Replaces one collection in the cached list (or drops it with `null`). */
function useUpdateCollectionList() {
  const queryClient = useQueryClient();
  return (id: string, next: Collection | null) =>
    queryClient.setQueryData<Collection[]>(libraryKeys.collections, (list) =>
      list
        ? next
          ? list.map((c) => (c.id === id ? { ...c, ...next } : c))
          : list.filter((c) => c.id !== id)
        : list,
    );
}

const failure = (error: unknown, fallback: string) =>
  isApiError(error) && error.status === 400 ? error.message : fallback;

interface CollectionDialogProps {
  collection: Collection;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Rename: an empty or unchanged name is ignored. */
export function RenameCollectionDialog({ collection, open, onOpenChange }: CollectionDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={overlayClass} />
        <Dialog.Content className={contentClass}>
          <RenameForm collection={collection} onDone={() => onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function RenameForm({ collection, onDone }: { collection: Collection; onDone: () => void }) {
  const queryClient = useQueryClient();
  const updateList = useUpdateCollectionList();
  const inputId = useId();
  const [name, setName] = useState(collection.name);
  const trimmed = collectionName(name);
  const unchanged = trimmed === '' || trimmed === collection.name;

  const rename = useMutation({
    mutationFn: (next: string) => libraryApi.renameCollection(collection.id, next),
    onSuccess: (renamed) => {
      updateList(collection.id, renamed);
      void invalidateSavedState(queryClient);
      toast.success('Collection renamed');
      onDone();
    },
    onError: (error) =>
      toast.error('Error', { description: failure(error, 'Failed to rename collection. Please try again.') }),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (rename.isPending) return;
    if (unchanged) {
      onDone();
      return;
    }
    rename.mutate(trimmed);
  };

  return (
    <form onSubmit={submit} className="space-y-4">
      <DialogHeader title="Rename collection" description={`Give “${collection.name}” a new name.`} />
      <div className="space-y-1.5">
        <label htmlFor={inputId} className="block text-sm font-medium text-ink">
          Collection name
        </label>
        <input
          id={inputId}
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={COLLECTION_NAME_MAX}
          autoComplete="off"
          // Read-only, not disabled, while the new name is sent: Enter in this field sends it, and a
          // disabled field would drop keyboard focus to the page.
          readOnly={rename.isPending}
          className="input h-10"
        />
      </div>
      <div className="flex justify-end gap-2">
        <Dialog.Close className="btn-outline" type="button">
          Cancel
        </Dialog.Close>
        <PendingButton type="submit" className="btn-primary" pending={rename.isPending} disabled={unchanged}>
          {rename.isPending ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : null}
          Save
        </PendingButton>
      </div>
    </form>
  );
}

/** Delete asks first; the items stay saved. */
export function DeleteCollectionDialog({ collection, open, onOpenChange }: CollectionDialogProps) {
  const queryClient = useQueryClient();
  const updateList = useUpdateCollectionList();
  const remove = useMutation({
    mutationFn: () => libraryApi.deleteCollection(collection.id),
    onSuccess: () => {
      updateList(collection.id, null);
      queryClient.removeQueries({ queryKey: libraryKeys.collection(collection.id) });
      void invalidateSavedState(queryClient);
      toast.success('Collection deleted');
      onOpenChange(false);
    },
    onError: () => toast.error('Error', { description: 'Failed to delete collection. Please try again.' }),
  });

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !remove.isPending && onOpenChange(next)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlayClass} />
        <AlertDialog.Content className={contentClass}>
          <AlertDialog.Title className="text-lg font-semibold text-ink">Delete collection?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm break-words text-muted">
            “{collection.name}” will be deleted. The resources in it stay in your saved items.
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel className="btn-outline" disabled={remove.isPending}>
              Cancel
            </AlertDialog.Cancel>
            <PendingButton
              type="button"
              className="btn bg-danger text-white hover:bg-danger/90"
              pending={remove.isPending}
              onClick={() => remove.mutate()}
            >
              {remove.isPending ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : null}
              Delete
            </PendingButton>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
