import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { MouseEvent, ReactNode } from 'react';
import { type DeferredDialogProps, returnFocusTo } from '../../components/deferred';

/** Any link or button inside a phone menu closes it (spec: "the menu closes on any item click"). */
function closeOnItemClick(close: () => void) {
  return (event: MouseEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).closest('a, button')) close();
  };
}

/**
 * A phone menu sheet (the slide-in menu, the account menu): a Radix Dialog drawn only while open,
 * with its title and close button on top; any item clicked inside closes it, and the focus goes
 * back to the button that opened it.
 */
export function PhoneSheet({
  title,
  closeLabel,
  className,
  overlay = false,
  onClose,
  trigger,
  children,
}: DeferredDialogProps & {
  title: string;
  closeLabel: string;
  className: string;
  /** Dims the page beside a sheet that does not cover it. */
  overlay?: boolean;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        {overlay ? (
          <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/50 motion-safe:animate-fade-in" />
        ) : null}
        <Dialog.Content
          aria-describedby={undefined}
          className={className}
          onClick={closeOnItemClick(onClose)}
          onCloseAutoFocus={returnFocusTo(trigger)}
        >
          <div className="flex h-14 items-center justify-between border-b border-border px-3">
            <Dialog.Title className="px-1 text-base font-semibold">{title}</Dialog.Title>
            <Dialog.Close className="icon-btn" aria-label={closeLabel}>
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
