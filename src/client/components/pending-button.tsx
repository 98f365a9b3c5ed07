import { clsx } from 'clsx';
import { type ComponentPropsWithRef, useState } from 'react';

export type PendingButtonProps = Omit<ComponentPropsWithRef<'button'>, 'type'> & {
  /** Always said out loud: a button in a form submits it unless told otherwise. */
  type: 'button' | 'submit';
  /** True while the call this button started is on its way: presses are ignored until it ends. */
  pending: boolean;
};

/**
 * A button whose call may take a while (save, send, delete, vote). While `pending` it stays
 * enabled and keeps keyboard focus, is marked aria-disabled and aria-busy, and ignores presses:
 * a disabled button would drop focus to the page, and whoever pressed it would have to find their
 * place again. `disabled` stays for actions that are unavailable (an empty name, nothing changed),
 * and for a button that is only unavailable while another button's call runs (Cancel beside a
 * pending Save, the other rows of a list while one row's call runs): focus is on the pending
 * button or in a field at that moment, so disabling it takes focus from no one.
 *
 * An ignored press is cancelled (the click's default action is prevented), so a submit button
 * does not submit its form again. That also covers Enter in one of the form's fields: the browser
 * submits a form from the keyboard by clicking its first submit button, and that click is
 * cancelled too. So a form needs no pending check of its own, as long as this button is its first
 * submit button (the usual single Save / Send button). An ignored press also goes no further up
 * the page, so nothing around the button (a card that opens when clicked) acts on it instead.
 *
 * The pending state shows only once the call's state has rendered. A toggle that must not send a
 * second call even for a press that comes sooner (a fast double press) keeps its own guard too.
 *
 * A button that becomes unavailable while it has focus — Save once its change is saved and
 * nothing is left to change, Create once its field is cleared — is held the same way: marked
 * aria-disabled and ignoring presses, but focusable, until focus moves on; only then is it
 * disabled. Otherwise a successful save would drop focus to the page just the same.
 */
export function PendingButton({
  pending,
  type,
  className,
  onClick,
  onFocus,
  onBlur,
  disabled,
  ...props
}: PendingButtonProps) {
  const [focused, setFocused] = useState(false);
  // Unavailable while it has focus: held focusable until focus moves on.
  const held = Boolean(disabled) && focused;
  const ignoring = pending || held;
  return (
    <button
      type={type}
      {...props}
      disabled={Boolean(disabled) && !focused}
      aria-disabled={ignoring || props['aria-disabled'] || undefined}
      aria-busy={pending || props['aria-busy'] || undefined}
      className={clsx('aria-disabled:opacity-60 aria-busy:cursor-wait', className)}
      onFocus={(event) => {
        setFocused(true);
        onFocus?.(event);
      }}
      onBlur={(event) => {
        setFocused(false);
        onBlur?.(event);
      }}
      onClick={(event) => {
        if (ignoring) {
          event.preventDefault();
          event.stopPropagation();
          return;
        }
        onClick?.(event);
      }}
    />
  );
}
