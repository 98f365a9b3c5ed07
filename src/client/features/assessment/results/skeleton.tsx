import { card } from './card';

/** The results' shape while they load: the summary, then the two charts. */
export function ResultsSkeleton({ label = 'Loading results…' }: { label?: string }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{label}</span>
      <div aria-hidden="true" className="space-y-6">
        <div className={card}>
          <div className="skeleton h-6 w-56" />
          <div className="skeleton mt-3 h-4 w-72 max-w-full" />
          <div className="mt-4 grid gap-3 md:grid-cols-3">
            <div className="skeleton h-12 w-full" />
            <div className="skeleton h-12 w-full" />
            <div className="skeleton h-12 w-full" />
          </div>
        </div>
        <div className="grid gap-6 xl:grid-cols-2">
          <div className={card}>
            <div className="skeleton h-6 w-48" />
            <div className="skeleton mx-auto mt-6 aspect-square w-full max-w-[440px] rounded-full" />
          </div>
          <div className={card}>
            <div className="skeleton h-6 w-40" />
            <div className="skeleton mt-4 h-40 w-full" />
          </div>
        </div>
      </div>
    </div>
  );
}
