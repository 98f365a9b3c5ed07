import type { ContentCard } from '@shared/content-card';
import { clsx } from 'clsx';
import { FolderPlus } from 'lucide-react';
import { deferred, useDeferredDialog } from '../../components/deferred';
import { SaveButton, type SaveButtonProps } from './save-button';

const CollectionDialog = deferred(() =>
  import('./save-to-collection-dialog').then((m) => m.SaveToCollectionDialog),
);

export interface SaveMenuProps extends SaveButtonProps {
  /** The item itself, when known (lets the home page show a save at once). */
  card?: ContentCard;
}

/** The save toggle with, next to it, "Save to collection" (opens the collection dialog). */
export function SaveMenu({ resourceId, isSaved, title, className, card }: SaveMenuProps) {
  const { open, setOpen, trigger, triggerProps } = useDeferredDialog(CollectionDialog);
  return (
    <div className={clsx('relative z-10 flex items-center gap-1.5', className)}>
      <SaveButton resourceId={resourceId} isSaved={isSaved} title={title} card={card} />
      <button
        {...triggerProps}
        aria-label="Save to collection"
        title="Save to collection"
        onClick={(event) => {
          // Cards are clickable as a whole: opening the dialog must not open the item too.
          event.stopPropagation();
          triggerProps.onClick();
        }}
        className="inline-flex size-9 shrink-0 items-center justify-center rounded-md border border-border bg-surface text-ink transition-colors hover:bg-subtle"
      >
        <FolderPlus className="size-4" aria-hidden="true" />
      </button>
      {open ? (
        <CollectionDialog.Component
          open
          onOpenChange={setOpen}
          returnFocus={trigger}
          resourceId={resourceId}
          title={title}
          card={card}
        />
      ) : null}
    </div>
  );
}
