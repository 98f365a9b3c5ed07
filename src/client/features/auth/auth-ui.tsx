import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router';
import { LogoMark } from '../../components/logo-mark';
import { TextField, type TextFieldProps } from '../../components/form/text-field';
import { PendingButton } from '../../components/pending-button';
import { getConfig } from '../../lib/config';

/*
 * The building blocks of every sign-in and password page. Kept light on purpose (no dialogs): /login
 * is the first chunk most visitors load. The fields themselves are the form kit's.
 */

/** The split frame of the auth pages: a brand panel on wide screens, the form column beside it. */
export function AuthFrame({
  heading,
  description,
  children,
  footer,
}: {
  heading: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const { appName } = getConfig();
  return (
    <div className="flex min-h-dvh">
      <div className="relative hidden w-[42%] max-w-xl flex-col justify-between overflow-hidden bg-primary p-10 text-primary-foreground lg:flex">
        <LogoMark className="size-12" />
        <div>
          <p className="text-3xl leading-snug font-semibold">
            The practice of learning &amp; development, shared by the people who do it.
          </p>
          <p className="mt-4 text-base text-primary-foreground/85">
            Case studies, canvases, research and events for L&amp;D practitioners.
          </p>
        </div>
        <span className="text-sm text-primary-foreground/80">{appName} Fellowship</span>
      </div>

      <div className="flex flex-1 items-center justify-center px-4 py-10 sm:px-6">
        <div className="w-full max-w-sm">
          <div className="mb-8 flex flex-col items-center text-center">
            <LogoMark className="size-12 lg:hidden" />
            <h1 className="mt-4 text-3xl font-semibold tracking-tight text-balance lg:mt-0">{heading}</h1>
            {description ? <div className="mt-2 text-muted">{description}</div> : null}
          </div>
          {children}
          {footer ? <div className="mt-6 text-center text-sm text-muted">{footer}</div> : null}
        </div>
      </div>
    </div>
  );
}

/** The white card a form or a message sits in. */
export function AuthCard({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <div className={`space-y-5 rounded-xl border border-border bg-surface p-6 shadow-sm ${className}`}>
      {children}
    </div>
  );
}

export function Spinner({
  className = 'size-4 border-2 border-primary-foreground/40 border-t-primary-foreground',
}) {
  return <span className={`motion-safe:animate-spin rounded-full ${className}`} aria-hidden="true" />;
}

/** An interim screen ('Processing invite', 'Signing you in...'): a spinner and what is happening. */
export function StatusScreen({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <AuthFrame heading={title}>
      <div
        role="status"
        aria-live="polite"
        className="flex flex-col items-center gap-4 text-center text-muted"
      >
        <Spinner className="size-8 border-4 border-subtle border-t-primary" />
        <span>{children ?? 'Please wait…'}</span>
      </div>
    </AuthFrame>
  );
}

/** A form-level error, announced when it appears. */
export function FormAlert({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <div
      id={id}
      role="alert"
      className="rounded-md border border-danger/30 bg-danger-soft px-3 py-2 text-sm text-danger"
    >
      {children}
    </div>
  );
}

/** A form-level confirmation or notice (polite, not an alert). */
export function FormNotice({ children, tone = 'info' }: { children: ReactNode; tone?: 'info' | 'success' }) {
  const colours =
    tone === 'success'
      ? 'border-success/30 bg-success/10 text-success'
      : 'border-border bg-accent text-accent-foreground';
  return (
    <div role="status" className={`rounded-md border px-3 py-2 text-sm ${colours}`}>
      {children}
    </div>
  );
}

/** The email field of the sign-in pages: labelled "Email", with the email keyboard and autofill. */
export function EmailField(props: Omit<TextFieldProps, 'label'>) {
  return (
    <TextField
      label="Email"
      name="email"
      type="email"
      autoComplete="email"
      inputMode="email"
      spellCheck={false}
      tall
      {...props}
    />
  );
}

/** The primary submit button; while busy it ignores presses (a pending button) and says what is happening. */
export function SubmitButton({
  busy,
  busyLabel,
  children,
  disabled,
}: {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
  disabled?: boolean;
}) {
  return (
    <PendingButton type="submit" className="btn-primary h-11 w-full" pending={busy} disabled={disabled}>
      {busy ? (
        <>
          <Spinner />
          {busyLabel}
        </>
      ) : (
        children
      )}
    </PendingButton>
  );
}

export function BackToLogin({ className = 'link text-sm' }: { className?: string }) {
  return (
    <Link to="/login" className={className}>
      Back to login
    </Link>
  );
}

/**
 * When `key` changes (a form swapped for another, a form replaced by its confirmation), moves focus
 * into the new content so keyboard and screen-reader users are not left on a vanished button:
 * to the element marked `data-focus-first`, else the first input. Not on the first render.
 */
export function useFocusOnChange<T extends HTMLElement>(key: unknown) {
  const ref = useRef<T>(null);
  const previous = useRef(key);
  useLayoutEffect(() => {
    if (previous.current === key) return;
    previous.current = key;
    ref.current?.querySelector<HTMLElement>('[data-focus-first], input:not([readonly])')?.focus();
  }, [key]);
  return ref;
}
