import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BookOpen, CalendarDays, CircleCheck, Library, Search, Sparkles } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PendingButton } from '../../components/pending-button';
import { isApiError } from '../../lib/api';
import { getConfig, supportMailto } from '../../lib/config';
import { ME_QUERY_KEY, meQueryOptions, signOut, useMe } from '../../lib/session';
import { toast } from '../../lib/toast';
import { goTo, joinOptionsQuery, startCheckout, WELCOME_REFRESH_MS } from './api';

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

  return (
    <Frame>
      <h1 className="text-2xl font-semibold tracking-tight text-ink">Become a Fellow</h1>
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
        {me.data === null ? (
          <>
            <p className="text-sm text-muted">
              Create an account or sign in first; you can join right after.
            </p>
            <Link to="/login?next=%2Fjoin" className="btn-primary">
              Create an account or sign in
            </Link>
          </>
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
            {pending ? 'Opening secure payment…' : 'Join now'}
          </PendingButton>
        ) : (
          <p role="status" className="rounded-lg border border-border bg-subtle p-3 text-sm text-ink">
            Your account is waiting for an administrator to activate it. You will get access as soon as they
            do; questions go to{' '}
            <a href={supportMailto(config)} className="link">
              support
            </a>
            .
          </p>
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
