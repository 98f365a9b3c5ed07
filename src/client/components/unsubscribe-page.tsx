import type { Ok } from '@shared/contract/common';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { apiPost } from '../lib/api';
import { PendingButton } from './pending-button';

export interface UnsubscribeTexts {
  /** The one-click endpoint of the mail list (the List-Unsubscribe header posts to it too). */
  endpoint: string;
  title: string;
  question: string;
  /** Shown when the server's answer carries no message of its own. */
  done: string;
  turnBackOn: string;
  invalid: string;
}

/**
 * The unsubscribe link in a mail's footer opens this page: the member confirms with a button (a
 * link alone never unsubscribes, so mail scanners that open links change nothing). Mail apps use
 * the List-Unsubscribe header instead, which posts to the same endpoint in one click.
 */
export function UnsubscribePage({ texts }: { texts: UnsubscribeTexts }) {
  const [params] = useSearchParams();
  const u = params.get('u') ?? '';
  const t = params.get('t') ?? '';
  const done = useMutation({
    mutationFn: () =>
      apiPost<Ok>(`${texts.endpoint}?${new URLSearchParams({ u, t }).toString()}`, {
        'List-Unsubscribe': 'One-Click',
      }),
  });
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col justify-center px-4 py-12">
      <h1 className="text-2xl font-semibold text-ink">{texts.title}</h1>
      {done.isSuccess ? (
        <div role="status" className="mt-4 space-y-3">
          <p className="text-ink">{done.data.message ?? texts.done}</p>
          <p className="text-sm text-muted">
            {texts.turnBackOn}{' '}
            <Link to="/my-account" className="link">
              My Account
            </Link>
            .
          </p>
        </div>
      ) : (
        <div className="mt-4 space-y-4">
          <p className="text-muted">{texts.question}</p>
          {done.isError ? (
            <p role="alert" className="text-sm font-medium text-danger">
              {texts.invalid}
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
