import { ContentCardView } from '@client/features/content/card/content-card';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeCard, makeMe, mockApi, renderAt } from './support';

/** Every call is recorded; view posts (one path per item) are answered like the server does. */
const viewsApi = () => {
  const api = mockApi({});
  api.fetchMock.mockImplementation(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    api.calls.push({ method: (init.method ?? 'GET').toUpperCase(), path: String(input), body: undefined });
    return jsonResponse(200, { viewCount: 1 });
  });
  return api;
};

const viewPosts = (api: ReturnType<typeof mockApi>) =>
  api.calls.filter((c) => c.method === 'POST' && /^\/api\/content\/[^/]+\/views$/.test(c.path));

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('content card: where a click goes', () => {
  it('opens a case study in the app and records a view', async () => {
    const api = viewsApi();
    const card = makeCard({
      id: 'res_700',
      type: 'case-study',
      presentedType: 'case-study',
      title: 'Onboarding at Northmoor',
    });
    const { user, location } = renderAt(<ContentCardView card={card} />);

    const link = screen.getByRole('link', { name: 'Onboarding at Northmoor' });
    expect(link).toHaveAttribute('href', '/case-studies/res_700');
    expect(link).not.toHaveAttribute('target');
    await user.click(link);

    expect(location()).toBe('/case-studies/res_700');
    expect(viewPosts(api).map((c) => c.path)).toEqual(['/api/content/res_700/views']);
  });

  it('treats a product event (is_praxis_case) as a case study, never as a video', () => {
    viewsApi();
    const card = makeCard({
      id: 'res_705',
      type: 'event',
      presentedType: 'case-study',
      isPraxisCase: true,
      recordingUrl: 'https://vimeo.com/801122334',
      title: 'Praxis case session',
    });
    renderAt(<ContentCardView card={card} preferDialog />);
    expect(screen.getByRole('link', { name: 'Praxis case session' })).toHaveAttribute(
      'href',
      '/case-studies/res_705',
    );
  });

  it('opens a canvas in a new tab', () => {
    viewsApi();
    const card = makeCard({
      id: 'res_900',
      type: 'canvas',
      presentedType: 'canvas',
      title: 'Learning Needs Canvas',
    });
    renderAt(<ContentCardView card={card} />);
    const link = screen.getByRole('link', { name: /Learning Needs Canvas/ });
    expect(link).toHaveAttribute('href', '/canvases/res_900');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleName('Learning Needs Canvas (opens in a new tab)');
  });

  it('sends an event to its page, or plays its recording in a dialog when the dialog is preferred', async () => {
    viewsApi();
    const card = makeCard({
      id: 'res_830',
      type: 'event',
      presentedType: 'event',
      timeline: 'past',
      date: '2026-03-05T16:00:00.000Z',
      recordingUrl: 'https://www.youtube.com/watch?v=Jk3Lm4nOp5Q',
      title: 'Measuring what matters',
    });
    const first = renderAt(<ContentCardView card={card} />);
    expect(screen.getByRole('link', { name: 'Measuring what matters' })).toHaveAttribute(
      'href',
      '/events/res_830',
    );
    first.unmount();

    const { user } = renderAt(<ContentCardView card={card} preferDialog />);
    await user.click(screen.getByRole('button', { name: 'Measuring what matters (play recording)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Measuring what matters' });
    expect(within(dialog).getByTitle('Measuring what matters')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/Jk3Lm4nOp5Q',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens a resource link in a new tab, but inside the app on a /resources/ page (without recording a view)', async () => {
    const api = viewsApi();
    const card = makeCard({
      id: 'res_600',
      url: 'https://hbr.org/some-article',
      title: 'Feedback that sticks',
    });
    const first = renderAt(<ContentCardView card={card} />, { path: '/saved' });
    const external = screen.getByRole('link', { name: /Feedback that sticks/ });
    expect(external).toHaveAttribute('href', 'https://hbr.org/some-article');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    first.unmount();

    const { user, location } = renderAt(<ContentCardView card={card} />, { path: '/resources/res_601' });
    const internal = screen.getByRole('link', { name: 'Feedback that sticks' });
    expect(internal).toHaveAttribute('href', '/resources/res_600');
    expect(internal).not.toHaveAttribute('target');
    await user.click(internal);
    expect(location()).toBe('/resources/res_600');
    expect(viewPosts(api)).toHaveLength(0);
  });

  it('sends a resource without a usable link to its page (placeholders and javascript: are not links)', () => {
    viewsApi();
    renderAt(
      <>
        <ContentCardView card={makeCard({ id: 'res_610', url: '#', title: 'Placeholder' })} />
        <ContentCardView card={makeCard({ id: 'res_611', url: 'javascript:alert(1)', title: 'Hostile' })} />
      </>,
    );
    expect(screen.getByRole('link', { name: 'Placeholder' })).toHaveAttribute('href', '/resources/res_610');
    expect(screen.getByRole('link', { name: 'Hostile' })).toHaveAttribute('href', '/resources/res_611');
  });

  it('plays a resource recording in the video dialog', async () => {
    const api = viewsApi();
    const card = makeCard({
      id: 'res_679',
      contentType: 'video',
      url: 'https://vimeo.com/781245336',
      recordingUrl: 'https://vimeo.com/781245336',
      title: 'Great L&D strategies',
    });
    const { user } = renderAt(<ContentCardView card={card} />);
    const trigger = screen.getByRole('button', { name: 'Great L&D strategies (play recording)' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Great L&D strategies' });
    expect(within(dialog).getByTitle('Great L&D strategies')).toHaveAttribute(
      'src',
      'https://player.vimeo.com/video/781245336',
    );
    expect(viewPosts(api)).toHaveLength(1);
  });

  it('is usable from the keyboard', async () => {
    viewsApi();
    const card = makeCard({
      id: 'res_700',
      type: 'case-study',
      presentedType: 'case-study',
      title: 'Keyboard case',
    });
    const { user, location } = renderAt(<ContentCardView card={card} />);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Keyboard case' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(location()).toBe('/case-studies/res_700');
  });
});

describe('content card: research actions', () => {
  it('downloads the PDF of a research paper', () => {
    viewsApi();
    const card = makeCard({
      id: 'res_950',
      type: 'research',
      presentedType: 'research',
      pdfUrl: '/files/research/res_950.pdf',
      url: 'https://example.org/other',
      title: 'State of AI',
      publisher: 'Praxis Research',
      year: 2026,
    });
    renderAt(<ContentCardView card={card} />);
    expect(screen.getByRole('link', { name: 'State of AI' })).toHaveAttribute('href', '/research/res_950');
    const download = screen.getByRole('link', { name: 'Download: State of AI (opens in a new tab)' });
    expect(download).toHaveAttribute('href', '/files/research/res_950.pdf');
    expect(screen.getByText('Praxis Research · 2026')).toBeInTheDocument();
  });

  it('says so when the download link is missing', async () => {
    viewsApi();
    const card = makeCard({ type: 'research', presentedType: 'research', title: 'No PDF' });
    const { user, location } = renderAt(<ContentCardView card={card} />);
    await user.click(screen.getByRole('button', { name: 'Download: No PDF' }));
    expect(await screen.findByText('Download link not available')).toBeInTheDocument();
    expect(location()).toBe('/saved');
  });

  it('offers Contribute for active research, or says the link is not available', async () => {
    viewsApi();
    const open = makeCard({
      type: 'active_research',
      presentedType: 'active_research',
      url: 'https://forms.praxis.example/survey',
      title: 'Open survey',
    });
    const placeholder = makeCard({
      type: 'active_research',
      presentedType: 'active_research',
      url: '#',
      title: 'Soon',
    });
    const { user } = renderAt(
      <>
        <ContentCardView card={open} />
        <ContentCardView card={placeholder} />
      </>,
    );
    expect(
      screen.getByRole('link', { name: 'Contribute: Open survey (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://forms.praxis.example/survey');
    await user.click(screen.getByRole('button', { name: 'Contribute: Soon' }));
    expect(await screen.findByText('Contribution link not available')).toBeInTheDocument();
  });
});

describe('content card: badges, meta data and images', () => {
  it('links each topic to its URL-encoded tag page', async () => {
    const api = viewsApi();
    const card = makeCard({ topics: ['AI & Data', 'Coaching'], title: 'Tagged' });
    const { user, location } = renderAt(<ContentCardView card={card} />);
    const badge = screen.getByRole('link', { name: 'AI & Data' });
    expect(badge).toHaveAttribute('href', '/tag/AI%20%26%20Data');
    await user.click(badge);
    expect(location()).toBe('/tag/AI%20%26%20Data');
    // The badge is not the card: no view is recorded.
    expect(viewPosts(api)).toHaveLength(0);
  });

  it('abbreviates view counts and formats event dates', () => {
    viewsApi();
    renderAt(
      <>
        <ContentCardView card={makeCard({ viewCount: 1, title: 'One' })} />
        <ContentCardView card={makeCard({ viewCount: 1540, title: 'Many' })} />
        <ContentCardView
          card={makeCard({
            type: 'event',
            presentedType: 'event',
            timeline: 'past',
            date: '2026-03-05',
            speaker: 'Dana Whitfield',
            viewCount: 2_300_000,
            title: 'Event',
          })}
        />
      </>,
    );
    expect(screen.getByText('1 view')).toBeInTheDocument();
    expect(screen.getByText('1.5K views')).toBeInTheDocument();
    expect(screen.getByText('2.3M views')).toBeInTheDocument();
    expect(screen.getByText('March 5, 2026')).toBeInTheDocument();
    expect(screen.getByText('Dana Whitfield')).toBeInTheDocument();
  });

  it('shows an uploaded image as it is', () => {
    viewsApi();
    const card = makeCard({ image: '/files/uploads/content/abc.webp', title: 'Uploaded' });
    const { container } = renderAt(<ContentCardView card={card} />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/files/uploads/content/abc.webp');
  });

  it('falls back to the type icon when the image fails to load', () => {
    viewsApi();
    const card = makeCard({ image: '/files/covers/res_1.svg', title: 'With image' });
    const { container } = renderAt(<ContentCardView card={card} />);
    const img = container.querySelector('img');
    // The card prints the title: its generated cover comes without one, as WebP at card widths.
    expect(img).toHaveAttribute('src', '/files/covers/res_1.webp?w=640');
    expect(img).toHaveAttribute('srcset', expect.stringContaining('/files/covers/res_1.webp?w=320 320w'));
    expect(screen.queryByTestId('card-image-fallback')).not.toBeInTheDocument();
    fireEvent.error(img!);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('card-image-fallback')).toBeInTheDocument();
  });
});

describe('content card: save control', () => {
  const upcoming = () =>
    makeCard({
      id: 'res_860',
      type: 'event',
      presentedType: 'event',
      timeline: 'upcoming',
      date: '2099-05-01T16:00:00.000Z',
      title: 'Next session',
    });

  it('shows the save button for a member', () => {
    viewsApi();
    renderAt(<ContentCardView card={makeCard({ title: 'Saveable' })} />);
    expect(screen.getByRole('button', { name: 'Save “Saveable”' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('hides it on upcoming events and when the hide flag is set', () => {
    viewsApi();
    renderAt(
      <>
        <ContentCardView card={upcoming()} />
        <ContentCardView card={makeCard({ title: 'Hidden' })} hideSave />
      </>,
    );
    expect(screen.queryByRole('button', { name: /^Save/ })).not.toBeInTheDocument();
  });

  it('hides it on an upcoming Praxis-case event shown as a case study, and shows it once the event is past', () => {
    viewsApi();
    const caseEvent = (date: string, title: string) =>
      makeCard({
        type: 'event',
        presentedType: 'case-study',
        isPraxisCase: true,
        timeline: null,
        date,
        title,
      });
    renderAt(
      <>
        <ContentCardView card={caseEvent('2099-05-01T16:00:00.000Z', 'Launch review')} />
        <ContentCardView card={caseEvent('2020-05-01T16:00:00.000Z', 'Past review')} />
      </>,
    );
    expect(screen.queryByRole('button', { name: 'Save “Launch review”' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save “Past review”' })).toBeInTheDocument();
  });

  it('hides it on /resources/ pages for visitors, and keeps it there for members', () => {
    viewsApi();
    const card = makeCard({ title: 'Public resource' });
    const visitor = renderAt(<ContentCardView card={card} />, { path: '/resources/res_1', me: null });
    expect(screen.queryByRole('button', { name: /^Save/ })).not.toBeInTheDocument();
    visitor.unmount();
    renderAt(<ContentCardView card={card} />, { path: '/resources/res_1', me: makeMe() });
    expect(screen.getByRole('button', { name: 'Save “Public resource”' })).toBeInTheDocument();
  });

  it('tints upcoming events and links members to the server invite, named after the title', () => {
    viewsApi();
    const { container } = renderAt(<ContentCardView card={upcoming()} />);
    expect(container.querySelector('article')).toHaveClass('bg-upcoming');
    expect(screen.getByText('Upcoming')).toBeInTheDocument();
    const invite = screen.getByRole('link', { name: 'Add to calendar: Next session' });
    expect(invite).toHaveAttribute('href', '/api/content/res_860/calendar.ics');
    expect(invite).toHaveAttribute('download', 'Next session.ics');
  });

  it('builds the invite in the browser for visitors', async () => {
    viewsApi();
    const blobs: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        blobs.push(blob);
        return 'blob:invite';
      }),
      revokeObjectURL: vi.fn(),
    });
    let downloaded: { href: string; download: string } | null = null;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloaded = { href: this.href, download: this.download };
    });

    const { user } = renderAt(<ContentCardView card={upcoming()} />, { path: '/public-events', me: null });
    await user.click(screen.getByRole('button', { name: 'Add to calendar: Next session' }));

    expect(downloaded).toEqual({ href: 'blob:invite', download: 'Next session.ics' });
    const ics = await blobs[0]!.text();
    expect(ics).toContain('SUMMARY:Next session');
    expect(ics).toContain('DTSTART:20990501T160000Z');
    expect(ics).toContain(`URL:${window.location.origin}/events/res_860`);
  });
});
