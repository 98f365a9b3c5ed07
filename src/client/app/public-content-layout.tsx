import { useCallback } from 'react';
import { Link, Outlet, useNavigate } from 'react-router';
import { LogoMark } from '../components/logo-mark';
import { getConfig } from '../lib/config';
import { useMe } from '../lib/session';
import { FullPageSkeleton } from './full-page-skeleton';
import { AppShell } from './shell/app-shell';
import { useSignOutAction } from './shell/use-sign-out';

/**
 * Frame for the public content pages (/resources/:id, /public-events, /public-case-studies/:id).
 * Visitors get a slim public header with Log in / Become a fellow; a signed-in member with access
 * keeps the usual app shell, so opening a resource from inside the app does not lose the navigation.
 */
export function PublicContentLayout() {
  const me = useMe();
  const navigate = useNavigate();
  const signOutAction = useSignOutAction();
  const signOut = useCallback(async () => {
    if (await signOutAction()) await navigate('/login', { replace: true });
  }, [navigate, signOutAction]);

  if (me.isPending) return <FullPageSkeleton />;
  if (me.data && me.data.subscription.access === 'FULL_ACCESS') {
    return (
      <AppShell me={me.data} signOut={signOut}>
        <Outlet />
      </AppShell>
    );
  }
  return <PublicFrame />;
}

function PublicFrame() {
  const { appName, marketingUrl } = getConfig();
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-border bg-surface">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 md:px-8">
          <Link to="/" aria-label={`${appName} home`} className="flex items-center gap-2 rounded-lg">
            <LogoMark className="size-9" />
            <span className="hidden text-lg font-semibold sm:inline" aria-hidden="true">
              {appName}
            </span>
          </Link>
          <nav aria-label="Account" className="ml-auto flex items-center gap-2">
            <Link to="/login" className="btn-ghost whitespace-nowrap">
              Log in
            </Link>
            <a
              href={marketingUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="btn-primary whitespace-nowrap"
            >
              Become a fellow
            </a>
          </nav>
        </div>
      </header>
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
    </div>
  );
}
