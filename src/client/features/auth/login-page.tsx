import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { LogoMark } from '../../components/logo-mark';
import { apiPost, isApiError, UNEXPECTED_ERROR_MESSAGE } from '../../lib/api';
import { getConfig } from '../../lib/config';
import { postSignInPath } from '../../lib/redirect';
import { ME_QUERY_KEY, type Me, useMe } from '../../lib/session';
import { toast } from '../../lib/toast';

/*
 * Kept deliberately light (no form library, no dialogs): this is the first chunk most visitors load.
 */

const MESSAGES = {
  required: 'Please fill in all fields',
  invalidCredentials: 'Invalid email or password. Please try again.',
  rateLimited: 'Too many sign-in attempts. Please wait a moment and try again.',
  welcome: 'Welcome back!',
} as const;

function signInErrorMessage(error: unknown): string {
  if (!isApiError(error)) return UNEXPECTED_ERROR_MESSAGE;
  if (error.status === 401 || error.code === 'INVALID_EMAIL_OR_PASSWORD') return MESSAGES.invalidCredentials;
  if (error.status === 429) {
    return error.message === UNEXPECTED_ERROR_MESSAGE ? MESSAGES.rateLimited : error.message;
  }
  return error.message || UNEXPECTED_ERROR_MESSAGE;
}

export default function LoginPage() {
  const { appName, marketingUrl } = getConfig();
  const [params] = useSearchParams();
  const next = params.get('next');
  const me = useMe();
  const queryClient = useQueryClient();
  const ids = { email: useId(), password: useId(), error: useId() };

  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  // Signed in already (or just now): leave for the app. The same rule serves both cases.
  if (me.data) {
    return <Navigate to={postSignInPath({ passwordSet: me.data.user.passwordSet, next })} replace />;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const trimmedEmail = email.trim();
    if (trimmedEmail === '' || password === '') {
      setError(MESSAGES.required);
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      await apiPost('/api/auth/sign-in/email', { email: trimmedEmail, password });
    } catch (err) {
      setError(signInErrorMessage(err));
      setSubmitting(false);
      return;
    }
    toast.success(MESSAGES.welcome);
    // Refetches /api/me; once it answers, the redirect above takes over (next, / or /setup-password).
    await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    if (!queryClient.getQueryData<Me | null>(ME_QUERY_KEY)) {
      // Signed in but no session came back (e.g. cookies blocked): say so rather than spin forever.
      setError(UNEXPECTED_ERROR_MESSAGE);
      setSubmitting(false);
    }
  }

  return (
    <div className="flex min-h-dvh">
      <div className="relative hidden w-[42%] max-w-xl flex-col justify-between overflow-hidden bg-primary p-10 text-primary-foreground lg:flex">
        <LogoMark className="size-12" />
        <div>
          <p className="text-3xl leading-snug font-semibold">
            The practice of learning &amp; development, shared by the people who do it.
          </p>
          <p className="mt-4 text-base text-primary-foreground/85">
            Case studies, canvases, research and events for L&amp;D practitioners.
          </p>
        </div>
        <span className="text-sm text-primary-foreground/80">{appName} Fellowship</span>
      </div>

      <div className="flex flex-1 items-center justify-center px-4 py-10 sm:px-6">
        <div className="w-full max-w-sm">
          <div className="mb-8 flex flex-col items-center text-center">
            <LogoMark className="size-12 lg:hidden" />
            <h1 className="mt-4 text-3xl font-semibold tracking-tight lg:mt-0">{appName}</h1>
            {/* The sign-in / create-account toggle goes here. */}
            <p className="mt-2 text-muted">Sign in to your account</p>
          </div>

          <form
            noValidate
            onSubmit={onSubmit}
            aria-describedby={error ? ids.error : undefined}
            className="space-y-5 rounded-xl border border-border bg-surface p-6 shadow-sm"
          >
            {error ? (
              <p
                id={ids.error}
                role="alert"
                className="rounded-md border border-danger/30 bg-danger-soft px-3 py-2 text-sm text-danger"
              >
                {error}
              </p>
            ) : null}

            <div className="space-y-1.5">
              <label htmlFor={ids.email} className="block text-sm font-medium">
                Email
              </label>
              <input
                id={ids.email}
                name="email"
                type="email"
                autoComplete="email"
                inputMode="email"
                spellCheck={false}
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                aria-invalid={error === MESSAGES.required && email.trim() === '' ? true : undefined}
                className="input h-11"
              />
            </div>

            <div className="space-y-1.5">
              <div className="flex items-baseline justify-between gap-2">
                <label htmlFor={ids.password} className="block text-sm font-medium">
                  Password
                </label>
                <Link to="/forgot-password" className="link text-sm">
                  Forgot your password?
                </Link>
              </div>
              <input
                id={ids.password}
                name="password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                aria-invalid={error === MESSAGES.required && password === '' ? true : undefined}
                className="input h-11"
              />
            </div>

            <button
              type="submit"
              className="btn-primary h-11 w-full"
              disabled={submitting}
              aria-busy={submitting}
            >
              {submitting ? (
                <>
                  <span
                    className="size-4 motion-safe:animate-spin rounded-full border-2 border-primary-foreground/40 border-t-primary-foreground"
                    aria-hidden="true"
                  />
                  Signing in…
                </>
              ) : (
                'Sign in'
              )}
            </button>
          </form>

          <p className="mt-6 text-center text-sm text-muted">
            Looking to join?{' '}
            <a href={marketingUrl} target="_blank" rel="noopener noreferrer" className="link">
              Become a fellow
            </a>
          </p>
        </div>
      </div>
    </div>
  );
}
