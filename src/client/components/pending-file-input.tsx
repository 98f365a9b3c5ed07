import type { ComponentPropsWithRef } from 'react';

export type PendingFileInputProps = Omit<ComponentPropsWithRef<'input'>, 'type'> & {
  /** True while the upload this input started is on its way: it ignores presses until then. */
  pending: boolean;
};

/**
 * A file input (often hidden behind a label drawn as a button) whose upload may take a while. Like
 * PendingButton, while `pending` it stays enabled and keeps keyboard focus, is marked aria-disabled
 * and aria-busy, and ignores presses: the file chooser does not open again, and a file that still
 * arrives (dropped on it) is not passed on. A disabled input would drop focus to the page.
 * `disabled` stays for an input that is unavailable.
 */
export function PendingFileInput({ pending, onClick, onChange, ...props }: PendingFileInputProps) {
  return (
    <input
      type="file"
      {...props}
      aria-disabled={pending || props['aria-disabled'] || undefined}
      aria-busy={pending || props['aria-busy'] || undefined}
      onClick={(event) => {
        if (pending) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      onChange={(event) => {
        if (pending) {
          event.target.value = '';
          return;
        }
        onChange?.(event);
      }}
    />
  );
}
