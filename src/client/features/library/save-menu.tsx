import type { ContentCard } from '@shared/content-card';
import { clsx } from 'clsx';
import { FolderPlus } from 'lucide-react';
import { useState } from 'react';
import { SaveButton, type SaveButtonProps } from './save-button';
import { SaveToCollectionDialog } from './save-to-collection-dialog';

export interface SaveMenuProps extends SaveButtonProps {
  /** The item itself, when known (lets the home page show a save at once). */
  card?: ContentCard;
}

/** The save toggle with, next to it, "Save to collection" (opens the collection dialog). */
export function SaveMenu({ resourceId, isSaved, title, className, card }: SaveMenuProps) {
  const [open, setOpen] = useState(false);
  return (
    <div className={clsx('relative z-10 flex items-center gap-1.5', className)}>
      <SaveButton resourceId={resourceId} isSaved={isSaved} title={title} card={card} />
      <SaveToCollectionDialog
        open={open}
        onOpenChange={setOpen}
        resourceId={resourceId}
        title={title}
        card={card}
        trigger={
          <button
            type="button"
            aria-label="Save to collection"
            title="Save to collection"
            // Cards are clickable as a whole: opening the dialog must not open the item too.
            onClick={(event) => event.stopPropagation()}
            className="inline-flex size-9 shrink-0 items-center justify-center rounded-md border border-border bg-surface text-ink transition-colors hover:bg-subtle"
          >
            <FolderPlus className="size-4" aria-hidden="true" />
          </button>
        }
      />
    </div>
  );
}
