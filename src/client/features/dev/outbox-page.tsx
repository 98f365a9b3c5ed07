import type { Outbox, OutboxMessage } from '@shared/contract/dev-outbox';
import { useQuery } from '@tanstack/react-query';
import { formatDistanceToNow } from 'date-fns';
import { RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { PendingButton } from '../../components/pending-button';
import { apiGet, isApiError } from '../../lib/api';

/** Only http(s) links become clickable: everything on this page is shown as text. */
function safeHref(link: string | null): string | null {
  if (!link) return null;
  try {
    const url = new URL(link, window.location.origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function MessageItem({ message }: { message: OutboxMessage }) {
  const href = safeHref(message.link);
  const created = new Date(message.createdAt);
  return (
    <li className="rounded-xl border border-border bg-surface p-4 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 className="font-semibold text-ink">{message.subject}</h2>
        <time dateTime={message.createdAt} title={created.toLocaleString()} className="text-xs text-muted">
          {formatDistanceToNow(created, { addSuffix: true })}
        </time>
      </div>
      <p className="mt-1 text-sm text-muted">
        To <span className="break-all text-ink">{message.to}</span>
      </p>
      {message.link ? (
        <p className="mt-3 text-sm break-all">
          {href ? (
            <a href={href} className="link">
              {message.link}
            </a>
          ) : (
            message.link
          )}
        </p>
      ) : null}
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer text-muted">Message text</summary>
        <pre className="mt-2 font-sans text-sm whitespace-pre-wrap text-ink">{message.text}</pre>
      </details>
    </li>
  );
}

/**
 * /dev/outbox: the emails the development outbox stored instead of sending (the server answers 404
 * in production, when SMTP is configured, and to any other machine). Everything is rendered as text.
 */
export default function OutboxPage() {
  const [to, setTo] = useState('');
  const filterId = useId();
  const outbox = useQuery({
    queryKey: ['dev-outbox', to.trim().toLowerCase()],
    queryFn: ({ signal }) => {
      const query = to.trim() ? `?to=${encodeURIComponent(to.trim())}` : '';
      return apiGet<Outbox>(`/api/dev/outbox${query}`, { signal });
    },
    staleTime: 0,
    retry: false,
  });

  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-8 md:px-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight text-ink">Dev outbox</h1>
        <PendingButton
          type="button"
          className="btn-outline"
          onClick={() => void outbox.refetch()}
          pending={outbox.isFetching}
        >
          <RefreshCw
            className={`size-4 ${outbox.isFetching ? 'motion-safe:animate-spin' : ''}`}
            aria-hidden="true"
          />
          Refresh
        </PendingButton>
      </div>
      <p className="mt-2 text-muted">
        Emails stored by the development outbox instead of being sent. Newest first.
      </p>

      <div className="mt-6 max-w-sm space-y-1.5">
        <label htmlFor={filterId} className="block text-sm font-medium">
          Recipient
        </label>
        <input
          id={filterId}
          type="email"
          className="input h-10"
          placeholder="Any recipient"
          value={to}
          onChange={(e) => setTo(e.target.value)}
        />
      </div>

      <div className="mt-6">
        {outbox.isPending ? (
          <div role="status" aria-live="polite" className="space-y-3">
            <span className="sr-only">Loading…</span>
            {Array.from({ length: 3 }, (_, i) => (
              <div key={i} className="skeleton h-28" aria-hidden="true" />
            ))}
          </div>
        ) : outbox.isError ? (
          <p
            role="alert"
            className="rounded-md border border-danger/30 bg-danger-soft px-3 py-2 text-sm text-danger"
          >
            {isApiError(outbox.error) && outbox.error.status === 404
              ? 'The dev outbox is not available: this server sends real email or runs in production.'
              : 'The outbox could not be loaded. Please try again.'}
          </p>
        ) : outbox.data.messages.length === 0 ? (
          <p className="rounded-xl border border-dashed border-border p-8 text-center text-muted">
            No emails yet. Sign-up, magic-link, password-reset and invite emails appear here.
          </p>
        ) : (
          <ul className="space-y-3">
            {outbox.data.messages.map((m) => (
              <MessageItem key={m.id} message={m} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
