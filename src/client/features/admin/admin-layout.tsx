import { isAdmin } from '@shared/domain/roles';
import { accessRedirect } from '@shared/domain/subscription';
import { ArrowLeft } from 'lucide-react';
import { Link, Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { FullPageSkeleton } from '../../app/full-page-skeleton';
import { SessionError } from '../../app/session-error';
import { loginPathFor } from '../../lib/redirect';
import { useMe } from '../../lib/session';
import NotFoundPage from '../errors/not-found-page';
import { ADMIN_SECTIONS, adminPath, isAdminSectionActive } from './admin-sections';

/**
 * The admin console's frame: its own navigation, apart from the member shell, and only for
 * administrators (anyone else sees the ordinary not-found page; the server refuses them anyway).
 */
export function AdminLayout() {
  const me = useMe();
  const location = useLocation();
  if (me.isPending) return <FullPageSkeleton />;
  if (me.data === undefined) return <SessionError onRetry={() => void me.refetch()} />;
  if (me.data === null) return <Navigate to={loginPathFor(location)} replace />;
  const redirect = accessRedirect(me.data.subscription.access);
  if (redirect) return <Navigate to={redirect} replace />;
  if (!isAdmin(me.data.profile.role)) return <NotFoundPage />;

  return (
    <div className="min-h-dvh bg-canvas md:flex">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[100] focus:rounded-md focus:bg-primary focus:px-4 focus:py-2 focus:text-primary-foreground"
      >
        Skip to content
      </a>
      <aside className="border-b border-border bg-surface md:sticky md:top-0 md:h-dvh md:w-56 md:shrink-0 md:border-r md:border-b-0">
        <div className="flex items-center justify-between gap-2 px-4 py-3 md:block md:py-5">
          <p className="font-semibold text-ink">Admin console</p>
          <Link
            to="/"
            className="inline-flex items-center gap-1 rounded-md text-sm text-muted hover:text-ink focus-visible:outline-2 md:mt-1"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back to the library
          </Link>
        </div>
        <nav aria-label="Admin sections" className="overflow-x-auto px-2 pb-2 md:px-3">
          <ul className="flex gap-1 md:flex-col">
            {ADMIN_SECTIONS.map((section) => {
              const active = isAdminSectionActive(location.pathname, section);
              const Icon = section.icon;
              return (
                <li key={section.label} className="shrink-0">
                  <NavLink
                    to={adminPath(section)}
                    end={!section.path}
                    aria-current={active ? 'page' : undefined}
                    className={`flex items-center gap-2 rounded-md px-3 py-2 text-sm whitespace-nowrap ${
                      active ? 'bg-accent font-medium text-accent-foreground' : 'text-ink hover:bg-subtle'
                    }`}
                  >
                    <Icon className="size-4" aria-hidden="true" />
                    {section.label}
                  </NavLink>
                </li>
              );
            })}
          </ul>
        </nav>
      </aside>
      <main id="admin-main" className="min-w-0 flex-1 px-4 py-6 md:px-8">
        <Outlet />
      </main>
    </div>
  );
}
