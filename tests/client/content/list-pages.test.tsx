import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type ApiCall,
  jsonResponse,
  makeCard,
  makeMe,
  mockApi,
  pageOf,
  renderApp,
  warmRoutes,
} from './support';

// These tests render the whole app (shell, lazy routes, several requests): allow for a busy machine.
vi.setConfig({ testTimeout: 20_000 });
beforeAll(warmRoutes, 30_000);

const FILTERS = {
  topics: ['AI in L&D', 'Coaching', 'Onboarding'],
  industries: ['Retail', 'Technology'],
  headcounts: ['1-50', '5000+'],
};

const params = (call: ApiCall) => Object.fromEntries(new URL(call.path, 'http://x').searchParams);
const search = (location: string) => Object.fromEntries(new URL(location, 'http://x').searchParams);

/** A list endpoint holding `total` items, answering the page asked for. */
function listOf(total: number, make = (i: number) => makeCard({ id: `res_${i}`, title: `Item ${i}` })) {
  return (call: ApiCall) => {
    const { page = '1', pageSize = '12' } = params(call);
    const start = (Number(page) - 1) * Number(pageSize);
    const items = Array.from({ length: Math.max(0, Math.min(Number(pageSize), total - start)) }, (_, i) =>
      make(start + i + 1),
    );
    return jsonResponse(200, pageOf(items, total, Number(page), Number(pageSize)));
  };
}

afterEach(() => vi.restoreAllMocks());

describe('resources list', () => {
  it('keeps filters and page in the URL, resets to page 1 on a filter change and scrolls up on a page change', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const api = mockApi({
      'GET /api/me': () => jsonResponse(200, makeMe()),
      'GET /api/content/filters': () => jsonResponse(200, FILTERS),
      'GET /api/resources': listOf(40),
    });
    const { user, location } = renderApp('/resources?topic=Coaching&page=3');

    // The first render also loads the lazy route modules.
    expect(
      await screen.findByText('Showing 25-36 of 40 resources', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(params(api.callsTo('GET', '/api/resources')[0]!)).toEqual({
      topic: 'Coaching',
      page: '3',
      pageSize: '12',
    });
    const topic = screen.getByLabelText('Topic');
    await waitFor(() => expect(topic).toHaveValue('Coaching'));
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    scrollTo.mockClear();

    // A filter change returns to page 1 and keeps the other filter.
    await user.selectOptions(screen.getByLabelText('Content Type'), 'Video');
    await waitFor(() => expect(search(location())).toEqual({ topic: 'Coaching', contentType: 'video' }));
    await waitFor(() =>
      expect(params(api.callsTo('GET', '/api/resources').at(-1)!)).toEqual({
        topic: 'Coaching',
        contentType: 'video',
        page: '1',
        pageSize: '12',
      }),
    );
    expect(await screen.findByText('Showing 1-12 of 40 resources')).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();

    // A page change scrolls to the top and lands in the URL.
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    expect(search(location())).toEqual({ topic: 'Coaching', contentType: 'video', page: '2' });
    expect(await screen.findByText('Showing 13-24 of 40 resources')).toBeInTheDocument();

    // "All topics" removes the filter from the URL (and the request).
    await user.selectOptions(screen.getByLabelText('Topic'), 'All topics');
    await waitFor(() => expect(search(location())).toEqual({ contentType: 'video' }));
    await waitFor(() =>
      expect(params(api.callsTo('GET', '/api/resources').at(-1)!)).toEqual({
        contentType: 'video',
        page: '1',
        pageSize: '12',
      }),
    );
  });

  it('ignores values a shared link should not carry', async () => {
    const api = mockApi({
      'GET /api/me': () => jsonResponse(200, makeMe()),
      'GET /api/content/filters': () => jsonResponse(200, FILTERS),
      'GET /api/resources': listOf(3),
    });
    renderApp('/resources?contentType=<script>&page=abc');
    expect(await screen.findByText('Showing 1-3 of 3 resources')).toBeInTheDocument();
    expect(params(api.callsTo('GET', '/api/resources')[0]!)).toEqual({ page: '1', pageSize: '12' });
    expect(screen.getByLabelText('Content Type')).toHaveValue('');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('shows six skeleton cards while loading, then the empty text', async () => {
    let answer: (r: Response) => void = () => {};
    mockApi({
      'GET /api/me': () => jsonResponse(200, makeMe()),
      'GET /api/content/filters': () => jsonResponse(200, FILTERS),
      'GET /api/resources': () => new Promise<Response>((r) => (answer = r)),
    });
    renderApp('/resources');
    await waitFor(() => expect(screen.getAllByTestId('card-skeleton')).toHaveLength(6));
    expect(screen.getByText('Loading resources…').closest('[role="status"]')).toBeInTheDocument();
    answer(jsonResponse(200, pageOf([], 0)));
    expect(await screen.findByText('No resources found')).toBeInTheDocument();
    expect(screen.queryAllByTestId('card-skeleton')).toHaveLength(0);
  });

  it('says so when the list cannot be loaded, and retries', async () => {
    let fail = true;
    mockApi({
      'GET /api/me': () => jsonResponse(200, makeMe()),
      'GET /api/content/filters': () => jsonResponse(200, FILTERS),
      'GET /api/resources': (call) =>
        fail ? jsonResponse(500, { error: { code: 'internal', message: 'boom' } }) : listOf(2)(call),
    });
    const { user } = renderApp('/resources');
    expect(await screen.findByText('Error fetching resources')).toBeInTheDocument();
    expect(screen.getByText('Please try again later')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Showing 1-2 of 2 resources')).toBeInTheDocument();
  });
});

describe('other lists', () => {
  it('case studies: three filters from the library, a loading text, the share link and the empty text', async () => {
    let answer: (r: Response) => void = () => {};
    const api = mockApi({
      'GET /api/me': () => jsonResponse(200, makeMe()),
      'GET /api/content/filters': () => jsonResponse(200, FILTERS),
      'GET /api/case-studies': () => new Promise<Response>((r) => (answer = r)),
    });
    const { user, location } = renderApp('/case-studies?industry=Retail&page=2');
    expect(await screen.findByText('Loading case studies...')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Share a case study' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:support@praxis\.example\?subject=/),
    );
    answer(jsonResponse(200, pageOf([], 0)));
    expect(await screen.findByText('No case studies found')).toBeInTheDocument();

    await waitFor(() =>
      expect(
        within(screen.getByLabelText('Company Size'))
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['All company sizes', '1-50', '5000+']),
    );
    await user.selectOptions(screen.getByLabelText('Company Size'), '5000+');
    await waitFor(() => expect(search(location())).toEqual({ industry: 'Retail', headcount: '5000+' }));
    await waitFor(() =>
      expect(params(api.callsTo('GET', '/api/case-studies').at(-1)!)).toEqual({
        industry: 'Retail',
        headcount: '5000+',
        page: '1',
        pageSize: '12',
      }),
    );
  });

  it('events: timeline filter, upcoming cards tinted, and the empty text', async () => {
    const upcoming = makeCard({
      id: 'res_860',
      type: 'event',
      presentedType: 'event',
      timeline: 'upcoming',
      date: '2099-01-10T16:00:00.000Z',
      title: 'Future session',
    });
    const past = makeCard({
      id: 'res_830',
      type: 'event',
      presentedType: 'event',
      timeline: 'past',
      date: '2024-01-10T16:00:00.000Z',
      title: 'Past session',
    });
    const api = mockApi({
      'GET /api/me': () => jsonResponse(200, makeMe()),
      'GET /api/content/filters': () => jsonResponse(200, FILTERS),
      'GET /api/events': (call) =>
        jsonResponse(200, params(call).timeline === 'past' ? pageOf([]) : pageOf([upcoming, past])),
    });
    const { user, location } = renderApp('/events');
    const future = await screen.findByRole('link', { name: 'Future session' });
    expect(future.closest('article')).toHaveClass('bg-upcoming');
    expect(screen.getByRole('link', { name: 'Past session' }).closest('article')).not.toHaveClass(
      'bg-upcoming',
    );
    expect(
      within(screen.getByLabelText('Upcoming or past'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All events', 'Upcoming', 'Past']);

    await user.selectOptions(screen.getByLabelText('Upcoming or past'), 'Past');
    expect(await screen.findByText('No events found with the selected filters')).toBeInTheDocument();
    expect(location()).toBe('/events?timeline=past');
    expect(params(api.callsTo('GET', '/api/events').at(-1)!).timeline).toBe('past');
  });

  it('canvases: the empty text', async () => {
    mockApi({
      'GET /api/me': () => jsonResponse(200, makeMe()),
      'GET /api/canvases': () => jsonResponse(200, pageOf([])),
    });
    renderApp('/canvases');
    expect(await screen.findByText('No canvases available yet. Check back soon!')).toBeInTheDocument();
  });

  it('research: years newest first, the Active Research card only under all years, and the empty texts', async () => {
    const active = makeCard({
      id: 'res_965',
      type: 'active_research',
      presentedType: 'active_research',
      url: '#',
      title: 'Practitioner Survey',
    });
    const paper = makeCard({
      id: 'res_950',
      type: 'research',
      presentedType: 'research',
      year: 2025,
      title: 'State of AI',
    });
    const api = mockApi({
      'GET /api/me': () => jsonResponse(200, makeMe()),
      'GET /api/research': (call) => {
        const { year } = params(call);
        if (year) return jsonResponse(200, { ...pageOf([]), activeResearch: null, years: [2025, 2023] });
        return jsonResponse(200, { ...pageOf([paper]), activeResearch: active, years: [2025, 2023] });
      },
    });
    const { user, location } = renderApp('/research');
    expect(await screen.findByRole('link', { name: 'State of AI' })).toHaveAttribute(
      'href',
      '/research/res_950',
    );
    expect(screen.getByText('Active Research')).toBeInTheDocument();
    expect(
      within(screen.getByLabelText('Filter by year'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All years', '2025', '2023']);

    await user.click(screen.getByRole('button', { name: 'Contribute: Practitioner Survey' }));
    expect(await screen.findByText('Contribution link not available')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Filter by year'), '2023');
    expect(await screen.findByText('No research available for 2023.')).toBeInTheDocument();
    expect(screen.queryByText('Active Research')).not.toBeInTheDocument();
    expect(location()).toBe('/research?year=2023');
    expect(params(api.callsTo('GET', '/api/research').at(-1)!).year).toBe('2023');
  });

  it('research: "No research available yet." and the load-error toast', async () => {
    let fail = false;
    mockApi({
      'GET /api/me': () => jsonResponse(200, makeMe()),
      'GET /api/research': () =>
        fail
          ? jsonResponse(500, { error: { code: 'internal', message: 'boom' } })
          : jsonResponse(200, { ...pageOf([]), activeResearch: null, years: [] }),
    });
    const first = renderApp('/research');
    expect(await screen.findByText('No research available yet.')).toBeInTheDocument();
    first.unmount();
    fail = true;
    renderApp('/research');
    expect(await screen.findAllByText('Failed to load research papers')).not.toHaveLength(0);
  });
});

describe('tag page', () => {
  it('titles the page with the decoded tag, filters by type and pages by 12 on larger screens', async () => {
    const api = mockApi({
      'GET /api/me': () => jsonResponse(200, makeMe()),
      'GET /api/tags/AI%20%26%20Data': listOf(30),
    });
    const { user, location } = renderApp('/tag/AI%20%26%20Data');
    expect(await screen.findByRole('heading', { level: 1, name: 'AI & Data' })).toBeInTheDocument();
    expect(await screen.findByText('Showing 1-12 of 30 items')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    expect(
      within(screen.getByLabelText('Type'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All types', 'Case studies', 'Resources', 'Canvases', 'Events']);
    await user.selectOptions(screen.getByLabelText('Type'), 'Canvases');
    await waitFor(() => expect(location()).toBe('/tag/AI%20%26%20Data?type=canvas'));
    await waitFor(() =>
      expect(params(api.callsTo('GET', '/api/tags/AI%20%26%20Data').at(-1)!)).toEqual({
        type: 'canvas',
        page: '1',
        pageSize: '12',
      }),
    );
  });

  it('shows everything without pagination on phones', { timeout: 20_000 }, async () => {
    const matchMedia = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
      ...matchMedia(query),
      matches: query.includes('max-width: 767'),
    }));
    const api = mockApi({
      'GET /api/me': () => jsonResponse(200, makeMe()),
      'GET /api/tags/Coaching': listOf(120),
    });
    const { container } = renderApp('/tag/Coaching?page=2');
    // (Role queries over 100 cards are slow in jsdom; count the elements directly.)
    await waitFor(() => expect(container.querySelectorAll('article')).toHaveLength(100), { timeout: 10_000 });
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/tags/Coaching').map((c) => params(c))).toEqual([
      { page: '1', pageSize: '48' },
      { page: '2', pageSize: '48' },
      { page: '3', pageSize: '48' },
    ]);
  });

  it('says "No content found", "Invalid Tag", and toasts a failure', async () => {
    mockApi({
      'GET /api/me': () => jsonResponse(200, makeMe()),
      'GET /api/tags/Nothing': () => jsonResponse(200, pageOf([])),
      'GET /api/tags/Broken': () =>
        jsonResponse(500, { error: { code: 'internal', message: 'Database unavailable' } }),
    });
    const empty = renderApp('/tag/Nothing');
    expect(await screen.findByText('No content found')).toBeInTheDocument();
    empty.unmount();

    const blank = renderApp('/tag/%20');
    expect(await screen.findByRole('heading', { level: 1, name: 'Invalid Tag' })).toBeInTheDocument();
    blank.unmount();

    renderApp('/tag/Broken');
    expect(await screen.findByText('Error fetching resources')).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch resources for this tag')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
  });
});
