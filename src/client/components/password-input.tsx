import { type ComponentPropsWithRef, useState } from 'react';
import { EyeIcon, EyeOffIcon } from './icons';

type PasswordInputProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'id'> & {
  id: string;
  /** The field's label: the toggle is named "Show <label>". */
  label: string;
};

/**
 * A password input with a show/hide toggle, for every password field (sign-in pages and the
 * account page). The toggle keeps one name and says whether it is on with aria-pressed (the
 * WAI-ARIA toggle button). Its name is visually hidden text rather than aria-label, so lookups
 * by label ("Password") find only the input.
 */
export function PasswordInput({ id, label, className = '', ...input }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <input
        {...input}
        id={id}
        type={visible ? 'text' : 'password'}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        className={`input pr-11 ${className}`}
      />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-pressed={visible}
        aria-controls={id}
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-muted hover:text-ink"
      >
        <span className="sr-only">{`Show ${label.toLowerCase()}`}</span>
        {visible ? <EyeOffIcon className="size-4" /> : <EyeIcon className="size-4" />}
      </button>
    </div>
  );
}
