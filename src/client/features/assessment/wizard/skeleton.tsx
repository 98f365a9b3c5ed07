/** The wizard's place while the assessment loads. */
export function WizardSkeleton() {
  return (
    <div role="status" aria-live="polite" className="rounded-xl border border-border bg-surface p-6">
      <span className="sr-only">Loading the assessment…</span>
      <div aria-hidden="true" className="space-y-4">
        <div className="skeleton h-4 w-32" />
        <div className="skeleton h-8 w-2/3" />
        <div className="skeleton h-4 w-full" />
        {[0, 1, 2].map((i) => (
          <div key={i} className="skeleton h-24 w-full" />
        ))}
      </div>
    </div>
  );
}
