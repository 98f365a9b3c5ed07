import { clsx } from 'clsx';
import type { ComponentPropsWithRef } from 'react';
import { Field, type FieldOwnProps, splitFieldProps } from './field';

type SelectFieldProps = Omit<ComponentPropsWithRef<'select'>, 'id'> &
  FieldOwnProps & {
    /** The choices, in order; `empty` (if given) is the first, for no choice (value ''). */
    options: readonly string[];
    empty?: string;
  };

/** A native select: keyboard and screen readers work as everywhere else on the platform. */
export function SelectField({ options, empty, className, ...props }: SelectFieldProps) {
  const [field, select] = splitFieldProps(props);
  return (
    <Field {...field}>
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
