import { clsx } from 'clsx';
import { ArrowLeft, SearchX, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The content column of a page. */
export function PageContainer({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={clsx('mx-auto w-full max-w-6xl px-4 py-6 md:px-8 md:py-8', className)}>{children}</div>
  );
}

export function PageHeader({
  title,
  description,
  actions,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <h1 className="text-2xl font-semibold tracking-tight break-words text-ink md:text-3xl">{title}</h1>
        {description ? <div className="mt-2 max-w-3xl text-muted">{description}</div> : null}
      </div>
      {actions ? <div className="flex max-w-full shrink-0 flex-wrap gap-2">{actions}</div> : null}
    </header>
  );
}

export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="btn-ghost -ml-3 mb-4 text-muted hover:text-ink">
      <ArrowLeft className="size-4" aria-hidden="true" />
      {children}
    </Link>
  );
}

/** An empty list: the spec's text, announced politely. */
export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div
      role="status"
      className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border bg-surface px-6 py-12 text-center"
    >
      <SearchX className="size-8 text-muted" aria-hidden="true" />
      <p className="font-medium text-ink">{children}</p>
      {action}
    </div>
  );
}

/** A failed load: a clear message and a way to try again. */
export function ErrorState({
  title = 'Something went wrong',
  message,
  onRetry,
}: {
  title?: string;
  message: ReactNode;
  onRetry?: () => void;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-danger/30 bg-danger-soft px-6 py-10 text-center"
    >
      <TriangleAlert className="size-8 text-danger" aria-hidden="true" />
      <p className="font-semibold text-ink">{title}</p>
      <p className="max-w-md text-sm text-ink">{message}</p>
      {onRetry ? (
        <button type="button" className="btn-outline" onClick={onRetry}>
          Try again
        </button>
      ) : null}
    </div>
  );
}

/** A detail page whose item does not exist (or is not of this page's kind). */
export function NotFoundState({
  title,
  message,
  backTo,
  backLabel,
}: {
  title: string;
  message?: string;
  backTo: string;
  backLabel: string;
}) {
  return (
    <PageContainer>
      <div className="flex flex-col items-center gap-3 py-16 text-center">
        <SearchX className="size-10 text-muted" aria-hidden="true" />
        <h1 className="text-2xl font-semibold text-ink">{title}</h1>
        {message ? <p className="max-w-md text-muted">{message}</p> : null}
        <Link to={backTo} className="btn-primary mt-2">
          <ArrowLeft className="size-4" aria-hidden="true" />
          {backLabel}
        </Link>
      </div>
    </PageContainer>
  );
}

/** Skeleton of a detail page: title, badges and a few paragraphs. */
export function DetailSkeleton({ label = 'Loading…' }: { label?: string }) {
  return (
    <PageContainer>
      <div role="status" aria-live="polite">
        <span className="sr-only">{label}</span>
        <div aria-hidden="true" className="space-y-4">
          <div className="skeleton h-5 w-28" />
          <div className="skeleton h-9 w-3/4" />
          <div className="flex gap-2">
            <div className="skeleton h-6 w-24 rounded-full" />
            <div className="skeleton h-6 w-20 rounded-full" />
          </div>
          <div className="skeleton h-4 w-full" />
          <div className="skeleton h-4 w-11/12" />
          <div className="skeleton h-4 w-4/5" />
          <div className="skeleton mt-6 h-48 w-full" />
        </div>
      </div>
    </PageContainer>
  );
}
