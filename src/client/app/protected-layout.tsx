import { accessRedirect } from '@shared/domain/subscription';
import { useCallback, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { OnboardingGate } from '../features/onboarding/onboarding-gate';
import { SurveyGate } from '../features/survey/survey-gate';
import { loginPathFor } from '../lib/redirect';
import { useMe } from '../lib/session';
import { FullPageSkeleton } from './full-page-skeleton';
import { SessionError } from './session-error';
import { AppShell } from './shell/app-shell';
import { useSignOutAction } from './shell/use-sign-out';

/**
 * Guard for every member page: signed out → /login?next=<here>; without full access, the page the
 * shared rule names (membership ended → /subscription-canceled, no membership → /join); otherwise
 * the app shell around the page.
 *
 * Signing out happens from inside this layout, so it tracks that itself: once the session is gone
 * the guard must send the member to plain /login, not to /login?next=<the page they left>.
 */
export function ProtectedLayout() {
  const me = useMe();
  const location = useLocation();
  const signOutAction = useSignOutAction();
  const [phase, setPhase] = useState<'idle' | 'signing-out' | 'signed-out'>('idle');

  const signOut = useCallback(async () => {
    setPhase('signing-out');
    setPhase((await signOutAction()) ? 'signed-out' : 'idle');
  }, [signOutAction]);

  if (phase === 'signed-out') return <Navigate to="/login" replace />;
  if (me.isPending) return <FullPageSkeleton />;
  if (me.data === undefined) return <SessionError onRetry={() => void me.refetch()} />;
  if (me.data === null) {
    return <Navigate to={phase === 'idle' ? loginPathFor(location) : '/login'} replace />;
  }
  const redirect = accessRedirect(me.data.subscription.access);
  if (redirect) return <Navigate to={redirect} replace />;

  return (
    <AppShell me={me.data} signOut={signOut}>
      <Outlet />
      <OnboardingGate />
      <SurveyGate />
    </AppShell>
  );
}
