import { CALENDAR_MESSAGES, googleCalendarAddress } from '@shared/domain/calendar';
import { CalendarPlus, Copy, RefreshCw } from 'lucide-react';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { TextField } from '../../components/form/text-field';
import { toast } from '../../lib/toast';
import { AccountCard } from './account-card';
import { failureMessage, useCalendarFeed, useResetCalendarFeed } from './api';

function CalendarFeedSkeleton() {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Loading your calendar address…</span>
      <div aria-hidden="true" className="space-y-3">
        <div className="skeleton h-4 w-32 rounded" />
        <div className="skeleton h-10 w-full rounded-md" />
        <div className="skeleton h-10 w-64 rounded-md" />
      </div>
    </div>
  );
}

/**
 * "Calendar feed": the member's private address of upcoming events and their saved ones, to
 * subscribe to in Google, Apple or Outlook calendars; a new address turns the old one off.
 */
export function CalendarFeedCard() {
  const feed = useCalendarFeed();
  const reset = useResetCalendarFeed();
  // Which address the last copy was of, and whether it worked: a new address starts uncopied.
  const [copied, setCopied] = useState<{ url: string; ok: boolean } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const addressRef = useRef<HTMLInputElement>(null);
  const url = feed.data?.url;
  const copy = copied && copied.url === url ? (copied.ok ? 'copied' : 'failed') : 'idle';

  const copyAddress = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setCopied({ url, ok: true });
    } catch {
      setCopied({ url, ok: false });
      // Selected, so the member can copy it with the keyboard.
      addressRef.current?.select();
    }
  };

  const makeNewAddress = () =>
    reset.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(CALENDAR_MESSAGES.resetDone);
      },
    });

  return (
    <AccountCard
      title="Calendar feed"
      description="Upcoming events and the events you saved, in your own calendar app. It updates by itself."
    >
      {feed.isPending ? (
        <CalendarFeedSkeleton />
      ) : feed.isError ? (
        <div className="space-y-3">
          <p role="alert" className="text-sm font-medium text-danger">
            {failureMessage(feed.error, CALENDAR_MESSAGES.loadFailed)}
          </p>
          <button type="button" className="btn-outline" onClick={() => void feed.refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <div className="space-y-5">
          <TextField
            ref={addressRef}
            label="Your calendar address"
            hint="Private to you: anyone with this address can see your calendar feed."
            readOnly
            value={feed.data.url}
            onFocus={(e) => e.currentTarget.select()}
            className="font-mono text-sm"
          />
          <div className="flex flex-wrap items-center gap-2">
            <a className="btn-primary" href={feed.data.webcalUrl}>
              <CalendarPlus className="size-4" aria-hidden="true" />
              Subscribe
            </a>
            <button type="button" className="btn-outline" onClick={() => void copyAddress()}>
              <Copy className="size-4" aria-hidden="true" />
              Copy address
            </button>
            <button type="button" className="btn-outline" onClick={() => setConfirming(true)}>
              <RefreshCw className="size-4" aria-hidden="true" />
              New address
            </button>
            <p role="status" aria-live="polite" className="text-sm">
              {copy === 'copied' ? (
                <span className="text-success">{CALENDAR_MESSAGES.copied}</span>
              ) : copy === 'failed' ? (
                <span className="text-danger">{CALENDAR_MESSAGES.copyFailed}</span>
              ) : null}
            </p>
          </div>
          <div>
            <h3 className="font-medium text-ink">How to subscribe</h3>
            <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm text-muted">
              <li>
                <span className="font-medium text-ink">Google Calendar:</span>{' '}
                <a
                  className="link"
                  href={googleCalendarAddress(feed.data.webcalUrl)}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  add it to Google Calendar
                </a>
                , or in Other calendars choose + then From URL, and paste the address.
              </li>
              <li>
                <span className="font-medium text-ink">Apple Calendar:</span> choose Subscribe on this device,
                or File, New Calendar Subscription, and paste the address.
              </li>
              <li>
                <span className="font-medium text-ink">Outlook:</span> choose Add calendar, then Subscribe
                from web, and paste the address.
              </li>
            </ul>
            <p className="mt-2 text-sm text-muted">
              Calendar apps fetch the feed every few hours; a change can take a while to appear.
            </p>
          </div>
        </div>
      )}
      {confirming ? (
        <ConfirmDialog
          title="Make a new address?"
          action="Make a new address"
          running={reset.isPending}
          danger
          onConfirm={makeNewAddress}
          onClose={() => {
            setConfirming(false);
            reset.reset();
          }}
        >
          <p>
            Your current address stops working at once: every calendar subscribed to it stops updating.
            Subscribe again with the new address in each calendar app.
          </p>
          {reset.isError ? (
            <p role="alert" className="font-medium text-danger">
              {failureMessage(reset.error, CALENDAR_MESSAGES.resetFailed)}
            </p>
          ) : null}
        </ConfirmDialog>
      ) : null}
    </AccountCard>
  );
}
