import type { Ok } from '@shared/contract/common';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { PendingButton } from '../../components/pending-button';
import { apiPost } from '../../lib/api';

/**
 * The unsubscribe link of a roadmap mail opens this page: the member confirms with a button (a
 * link alone never unsubscribes, so mail scanners that open links change nothing).
 */
export default function RoadmapUnsubscribePage() {
  const [params] = useSearchParams();
  const u = params.get('u') ?? '';
  const t = params.get('t') ?? '';
  const done = useMutation({
    mutationFn: () =>
      apiPost<Ok>(`/api/roadmap/unsubscribe?${new URLSearchParams({ u, t }).toString()}`, {
        'List-Unsubscribe': 'One-Click',
      }),
  });
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col justify-center px-4 py-12">
      <h1 className="text-2xl font-semibold text-ink">Roadmap updates</h1>
      {done.isSuccess ? (
        <div role="status" className="mt-4 space-y-3">
          <p className="text-ink">{done.data.message ?? 'You will no longer receive roadmap updates.'}</p>
          <p className="text-sm text-muted">
            You can turn them back on at any time on{' '}
            <Link to="/my-account" className="link">
              My Account
            </Link>
            .
          </p>
        </div>
      ) : (
        <div className="mt-4 space-y-4">
          <p className="text-muted">
            Stop receiving an email when a feature you upvoted or suggested changes status?
          </p>
          {done.isError ? (
            <p role="alert" className="text-sm font-medium text-danger">
              This unsubscribe link is not valid. Turn roadmap updates off on My Account instead.
            </p>
          ) : null}
          <PendingButton
            type="button"
            className="btn-primary"
            pending={done.isPending}
            disabled={!u || !t}
            onClick={() => done.mutate()}
          >
            {done.isPending ? 'Unsubscribing…' : 'Unsubscribe'}
          </PendingButton>
        </div>
      )}
    </main>
  );
}
