import { clsx } from 'clsx';
import type { ComponentPropsWithRef } from 'react';
import { Field, type FieldOwnProps, splitFieldProps } from './field';

export type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'id'> &
  FieldOwnProps & {
    /** The taller input of the sign-in pages. */
    tall?: boolean;
    /** Show "n/maxLength" under the field (needs `value` and `maxLength`). */
    counted?: boolean;
  };

/** A labelled text input; it forwards its ref, so react-hook-form's register() works on it. */
export function TextField({ tall, counted, className, ...props }: TextFieldProps) {
  const [field, input] = splitFieldProps(props);
  const count =
    counted && input.maxLength !== undefined
      ? { used: String(input.value ?? '').length, max: input.maxLength }
      : undefined;
  return (
    <Field {...field} count={count}>
      {(control) => (
        <input
          {...input}
          {...control}
          required={field.required}
          className={clsx(
            'input',
            tall ? 'h-11' : 'h-10',
            input.readOnly && 'cursor-default bg-subtle text-muted',
            className,
          )}
        />
      )}
    </Field>
  );
}
