/** /api/me failed for a reason other than "signed out" (network, server error). */
export function SessionError({ onRetry }: { onRetry: () => void }) {
  return (
    <main
      id="main-content"
      className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center"
    >
      <h1 className="text-xl font-semibold">We couldn’t load your account</h1>
      <p className="max-w-md text-muted">Check your connection and try again.</p>
      <button type="button" className="btn-primary" onClick={onRetry}>
        Try again
      </button>
    </main>
  );
}
