/**
 * What a console list shows when its data could not be fetched: the page's own sentence, the
 * server's reason, and a button that asks again.
 */
export function LoadError({
  message,
  error,
  onRetry,
  className,
}: {
  /** The page's sentence before the server's reason; leave it out to show the reason alone. */
  message?: string;
  error: Error;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <div className={`rounded-lg border border-border bg-surface p-5 ${className ?? ''}`}>
      <p role="alert" className="text-danger">
        {message ? `${message} ${error.message}` : error.message}
      </p>
      <button type="button" className="btn-outline mt-3" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
