import type { AdminContentInput } from '@shared/contract/admin-content';
import type { ContentDetail } from '@shared/contract/content';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect, useState } from 'react';
import { fetchPreview } from './api';
import { MemberPreview } from './member-preview';

/**
 * "Preview as a member": the member's page of the item as the editor holds it, saved or not
 * (cover, topics, save menu, body and related items), in a dialog over the editor.
 */
export function PreviewDialog({
  open,
  onOpenChange,
  id,
  input,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  id: string | undefined;
  input: AdminContentInput;
}) {
  const [state, setState] = useState<{ detail: ContentDetail } | { error: string } | null>(null);
  // The preview shows the item as it was when it was opened: input is read once per opening.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above.
  useEffect(() => {
    if (!open) {
      setState(null);
      return;
    }
    let live = true;
    const title = document.title;
    fetchPreview(id, input).then(
      (detail) => live && setState({ detail }),
      (err: unknown) =>
        live && setState({ error: err instanceof Error ? err.message : 'The preview could not be made' }),
    );
    return () => {
      live = false;
      // The member's page names the tab after the item; the editor takes its own name back.
      document.title = title;
    };
  }, [open, id]);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/60 motion-safe:animate-fade-in" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-2 z-50 overflow-y-auto rounded-xl bg-canvas shadow-xl outline-none sm:inset-6"
        >
          <div className="sticky top-0 z-10 flex items-center gap-3 border-b border-border bg-surface px-4 py-3">
            <Dialog.Title className="flex-1 text-sm font-medium text-muted">
              Preview: the page as a member sees it
            </Dialog.Title>
            <Dialog.Close className="icon-btn" aria-label="Close preview">
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          {state === null ? (
            <p role="status" className="p-6 text-sm text-muted">
              Preparing the preview…
            </p>
          ) : 'error' in state ? (
            <p role="alert" className="p-6 text-sm text-danger">
              {state.error}
            </p>
          ) : (
            <MemberPreview detail={state.detail} />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
