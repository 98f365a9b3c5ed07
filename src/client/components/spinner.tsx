import { clsx } from 'clsx';

/** A small spinner for busy buttons, in the button's own colour. */
export function Spinner({ className }: { className?: string }) {
  return (
    <span
      className={clsx(
        'size-4 rounded-full border-2 border-current/30 border-t-current motion-safe:animate-spin',
        className,
      )}
      aria-hidden="true"
    />
  );
}
