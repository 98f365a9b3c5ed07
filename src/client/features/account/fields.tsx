import { clsx } from 'clsx';
import { Eye, EyeOff } from 'lucide-react';
import { type ComponentPropsWithRef, type ReactNode, useId, useState } from 'react';

/*
 * Form fields of the account page and the onboarding profile step: a visible label tied to the
 * input, an optional hint, and the field's error (announced, and linked with aria-describedby).
 * They forward refs, so react-hook-form's register() works on them directly.
 */

interface FieldShellProps {
  id: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  hintId: string;
  error?: string;
  errorId: string;
  children: ReactNode;
}

function FieldShell({ id, label, required, hint, hintId, error, errorId, children }: FieldShellProps) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
        {required ? (
          <span className="ml-0.5 text-danger" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type InputProps = Omit<ComponentPropsWithRef<'input'>, 'id'> & {
  label: string;
  hint?: ReactNode;
  error?: string;
};

function useFieldIds(hint: ReactNode, error: string | undefined) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return { id, hintId, errorId, describedBy };
}

export function TextField({ label, hint, error, required, className, ...input }: InputProps) {
  const ids = useFieldIds(hint, error);
  return (
    <FieldShell {...ids} label={label} required={required} hint={hint} error={error}>
      <input
        {...input}
        id={ids.id}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={clsx('input h-10', input.readOnly && 'cursor-default bg-subtle text-muted', className)}
      />
    </FieldShell>
  );
}

/** A password input with a show/hide toggle that says what it does and whether it is on. */
export function PasswordField({ label, hint, error, required, ...input }: InputProps) {
  const ids = useFieldIds(hint, error);
  const [visible, setVisible] = useState(false);
  const what = label.toLowerCase();
  return (
    <FieldShell {...ids} label={label} required={required} hint={hint} error={error}>
      <div className="relative">
        <input
          {...input}
          id={ids.id}
          type={visible ? 'text' : 'password'}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          className="input h-10 pr-11"
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={`Show ${what}`}
          aria-pressed={visible}
          aria-controls={ids.id}
          className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-muted hover:text-ink"
        >
          {visible ? (
            <EyeOff className="size-4" aria-hidden="true" />
          ) : (
            <Eye className="size-4" aria-hidden="true" />
          )}
        </button>
      </div>
    </FieldShell>
  );
}

/** A small spinner for busy buttons. */
export function Spinner({ className }: { className?: string }) {
  return (
    <span
      className={clsx(
        'size-4 rounded-full border-2 border-current/30 border-t-current motion-safe:animate-spin',
        className,
      )}
      aria-hidden="true"
    />
  );
}
