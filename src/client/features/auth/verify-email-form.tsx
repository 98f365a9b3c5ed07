import { type FormEvent, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { apiPost, isApiError } from '../../lib/api';
import { getConfig } from '../../lib/config';
import { postSignInPath } from '../../lib/redirect';
import { toast } from '../../lib/toast';
import { authErrorMessage } from './auth-errors';
import { PasswordField } from '../../components/form/password-field';
import { AuthFrame, BackToLogin, FormAlert, SubmitButton } from './auth-ui';
import { AUTH_MESSAGES } from './messages';
import { useAdoptSession } from './use-sign-in';

interface Problem {
  message: string;
  /** The password is not the account's: a reset (which proves the mailbox) is the way on. */
  offerReset: boolean;
}

/**
 * The page a verification email opens. The link alone verifies nothing and signs no one in: the
 * email is confirmed only with the password chosen at sign-up, and then the member is signed in.
 * Someone who registered this address before its owner cannot have their password confirmed by a
 * victim opening the link, and the owner whose password was replaced resets it instead.
 */
export function VerifyEmailForm({ token }: { token: string }) {
  const { appName } = getConfig();
  const navigate = useNavigate();
  const adopt = useAdoptSession();
  const errorId = useId();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (password === '') {
      setProblem({ message: AUTH_MESSAGES.enterPassword, offerReset: false });
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      await apiPost('/api/auth-flows/verify-email', { token, password });
    } catch (error) {
      const offerReset = isApiError(error) && error.code === 'wrong_password';
      setProblem({ message: authErrorMessage(error, AUTH_MESSAGES.authFailed), offerReset });
      setBusy(false);
      return;
    }
    const me = await adopt();
    toast.success(me ? AUTH_MESSAGES.emailVerifiedSignedIn : AUTH_MESSAGES.emailVerified);
    navigate(me ? postSignInPath({ passwordSet: me.user.passwordSet, next: null }) : '/login', {
      replace: true,
    });
  }

  return (
    <AuthFrame
      heading="Verify your email"
      description={`Enter the password you chose when you created your ${appName} account.`}
      footer={<BackToLogin />}
    >
      <form
        noValidate
        onSubmit={onSubmit}
        aria-describedby={problem ? errorId : undefined}
        className="space-y-5 rounded-xl border border-border bg-surface p-6 shadow-sm"
      >
        {problem ? (
          <FormAlert id={errorId}>
            <p>{problem.message}</p>
            {problem.offerReset ? (
              <Link
                to="/forgot-password"
                className="mt-2 inline-block font-medium underline underline-offset-4"
              >
                Forgot your password?
              </Link>
            ) : null}
          </FormAlert>
        ) : null}
        <PasswordField
          tall
          label="Password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          invalid={problem !== null}
        />
        <SubmitButton busy={busy} busyLabel="Verifying…">
          Verify email
        </SubmitButton>
      </form>
    </AuthFrame>
  );
}
