import { type FormEvent, useId, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { MailCheckIcon } from '../../components/icons';
import { apiPost, isApiError } from '../../lib/api';
import { getConfig } from '../../lib/config';
import { postSignInPath } from '../../lib/redirect';
import { useMe } from '../../lib/session';
import { toast } from '../../lib/toast';
import { authErrorMessage } from './auth-errors';
import { PasswordField } from '../../components/form/password-field';
import { AuthCard, AuthFrame, EmailField, FormAlert, SubmitButton, useFocusOnChange } from './auth-ui';
import { AUTH_MESSAGES } from './messages';
import { isEmailLike } from './password-rules';
import { SignInCodeForm } from './sign-in-code-form';
import { useSignIn } from './use-sign-in';

type MagicState = { step: 'idle' | 'sending' } | { step: 'sent'; email: string };

/** The magic-link form: idle → sending → sent ('Check your email', 'Try different email'). */
function MagicLinkForm({ onBack }: { onBack: () => void }) {
  const [email, setEmail] = useState('');
  const [state, setState] = useState<MagicState>({ step: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const region = useFocusOnChange<HTMLDivElement>(state.step === 'sent');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.step === 'sending') return;
    const trimmed = email.trim();
    if (trimmed === '') {
      setError(AUTH_MESSAGES.enterEmailAddress);
      return;
    }
    if (!isEmailLike(trimmed)) {
      setError(AUTH_MESSAGES.invalidEmail);
      return;
    }
    setError(null);
    setState({ step: 'sending' });
    try {
      await apiPost('/api/auth-flows/magic-link', { email: trimmed });
    } catch (err) {
      setError(isApiError(err) && err.status === 404 ? AUTH_MESSAGES.emailNotFound : authErrorMessage(err));
      setState({ step: 'idle' });
      return;
    }
    toast.success(AUTH_MESSAGES.magicLinkSent);
    setState({ step: 'sent', email: trimmed });
  }

  if (state.step === 'sent') {
    return (
      <div ref={region}>
        <AuthCard className="text-center">
          <MailCheckIcon className="mx-auto size-10 text-primary" />
          <h2 data-focus-first tabIndex={-1} className="text-xl font-semibold outline-none">
            Check your email
          </h2>
          <p className="text-sm text-muted">
            We sent a sign-in link to <strong className="break-all text-ink">{state.email}</strong>. It works
            once and expires in 1 hour.
          </p>
          <button
            type="button"
            className="btn-outline h-11 w-full"
            onClick={() => {
              setState({ step: 'idle' });
              setEmail('');
            }}
          >
            Try different email
          </button>
          <button type="button" className="link text-sm" onClick={onBack}>
            Back to password login
          </button>
        </AuthCard>
      </div>
    );
  }

  return (
    <div ref={region}>
      <form
        noValidate
        onSubmit={onSubmit}
        aria-describedby={error ? errorId : undefined}
        className="space-y-5 rounded-xl border border-border bg-surface p-6 shadow-sm"
      >
        <p className="text-sm text-muted">We’ll email you a link that signs you in without a password.</p>
        {error ? <FormAlert id={errorId}>{error}</FormAlert> : null}
        <EmailField
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          invalid={error !== null && error !== AUTH_MESSAGES.emailNotFound}
        />
        <SubmitButton busy={state.step === 'sending'} busyLabel="Sending…">
          Send Magic Link
        </SubmitButton>
        <div className="text-center">
          <button type="button" className="link text-sm" onClick={onBack}>
            Back to password login
          </button>
        </div>
      </form>
    </div>
  );
}

/** The email + password form of /auth, with its own per-field messages. */
function PasswordSignInForm({ onMagicLink }: { onMagicLink: () => void }) {
  const signIn = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<{ message: string; field?: 'email' | 'password' } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [codeStep, setCodeStep] = useState<{ email: string; notice: string } | null>(null);
  const errorId = useId();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const trimmed = email.trim();
    if (trimmed === '') return setError({ message: AUTH_MESSAGES.enterEmail, field: 'email' });
    if (password === '') return setError({ message: AUTH_MESSAGES.enterPassword, field: 'password' });
    setError(null);
    setSubmitting(true);
    const result = await signIn(trimmed, password);
    if (result.ok === 'code-required') {
      setCodeStep({ email: trimmed, notice: result.message });
      setSubmitting(false);
    } else if (!result.ok) {
      setError({ message: result.message });
      setSubmitting(false);
    }
  }

  if (codeStep) {
    return (
      <SignInCodeForm
        email={codeStep.email}
        password={password}
        notice={codeStep.notice}
        onBack={() => setCodeStep(null)}
      />
    );
  }

  return (
    <div className="space-y-4">
      <form
        noValidate
        onSubmit={onSubmit}
        aria-describedby={error ? errorId : undefined}
        className="space-y-5 rounded-xl border border-border bg-surface p-6 shadow-sm"
      >
        {error ? <FormAlert id={errorId}>{error.message}</FormAlert> : null}
        <EmailField
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          invalid={error?.field === 'email'}
        />
        <PasswordField
          tall
          label="Password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          invalid={error?.field === 'password'}
          aside={
            <Link to="/forgot-password" className="link text-sm">
              Forgot your password?
            </Link>
          }
        />
        <SubmitButton busy={submitting} busyLabel="Signing in…">
          Sign in
        </SubmitButton>
      </form>
      <div className="flex items-center gap-3 text-xs text-muted" aria-hidden="true">
        <span className="h-px flex-1 bg-border" />
        or
        <span className="h-px flex-1 bg-border" />
      </div>
      <button type="button" className="btn-outline h-11 w-full" onClick={onMagicLink}>
        Continue with Magic Link
      </button>
    </div>
  );
}

/** /auth: the second sign-in page, password or magic link. */
export default function AuthPage() {
  const { appName } = getConfig();
  const [params] = useSearchParams();
  const me = useMe();
  const [mode, setMode] = useState<'password' | 'magic-link'>('password');
  const region = useFocusOnChange<HTMLDivElement>(mode);

  if (me.data) {
    return (
      <Navigate
        to={postSignInPath({ passwordSet: me.data.user.passwordSet, next: params.get('next') })}
        replace
      />
    );
  }

  return (
    <AuthFrame
      heading="Sign in"
      description={mode === 'password' ? `Welcome back to ${appName}` : 'Get a sign-in link by email'}
    >
      <div ref={region}>
        {mode === 'password' ? (
          <PasswordSignInForm onMagicLink={() => setMode('magic-link')} />
        ) : (
          <MagicLinkForm onBack={() => setMode('password')} />
        )}
      </div>
    </AuthFrame>
  );
}
