import { clsx } from 'clsx';
import type { ComponentPropsWithRef } from 'react';
import { Field, type FieldOwnProps, splitFieldProps } from './field';

export type CountedTextareaProps = Omit<ComponentPropsWithRef<'textarea'>, 'id' | 'value' | 'maxLength'> &
  FieldOwnProps & {
    /** The text as it stands (a controlled value, or react-hook-form's watched one). */
    value: string;
    /** The limit, from the shared rule the server applies too. */
    maxLength: number;
  };

/**
 * A labelled text area with its character counter ("12/1000 characters") and its error side by
 * side; the browser stops typing at the limit.
 */
export function CountedTextarea({ className, rows = 5, ...props }: CountedTextareaProps) {
  const [field, textarea] = splitFieldProps(props);
  const count = { used: textarea.value.length, max: textarea.maxLength };
  return (
    <Field {...field} count={count}>
      {(control) => (
        <textarea {...textarea} {...control} rows={rows} className={clsx('input resize-y', className)} />
      )}
    </Field>
  );
}
