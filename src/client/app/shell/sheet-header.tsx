import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';

/** The top row of a phone menu sheet: its title and the button that closes it. */
export function SheetHeader({ title, closeLabel }: { title: string; closeLabel: string }) {
  return (
    <div className="flex h-14 items-center justify-between border-b border-border px-3">
      <Dialog.Title className="px-1 text-base font-semibold">{title}</Dialog.Title>
      <Dialog.Close className="icon-btn" aria-label={closeLabel}>
        <X className="size-5" aria-hidden="true" />
      </Dialog.Close>
    </div>
  );
}
