import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { VideoPlayer } from './video-player';

export interface VideoDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  url: string | null | undefined;
  kind: 'resource' | 'event';
  description?: string | null;
}

/** The recording of a resource or event in a modal dialog. */
export function VideoDialog({ open, onOpenChange, title, url, kind, description }: VideoDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/70 motion-safe:animate-fade-in" />
        <Dialog.Content
          // Without a description Radix must not point at a missing element.
          {...(description ? {} : { 'aria-describedby': undefined })}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[min(64rem,calc(100vw-2rem))] overflow-y-auto -translate-x-1/2 -translate-y-1/2 rounded-xl bg-surface p-4 shadow-xl outline-none motion-safe:animate-fade-in md:p-6"
        >
          <div className="mb-3 flex items-start gap-3">
            <Dialog.Title className="flex-1 text-lg leading-snug font-semibold text-ink">
              {title}
            </Dialog.Title>
            <Dialog.Close className="icon-btn -mt-1 -mr-1" aria-label="Close video">
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          {description ? (
            <Dialog.Description className="mb-3 line-clamp-2 text-sm text-muted">
              {description}
            </Dialog.Description>
          ) : null}
          <VideoPlayer url={url} title={title} kind={kind} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
