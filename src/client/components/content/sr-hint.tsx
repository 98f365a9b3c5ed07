import type { ReactNode } from 'react';

/** Extra words for screen readers, e.g. "(opens in a new tab)", separated from the visible text. */
export function SrHint({ children }: { children: ReactNode }) {
  return (
    <>
      {' '}
      <span className="sr-only">{children}</span>
    </>
  );
}
