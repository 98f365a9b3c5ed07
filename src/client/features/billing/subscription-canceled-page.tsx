import { useQueryClient } from '@tanstack/react-query';
import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PendingButton } from '../../components/pending-button';
import { getConfig, supportMailto } from '../../lib/config';
import { signOut, useMe } from '../../lib/session';
import { toast } from '../../lib/toast';
import { formatBillingDate } from './api';

/** Public notice for members whose subscription no longer grants access. */
export default function SubscriptionCanceledPage() {
  const config = getConfig();
  const me = useMe();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const subscription = me.data?.subscription;
  const endedOn =
    subscription?.state === 'canceled' ? formatBillingDate(subscription.currentPeriodEnd) : null;
  // Someone whose access was restored (or who never lost it) gets a way back in.
  const hasAccess = subscription?.access === 'FULL_ACCESS';

  async function onSignOut() {
    setLeaving(true);
    try {
      await signOut(queryClient);
    } catch {
      toast.error('Failed to log out');
      setLeaving(false);
      return;
    }
    toast.success('Logged out successfully');
    await navigate('/login', { replace: true });
  }

  return (
    <section className="flex min-h-dvh items-center justify-center px-4 py-10">
      <div className="w-full max-w-md rounded-xl border border-border bg-surface p-8 text-center shadow-sm">
        <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <CreditCard className="size-6" aria-hidden="true" />
        </span>
        <h1 className="mt-4 text-2xl font-semibold">Subscription Canceled</h1>
        <p className="mt-3 text-muted">
          We couldn’t find active billing information for your account, so your access to {config.appName} is
          paused.
        </p>
        {endedOn ? <p className="mt-2 text-muted">Your access ended on {endedOn}.</p> : null}
        <p className="mt-2 text-muted">Please contact support to restore your membership.</p>
        <div className="mt-6 flex flex-col gap-2">
          <a href={supportMailto(config)} className="btn-primary">
            Contact support
          </a>
          {me.data && !hasAccess ? (
            <Link to="/join" className="btn-outline">
              Renew your membership
            </Link>
          ) : null}
          {hasAccess ? (
            <Link to="/" className="btn-outline">
              Back to home
            </Link>
          ) : null}
          {me.data ? (
            <PendingButton
              type="button"
              className="btn-ghost"
              onClick={() => void onSignOut()}
              pending={leaving}
            >
              Log out
            </PendingButton>
          ) : null}
        </div>
      </div>
    </section>
  );
}
