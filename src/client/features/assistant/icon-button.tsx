import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/**
 * The assistant's icon buttons (the panel's header, the thumbs under an answer): the label is the
 * accessible name and the tooltip; a toggle says whether it is pressed.
 */
export function IconButton({
  label,
  pressed,
  onClick,
  className,
  children,
}: {
  label: string;
  pressed?: boolean;
  onClick: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      onClick={onClick}
      className={clsx('icon-btn', className)}
    >
      {children}
    </button>
  );
}
