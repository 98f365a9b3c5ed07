import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { PasswordField } from '../../components/form/password-field';
import { FormAlert, SubmitButton } from './auth-ui';
import { AUTH_MESSAGES } from './messages';
import { newPasswordProblem } from './password-rules';

/**
 * New Password + Confirm Password (each with show/hide) and the submit button, used by
 * /reset-password and every variant of /setup-password. `onSubmit` runs only for a valid pair and
 * returns the message to show when the server refused it (null when the page has moved on).
 */
export function NewPasswordForm({
  submitLabel,
  busyLabel,
  onSubmit,
  before,
}: {
  submitLabel: string;
  busyLabel: string;
  onSubmit: (password: string) => Promise<string | null>;
  /** Shown above the fields (e.g. the read-only email of an invite). */
  before?: ReactNode;
}) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<{ message: string; field?: 'password' | 'confirm' } | null>(null);
  const [busy, setBusy] = useState(false);
  const errorId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const problem = newPasswordProblem(password, confirm);
    if (problem) {
      setError({
        message: problem,
        field: problem === AUTH_MESSAGES.passwordsDoNotMatch ? 'confirm' : 'password',
      });
      return;
    }
    setError(null);
    setBusy(true);
    const refused = await onSubmit(password);
    setBusy(false);
    if (refused) setError({ message: refused });
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-describedby={error ? errorId : undefined}
      className="space-y-5 rounded-xl border border-border bg-surface p-6 shadow-sm"
    >
      {error ? <FormAlert id={errorId}>{error.message}</FormAlert> : null}
      {before}
      <PasswordField
        tall
        label="New Password"
        name="new-password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        invalid={error?.field === 'password'}
        hint="8 to 128 characters. Avoid common passwords."
      />
      <PasswordField
        tall
        label="Confirm Password"
        name="confirm-password"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        invalid={error?.field === 'confirm'}
      />
      <SubmitButton busy={busy} busyLabel={busyLabel}>
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
