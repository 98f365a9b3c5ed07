import '../support/dom-polyfills';
import { AppProviders, createQueryClient } from '@client/app/providers';
import { ME_QUERY_KEY, type Me } from '@client/lib/session';
import type { ContentCard, Page } from '@shared/content-card';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { makeMe } from '../support/app';

export { type ApiCall, jsonResponse, makeMe, mockApi, renderApp } from '../support/app';
export { makeCard } from '../../support/content-card';


export function pageOf(
  items: ContentCard[],
  total = items.length,
  page = 1,
  pageSize = 12,
): Page<ContentCard> {
  return { items, total, page, pageSize };
}

/**
 * Renders one element inside the app's providers, at `path`, with the session already known
 * (`me: null` is a visitor). Other paths render a marker so navigations can be asserted.
 */
export function renderAt(
  element: ReactElement,
  { path = '/saved', me = makeMe() }: { path?: string; me?: Me | null } = {},
) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  queryClient.setQueryData(ME_QUERY_KEY, me);
  const pathname = path.split('?')[0]!;
  const router = createMemoryRouter(
    [
      { path: pathname, element },
      { path: '*', element: <p>Navigated away</p> },
    ],
    { initialEntries: [path] },
  );
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, router, queryClient, user, location };
}

/**
 * Loads the lazily imported route modules once, so the first test of a file does not spend its
 * time budget on compiling them (call from `beforeAll`).
 */
export async function warmRoutes(): Promise<void> {
  await Promise.all([
    import('@client/app/protected-layout'),
    import('@client/app/public-content-layout'),
    import('@client/features/resources/resources-page'),
    import('@client/features/resources/resource-detail-page'),
    import('@client/features/case-studies/case-studies-page'),
    import('@client/features/case-studies/case-study-detail-page'),
    import('@client/features/case-studies/public-case-study-page'),
    import('@client/features/research/research-page'),
    import('@client/features/research/research-detail-page'),
    import('@client/features/events/events-page'),
    import('@client/features/events/event-detail-page'),
    import('@client/features/events/public-events-page'),
    import('@client/features/canvases/canvases-page'),
    import('@client/features/canvases/canvas-detail-page'),
    import('@client/features/tags/tag-page'),
  ]);
}
