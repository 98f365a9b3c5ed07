import { clsx } from 'clsx';
import { type ReactNode, useId } from 'react';

/*
 * The one field of every form: a visible label tied to its control, an optional hint, the field's
 * error (announced, and linked with aria-describedby), and an optional character counter. The
 * control itself is drawn by the caller (TextField, PasswordField, CountedTextarea…), which spreads
 * the ids and aria attributes it is handed.
 */

export interface FieldOwnProps {
  label: string;
  hint?: ReactNode;
  /** The field's own message: shown under it and announced. */
  error?: string | null;
  /** Marks the control invalid when the message is shown elsewhere (a form-level alert). */
  invalid?: boolean;
  /** Marked with a star beside the label, and aria-required on the control. */
  required?: boolean;
  /** Shown beside the label (e.g. the 'Forgot your password?' link). */
  aside?: ReactNode;
}

/** Splits a field component's props into the Field's own and the control's. */
export function splitFieldProps<P extends FieldOwnProps>(
  props: P,
): [FieldOwnProps, Omit<P, keyof FieldOwnProps>] {
  const { label, hint, error, invalid, required, aside, ...control } = props;
  return [{ label, hint, error, invalid, required, aside }, control];
}

/** What the control spreads: its id, and the aria attributes that tie it to the label's neighbours. */
export interface FieldControl {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

interface FieldProps extends FieldOwnProps {
  /** Characters used and allowed: a counter beside the error, read as "n/max characters". */
  count?: { used: number; max: number };
  className?: string;
  children: (control: FieldControl) => ReactNode;
}

export function Field({
  label,
  hint,
  error,
  invalid,
  required,
  aside,
  count,
  className,
  children,
}: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const countId = `${id}-count`;
  const describedBy = [hint ? hintId : null, count ? countId : null, error ? errorId : null]
    .filter(Boolean)
    .join(' ');
  const errorText = error ? (
    <p id={errorId} role="alert" className="text-sm font-medium text-danger">
      {error}
    </p>
  ) : null;
  return (
    <div className={clsx('space-y-1.5', className)}>
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="block text-sm font-medium text-ink">
          {label}
          {required ? (
            <span className="ml-0.5 text-danger" aria-hidden="true">
              *
            </span>
          ) : null}
        </label>
        {aside}
      </div>
      {children({
        id,
        'aria-describedby': describedBy || undefined,
        'aria-invalid': error || invalid ? true : undefined,
        'aria-required': required ? true : undefined,
      })}
      {hint ? (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {count ? (
        <div className="flex items-start justify-between gap-3">
          {errorText ?? <span />}
          <p id={countId} className="shrink-0 text-xs text-muted tabular-nums">
            {count.used}/{count.max}
            <span className="sr-only"> characters</span>
          </p>
        </div>
      ) : (
        errorText
      )}
    </div>
  );
}
