import { type ReactNode, useEffect } from 'react';
import { useLocation } from 'react-router';

/** Article with an optional table of contents: beside it from 1024 px, above it on smaller screens. */
export function DetailLayout({ toc, children }: { toc?: ReactNode; children: ReactNode }) {
  if (!toc) return <div className="max-w-3xl">{children}</div>;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_15rem] lg:gap-10">
      <div className="lg:order-2">{toc}</div>
      <div className="max-w-3xl min-w-0 lg:order-1">{children}</div>
    </div>
  );
}

/** A shared link to a section (/canvases/x#step-2) scrolls there once the content has loaded. */
export function useScrollToHash(ready: boolean) {
  const { hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the first load with a hash counts
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [ready]);
}
