import { Trash2 } from 'lucide-react';
import { ConfirmDialog } from '../../../../components/confirm-dialog';

/** The section that offers to delete the item, at the end of the form. */
export function DeleteSection({ onDelete }: { onDelete: () => void }) {
  return (
    <section
      aria-labelledby="danger-heading"
      className="rounded-lg border border-danger/30 bg-surface p-4 sm:p-5"
    >
      <h2 id="danger-heading" className="mb-2 text-lg font-semibold text-ink">
        Delete
      </h2>
      <p className="mb-3 text-sm text-muted">
        Deleting removes the item, its blocks, its versions and every member's save of it.
      </p>
      <button
        type="button"
        className="btn border border-danger text-danger hover:bg-danger-soft"
        onClick={onDelete}
      >
        <Trash2 className="size-4" aria-hidden="true" />
        Delete this item
      </button>
    </section>
  );
}

/** Asks before the item is deleted for good. */
export function DeleteItemDialog({
  title,
  running,
  onConfirm,
  onClose,
}: {
  title: string;
  running: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      title="Delete this item?"
      action="Delete"
      danger
      running={running}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p>{`"${title}" is deleted for good, with its blocks and members' saves of it.`}</p>
    </ConfirmDialog>
  );
}
