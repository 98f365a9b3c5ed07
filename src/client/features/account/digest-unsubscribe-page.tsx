import type { Ok } from '@shared/contract/common';
import { DIGEST_MESSAGES } from '@shared/domain/digest';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { PendingButton } from '../../components/pending-button';
import { apiPost } from '../../lib/api';

/**
 * The unsubscribe link in the digest's footer opens this page: the member confirms with a button
 * (a link alone never unsubscribes, so mail scanners that open links change nothing). Mail apps
 * use the List-Unsubscribe header instead, which posts to the same endpoint in one click.
 */
export default function DigestUnsubscribePage() {
  const [params] = useSearchParams();
  const u = params.get('u') ?? '';
  const t = params.get('t') ?? '';
  const done = useMutation({
    mutationFn: () =>
      apiPost<Ok>(`/api/digest/unsubscribe?${new URLSearchParams({ u, t }).toString()}`, {
        'List-Unsubscribe': 'One-Click',
      }),
  });
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col justify-center px-4 py-12">
      <h1 className="text-2xl font-semibold text-ink">Personal digest</h1>
      {done.isSuccess ? (
        <div role="status" className="mt-4 space-y-3">
          <p className="text-ink">{done.data.message ?? DIGEST_MESSAGES.unsubscribed}</p>
          <p className="text-sm text-muted">
            You can turn it back on at any time on{' '}
            <Link to="/my-account" className="link">
              My Account
            </Link>
            .
          </p>
        </div>
      ) : (
        <div className="mt-4 space-y-4">
          <p className="text-muted">Stop receiving your personal digest by email?</p>
          {done.isError ? (
            <p role="alert" className="text-sm font-medium text-danger">
              This unsubscribe link is not valid. Turn the digest off on My Account instead.
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
