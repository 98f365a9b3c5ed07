import type { FeedbackComment, FeedbackCommentPage, FeedbackOverview } from '@shared/contract/admin-feedback';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ApiCall, jsonResponse, makeMe, mockApi, renderApp } from './support/app';

const month = (m: string, promoters: number, passives: number, detractors: number, nps: number | null) => ({
  month: m,
  promoters,
  passives,
  detractors,
  responses: promoters + passives + detractors,
  nps,
});

const OVERVIEW: FeedbackOverview = {
  period: '3m',
  from: '2026-09',
  to: '2026-11',
  totals: { responses: 7, promoters: 3, passives: 1, detractors: 3, nps: 0 },
  months: [month('2026-09', 0, 0, 0, null), month('2026-10', 1, 0, 2, -33), month('2026-11', 2, 1, 1, 25)],
  distribution: Array.from({ length: 11 }, (_, score) => ({
    score,
    count: ({ 3: 1, 6: 2, 8: 1, 9: 1, 10: 2 } as Record<number, number>)[score] ?? 0,
  })),
};

const comment = (n: number, over: Partial<FeedbackComment> = {}): FeedbackComment => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  createdAt: '2026-11-20T10:00:00.000Z',
  source: 'nps',
  score: 10,
  band: 'promoter',
  comment: `Comment number ${n}`,
  member: { id: '00000000-0000-4000-8000-000000000999', name: 'Ada Lovelace', email: 'ada@example.test' },
  ...over,
});

function feedbackApi({
  overview = () => jsonResponse(200, OVERVIEW),
  comments = (call: ApiCall) => {
    const page = Number(new URL(call.path, 'http://x').searchParams.get('page') ?? '1');
    const body: FeedbackCommentPage = {
      items:
        page === 1
          ? [comment(1), comment(2, { score: 3, band: 'detractor', comment: '=1+2 <b>hi</b>' })]
          : [comment(21)],
      total: 21,
      page,
      pageSize: 20,
    };
    return jsonResponse(200, body);
  },
}: {
  overview?: (call: ApiCall) => Response;
  comments?: (call: ApiCall) => Response;
} = {}) {
  return mockApi({
    'GET /api/me': () => jsonResponse(200, makeMe({ profile: { role: 'admin' } })),
    'GET /api/admin/feedback/overview': overview,
    'GET /api/admin/feedback/comments': comments,
    'GET /api/admin/assistant-feedback': () =>
      jsonResponse(200, {
        up: 12,
        down: 3,
        shared: [
          {
            rating: 'down',
            question: 'How do we onboard <b>remote</b> hires?',
            note: 'Nothing on remote teams',
            at: '2026-02-03T10:00:00Z',
          },
        ],
      }),
  });
}

const query = (call: ApiCall) => Object.fromEntries(new URL(call.path, 'http://x').searchParams);

describe('admin Feedback page', () => {
  it('shows the NPS, and each chart as a real table on demand', async () => {
    feedbackApi();
    const { user } = renderApp('/admin/feedback?period=3m');
    expect(await screen.findByRole('heading', { level: 1, name: 'Feedback' })).toBeInTheDocument();
    expect(await screen.findByText('Survey answers')).toBeInTheDocument();
    expect(screen.getByText('Survey answers').nextElementSibling).toHaveTextContent('7');

    const figure = screen.getByRole('figure', { name: 'NPS by month' });
    expect(within(figure).getByTestId('chart-drawing')).toBeInTheDocument();
    const toggle = within(figure).getByRole('button', { name: 'Show as table' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(within(figure).queryByTestId('chart-drawing')).not.toBeInTheDocument();
    const table = within(figure).getByRole('table', { name: 'NPS by month' });
    expect(table.parentElement).not.toHaveClass('sr-only');
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toEqual([
      'MonthNPSPromotersPassivesDetractorsAnswers',
      'September 2026–0000',
      'October 2026−331023',
      'November 2026+252114',
    ]);

    const scores = screen.getByRole('figure', { name: 'Scores 0–10' });
    await user.click(within(scores).getByRole('button', { name: 'Show as table' }));
    const scoreRows = within(within(scores).getByRole('table')).getAllByRole('row');
    expect(scoreRows).toHaveLength(12);
    expect(scoreRows[11]).toHaveTextContent('10Promoter229%');
    expect(scoreRows[7]).toHaveTextContent('6Detractor229%');
  });

  it('lists the comments as text, filters them and pages through them', async () => {
    const api = feedbackApi();
    const { user, location } = renderApp('/admin/feedback');
    const table = await screen.findByRole('table', { name: 'Comments, newest first' });
    expect(within(table).getByText('=1+2 <b>hi</b>')).toBeInTheDocument();
    expect(within(table).getAllByText('Ada Lovelace')).toHaveLength(2);
    expect(screen.getByText('Showing 1–20 of 21 comments')).toBeInTheDocument();
    expect(query(api.callsTo('GET', '/api/admin/feedback/comments')[0]!)).toEqual({
      period: '12m',
      page: '1',
    });

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Comment number 21')).toBeInTheDocument();
    expect(location()).toBe('/admin/feedback?page=2');

    await user.selectOptions(screen.getByLabelText('Score'), 'detractor');
    await user.selectOptions(screen.getByLabelText('Source'), 'nps');
    expect(location()).toBe('/admin/feedback?band=detractor&source=nps');
    expect(query(api.callsTo('GET', '/api/admin/feedback/comments').at(-1)!)).toEqual({
      period: '12m',
      band: 'detractor',
      source: 'nps',
      page: '1',
    });
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/feedback/export.csv?period=12m&band=detractor&source=nps',
    );

    await user.selectOptions(screen.getByLabelText('Period'), 'all');
    await screen.findByText('Survey answers');
    expect(query(api.callsTo('GET', '/api/admin/feedback/overview').at(-1)!)).toEqual({ period: 'all' });
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/feedback/export.csv?period=all&band=detractor&source=nps',
    );
  });

  it('says when there is nothing, and when loading failed', async () => {
    feedbackApi({
      overview: () =>
        jsonResponse(200, {
          ...OVERVIEW,
          totals: { responses: 0, promoters: 0, passives: 0, detractors: 0, nps: null },
          months: OVERVIEW.months.map((m) => ({
            ...m,
            promoters: 0,
            passives: 0,
            detractors: 0,
            responses: 0,
            nps: null,
          })),
          distribution: OVERVIEW.distribution.map((d) => ({ ...d, count: 0 })),
        }),
      comments: () => jsonResponse(500, { error: { code: 'internal', message: 'Something broke.' } }),
    });
    renderApp('/admin/feedback');
    expect(await screen.findByText('No survey answers in this period.')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The comments could not be loaded. Something broke.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows the assistant answers’ thumbs and only the questions members shared', async () => {
    feedbackApi();
    renderApp('/admin/feedback');
    const section = await screen.findByRole('region', { name: 'Assistant answers' });
    expect((await within(section).findByText('Helpful')).nextElementSibling).toHaveTextContent('12');
    expect(within(section).getByText('Not helpful').nextElementSibling).toHaveTextContent('3');
    const shared = within(section).getByRole('list', { name: 'Shared questions' });
    expect(within(shared).getByText('How do we onboard <b>remote</b> hires?')).toBeInTheDocument();
    expect(within(shared).getByText('Nothing on remote teams')).toBeInTheDocument();
  });

  it('says when no comment matches', async () => {
    feedbackApi({ comments: () => jsonResponse(200, { items: [], total: 0, page: 1, pageSize: 20 }) });
    renderApp('/admin/feedback?band=passive');
    expect(await screen.findByText('No comments match these filters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Score')).toHaveValue('passive');
  });
});
