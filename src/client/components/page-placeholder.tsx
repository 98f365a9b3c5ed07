import type { ReactNode } from 'react';

/** Stand-in for a page whose feature is not built yet: its heading, and optionally a short note. */
export function PagePlaceholder({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8 md:px-8">
      <h1 className="text-2xl font-semibold tracking-tight text-ink">{title}</h1>
      {children ? <div className="mt-2 text-muted">{children}</div> : null}
    </section>
  );
}
