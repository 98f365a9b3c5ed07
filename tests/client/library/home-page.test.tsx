import { applySavedChange, invalidateSavedState } from '@client/features/library/cache';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeCard, makeMe, mockApi, renderApp } from '../content/support';

const event = (n: number) =>
  makeCard({
    id: `ev_${n}`,
    type: 'event',
    presentedType: 'event',
    title: `Upcoming session ${n}`,
    date: '2099-05-01T15:00:00.000Z',
    timeline: 'upcoming',
  });

const section = (name: string) => screen.getByRole('region', { name });
const titles = (name: string) =>
  within(section(name))
    .queryAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('home dashboard', { timeout: 15_000 }, () => {
  it('says "Welcome" on the first visit, tells the server, and keeps it for this visit', async () => {
    const api = mockApi({
      'GET /api/me': () => jsonResponse(200, makeMe({ profile: { welcomed: false } })),
      'POST /api/me/welcomed': () => jsonResponse(200, { ok: true }),
      'GET /api/home': () => jsonResponse(200, { upcomingEvents: [], justAdded: [], recentlySaved: [] }),
    });
    renderApp('/');
    // The first test of the file also waits for the page's code to load.
    await screen.findByRole('heading', { level: 1, name: 'Home' }, { timeout: 10_000 });
    expect(
      await screen.findByText('Welcome, Ada. Here is what is new in the library.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST', '/api/me/welcomed')).toHaveLength(1));
    expect(screen.getByText('Welcome, Ada. Here is what is new in the library.')).toBeInTheDocument();
  });

  it('shows its three sections from one request, 3 items in "Just added" and "Recently saved"', async () => {
    const api = mockApi({
      'GET /api/me': () => jsonResponse(200, makeMe()),
      'GET /api/home': () =>
        jsonResponse(200, {
          upcomingEvents: [event(1), event(2)],
          justAdded: [1, 2, 3, 4].map((n) => makeCard({ id: `new_${n}`, title: `New ${n}` })),
          recentlySaved: [1, 2, 3].map((n) =>
            makeCard({ id: `saved_${n}`, title: `Saved ${n}`, isSaved: true }),
          ),
        }),
    });
    renderApp('/');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Home' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Welcome back, Ada. Here is what is new in the library.'),
    ).toBeInTheDocument();
    await screen.findByText('New 1');
    expect(titles('Upcoming events')).toEqual(['Upcoming session 1', 'Upcoming session 2']);
    expect(titles('Just added')).toEqual(['New 1', 'New 2', 'New 3']);
    expect(titles('Recently saved')).toEqual(['Saved 1', 'Saved 2', 'Saved 3']);
    expect(
      api.calls.filter(
        (c) => c.path !== '/api/me' && !c.path.includes('/views') && !c.path.startsWith('/api/survey/'),
      ),
    ).toEqual([{ method: 'GET', path: '/api/home', body: undefined }]);
    // Upcoming events cannot be saved; the others can, in place.
    expect(
      within(section('Upcoming events')).queryByRole('button', { name: /^Save/ }),
    ).not.toBeInTheDocument();
    expect(within(section('Just added')).getByRole('button', { name: 'Save “New 1”' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(within(section('Recently saved')).getByRole('button', { name: 'Save “Saved 1”' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('shows a skeleton while loading, then the empty texts', async () => {
    let answer: (r: Response) => void = () => {};
    mockApi({
      'GET /api/me': () => jsonResponse(200, makeMe()),
      'GET /api/home': () => new Promise<Response>((r) => (answer = r)),
    });
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Home' }, { timeout: 5000 });
    expect(within(section('Just added')).getAllByTestId('card-skeleton')).toHaveLength(3);
    expect(within(section('Recently saved')).getAllByTestId('card-skeleton')).toHaveLength(3);

    answer(jsonResponse(200, { upcomingEvents: [], justAdded: [], recentlySaved: [] }));
    expect(await screen.findByText('No upcoming events available.')).toBeInTheDocument();
    expect(within(section('Just added')).getByText('No recent items available.')).toBeInTheDocument();
    expect(
      within(section('Recently saved')).getByText(
        "You haven't saved any resources yet. Start exploring and save content that interests you!",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('card-skeleton')).not.toBeInTheDocument();
  });

  it('says so when the dashboard cannot load', async () => {
    mockApi({
      'GET /api/me': () => jsonResponse(200, makeMe()),
      'GET /api/home': () => jsonResponse(500, { error: { code: 'internal', message: 'x' } }),
    });
    renderApp('/');
    expect(
      await screen.findAllByText('Failed to load your dashboard. Please try again.', {}, { timeout: 5000 }),
    ).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('applies saves and removals in place by the recent-list rules, then refreshes from the server', async () => {
    const library = [1, 2, 3, 4, 5].map((n) =>
      makeCard({ id: `saved_${n}`, title: `Saved ${n}`, isSaved: true }),
    );
    const api = mockApi({
      'GET /api/me': () => jsonResponse(200, makeMe()),
      'GET /api/home': () =>
        jsonResponse(200, {
          upcomingEvents: [],
          justAdded: [makeCard({ id: 'new_1', title: 'New 1' })],
          recentlySaved: library.slice(0, 3),
        }),
    });
    const { queryClient } = renderApp('/');
    await screen.findByText('New 1', {}, { timeout: 5000 });
    queryClient.setQueryData(['library', 'saved', { topic: '' }], { items: library, topics: [] });

    // Saving puts the item first and trims the list to 3.
    act(() => applySavedChange(queryClient, { resourceId: 'new_1', saved: true }));
    await waitFor(() => expect(titles('Recently saved')).toEqual(['New 1', 'Saved 1', 'Saved 2']));
    expect(within(section('Just added')).getByRole('button', { name: 'Save “New 1”' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // Saving an item already saved (into a collection, say) keeps its place.
    act(() => applySavedChange(queryClient, { resourceId: 'saved_2', saved: true }));
    const cached = queryClient.getQueryData<{ recentlySaved: { id: string }[] }>(['home']);
    expect(cached?.recentlySaved.map((c) => c.id)).toEqual(['new_1', 'saved_1', 'saved_2']);

    // Removing drops it and refills from the library.
    act(() => applySavedChange(queryClient, { resourceId: 'saved_1', saved: false }));
    await waitFor(() => expect(titles('Recently saved')).toEqual(['New 1', 'Saved 2', 'Saved 3']));

    // The server's answer then replaces the guess.
    const before = api.callsTo('GET', '/api/home').length;
    await act(() => invalidateSavedState(queryClient));
    expect(api.callsTo('GET', '/api/home')).toHaveLength(before + 1);
    await waitFor(() => expect(titles('Recently saved')).toEqual(['Saved 1', 'Saved 2', 'Saved 3']));
  });
});
