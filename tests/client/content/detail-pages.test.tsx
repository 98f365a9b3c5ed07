import type { ContentCard } from '@shared/content-card';
import type { Block } from '@shared/domain/canvas';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { type ApiCall, jsonResponse, makeCard, makeMe, mockApi, renderApp, warmRoutes } from './support';

// These tests render the whole app (shell, lazy routes, several requests): allow for a busy machine.
vi.setConfig({ testTimeout: 20_000 });
beforeAll(warmRoutes, 30_000);

const detail = (
  item: Partial<ContentCard> & Record<string, unknown>,
  blocks: Block[] = [],
  related: ContentCard[] = [],
) => ({
  item: {
    ...makeCard(item),
    challenge: null,
    solution: null,
    results: null,
    purpose: null,
    speakerPhotoUrl: null,
    calendarInvite: null,
    ...item,
  },
  blocks,
  related,
});

const notFound = (message: string) => jsonResponse(404, { error: { code: 'not_found', message } });
const member = () => jsonResponse(200, makeMe());
const typeParam = (call: ApiCall) => new URL(call.path, 'http://x').searchParams.get('type');

describe('canvas page', () => {
  const blocks: Block[] = [
    { type: 'paragraph', data: { text: 'Print it on A3.' } },
    { type: 'heading', data: { title: 'Step 1' } },
    { type: 'paragraph', data: { text: 'Who are the learners?' } },
    { type: 'pdf', data: { url: '/files/canvases/a.pdf', title: 'Canvas A (PDF)' } },
    { type: 'heading', data: { title: 'Step 2', level: 3 } },
    { type: 'paragraph', data: { text: 'What must change?' } },
    { type: 'heading', data: {} },
    { type: 'url', data: { url: '/files/canvases/b.PDF?v=2', title: 'Canvas B' } },
    { type: 'heading', data: { title: 'Last' } },
    { type: 'paragraph', data: { text: 'Nothing to download after this one.' } },
  ].map((b, i) => ({ ...b, id: `b${i}`, position: i }));

  it('puts a Download PDF button on each heading followed by a PDF: its own, else the first one', async () => {
    const api = mockApi({
      'GET /api/me': member,
      'GET /api/content/res_900': () =>
        jsonResponse(
          200,
          detail(
            {
              id: 'res_900',
              type: 'canvas',
              presentedType: 'canvas',
              title: 'Learning Needs Canvas',
              shortDescription: 'Diagnose before you design.',
            },
            blocks,
          ),
        ),
    });
    renderApp('/canvases/res_900');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Learning Needs Canvas' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(typeParam(api.callsTo('GET', '/api/content/res_900')[0]!)).toBe('canvas');
    expect(screen.getByText('Diagnose before you design.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Canvases' })).toHaveAttribute('href', '/canvases');
    expect(screen.getByText('Print it on A3.')).toBeInTheDocument();

    const pdfFor = (title: string) =>
      screen
        .queryByRole('link', { name: `Download PDF: ${title} (opens in a new tab)` })
        ?.getAttribute('href') ?? null;
    expect(pdfFor('Step 1')).toBe('/files/canvases/a.pdf');
    expect(pdfFor('Step 2')).toBe('/files/canvases/a.pdf');
    expect(pdfFor('Untitled Section')).toBe('/files/canvases/b.PDF?v=2');
    expect(pdfFor('Last')).toBeNull();
    // The PDFs offered on headings are not repeated as blocks.
    expect(screen.queryByRole('link', { name: /Canvas A \(PDF\)/ })).not.toBeInTheDocument();

    const step2 = screen.getByRole('heading', { name: 'Step 2' });
    expect(step2.tagName).toBe('H4');
    expect(step2).toHaveAttribute('id', 'step-2');
    expect(screen.getByRole('heading', { name: 'Untitled Section' })).toHaveAttribute(
      'id',
      'untitled-section',
    );

    const toc = screen.getAllByRole('navigation', { name: 'Table of contents' })[0]!;
    expect(
      within(toc)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Step 1', '#step-1'],
      ['Step 2', '#step-2'],
      ['Untitled Section', '#untitled-section'],
      ['Last', '#last'],
    ]);
  });

  it('says when the canvas does not exist', async () => {
    mockApi({ 'GET /api/me': member, 'GET /api/content/nope': () => notFound('Canvas not found') });
    renderApp('/canvases/nope');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Canvas not found' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Could not find the requested canvas.')).toBeInTheDocument();
  });
});

describe('case study page', () => {
  const related = [1, 2, 3, 4].map((n) =>
    makeCard({ id: `res_71${n}`, type: 'case-study', presentedType: 'case-study', title: `Related ${n}` }),
  );

  it('shows title, tag badges, PDF, blocks with a table of contents and up to 3 related; records a view', async () => {
    const api = mockApi({
      'GET /api/me': member,
      'GET /api/content/res_700': () =>
        jsonResponse(
          200,
          detail(
            {
              id: 'res_700',
              type: 'case-study',
              presentedType: 'case-study',
              title: 'Cutting time-to-competence',
              topics: ['Onboarding'],
              industry: 'Financial Services',
              headcount: '1001-5000',
              pdfUrl: '/files/case-studies/res_700.pdf',
            },
            [
              { id: 'b1', type: 'heading', data: { title: 'Challenge', level: 1 }, position: 1 },
              { id: 'b2', type: 'paragraph', data: { text: 'Six weeks in a classroom.' }, position: 2 },
              { id: 'b0', type: 'heading', data: { title: 'Context', level: 1 }, position: 0 },
            ],
            related,
          ),
        ),
    });
    renderApp('/case-studies/res_700');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cutting time-to-competence' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(typeParam(api.callsTo('GET', '/api/content/res_700')[0]!)).toBe('case-study');
    expect(screen.getByRole('link', { name: 'Back to Case Studies' })).toHaveAttribute(
      'href',
      '/case-studies',
    );
    const tags = screen.getByRole('list', { name: 'Tags' });
    expect(
      within(tags)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/tag/Onboarding', '/tag/Financial%20Services', '/tag/1001-5000']);
    expect(screen.getByRole('link', { name: 'Download PDF (opens in a new tab)' })).toHaveAttribute(
      'href',
      '/files/case-studies/res_700.pdf',
    );
    // Blocks in position order, each heading in the table of contents.
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.slice(0, 2)).toEqual(['Context', 'Challenge']);
    const toc = screen.getAllByRole('navigation', { name: 'Table of contents' })[0]!;
    expect(
      within(toc)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Context', 'Challenge']);

    const relatedList = screen.getByRole('list', { name: 'Related Case Studies' });
    expect(within(relatedList).getAllByRole('article')).toHaveLength(3);
    await waitFor(() => expect(api.callsTo('POST', '/api/content/res_700/views')).toHaveLength(1));
  });

  it('builds the page from challenge / solution / results when there are no blocks', async () => {
    mockApi({
      'GET /api/me': member,
      'GET /api/content/res_701': () =>
        jsonResponse(
          200,
          detail({
            id: 'res_701',
            type: 'case-study',
            presentedType: 'case-study',
            title: 'Older case',
            challenge: 'Managers were new.',
            solution: 'Peer coaching circles.',
            results: 'Better scores.',
          }),
        ),
    });
    renderApp('/case-studies/res_701');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Challenge' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Results' })).toBeInTheDocument();
    expect(screen.getByText('Peer coaching circles.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Download PDF/ })).not.toBeInTheDocument();
  });

  it('says when the case study does not exist', async () => {
    mockApi({ 'GET /api/me': member, 'GET /api/content/res_404': () => notFound('Case study not found') });
    renderApp('/case-studies/res_404');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Case study not found' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Could not find the requested case study')).toBeInTheDocument();
  });
});

describe('research page', () => {
  it('shows Download PDF, blurb, year and a table of contents of level-1 headings', async () => {
    mockApi({
      'GET /api/me': member,
      'GET /api/content/res_950': () =>
        jsonResponse(
          200,
          detail(
            {
              id: 'res_950',
              type: 'research',
              presentedType: 'research',
              title: 'State of AI Adoption',
              shortDescription: 'A survey of 412 practitioners.',
              year: 2025,
              publisher: 'Praxis Research',
              pdfUrl: '/files/research/res_950.pdf',
            },
            [
              { id: 'a', type: 'heading', data: { title: 'Summary', level: 1 }, position: 0 },
              { id: 'b', type: 'heading', data: { title: 'Detail', level: 2 }, position: 1 },
              { id: 'c', type: 'heading1', data: { text: 'Key findings' }, position: 2 },
            ],
          ),
        ),
    });
    renderApp('/research/res_950');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'State of AI Adoption' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Research' })).toHaveAttribute('href', '/research');
    expect(
      screen.getByRole('link', { name: 'Download PDF: State of AI Adoption (opens in a new tab)' }),
    ).toHaveAttribute('href', '/files/research/res_950.pdf');
    expect(screen.getByText('2025')).toBeInTheDocument();
    expect(screen.getByText('A survey of 412 practitioners.')).toBeInTheDocument();
    const toc = screen.getAllByRole('navigation', { name: 'Table of contents' })[0]!;
    expect(
      within(toc)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Summary', 'Key findings']);
  });

  it('says when a paper has no content, and when it does not exist', async () => {
    mockApi({
      'GET /api/me': member,
      'GET /api/content/res_951': () =>
        jsonResponse(
          200,
          detail({ id: 'res_951', type: 'research', presentedType: 'research', title: 'Empty paper' }),
        ),
      'GET /api/content/res_404': () => notFound('Research Not Found'),
    });
    const first = renderApp('/research/res_951');
    expect(
      await screen.findByText('No summary is available for this paper yet.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Download/ })).not.toBeInTheDocument();
    first.unmount();
    renderApp('/research/res_404');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Research Not Found' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});

describe('event page', () => {
  const relatedEvent = makeCard({
    id: 'res_831',
    type: 'event',
    presentedType: 'event',
    timeline: 'past',
    title: 'Another session',
  });

  it('upcoming: badge, notice, calendar download and no save control', async () => {
    mockApi({
      'GET /api/me': member,
      'GET /api/content/res_860': () =>
        jsonResponse(
          200,
          detail(
            {
              id: 'res_860',
              type: 'event',
              presentedType: 'event',
              timeline: 'upcoming',
              date: '2099-06-10',
              speaker: 'Priya Natarajan',
              topics: ['AI in L&D'],
              title: 'AI literacy for everyone',
            },
            [],
            [relatedEvent],
          ),
        ),
    });
    renderApp('/events/res_860');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'AI literacy for everyone' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Events' })).toHaveAttribute('href', '/events');
    expect(screen.getByText('upcoming')).toBeInTheDocument();
    expect(screen.getByText(/The recording will be available here after the event/)).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Add to calendar: AI literacy for everyone' }),
    ).toBeInTheDocument();
    expect(screen.getByText('June 10, 2099')).toBeInTheDocument();
    expect(screen.getByText('Priya Natarajan')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'AI in L&D' })).toHaveAttribute('href', '/tag/AI%20in%20L%26D');
    expect(screen.queryByRole('button', { name: 'Save “AI literacy for everyone”' })).not.toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
    expect(
      within(screen.getByRole('list', { name: 'Related Events' })).getByRole('link', {
        name: 'Another session',
      }),
    ).toBeInTheDocument();
  });

  it('past: the recording player and the save control', async () => {
    mockApi({
      'GET /api/me': member,
      'GET /api/content/res_830': () =>
        jsonResponse(
          200,
          detail({
            id: 'res_830',
            type: 'event',
            presentedType: 'event',
            timeline: 'past',
            date: '2024-03-05T16:00:00.000Z',
            recordingUrl: 'https://www.loom.com/share/c4d5e6f7a8b94c0d9e1f2a3b4c5d6e7f',
            title: 'Measuring what matters',
          }),
        ),
    });
    renderApp('/events/res_830');
    expect(
      await screen.findByTitle('Recording: Measuring what matters', {}, { timeout: 5000 }),
    ).toHaveAttribute('src', 'https://www.loom.com/embed/c4d5e6f7a8b94c0d9e1f2a3b4c5d6e7f');
    expect(screen.getByRole('button', { name: 'Save “Measuring what matters”' })).toBeInTheDocument();
    expect(screen.queryByText('upcoming')).not.toBeInTheDocument();
  });

  it('says when the event does not exist', async () => {
    mockApi({ 'GET /api/me': member, 'GET /api/content/res_404': () => notFound('Event not found') });
    renderApp('/events/res_404');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Event not found' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});

describe('public pages', () => {
  const featured = (locked: boolean) =>
    ['res_837', 'res_832', 'res_820'].map((id, i) => ({
      ...makeCard({
        id,
        type: 'event',
        presentedType: 'event',
        timeline: 'past',
        title: `Recording ${i + 1}`,
        recordingUrl: locked ? null : 'https://vimeo.com/801122334',
      }),
      locked,
    }));
  const upcomingEvent = makeCard({
    id: 'res_860',
    type: 'event',
    presentedType: 'event',
    timeline: 'upcoming',
    date: '2099-06-10T16:00:00.000Z',
    title: 'Next live session',
  });

  it('public events for a visitor: upcoming events, locked recordings and the way in', async () => {
    mockApi({
      'GET /api/me': () => jsonResponse(401, { error: { code: 'unauthorized', message: 'Sign in' } }),
      'GET /api/public/events': () =>
        jsonResponse(200, { upcoming: [upcomingEvent], featured: featured(true) }),
    });
    renderApp('/public-events');
    expect(
      await screen.findByRole('link', { name: 'Next live session' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const recordings = screen.getByRole('list', { name: 'Featured recordings' });
    expect(within(recordings).queryAllByRole('button', { name: /play recording/ })).toHaveLength(0);
    const locks = within(recordings).getAllByRole('link', { name: /Only available to Praxis Fellows/ });
    expect(locks).toHaveLength(3);
    expect(locks[0]).toHaveAttribute('href', `/login?next=${encodeURIComponent('/events/res_837')}`);
    expect(screen.getAllByRole('link', { name: 'Log in' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'See more recordings' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Save/ })).not.toBeInTheDocument();
  });

  it('public events for a member: playable recordings and "See more recordings"', async () => {
    const { user } = (() => {
      mockApi({
        'GET /api/me': member,
        'GET /api/public/events': () =>
          jsonResponse(200, { upcoming: [upcomingEvent], featured: featured(false) }),
      });
      return renderApp('/public-events');
    })();
    expect(
      await screen.findByRole('link', { name: 'See more recordings' }, { timeout: 5000 }),
    ).toHaveAttribute('href', '/events');
    await user.click(screen.getByRole('button', { name: 'Recording 1 (play recording)' }));
    expect(await screen.findByRole('dialog', { name: 'Recording 1' })).toBeInTheDocument();
  });

  it('public case study for a visitor: teaser, share button, promo and locked related cases with the tooltip', async () => {
    // The shared polyfill is a stubbed global, removed after each test; the tooltip's popper needs it.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    const relatedCases = [1, 2, 3, 4].map((n) => ({
      ...makeCard({
        id: `res_72${n}`,
        type: 'case-study',
        presentedType: 'case-study',
        title: `Other case ${n}`,
      }),
      locked: true,
    }));
    mockApi({
      'GET /api/me': () => jsonResponse(401, { error: { code: 'unauthorized', message: 'Sign in' } }),
      'GET /api/public/case-studies/res_700': () =>
        jsonResponse(200, {
          ...detail({
            id: 'res_700',
            type: 'case-study',
            presentedType: 'case-study',
            title: 'Public case',
            topics: ['Onboarding'],
            industry: 'Retail',
            locked: true,
          }),
          blocks: [],
          related: relatedCases,
        }),
    });
    const { user } = renderApp('/public-case-studies/res_700');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Public case' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Share a case study' })).toBeInTheDocument();
    expect(screen.getByText('Become a Praxis Fellow')).toBeInTheDocument();
    // Tags are shown, but tag pages are for members.
    expect(within(screen.getByRole('list', { name: 'Tags' })).queryAllByRole('link')).toHaveLength(0);
    const related = screen.getByRole('list', { name: 'Related Case Studies' });
    const locks = within(related).getAllByRole('link', { name: /Only available to Praxis Fellows/ });
    expect(locks).toHaveLength(3);
    await user.hover(locks[0]!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Only available to Praxis Fellows');
  });

  it('public resource: related resources navigate inside the app; not found says "Resource Not Found"', async () => {
    const related = Array.from({ length: 7 }, (_, i) =>
      makeCard({ id: `res_6${i}`, url: 'https://example.org/elsewhere', title: `Related resource ${i}` }),
    );
    mockApi({
      'GET /api/me': () => jsonResponse(401, { error: { code: 'unauthorized', message: 'Sign in' } }),
      'GET /api/public/resources/res_600': () =>
        jsonResponse(200, {
          ...detail({ id: 'res_600', title: 'Plain language guide', url: '/resources/res_600' }, [
            { id: 'p', type: 'paragraph', data: { text: 'Short sentences win.' }, position: 0 },
          ]),
          related,
        }),
      'GET /api/public/resources/res_404': () => notFound('Resource Not Found'),
    });
    const first = renderApp('/resources/res_600');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Plain language guide' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Short sentences win.')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Related resources' });
    expect(within(list).getAllByRole('article')).toHaveLength(6);
    expect(within(list).getByRole('link', { name: 'Related resource 0' })).toHaveAttribute(
      'href',
      '/resources/res_60',
    );
    expect(screen.queryByRole('button', { name: /^Save/ })).not.toBeInTheDocument();
    first.unmount();

    renderApp('/resources/res_404');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Resource Not Found' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
