import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';

/**
 * The top of a form dialog: its title, a line that describes it (read out when the dialog opens)
 * and the close button.
 */
export function DialogHeader({
  title,
  description,
  descriptionClassName = '',
}: {
  title: ReactNode;
  description: ReactNode;
  descriptionClassName?: string;
}) {
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="min-w-0 flex-1">
        <Dialog.Title className="text-lg font-semibold text-ink">{title}</Dialog.Title>
        <Dialog.Description className={`mt-1 text-sm text-muted ${descriptionClassName}`}>
          {description}
        </Dialog.Description>
      </div>
      <Dialog.Close className="icon-btn -mt-2 -mr-2" aria-label="Close">
        <X className="size-5" aria-hidden="true" />
      </Dialog.Close>
    </div>
  );
}
