import { ACCOUNT_MESSAGES, signUpNamesProblem } from '@shared/domain/account-messages';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { PendingButton } from '../../components/pending-button';
import { apiPost } from '../../lib/api';
import { getConfig } from '../../lib/config';
import { postSignInPath } from '../../lib/redirect';
import { useMe } from '../../lib/session';
import {
  clearSessionExpiredNotice,
  hasSessionExpiredNotice,
  SESSION_EXPIRED_MESSAGE,
} from '../../lib/session-expiry';
import { toast } from '../../lib/toast';
import { authErrorMessage } from './auth-errors';
import { TextField } from '../../components/form/text-field';
import { PasswordField } from '../../components/form/password-field';
import { AuthFrame, EmailField, FormAlert, FormNotice, SubmitButton } from './auth-ui';
import { AUTH_MESSAGES } from './messages';
import { isEmailLike, passwordLengthProblem } from './password-rules';
import { SignInCodeForm } from './sign-in-code-form';
import { useSignIn } from './use-sign-in';

/** Sent with sign-up and re-send as better-auth asks; the emailed link itself opens /auth/callback?type=verify. */
export const VERIFY_CALLBACK_URL = '/auth/callback?type=signup';

type Mode = 'sign-in' | 'sign-up';
type Field = 'firstName' | 'lastName' | 'email' | 'password' | 'confirm';

interface SignUpInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirm: string;
}

interface Problem {
  message: string;
  fields: Field[];
}

function signUpProblem({ firstName, lastName, email, password, confirm }: SignUpInput): Problem | null {
  const empty = (
    [
      ['email', email],
      ['password', password],
      ['confirm', confirm],
    ] as const
  )
    .filter(([, v]) => v === '')
    .map(([f]) => f);
  const names = signUpNamesProblem(firstName, lastName);
  if (names) {
    return {
      message: names,
      fields: [names === ACCOUNT_MESSAGES.lastNameRequired ? 'lastName' : 'firstName'],
    };
  }
  if (empty.length > 0) return { message: AUTH_MESSAGES.fillAllFields, fields: empty };
  if (!isEmailLike(email)) return { message: AUTH_MESSAGES.invalidEmail, fields: ['email'] };
  const length = passwordLengthProblem(password);
  if (length) return { message: length, fields: ['password'] };
  if (password !== confirm) return { message: AUTH_MESSAGES.passwordsDoNotMatch, fields: ['confirm'] };
  return null;
}

/**
 * /login: sign in. Creating an account is not promoted here ("Looking to join?" leads to /join);
 * /join brings people to the sign-up form (?mode=sign-up) when self sign-up is on. A signed-in
 * visitor goes on at once.
 */
export default function LoginPage() {
  const { appName, signUpEnabled } = getConfig();
  const [params] = useSearchParams();
  const next = params.get('next');
  const me = useMe();
  const signIn = useSignIn();
  const errorId = useId();

  const [mode, setMode] = useState<Mode>(params.get('mode') === 'sign-up' ? 'sign-up' : 'sign-in');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [unverified, setUnverified] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [resending, setResending] = useState(false);
  const [expired] = useState(hasSessionExpiredNotice);
  const [codeStep, setCodeStep] = useState<{ email: string; notice: string } | null>(null);

  useEffect(() => clearSessionExpiredNotice(), []);

  // Signed in already (or just now): leave for the app. The same rule serves both cases.
  if (me.data) {
    return <Navigate to={postSignInPath({ passwordSet: me.data.user.passwordSet, next })} replace />;
  }

  const signingUp = mode === 'sign-up' && signUpEnabled;
  const fail = (message: string, fields: Field[] = []) => setProblem({ message, fields });

  function switchMode(to: Mode) {
    setMode(to);
    setProblem(null);
    setNotice(null);
    setUnverified(false);
    setPassword('');
    setConfirm('');
  }

  async function submitSignIn(trimmedEmail: string) {
    if (trimmedEmail === '' || password === '') {
      const fields: Field[] = [];
      if (trimmedEmail === '') fields.push('email');
      if (password === '') fields.push('password');
      fail(AUTH_MESSAGES.fillAllFields, fields);
      return;
    }
    setSubmitting(true);
    const result = await signIn(trimmedEmail, password);
    if (result.ok === 'code-required') {
      setCodeStep({ email: trimmedEmail, notice: result.message });
      setSubmitting(false);
    } else if (!result.ok) {
      fail(result.message);
      setUnverified(result.unverified);
      setSubmitting(false);
    }
  }

  async function submitSignUp(trimmedEmail: string) {
    const invalid = signUpProblem({ firstName, lastName, email: trimmedEmail, password, confirm });
    if (invalid) {
      setProblem(invalid);
      return;
    }
    setSubmitting(true);
    try {
      await apiPost('/api/auth/sign-up/email', {
        email: trimmedEmail,
        password,
        name: `${firstName.trim()} ${lastName.trim()}`,
        firstName: firstName.trim(),
        lastName: lastName.trim(),
        callbackURL: VERIFY_CALLBACK_URL,
      });
    } catch (error) {
      fail(authErrorMessage(error, AUTH_MESSAGES.failedToCreateAccount));
      setSubmitting(false);
      return;
    }
    toast.success(AUTH_MESSAGES.accountCreated);
    switchMode('sign-in');
    setNotice(AUTH_MESSAGES.accountCreated);
    setSubmitting(false);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setProblem(null);
    setNotice(null);
    setUnverified(false);
    const trimmedEmail = email.trim();
    await (signingUp ? submitSignUp(trimmedEmail) : submitSignIn(trimmedEmail));
  }

  async function resendVerification() {
    if (resending) return;
    setResending(true);
    try {
      await apiPost('/api/auth/send-verification-email', {
        email: email.trim(),
        callbackURL: VERIFY_CALLBACK_URL,
      });
      setProblem(null);
      setUnverified(false);
      setNotice(AUTH_MESSAGES.verificationSent);
      toast.success(AUTH_MESSAGES.verificationSent);
    } catch (error) {
      fail(authErrorMessage(error));
    } finally {
      setResending(false);
    }
  }

  const invalid = (field: Field) => problem?.fields.includes(field) ?? false;

  if (codeStep) {
    return (
      <AuthFrame heading={appName} description="Sign in to your account">
        <SignInCodeForm
          email={codeStep.email}
          password={password}
          notice={codeStep.notice}
          onBack={() => setCodeStep(null)}
        />
      </AuthFrame>
    );
  }

  return (
    <AuthFrame
      heading={appName}
      description={signingUp ? 'Create your account' : 'Sign in to your account'}
      footer={
        <>
          {/* Someone on the sign-up form is joining already: no link back to where they came from. */}
          {signingUp ? (
            <p>
              Already have an account?{' '}
              <button type="button" className="link" onClick={() => switchMode('sign-in')}>
                Sign in
              </button>
            </p>
          ) : (
            <p>
              Looking to join?{' '}
              <Link to="/join" className="link">
                Become a fellow
              </Link>
            </p>
          )}
        </>
      }
    >
      <form
        noValidate
        onSubmit={onSubmit}
        aria-describedby={problem ? errorId : undefined}
        className="space-y-5 rounded-xl border border-border bg-surface p-6 shadow-sm"
      >
        {expired && !problem && !notice ? <FormNotice>{SESSION_EXPIRED_MESSAGE}</FormNotice> : null}
        {notice ? <FormNotice tone="success">{notice}</FormNotice> : null}
        {problem ? (
          <FormAlert id={errorId}>
            <p>{problem.message}</p>
            {unverified ? (
              <PendingButton
                type="button"
                className="mt-2 font-medium underline underline-offset-4"
                onClick={() => void resendVerification()}
                pending={resending}
              >
                {resending ? 'Sending…' : 'Resend verification email'}
              </PendingButton>
            ) : null}
          </FormAlert>
        ) : null}

        {signingUp ? (
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              tall
              label="First Name"
              name="given-name"
              autoComplete="given-name"
              value={firstName}
              onChange={(e) => setFirstName(e.target.value)}
              invalid={invalid('firstName')}
            />
            <TextField
              tall
              label="Last Name"
              name="family-name"
              autoComplete="family-name"
              value={lastName}
              onChange={(e) => setLastName(e.target.value)}
              invalid={invalid('lastName')}
            />
          </div>
        ) : null}
        <EmailField value={email} onChange={(e) => setEmail(e.target.value)} invalid={invalid('email')} />
        <PasswordField
          tall
          label="Password"
          name="password"
          autoComplete={signingUp ? 'new-password' : 'current-password'}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          invalid={invalid('password')}
          hint={signingUp ? 'At least 8 characters.' : undefined}
          aside={
            signingUp ? undefined : (
              <Link to="/forgot-password" className="link text-sm">
                Forgot your password?
              </Link>
            )
          }
        />
        {signingUp ? (
          <PasswordField
            tall
            label="Confirm password"
            name="confirm-password"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            invalid={invalid('confirm')}
          />
        ) : null}

        <SubmitButton busy={submitting} busyLabel={signingUp ? 'Creating account…' : 'Signing in…'}>
          {signingUp ? 'Create account' : 'Sign in'}
        </SubmitButton>
      </form>
    </AuthFrame>
  );
}
