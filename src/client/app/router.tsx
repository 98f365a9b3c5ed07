import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { BareLayout } from './bare-layout';
import { RootLayout, RouteErrorPage, RouteFallback } from './root-layout';
import { PAGE_DATA, prefetchLoader } from './route-data';
import type { RouteHandle } from './route-handle';

/**
 * Every page is its own lazily loaded chunk; the two heavier layouts (the member shell with its
 * menus and dialogs, and the public content frame) are lazy too, so /login ships only React, the
 * router, react-query, sonner and the login form itself.
 */
type PageModule = { default: ComponentType };

const page = (load: () => Promise<PageModule>) => async () => ({ Component: (await load()).default });

const route = (path: string, title: string, load: () => Promise<PageModule>): RouteObject => ({
  path,
  handle: { title } satisfies RouteHandle,
  lazy: page(load),
});

const accountPage = () => import('../features/account/my-account-page');

/** Public, no shell: sign-in and password pages, notices, the developer test form and the 404. */
const publicRoutes: RouteObject[] = [
  route('login', 'Sign in', () => import('../features/auth/login-page')),
  route('auth', 'Sign in', () => import('../features/auth/auth-page')),
  route('forgot-password', 'Forgot password', () => import('../features/auth/forgot-password-page')),
  route('reset-password', 'Reset password', () => import('../features/auth/reset-password-page')),
  route('setup-password', 'Set up your password', () => import('../features/auth/setup-password-page')),
  route('auth/callback', 'Signing you in', () => import('../features/auth/auth-callback-page')),
  route('auth-redirect', 'Redirecting', () => import('../features/auth/auth-redirect-page')),
  route(
    'subscription-canceled',
    'Subscription canceled',
    () => import('../features/billing/subscription-canceled-page'),
  ),
  // The way in: visitors and signed-in people of any membership state.
  route('join', 'Become a Fellow', () => import('../features/join/join-page')),
  route('roadmap/unsubscribe', 'Roadmap updates', () => import('../features/roadmap/unsubscribe-page')),
  route('digest/unsubscribe', 'Personal digest', () => import('../features/account/digest-unsubscribe-page')),
  route('account-closed', 'Account closed', () => import('../features/account/account-closed-page')),
  route('test-profile', 'Test profile', () => import('../features/dev/test-profile-page')),
  route('dev/outbox', 'Dev outbox', () => import('../features/dev/outbox-page')),
  route('*', 'Page not found', () => import('../features/errors/not-found-page')),
];

/** Public content pages: visitors see a public header, signed-in members keep their shell. */
const publicContentRoutes: RouteObject[] = [
  route('resources/:id', 'Resource', () => import('../features/resources/resource-detail-page')),
  route('public-events', 'Events', () => import('../features/events/public-events-page')),
  route(
    'public-case-studies/:id',
    'Case study',
    () => import('../features/case-studies/public-case-study-page'),
  ),
];

/** Members only: signed out → /login?next=…, ended membership → /subscription-canceled, none → /join. */
const protectedRoutes: RouteObject[] = [
  {
    index: true,
    handle: { title: 'Home' } satisfies RouteHandle,
    lazy: page(() => import('../features/home/home-page')),
  },
  route('saved', 'Saved', () => import('../features/saved/saved-page')),
  route('collections/:id', 'Collection', () => import('../features/saved/collection-page')),
  route('search', 'Search', () => import('../features/search/search-page')),
  route('my-account', 'My Account', accountPage),
  route('account', 'My Account', accountPage),
  route('billing', 'Billing', () => import('../features/billing/billing-page')),
  route('roadmap', 'Roadmap', () => import('../features/roadmap/roadmap-page')),
  route('roadmap/:id', 'Roadmap feature', () => import('../features/roadmap/feature-page')),
  route('my-team', 'My Team', () => import('../features/team/my-team-page')),
  route('ld-assessment', 'L&D Assessment', () => import('../features/assessment/ld-assessment-page')),
  route('resources', 'Resources', () => import('../features/resources/resources-page')),
  route('case-studies', 'Case Studies', () => import('../features/case-studies/case-studies-page')),
  route('case-studies/:id', 'Case study', () => import('../features/case-studies/case-study-detail-page')),
  route('research', 'Research', () => import('../features/research/research-page')),
  route('research/:id', 'Research', () => import('../features/research/research-detail-page')),
  route('events', 'Events', () => import('../features/events/events-page')),
  route('events/:id', 'Event', () => import('../features/events/event-detail-page')),
  route('canvases', 'Canvases', () => import('../features/canvases/canvases-page')),
  route('canvases/:id', 'Canvas', () => import('../features/canvases/canvas-detail-page')),
  route('tag/:tag', 'Tag', () => import('../features/tags/tag-page')),
];

/**
 * The admin console: its own frame and chunks, so member pages never load its code. Administrators
 * only (the frame shows anyone else the not-found page; every admin route refuses them too).
 */
const adminRoutes: RouteObject[] = [
  {
    index: true,
    handle: { title: 'Admin · Insight' } satisfies RouteHandle,
    lazy: page(() => import('../features/admin/insight/insight-page')),
  },
  route('content', 'Admin · Content', () => import('../features/admin/content/content-page')),
  route('content/new', 'Admin · New item', () => import('../features/admin/content/content-editor-page')),
  route('content/:id', 'Admin · Edit item', () => import('../features/admin/content/content-editor-page')),
  route('members', 'Admin · Members', () => import('../features/admin/members/members-page')),
  route('members/:id', 'Admin · Member', () => import('../features/admin/members/member/member-page')),
  route('teams', 'Admin · Teams', () => import('../features/admin/teams/teams-page')),
  route('teams/:id', 'Admin · Team', () => import('../features/admin/teams/team-page')),
  route('roadmap', 'Admin · Roadmap', () => import('../features/admin/roadmap/roadmap-admin-page')),
  route('feedback', 'Admin · Feedback', () => import('../features/admin/feedback/feedback-page')),
  route('assessment', 'Admin · Assessment', () => import('../features/admin/assessment/bank-page')),
  route('topics', 'Admin · Topics', () => import('../features/admin/topics/topics-page')),
  route('vocabulary', 'Admin · Vocabulary', () => import('../features/admin/vocabulary/vocabulary-page')),
  route('audit', 'Admin · Audit log', () => import('../features/admin/audit/audit-page')),
  route('digest', 'Admin · Digest', () => import('../features/admin/digest/digest-page')),
];

/**
 * With a query client, pages listed in route-data get a loader that starts their main request
 * alongside their code; without one (component tests render the table as is), none do.
 */
export function appRoutes(queryClient?: QueryClient): RouteObject[] {
  const withData = (list: RouteObject[]): RouteObject[] =>
    list.map((r) => {
      const data = PAGE_DATA[r.index ? '/' : (r.path ?? '')];
      return queryClient && data ? { ...r, loader: prefetchLoader(queryClient, data) } : r;
    });
  return [
    {
      id: 'root',
      path: '/',
      Component: RootLayout,
      HydrateFallback: RouteFallback,
      ErrorBoundary: RouteErrorPage,
      children: [
        {
          id: 'protected',
          lazy: async () => ({ Component: (await import('./protected-layout')).ProtectedLayout }),
          children: withData(protectedRoutes),
        },
        {
          id: 'public-content',
          lazy: async () => ({ Component: (await import('./public-content-layout')).PublicContentLayout }),
          children: withData(publicContentRoutes),
        },
        {
          id: 'admin',
          path: 'admin',
          lazy: async () => ({ Component: (await import('../features/admin/admin-layout')).AdminLayout }),
          children: adminRoutes,
        },
        { id: 'public', Component: BareLayout, children: publicRoutes },
      ],
    },
  ];
}

export const routes: RouteObject[] = appRoutes();

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(appRoutes(queryClient));
}
