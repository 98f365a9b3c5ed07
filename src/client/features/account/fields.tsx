import { clsx } from 'clsx';
import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { PasswordInput } from '../../components/password-input';

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

type SelectProps = Omit<ComponentPropsWithRef<'select'>, 'id'> & {
  label: string;
  hint?: ReactNode;
  error?: string;
  /** The choices, in order; `empty` (if given) is the first, for no choice (value ''). */
  options: readonly string[];
  empty?: string;
};

/** A native select: keyboard and screen readers work as everywhere else on the platform. */
export function SelectField({
  label,
  hint,
  error,
  required,
  options,
  empty,
  className,
  ...select
}: SelectProps) {
  const ids = useFieldIds(hint, error);
  return (
    <FieldShell {...ids} label={label} required={required} hint={hint} error={error}>
      <select
        {...select}
        id={ids.id}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={clsx('input h-10', className)}
      >
        {empty === undefined ? null : <option value="">{empty}</option>}
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

/** A password field (the input and its show/hide toggle are the shared PasswordInput). */
export function PasswordField({ label, hint, error, required, ...input }: InputProps) {
  const ids = useFieldIds(hint, error);
  return (
    <FieldShell {...ids} label={label} required={required} hint={hint} error={error}>
      <PasswordInput
        {...input}
        id={ids.id}
        label={label}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className="h-10"
      />
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
