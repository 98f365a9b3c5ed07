import { clsx } from 'clsx';
import { type ComponentPropsWithRef, useState } from 'react';
import { EyeIcon, EyeOffIcon } from '../icons';
import { Field, type FieldOwnProps, splitFieldProps } from './field';

export type PasswordFieldProps = Omit<ComponentPropsWithRef<'input'>, 'id' | 'type'> &
  FieldOwnProps & {
    /** The taller input of the sign-in pages. */
    tall?: boolean;
  };

/**
 * A labelled password input with a show/hide toggle, for every password field. The toggle keeps
 * one name and says whether it is on with aria-pressed (the WAI-ARIA toggle button). Its name is
 * visually hidden text rather than aria-label, so lookups by label ("Password") find only the input.
 */
export function PasswordField({ tall, className, ...props }: PasswordFieldProps) {
  const [field, input] = splitFieldProps(props);
  const [visible, setVisible] = useState(false);
  return (
    <Field {...field}>
      {(control) => (
        <div className="relative">
          <input
            {...input}
            {...control}
            type={visible ? 'text' : 'password'}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            className={clsx('input pr-11', tall ? 'h-11' : 'h-10', className)}
          />
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-pressed={visible}
            aria-controls={control.id}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-muted hover:text-ink"
          >
            <span className="sr-only">{`Show ${field.label.toLowerCase()}`}</span>
            {visible ? <EyeOffIcon className="size-4" /> : <EyeIcon className="size-4" />}
          </button>
        </div>
      )}
    </Field>
  );
}
