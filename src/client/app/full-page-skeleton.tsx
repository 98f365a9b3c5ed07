/** Shape of the member shell while /api/me answers: rail, top bar and a few content blocks. */
export function FullPageSkeleton() {
  return (
    <div role="status" aria-live="polite" className="min-h-dvh">
      <span className="sr-only">Loading…</span>
      <div aria-hidden="true">
        <div className="fixed inset-y-0 left-0 hidden w-sidebar flex-col items-center gap-4 border-r border-border bg-surface py-3 md:flex">
          <div className="skeleton size-10" />
          {Array.from({ length: 7 }, (_, i) => (
            <div key={i} className="skeleton h-11 w-12" />
          ))}
          <div className="skeleton mt-auto size-9 rounded-full" />
        </div>
        <div className="md:pl-sidebar">
          <div className="flex h-14 items-center gap-4 border-b border-border bg-surface px-4 md:h-16 md:px-6">
            <div className="skeleton h-10 w-full max-w-xl" />
            <div className="skeleton ml-auto hidden h-10 w-40 md:block" />
          </div>
          <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 md:px-8">
            <div className="skeleton h-8 w-56" />
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {Array.from({ length: 6 }, (_, i) => (
                <div key={i} className="skeleton h-44" />
              ))}
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
