import { Dialog } from 'radix-ui';
import { type DeferredDialogProps, returnFocusTo } from '../../components/deferred';
import { type SearchCombobox, SearchPanel } from '../../features/search/search-combobox';
import { SearchField } from './search-field';

/** The phone's full-screen search: a Radix Dialog, drawn only while open. */
export default function MobileSearchOverlay({
  box,
  onClose,
  trigger,
}: DeferredDialogProps & { box: SearchCombobox }) {
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-0 z-50 flex flex-col bg-surface outline-none motion-safe:animate-fade-in"
          onCloseAutoFocus={returnFocusTo(trigger)}
        >
          <Dialog.Title className="sr-only">Search</Dialog.Title>
          <div className="flex items-center gap-2 border-b border-border px-3 py-2">
            <SearchField
              box={box}
              id="mobile-search"
              expanded
              autoFocus
              placeholder="Search the library…"
              className="flex-1"
            />
            <Dialog.Close className="btn-ghost px-3">Cancel</Dialog.Close>
          </div>
          <SearchPanel box={box} className="flex-1 overflow-y-auto overscroll-contain py-2" />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
