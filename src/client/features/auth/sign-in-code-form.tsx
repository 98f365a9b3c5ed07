import { type FormEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import {
  normalizeSignInCode,
  SIGN_IN_CODE_FORMAT_MESSAGE,
  SIGN_IN_CODE_PATTERN,
} from '@shared/domain/sign-in-code';
import { TextField } from '../../components/form/text-field';
import { FormAlert, FormNotice, SubmitButton } from './auth-ui';
import { useSignInWithCode } from './use-sign-in';

/**
 * The second step of a password sign-in after many failed attempts for the email: the code mailed
 * to the address, sent with the email and password the member already typed. Success signs in (the
 * page then moves on, as after any sign-in); a wrong or expired code says so.
 */
export function SignInCodeForm({
  email,
  password,
  notice,
  onBack,
}: {
  email: string;
  password: string;
  /** The server's explanation of why a code is asked for. */
  notice: string;
  onBack: () => void;
}) {
  const signInWithCode = useSignInWithCode();
  const [code, setCode] = useState('');
  const [error, setError] = useState<{ message: string; field: boolean } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const errorId = useId();
  const form = useRef<HTMLFormElement>(null);

  // The step replaces the password form: the code field takes the focus (the notice is announced).
  useLayoutEffect(() => form.current?.querySelector('input')?.focus(), []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const typed = normalizeSignInCode(code);
    if (!SIGN_IN_CODE_PATTERN.test(typed))
      return setError({ message: SIGN_IN_CODE_FORMAT_MESSAGE, field: true });
    setError(null);
    setSubmitting(true);
    const result = await signInWithCode(email, password, typed);
    if (result.ok !== true) {
      setError({ message: result.message, field: false });
      setSubmitting(false);
    }
  }

  return (
    <form
      ref={form}
      noValidate
      onSubmit={onSubmit}
      aria-describedby={error ? errorId : undefined}
      className="space-y-5 rounded-xl border border-border bg-surface p-6 shadow-sm"
    >
      <h2 className="text-lg font-semibold">Enter your sign-in code</h2>
      <FormNotice>{notice}</FormNotice>
      {error ? <FormAlert id={errorId}>{error.message}</FormAlert> : null}
      <TextField
        tall
        label="Sign-in code"
        name="one-time-code"
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={12}
        spellCheck={false}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        invalid={error?.field ?? false}
        hint={`Sent to ${email}. It works once and expires in 10 minutes.`}
      />
      <SubmitButton busy={submitting} busyLabel="Signing in…">
        Sign in
      </SubmitButton>
      <div className="text-center">
        <button type="button" className="link text-sm" onClick={onBack}>
          Back to password sign-in
        </button>
      </div>
    </form>
  );
}
