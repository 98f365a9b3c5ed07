import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BookOpen, CalendarDays, CircleCheck, Library, Search, Sparkles } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PendingButton } from '../../components/pending-button';
import { isApiError } from '../../lib/api';
import { getConfig, supportMailto } from '../../lib/config';
import { ME_QUERY_KEY, type MeProfile, meQueryOptions, signOut, useMe } from '../../lib/session';
import { formatBillingDate } from '../billing/api';
import { toast } from '../../lib/toast';
import { goTo, joinOptionsQuery, SIGN_UP_PATH, startCheckout, WELCOME_REFRESH_MS } from './api';

const BENEFITS: Array<{ icon: typeof Library; text: string }> = [
  {
    icon: Library,
    text: 'The full library: resources, case studies, research and canvases, with their PDFs',
  },
  { icon: CalendarDays, text: 'Events with their recordings, and the calendar of what comes next' },
  { icon: Search, text: 'Search across everything, a personal library and collections' },
  { icon: Sparkles, text: 'The assistant, grounded in the library, and your L&D skills assessment' },
];

function Frame({ children }: { children: ReactNode }) {
  return (
    <section className="flex min-h-dvh items-start justify-center px-4 py-10 sm:items-center">
      <div className="w-full max-w-lg rounded-xl border border-border bg-surface p-6 shadow-sm sm:p-8">
        {children}
      </div>
    </section>
  );
}

function JoinSkeleton() {
  return (
    <Frame>
      <div role="status" aria-live="polite">
        <span className="sr-only">Loading…</span>
        <div aria-hidden="true">
          <div className="skeleton h-8 w-48" />
          <div className="skeleton mt-4 h-4 w-full" />
          <div className="skeleton mt-2 h-4 w-5/6" />
          <div className="skeleton mt-6 h-24 w-full" />
          <div className="skeleton mt-6 h-11 w-full" />
        </div>
      </div>
    </Frame>
  );
}

function Benefits({ price }: { price: string | null }) {
  return (
    <>
      <h2 className="sr-only">What membership gives</h2>
      <ul className="mt-5 space-y-3 text-sm text-ink">
        {BENEFITS.map(({ icon: Icon, text }) => (
          <li key={text} className="flex gap-3">
            <Icon className="mt-0.5 size-4 shrink-0 text-accent-foreground" aria-hidden="true" />
            <span>{text}</span>
          </li>
        ))}
      </ul>
      {price ? (
        <p className="mt-5 text-lg font-semibold text-ink">
          <span className="sr-only">Price: </span>
          {price}
        </p>
      ) : null}
    </>
  );
}

function Notice({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="rounded-lg border border-border bg-subtle p-3 text-sm text-ink">
      {children}
    </p>
  );
}

/** A visitor: the way in is an account, then Checkout or, without card payments, a request. */
function VisitorWayIn({ cardAvailable }: { cardAvailable: boolean }) {
  const config = getConfig();
  if (!config.signUpEnabled) {
    return (
      <Notice>
        Membership is by invitation. To ask for one, write to{' '}
        <a href={supportMailto(config)} className="link">
          {config.supportEmail}
        </a>
        .
      </Notice>
    );
  }
  return (
    <>
      <p className="text-sm text-muted">
        {cardAvailable
          ? 'Create your account, then pay securely by card.'
          : 'Create your account: your request goes to the administrators as soon as you confirm your email, and you hear from them by email.'}
      </p>
      <Link to={SIGN_UP_PATH} className="btn-primary">
        {cardAvailable ? 'Join now' : 'Request membership'}
      </Link>
      <Link to="/login?next=%2Fjoin" className="btn-outline">
        I already have an account
      </Link>
    </>
  );
}

/** Where the membership request of a signed-in person without card payments stands. */
function RequestStanding({ profile }: { profile: MeProfile }) {
  const config = getConfig();
  const support = (
    <a href={supportMailto(config)} className="link">
      {config.supportEmail}
    </a>
  );
  if (profile.membershipRefused) {
    return <Notice>Your membership request was not accepted. Questions go to {support}.</Notice>;
  }
  if (profile.membershipRequestedAt) {
    return (
      <Notice>
        Your membership request was sent on {formatBillingDate(profile.membershipRequestedAt)}. The
        administrators have been told by email; you will get an email as soon as they answer. Questions go to{' '}
        {support}.
      </Notice>
    );
  }
  return <Notice>To ask for a membership, write to {support}.</Notice>;
}

/** After Stripe Checkout: asks every couple of seconds until the payment has landed. */
function Welcome() {
  const me = useQuery({
    ...meQueryOptions,
    refetchInterval: (q) =>
      q.state.data?.subscription.access === 'FULL_ACCESS' ? false : WELCOME_REFRESH_MS,
  });
  const ready = me.data?.subscription.access === 'FULL_ACCESS';
  return (
    <Frame>
      <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <CircleCheck className="size-6" aria-hidden="true" />
      </span>
      <h1 className="mt-4 text-2xl font-semibold tracking-tight text-ink">Welcome to the Fellowship</h1>
      <div role="status" aria-live="polite" className="mt-3 text-muted">
        {ready ? (
          <p>Your membership is active. The whole library is yours.</p>
        ) : (
          <p>Thank you! We are confirming your payment with Stripe; this usually takes a few seconds.</p>
        )}
      </div>
      {ready ? (
        <Link to="/resources" className="btn-primary mt-6 w-full">
          <BookOpen className="size-4" aria-hidden="true" />
          Open the library
        </Link>
      ) : (
        <div aria-hidden="true" className="skeleton mt-6 h-11 w-full" />
      )}
    </Frame>
  );
}

/** /join: "Become a Fellow" — what membership gives, its price, and the way in. */
export default function JoinPage() {
  const config = getConfig();
  const [params] = useSearchParams();
  const me = useMe();
  const join = useQuery(joinOptionsQuery);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const checkout = params.get('checkout');

  if (checkout === 'success' && me.data) return <Welcome />;
  if (me.isPending || join.isPending) return <JoinSkeleton />;

  const price = join.data?.price ?? null;
  const cardAvailable = join.data?.cardAvailable ?? false;

  async function onJoin() {
    setPending(true);
    setError(null);
    try {
      const { url } = await startCheckout();
      goTo.url(url);
    } catch (err) {
      if (isApiError(err) && err.status === 409) {
        await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
      }
      setError(isApiError(err) ? err.message : 'We could not start the payment. Please try again.');
      setPending(false);
    }
  }

  async function onSignOut() {
    try {
      await signOut(queryClient);
    } catch {
      toast.error('Failed to log out');
      return;
    }
    await navigate('/login', { replace: true });
  }

  const hasAccess = me.data?.subscription.access === 'FULL_ACCESS';
  const lapsed = me.data?.subscription.state === 'canceled';

  return (
    <Frame>
      <h1 className="text-2xl font-semibold tracking-tight text-ink">
        {lapsed ? 'Renew your membership' : 'Become a Fellow'}
      </h1>
      <p className="mt-2 text-muted">
        {config.appName} is the members-only fellowship of Learning &amp; Development practitioners.
      </p>
      <Benefits price={price} />

      {checkout === 'canceled' && !hasAccess ? (
        <p className="mt-5 rounded-lg border border-border bg-subtle p-3 text-sm text-ink">
          Payment canceled: nothing was charged. You can join whenever you are ready.
        </p>
      ) : null}

      <div className="mt-6 flex flex-col gap-2">
        {!me.data ? (
          <VisitorWayIn cardAvailable={cardAvailable} />
        ) : hasAccess ? (
          <>
            <p className="text-sm text-ink">You are already a member.</p>
            <Link to="/resources" className="btn-primary">
              Open the library
            </Link>
          </>
        ) : cardAvailable ? (
          <PendingButton
            type="button"
            className="btn-primary"
            onClick={() => void onJoin()}
            pending={pending}
          >
            {pending ? 'Opening secure payment…' : lapsed ? 'Renew your membership' : 'Join now'}
          </PendingButton>
        ) : lapsed ? (
          <Notice>
            Renewing by card is not offered here. To renew, write to{' '}
            <a href={supportMailto(config)} className="link">
              {config.supportEmail}
            </a>{' '}
            and ask to renew by wire transfer: your access comes back as soon as the payment is recorded.
          </Notice>
        ) : (
          <RequestStanding profile={me.data.profile} />
        )}
        {error ? (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        ) : null}
        {me.data ? (
          <button type="button" className="btn-ghost" onClick={() => void onSignOut()}>
            Log out
          </button>
        ) : null}
      </div>
    </Frame>
  );
}
