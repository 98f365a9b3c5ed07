import { type FormEvent, useId, useState } from 'react';
import { MailCheckIcon } from '../../components/icons';
import { apiPost } from '../../lib/api';
import { toast } from '../../lib/toast';
import { authErrorMessage } from './auth-errors';
import {
  AuthCard,
  AuthFrame,
  BackToLogin,
  EmailField,
  FormAlert,
  SubmitButton,
  useFocusOnChange,
} from './auth-ui';
import { AUTH_MESSAGES } from './messages';
import { isEmailLike } from './password-rules';

/** Where the emailed reset link opens (the server appends `?token=…`). */
export const RESET_PASSWORD_PATH = '/reset-password';

/**
 * /forgot-password: asks for a reset link. The answer is the same whether or not the email belongs
 * to a member, so the confirmation says "if".
 */
export default function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const region = useFocusOnChange<HTMLDivElement>(sentTo !== null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const trimmed = email.trim();
    if (trimmed === '') return setError(AUTH_MESSAGES.enterEmailAddress);
    if (!isEmailLike(trimmed)) return setError(AUTH_MESSAGES.invalidEmail);
    setError(null);
    setSending(true);
    try {
      await apiPost('/api/auth/request-password-reset', { email: trimmed, redirectTo: RESET_PASSWORD_PATH });
    } catch (err) {
      setError(authErrorMessage(err));
      setSending(false);
      return;
    }
    setSending(false);
    toast.success(AUTH_MESSAGES.resetInstructionsSent);
    setSentTo(trimmed);
  }

  return (
    <AuthFrame
      heading="Forgot password"
      description={
        sentTo ? undefined : 'Enter your email and we’ll send you a link to choose a new password.'
      }
    >
      <div ref={region}>
        {sentTo ? (
          <AuthCard className="text-center">
            <MailCheckIcon className="mx-auto size-10 text-primary" />
            <h2 data-focus-first tabIndex={-1} className="text-xl font-semibold outline-none">
              Check your email
            </h2>
            <p className="text-sm text-muted">
              If <strong className="break-all text-ink">{sentTo}</strong> is registered with us, we sent it a
              link to reset your password. The link expires in 1 hour. If you don’t see the email, check your
              spam folder.
            </p>
            <button
              type="button"
              className="btn-outline h-11 w-full"
              onClick={() => {
                setSentTo(null);
                setEmail('');
              }}
            >
              Try different email
            </button>
            <BackToLogin />
          </AuthCard>
        ) : (
          <form
            noValidate
            onSubmit={onSubmit}
            aria-describedby={error ? errorId : undefined}
            className="space-y-5 rounded-xl border border-border bg-surface p-6 shadow-sm"
          >
            {error ? <FormAlert id={errorId}>{error}</FormAlert> : null}
            <EmailField value={email} onChange={(e) => setEmail(e.target.value)} invalid={error !== null} />
            <SubmitButton busy={sending} busyLabel="Sending…">
              Send reset link
            </SubmitButton>
            <div className="text-center">
              <BackToLogin />
            </div>
          </form>
        )}
      </div>
    </AuthFrame>
  );
}
