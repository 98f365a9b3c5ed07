import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useMe } from '../../lib/session';
import { onOnboardingReplay } from './replay';

/** The tour appears 600 ms after sign-in while onboarding is not completed. */
export const ONBOARDING_DELAY_MS = 600;

/** Never over a sign-in or password page. */
const AUTH_ROUTES = [
  '/login',
  '/auth',
  '/forgot-password',
  '/reset-password',
  '/setup-password',
  '/auth/callback',
  '/auth-redirect',
];

export function isAuthRoute(pathname: string): boolean {
  return AUTH_ROUTES.some((route) => pathname === route || pathname.startsWith(`${route}/`));
}

// The modal (and its form code) is its own chunk: most visits never need it.
const loadModal = () => import('./onboarding-modal');
const OnboardingModal = lazy(loadModal);

/**
 * Mounted once in the protected layout. Opens the onboarding tour for a member who has not
 * completed it, and at once when 'Replay Onboarding Tour' asks for it.
 */
export function OnboardingGate() {
  const me = useMe();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  /** Closed during this visit: not shown again until a replay, even if saving that failed. */
  const dismissed = useRef(false);
  const pending = Boolean(me.data && !me.data.profile.onboardingCompleted) && !isAuthRoute(pathname);

  useEffect(
    () =>
      onOnboardingReplay(() => {
        dismissed.current = false;
        void loadModal();
        setOpen(true);
      }),
    [],
  );

  useEffect(() => {
    if (!pending || open || dismissed.current) return;
    void loadModal();
    const timer = setTimeout(() => setOpen(true), ONBOARDING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pending, open]);

  if (!open || !me.data) return null;
  return (
    <Suspense fallback={null}>
      <OnboardingModal
        me={me.data}
        onClose={() => {
          dismissed.current = true;
          setOpen(false);
        }}
      />
    </Suspense>
  );
}
