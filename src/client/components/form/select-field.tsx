import { clsx } from 'clsx';
import type { ComponentPropsWithRef } from 'react';
import { Field, type FieldOwnProps } from './field';

type SelectFieldProps = Omit<ComponentPropsWithRef<'select'>, 'id'> &
  FieldOwnProps & {
    /** The choices, in order; `empty` (if given) is the first, for no choice (value ''). */
    options: readonly string[];
    empty?: string;
  };

/** A native select: keyboard and screen readers work as everywhere else on the platform. */
export function SelectField({
  label,
  hint,
  error,
  invalid,
  required,
  aside,
  options,
  empty,
  className,
  ...select
}: SelectFieldProps) {
  return (
    <Field {...{ label, hint, error, invalid, required, aside }}>
      {(control) => (
        <select {...select} {...control} className={clsx('input h-10', className)}>
          {empty === undefined ? null : <option value="">{empty}</option>}
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
