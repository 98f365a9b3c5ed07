import { useLayoutEffect, useRef } from 'react';
import type { SaveError } from './save-error';

/**
 * The failed save's message, focused as it appears so keyboard and screen reader users land on it.
 * When the item changed elsewhere, it offers to reload the page.
 */
export function SaveErrorAlert({ error }: { error: SaveError }) {
  const ref = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each failure is a new object: focus again, same words or not.
  useLayoutEffect(() => {
    ref.current?.focus();
  }, [error]);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      className="mb-4 rounded-lg border border-danger/30 bg-danger-soft p-4 text-sm text-danger"
    >
      {error.message}
      {error.stale ? (
        <button type="button" className="link ml-2" onClick={() => window.location.reload()}>
          Reload the item
        </button>
      ) : null}
    </div>
  );
}
