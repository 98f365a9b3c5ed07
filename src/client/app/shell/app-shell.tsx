import { accessRedirect } from '@shared/domain/subscription';
import type { MouseEvent, ReactNode } from 'react';
import { useIsMobile, WIDE_QUERY } from '../../components/content/use-media-query';
import { deferred, useDeferredComponent } from '../../components/deferred';
import type { Me } from '../../lib/session';
import { AssistantButton } from './assistant-button';
import { ShellContext } from './shell-context';
import { TopBar } from './top-bar';

export const MAIN_ID = 'main-content';

/**
 * The rail's contents (and the user menu's Radix code with them) load only where the rail shows:
 * there they are asked for as soon as this module runs, so they arrive with the page's own code.
 */
const SidebarContents = deferred(() => import('./sidebar').then((m) => m.default));
if (typeof window !== 'undefined' && window.matchMedia?.(WIDE_QUERY).matches) SidebarContents.preload();

/** Draws the rail's contents once their code is here (the rail itself is drawn at once). */
function RailContents() {
  const Rail = useDeferredComponent(SidebarContents);
  return Rail ? <Rail /> : null;
}

function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  // Move focus without touching the URL (a "#main-content" hash would become a router navigation).
  const main = document.getElementById(MAIN_ID);
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView?.({ block: 'start' });
}

/** The member frame: skip link, desktop rail, top bar, main content. */
export function AppShell({
  me,
  signOut,
  children,
}: {
  me: Me;
  signOut: () => Promise<void>;
  children: ReactNode;
}) {
  // The rail is hidden below 768 px: a phone neither builds nor downloads it (its menus, links and
  // icons were an eighth of a member page's first render there).
  const phone = useIsMobile();
  return (
    <ShellContext value={{ me, signOut }}>
      <div className="min-h-dvh">
        <a
          href={`#${MAIN_ID}`}
          onClick={skipToContent}
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[100] focus:rounded-md focus:bg-primary focus:px-4 focus:py-2 focus:text-primary-foreground"
        >
          Skip to content
        </a>
        {!phone && (
          <div className="fixed inset-y-0 left-0 z-30 hidden w-sidebar flex-col items-center border-r border-border bg-surface py-3 md:flex">
            <RailContents />
          </div>
        )}
        <div className="flex min-h-dvh flex-col md:pl-sidebar">
          <TopBar />
          <main id={MAIN_ID} tabIndex={-1} className="flex-1 outline-none">
            {children}
          </main>
        </div>
        {/* The assistant is for members with full access only. */}
        {accessRedirect(me.subscription.access) === null && <AssistantButton />}
      </div>
    </ShellContext>
  );
}
