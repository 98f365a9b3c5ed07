import { Loader2 } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { dialogContentClass, dialogOverlayClass } from './dialog-classes';
import { PendingButton } from './pending-button';

/**
 * Asks before an action that cannot be taken back (or that tells other people). It stays open, and
 * cannot be dismissed, while the action runs; `danger` colours the confirming button. `fields` go
 * under the description: what the action may take besides the yes (a note to send with it).
 */
export function ConfirmDialog({
  title,
  children,
  fields,
  action,
  cancel = 'Cancel',
  running,
  danger = false,
  onConfirm,
  onClose,
  onCloseAutoFocus,
}: {
  title: string;
  children: ReactNode;
  fields?: ReactNode;
  action: string;
  /** The safe choice's words, where plain "Cancel" would not say it (Stay on this page). */
  cancel?: string;
  running: boolean;
  danger?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** Where focus goes once it closes, when the element that opened it is gone (Radix's event). */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && !running && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialogOverlayClass} />
        <AlertDialog.Content className={dialogContentClass()} onCloseAutoFocus={onCloseAutoFocus}>
          <AlertDialog.Title className="text-lg font-semibold text-ink">{title}</AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="mt-2 space-y-2 text-sm break-words text-muted">{children}</div>
          </AlertDialog.Description>
          {fields ? <div className="mt-4">{fields}</div> : null}
          {/* Two long labels go on two lines on a phone instead of leaving the dialog. */}
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            {/* Disabled, not pending, while the action runs: focus is on the confirming button then. */}
            <AlertDialog.Cancel className="btn-outline" disabled={running}>
              {cancel}
            </AlertDialog.Cancel>
            <PendingButton
              type="button"
              className={danger ? 'btn bg-danger text-white hover:opacity-90' : 'btn-primary'}
              onClick={onConfirm}
              pending={running}
            >
              {running ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : null}
              {action}
            </PendingButton>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
