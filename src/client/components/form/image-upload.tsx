import { clsx } from 'clsx';
import { ImageUp, Loader2 } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { PendingFileInput } from '../pending-file-input';

interface ImageUploadProps {
  /** The button's words ("Upload picture", "Replace cover"). */
  label: string;
  /** The types offered in the file chooser (the shared rule's list). */
  accept: string;
  /** Gets the chosen file; the same file may be chosen again afterwards. */
  onFile: (file: File) => void;
  /** An upload this control started is on its way: presses are ignored until it ends. */
  pending?: boolean;
  /** Unavailable for another reason (e.g. the picture is being removed). */
  disabled?: boolean;
  hint?: ReactNode;
  /** Why the file was refused (before or after the upload); announced. */
  error?: string | null;
  /** Shown beside the button (e.g. Remove). */
  children?: ReactNode;
  /** Focus the button when it appears (a block that starts at its upload). */
  autoFocus?: boolean;
}

/**
 * An image upload drawn as a button: the real file input is visually hidden behind its label, so
 * keyboard focus, the file chooser and screen readers behave as for a native file input.
 */
export function ImageUpload({
  label,
  accept,
  onFile,
  pending = false,
  disabled,
  hint,
  error,
  children,
  autoFocus,
}: ImageUploadProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap justify-center gap-2 sm:justify-start">
        <PendingFileInput
          id={id}
          accept={accept}
          pending={pending}
          disabled={disabled}
          autoFocus={autoFocus}
          aria-describedby={describedBy || undefined}
          className="peer sr-only"
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Let the same file be chosen again after a failure.
            event.target.value = '';
            if (file) onFile(file);
          }}
        />
        <label
          htmlFor={id}
          className={clsx(
            'btn-outline cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
            'peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
          )}
        >
          {pending ? (
            <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          ) : (
            <ImageUp className="size-4" aria-hidden="true" />
          )}
          {label}
        </label>
        {children}
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
