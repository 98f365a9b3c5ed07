import type { ContentCard } from '@shared/content-card';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Bookmark, BookmarkCheck } from 'lucide-react';
import { useRef, useState } from 'react';
import { PendingButton } from '../../components/pending-button';
import { apiDelete, apiPost } from '../../lib/api';
import { toast } from '../../lib/toast';
import { applySavedChange, invalidateSavedState } from './cache';

export interface SaveButtonProps {
  resourceId: string;
  isSaved: boolean;
  /** The item's title, for the button's accessible name. */
  title: string;
  className?: string;
  /** The item itself, when known: lets the library and home lists show a save at once. */
  card?: ContentCard;
}

/**
 * Save / remove toggle: flips at once, ignores presses while the call is in flight (a pending
 * button, so it keeps keyboard focus), and reverts with an error toast when the call fails.
 */
export function SaveButton({ resourceId, isSaved, title, className, card }: SaveButtonProps) {
  const queryClient = useQueryClient();
  // The optimistic value overrides the prop until fresh data arrives with a different prop.
  const [optimistic, setOptimistic] = useState<{ from: boolean; value: boolean } | null>(null);
  const saved = optimistic !== null && optimistic.from === isSaved ? optimistic.value : isSaved;
  // Marked as the press is handled: a second press must not send a second call, even one that
  // comes before the pending state has rendered.
  const sending = useRef(false);

  const mutation = useMutation({
    mutationFn: (save: boolean) =>
      save
        ? apiPost('/api/saved', { resourceId })
        : apiDelete(`/api/saved/${encodeURIComponent(resourceId)}`),
    onMutate: (save) => {
      setOptimistic({ from: isSaved, value: save });
      applySavedChange(queryClient, { resourceId, saved: save, card });
    },
    onSuccess: (_data, save) => {
      if (save) toast.success('Saved successfully', { description: 'Item has been saved to your library.' });
      else toast.success('Removed', { description: 'Item has been removed from your saved items.' });
    },
    onError: (_error, save) => {
      setOptimistic(null);
      toast.error('Error', {
        description: save
          ? 'Failed to save item. Please try again.'
          : 'Failed to remove item. Please try again.',
      });
    },
    onSettled: () => {
      sending.current = false;
      void invalidateSavedState(queryClient);
    },
  });

  const Icon = saved ? BookmarkCheck : Bookmark;
  return (
    <PendingButton
      type="button"
      pending={mutation.isPending}
      aria-pressed={saved}
      aria-label={`Save “${title}”`}
      title={saved ? 'Saved' : 'Save'}
      onClick={(event) => {
        // Cards are clickable as a whole; saving must not open the item too.
        event.stopPropagation();
        if (sending.current) return;
        sending.current = true;
        mutation.mutate(!saved);
      }}
      className={clsx(
        'relative z-10 inline-flex size-9 shrink-0 items-center justify-center rounded-md border transition-colors',
        saved
          ? 'border-primary bg-primary text-primary-foreground hover:bg-primary-hover'
          : 'border-border bg-surface text-ink hover:bg-subtle',
        className,
      )}
    >
      <Icon className="size-4" aria-hidden="true" fill={saved ? 'currentColor' : 'none'} />
    </PendingButton>
  );
}
