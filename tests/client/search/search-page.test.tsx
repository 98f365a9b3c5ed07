import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ApiCall, jsonResponse, makeCard, makeMe, mockApi, renderApp } from '../content/support';

const params = (call: ApiCall) => Object.fromEntries(new URL(call.path, 'http://x').searchParams);
const search = (location: string) => Object.fromEntries(new URL(location, 'http://x').searchParams);

const COUNTS = { resource: 30, 'case-study': 2, research: 1 };

/** 33 hits over three types, paged by 20 like the server. */
function searchHandler(call: ApiCall) {
  const { q = '', type = '', page = '1' } = params(call);
  const total = type ? (COUNTS[type as keyof typeof COUNTS] ?? 0) : 33;
  const start = (Number(page) - 1) * 20;
  const items = Array.from({ length: Math.max(0, Math.min(20, total - start)) }, (_, i) =>
    makeCard({ id: `res_${start + i + 1}`, title: `${type || 'any'} ${start + i + 1}` }),
  );
  return jsonResponse(200, { query: q, items, total, counts: COUNTS, page: Number(page), pageSize: 20 });
}

const me = () => jsonResponse(200, makeMe());
const main = () => screen.getByRole('main');

describe('/search', { timeout: 15_000 }, () => {
  it('shows the query, the count, and a type filter of only the types with results', async () => {
    const api = mockApi({ 'GET /api/me': me, 'GET /api/search': searchHandler });
    const { user, location } = renderApp('/search?q=coaching');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Search results for “coaching”' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(await within(main()).findByText('33 results found')).toBeInTheDocument();
    const type = within(main()).getByLabelText('Type');
    expect([...type.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'All types (33)',
      'Resources (30)',
      'Case studies (2)',
      'Research (1)',
    ]);
    expect(params(api.callsTo('GET', '/api/search')[0]!)).toEqual({ q: 'coaching' });
    expect(within(main()).getByRole('button', { name: 'Page 2' })).toBeInTheDocument();
    // Each result's title is an h2 under the page's h1: the outline skips no level.
    expect(within(main()).getByRole('heading', { level: 2, name: 'any 1' })).toBeInTheDocument();
    expect(within(main()).queryAllByRole('heading', { level: 3 })).toHaveLength(0);

    await user.selectOptions(type, 'Case studies (2)');
    await waitFor(() => expect(search(location())).toEqual({ q: 'coaching', type: 'case-study' }));
    expect(await within(main()).findByText('2 results found')).toBeInTheDocument();
    expect(params(api.callsTo('GET', '/api/search').at(-1)!)).toEqual({ q: 'coaching', type: 'case-study' });
    // The filter still lists every type with results.
    expect(type.querySelectorAll('option')).toHaveLength(4);
  });

  it('keeps the page in the URL', async () => {
    const api = mockApi({ 'GET /api/me': me, 'GET /api/search': searchHandler });
    const { user, location } = renderApp('/search?q=coaching&type=resource');
    await user.click(
      await within(await screen.findByRole('main', {}, { timeout: 5000 })).findByRole('button', {
        name: 'Page 2',
      }),
    );
    await waitFor(() => expect(search(location())).toEqual({ q: 'coaching', type: 'resource', page: '2' }));
    await waitFor(() =>
      expect(params(api.callsTo('GET', '/api/search').at(-1)!)).toEqual({
        q: 'coaching',
        type: 'resource',
        page: '2',
      }),
    );
    expect(await within(main()).findByRole('heading', { name: 'resource 21' })).toBeInTheDocument();
  });

  it('says "Searching..." while waiting, then "No results found"', async () => {
    let answer: (r: Response) => void = () => {};
    mockApi({ 'GET /api/me': me, 'GET /api/search': () => new Promise<Response>((r) => (answer = r)) });
    renderApp('/search?q=zzzz');
    expect(await screen.findByText('Searching...', {}, { timeout: 5000 })).toBeInTheDocument();
    answer(jsonResponse(200, { query: 'zzzz', items: [], total: 0, counts: {}, page: 1, pageSize: 20 }));
    expect(await within(main()).findByText('No results found')).toBeInTheDocument();
    expect(within(main()).getByText('0 results found')).toBeInTheDocument();
    expect(within(main()).queryByLabelText('Type')).not.toBeInTheDocument();
    expect(screen.queryByText('Searching...')).not.toBeInTheDocument();
  });

  it('offers, in one message, to ask the assistant and the popular topics when nothing is found', async () => {
    mockApi({
      'GET /api/me': me,
      'GET /api/search': () =>
        jsonResponse(200, {
          query: 'zzzz',
          items: [],
          total: 0,
          counts: {},
          page: 1,
          pageSize: 20,
          popularTopics: ['Onboarding', 'Measurement & ROI'],
        }),
    });
    const asked: string[] = [];
    const listener = (e: Event) => asked.push((e as CustomEvent<string>).detail);
    window.addEventListener('praxis:ask-assistant', listener);
    try {
      const { user } = renderApp('/search?q=zzzz');
      expect(await screen.findByText('No results found', {}, { timeout: 5000 })).toBeInTheDocument();
      // One message: the page says it once, and no toast repeats it.
      expect(screen.getAllByText('No results found')).toHaveLength(1);
      const topics = within(main()).getByRole('navigation', { name: 'Popular topics' });
      expect(within(topics).getByRole('link', { name: 'Measurement & ROI' })).toHaveAttribute(
        'href',
        '/tag/Measurement%20%26%20ROI',
      );
      await user.click(within(main()).getByRole('button', { name: 'Ask the assistant instead' }));
      expect(asked).toEqual(['zzzz']);
    } finally {
      window.removeEventListener('praxis:ask-assistant', listener);
    }
  });

  it('says so when the search fails', async () => {
    mockApi({
      'GET /api/me': me,
      'GET /api/search': () => jsonResponse(500, { error: { code: 'internal', message: 'x' } }),
    });
    renderApp('/search?q=coaching');
    expect(await screen.findByText('Search failed', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(
      screen.getAllByText('There was an error performing your search. Please try again.').length,
    ).toBeGreaterThanOrEqual(1);
    expect(within(main()).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('plays a past event with a recording in the event dialog', async () => {
    mockApi({
      'GET /api/me': me,
      'GET /api/search': () =>
        jsonResponse(200, {
          query: 'live',
          items: [
            makeCard({
              id: 'ev_1',
              type: 'event',
              presentedType: 'event',
              title: 'Live session',
              contentType: 'video',
              timeline: 'past',
              date: '2025-01-01T10:00:00.000Z',
              recordingUrl: 'https://cdn.example.org/live.mp4',
            }),
          ],
          total: 1,
          counts: { event: 1 },
          page: 1,
          pageSize: 20,
        }),
    });
    const { user, location } = renderApp('/search?q=live');
    await user.click(
      await screen.findByRole('button', { name: 'Live session (play recording)' }, { timeout: 5000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Live session' });
    expect(dialog.querySelector('video')).toHaveAttribute('src', 'https://cdn.example.org/live.mp4');
    expect(location()).toBe('/search?q=live');
  });
});
