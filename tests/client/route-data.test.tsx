import './support/dom-polyfills';
import { AppProviders, createQueryClient } from '@client/app/providers';
import { appRoutes } from '@client/app/router';
import { resetConfigCache } from '@client/lib/config';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeCard, pageOf } from './content/support';
import { jsonResponse, makeMe, mockApi, unauthorized } from './support/app';

/** The app as main.tsx builds it: route loaders start a page's main request with its code. */
function renderWithLoaders(path: string) {
  resetConfigCache();
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const router = createMemoryRouter(appRoutes(queryClient), { initialEntries: [path] });
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, queryClient };
}

const params = (path: string) => Object.fromEntries(new URL(path, 'http://x').searchParams);

describe('route loaders', () => {
  it('ask for a list page with the very query the page reads, once', async () => {
    const api = mockApi({
      'GET /api/me': () => jsonResponse(200, makeMe()),
      'GET /api/resources': () => jsonResponse(200, pageOf([makeCard({ title: 'Coaching circles' })], 30, 2)),
    });
    renderWithLoaders('/resources?topic=Coaching&contentType=video&page=2');
    expect(await screen.findByText('Coaching circles', {}, { timeout: 5000 })).toBeInTheDocument();
    const calls = api.callsTo('GET', '/api/resources');
    expect(calls).toHaveLength(1);
    expect(params(calls[0]!.path)).toEqual({
      topic: 'Coaching',
      contentType: 'video',
      page: '2',
      pageSize: '12',
    });
  });

  it('ask for the search results of the URL once', async () => {
    const api = mockApi({
      'GET /api/me': () => jsonResponse(200, makeMe()),
      'GET /api/search': () =>
        jsonResponse(200, { ...pageOf([makeCard({ title: 'Coaching at scale' })]), counts: { resource: 1 } }),
    });
    renderWithLoaders('/search?q=%20coaching%20&type=resource');
    expect(await screen.findByText('Coaching at scale', {}, { timeout: 5000 })).toBeInTheDocument();
    const calls = api.callsTo('GET', '/api/search');
    expect(calls).toHaveLength(1);
    expect(params(calls[0]!.path)).toEqual({ q: 'coaching', type: 'resource' });
  });

  it('send nothing bound to fail for a visitor on a members-only page', async () => {
    const api = mockApi({ 'GET /api/me': unauthorized });
    const { router } = renderWithLoaders('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 5000 });
    expect(api.callsTo('GET', '/api/home')).toHaveLength(0);
  });

  it('send nothing for a member without full access', async () => {
    const api = mockApi({
      'GET /api/me': () => jsonResponse(200, makeMe({ subscription: { access: 'NO_MEMBERSHIP' } })),
    });
    const { router } = renderWithLoaders('/resources');
    await waitFor(() => expect(router.state.location.pathname).toBe('/join'), { timeout: 5000 });
    expect(api.callsTo('GET', '/api/resources')).toHaveLength(0);
  });
});
