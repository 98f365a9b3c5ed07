import { isSuperAdmin } from '@shared/domain/roles';
import { useQuery } from '@tanstack/react-query';
import {
  CircleAlert,
  CircleHelp,
  CreditCard,
  Infinity as InfinityIcon,
  Landmark,
  type LucideIcon,
  ShieldCheck,
  TriangleAlert,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { getConfig, supportMailto } from '../../lib/config';
import { useMe } from '../../lib/session';
import { type BillingSummary, billingQueryOptions, formatBillingDate } from './api';
import { ManageBillingButton } from './manage-billing-button';

const pageClass = 'mx-auto w-full max-w-3xl px-4 py-8 md:px-8';

const toneClass = {
  primary: 'bg-accent text-accent-foreground',
  danger: 'bg-danger-soft text-danger',
  neutral: 'bg-subtle text-ink',
} as const;

function Card({
  title,
  icon: Icon,
  tone = 'primary',
  children,
}: {
  title: string;
  icon: LucideIcon;
  tone?: keyof typeof toneClass;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby="billing-card-title"
      className="mt-6 rounded-xl border border-border bg-surface p-5 shadow-sm sm:p-6"
    >
      <div className="flex items-center gap-3">
        <span className={`flex size-10 shrink-0 items-center justify-center rounded-full ${toneClass[tone]}`}>
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <h2 id="billing-card-title" className="text-lg font-semibold text-ink">
          {title}
        </h2>
      </div>
      <div className="mt-4 space-y-4 text-sm text-ink">{children}</div>
    </section>
  );
}

function SupportLink({ children }: { children: ReactNode }) {
  return (
    <a href={supportMailto()} className="link">
      {children}
    </a>
  );
}

function ActiveCard({ billing }: { billing: BillingSummary }) {
  const nextDate = formatBillingDate(billing.currentPeriodEnd);
  return (
    <Card title="Subscription" icon={CreditCard}>
      <dl className="grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-muted">Status</dt>
          <dd className="mt-1">
            <span className="inline-flex items-center gap-1.5 rounded-full bg-[#e7f4ec] px-2.5 py-0.5 font-medium text-success">
              <span className="size-1.5 rounded-full bg-success" aria-hidden="true" />
              Active
            </span>
          </dd>
        </div>
        {nextDate ? (
          <div>
            <dt className="text-muted">Next billing date</dt>
            <dd className="mt-1 font-medium">
              <time dateTime={billing.currentPeriodEnd ?? undefined}>{nextDate}</time>
            </dd>
          </div>
        ) : null}
      </dl>
      {billing.cancelAtPeriodEnd ? (
        <div className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <div>
            <p className="font-semibold">Subscription will cancel at period end</p>
            <p className="mt-0.5">
              {nextDate
                ? `Your access continues until ${nextDate}. You can renew it from the billing portal before then.`
                : 'You can renew it from the billing portal before then.'}
            </p>
          </div>
        </div>
      ) : null}
      {billing.hasCustomer ? (
        <div className="flex flex-col gap-3 border-t border-border pt-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-muted">
            Update your payment method, download invoices or change your plan in the secure billing portal.
          </p>
          <ManageBillingButton portalAllowed={billing.portalAllowed} />
        </div>
      ) : (
        <div className="flex gap-3 border-t border-border pt-4">
          <Landmark className="mt-0.5 size-4 shrink-0 text-muted" aria-hidden="true" />
          <p className="text-muted">
            Your subscription was handled through wire transfer, so there is nothing to manage online. For
            invoices or changes, please <SupportLink>contact the administrator</SupportLink>.
          </p>
        </div>
      )}
    </Card>
  );
}

function StateCard({ billing }: { billing: BillingSummary }) {
  const appName = getConfig().appName;
  switch (billing.state) {
    case 'lifetime':
      return (
        <Card title="Lifetime Access" icon={InfinityIcon}>
          <p>
            As an early supporter you have lifetime access to {appName}. No payment is needed, and there is
            nothing to renew.
          </p>
        </Card>
      );
    case 'active':
      return <ActiveCard billing={billing} />;
    case 'canceled': {
      const ended = formatBillingDate(billing.currentPeriodEnd);
      return (
        <Card title="Subscription Canceled" icon={CircleAlert} tone="danger">
          <p>
            {ended ? (
              <>
                Your access ended on{' '}
                <time className="font-medium" dateTime={billing.currentPeriodEnd ?? undefined}>
                  {ended}
                </time>
                .
              </>
            ) : (
              'Your access has ended.'
            )}
          </p>
          <p className="text-muted">
            To restore your membership, please <SupportLink>contact support</SupportLink>.
          </p>
        </Card>
      );
    }
    case 'none':
      return (
        <Card title="No Membership Yet" icon={CircleHelp} tone="neutral">
          <p>Your account does not hold a membership yet.</p>
          <p>
            <Link to="/join" className="link">
              Become a Fellow
            </Link>{' '}
            to open the library.
          </p>
        </Card>
      );
    default:
      return (
        <Card title="Subscription Status Unknown" icon={CircleHelp} tone="neutral">
          <p>We couldn’t determine the status of your subscription.</p>
          <p className="text-muted">
            Please <SupportLink>contact support</SupportLink> and we’ll sort it out.
          </p>
        </Card>
      );
  }
}

function BillingSkeleton() {
  return (
    <div role="status" aria-live="polite" className="mt-6">
      <span className="sr-only">Loading billing information…</span>
      <div aria-hidden="true" className="rounded-xl border border-border bg-surface p-5 sm:p-6">
        <div className="flex items-center gap-3">
          <div className="skeleton size-10 rounded-full" />
          <div className="skeleton h-6 w-40" />
        </div>
        <div className="mt-5 grid gap-4 sm:grid-cols-2">
          <div className="skeleton h-11" />
          <div className="skeleton h-11" />
        </div>
        <div className="skeleton mt-5 h-10 w-40" />
      </div>
    </div>
  );
}

/** /billing: the member's subscription; super admins see an administrator notice. */
export default function BillingPage() {
  const billing = useQuery(billingQueryOptions);
  const me = useMe();
  // The role is known from the session already, so a super admin never sees the billing frame flash.
  const superAdmin = billing.data?.isSuperAdmin ?? isSuperAdmin(me.data?.profile.role);

  if (superAdmin) {
    return (
      <section className={pageClass}>
        <h1 className="text-2xl font-semibold tracking-tight text-ink">Account</h1>
        <div className="mt-6 flex items-center gap-3 rounded-xl border border-border bg-surface p-5 shadow-sm sm:p-6">
          <span
            className={`flex size-10 shrink-0 items-center justify-center rounded-full ${toneClass.primary}`}
          >
            <ShieldCheck className="size-5" aria-hidden="true" />
          </span>
          <p className="text-ink">You have administrator access to this platform.</p>
        </div>
      </section>
    );
  }

  return (
    <section className={pageClass}>
      <header>
        <h1 className="text-2xl font-semibold tracking-tight text-ink">Billing</h1>
        <p className="mt-1 text-muted">Manage your account billing and subscription information</p>
      </header>
      {billing.isPending ? (
        <BillingSkeleton />
      ) : billing.isError ? (
        <div role="alert" className="mt-6 rounded-xl border border-border bg-surface p-6 text-center">
          <p className="font-medium text-ink">We couldn’t load your billing information.</p>
          <p className="mt-1 text-sm text-muted">{billing.error.message}</p>
          <button type="button" className="btn-outline mt-4" onClick={() => void billing.refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <StateCard billing={billing.data} />
      )}
    </section>
  );
}
