import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  TEAM_WAITING_REASON,
  TEAM_WITHHELD_REASON,
} from '../../src/shared/domain/assessment';
import {
  competencyId,
  makeBank,
  makeCompetencyResults,
  makeResults,
  TEAM,
  TEAMMATE_ID,
} from './assessment-fixtures';
import { jsonResponse, makeCard, makeMe, mockApi, renderApp } from './content/support';

function resultsApi(
  results: unknown,
  extra: Parameters<typeof mockApi>[0] = {},
  bank = makeBank({ hasResults: true }),
) {
  return mockApi({
    'GET /api/me': () => jsonResponse(200, makeMe()),
    'GET /api/assessment': () => jsonResponse(200, bank),
    'GET /api/assessment/results': () => jsonResponse(200, results),
    ...extra,
  });
}

describe('/ld-assessment results', () => {
  it('draws the radar with a table a screen reader reads, shown on screen by "Show as table"', async () => {
    resultsApi(
      makeResults({
        previousSubmittedAt: '2026-01-10T10:00:00.000Z',
        submissions: 2,
        peers: { raters: 3, shown: true, minimum: 3 },
        competencies: makeCompetencyResults((i) => ({
          peers: { levelEstimate: 3, meanScore: 3.5, raters: 3 },
          change: i === 0 ? { levelEstimate: 0.4, meanScore: 0.2 } : { levelEstimate: -0.2, meanScore: -0.1 },
        })),
      }),
    );
    const { user } = renderApp('/ld-assessment');

    const table = await screen.findByRole(
      'table',
      { name: /Level per competency, with peers' average/ },
      { timeout: 15_000 },
    );
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Competency', 'Category', 'Your level', "Peers' average", 'Change']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(15);
    expect(rows[0]).toHaveTextContent(
      'Knowing the BusinessStrategizingLevel 1 of 5Level 3 of 5 (3 raters)up 0.4',
    );
    expect(rows[1]).toHaveTextContent('down 0.2');
    // The drawing is hidden from assistive technology; the table is there, visually hidden.
    const drawing = screen.getAllByTestId('chart-drawing')[0]!;
    expect(drawing).toHaveAttribute('aria-hidden', 'true');
    expect(within(drawing).getByTestId('radar-chart').querySelectorAll('[data-series]')).toHaveLength(2);
    expect(table.parentElement).toHaveClass('sr-only');

    const toggle = screen.getAllByRole('button', { name: 'Show as table' })[0]!;
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(table.parentElement).not.toHaveClass('sr-only');
    expect(screen.queryAllByTestId('radar-chart')).toHaveLength(0);
    await user.click(toggle);
    expect(screen.getByTestId('radar-chart')).toBeInTheDocument();
  });

  it('marks the member in the distribution and says what it compares with', async () => {
    resultsApi(makeResults());
    renderApp('/ld-assessment');

    const table = await screen.findByRole('table', { name: /Share of the comparison per mean-score range/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(30);
    const marked = rows.filter((r) => r.getAttribute('data-member') === 'true');
    expect(marked).toHaveLength(1);
    expect(marked[0]).toBe(rows[18]);
    expect(marked[0]).toHaveTextContent('3.40–3.53');
    expect(marked[0]).toHaveTextContent('Your score (3.42)');

    const chart = screen.getByTestId('distribution-chart');
    expect(chart.querySelectorAll('rect[data-bar]')).toHaveLength(30);
    expect(chart.querySelector('rect[data-member="true"]')).toHaveAttribute('data-bar', '18');
    expect(screen.getByText(/Your average answer over all competencies is/)).toHaveTextContent(
      'Your average answer over all competencies is 3.4 on the 1–5 scale: higher than 70% on a typical distribution (fewer than 30 members have taken it).',
    );
    expect(screen.getByTestId('comparison-basis')).toHaveTextContent(
      'Compared with a default bell curve (mean 3, standard deviation 0.8): only 12 members have submitted',
    );
  });

  it("names the members' comparison once there are enough of them", async () => {
    const results = makeResults();
    resultsApi({ ...results, distribution: { ...results.distribution, basis: 'members', comparedWith: 42 } });
    renderApp('/ld-assessment');
    expect(await screen.findByTestId('comparison-basis')).toHaveTextContent(
      'Compared with the latest self-assessments of 42 members.',
    );
  });

  it('lists the top 3 key skills, strongest first, and each competency with its level text', async () => {
    resultsApi(makeResults());
    renderApp('/ld-assessment');
    const list = await screen.findByRole('list', { name: 'Key skills' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('p')?.textContent),
    ).toEqual(['Co-creating Solutions', 'Facilitating Learning', 'Empowering People']);
    // The competencies come in a second, background render.
    const competencies = (await screen.findByRole('heading', { level: 2, name: 'Competencies' })).parentElement!;
    expect(within(competencies).getAllByRole('article')).toHaveLength(15);
    expect(within(competencies).getByText('Measuring Impact: level 3 description.')).toBeInTheDocument();
  });

  it("heads each competency with its level on the 1–5 scale and the bank's text for it, never level 0", async () => {
    resultsApi(
      makeResults({
        competencies: makeCompetencyResults((i) =>
          i === 0
            ? { levelEstimate: 0.4 }
            : i === 1
              ? { levelEstimate: 3.5 }
              : i === 2
                ? { levelEstimate: 0 }
                : {},
        ),
      }),
    );
    renderApp('/ld-assessment');
    const competencies = (
      await screen.findByRole('heading', { level: 2, name: 'Competencies' }, { timeout: 15_000 })
    ).parentElement!;
    const [first, second, third, fourth] = within(competencies).getAllByRole('article');
    expect(within(first!).getByTestId('competency-headline')).toHaveTextContent(/^Not yet level 1$/);
    expect(first).toHaveTextContent('Level 1 is: Knowing the Business: level 1 description.');
    expect(within(second!).getByTestId('competency-headline')).toHaveTextContent(/^Level 4 of 5$/);
    expect(second).toHaveTextContent('Shaping the Strategy: level 4 description.');
    expect(within(third!).getByTestId('competency-headline')).toHaveTextContent(/^Not yet level 1$/);
    // 2.6 rounds to level 3.
    expect(within(fourth!).getByTestId('competency-headline')).toHaveTextContent(/^Level 3 of 5$/);
    expect(fourth).toHaveTextContent('Understanding Stakeholders: level 3 description.');
    expect(document.body.textContent).not.toMatch(/Level 0|0\.0 of|of 5\.0/);
    // Cards and charts out of sight are not drawn until they near the viewport (opened afresh).
    expect(first!.closest('li')).toHaveClass('[content-visibility:auto]');
    for (const chart of screen.getByTestId('results-charts').children) {
      expect(chart).toHaveClass('[content-visibility:auto]');
    }
  });

  it('asks for the grow-next picks of the competencies results name, as cards that save in place', async () => {
    const card = makeCard({ id: 'res_501', title: 'Measuring learning impact, a primer' });
    const api = resultsApi(makeResults({ growNextFor: [competencyId(2), competencyId(7)] }), {
      'GET /api/assessment/grow-next': () =>
        jsonResponse(200, {
          groups: [
            { competencyId: competencyId(2), competencyName: 'Measuring Impact', items: [card] },
            { competencyId: competencyId(7), competencyName: 'Applying Learning Science', items: [] },
          ],
        }),
      'POST /api/saved': () => jsonResponse(201, { saved: true }),
    });
    const { user } = renderApp('/ld-assessment');
    const list = await screen.findByRole('list', { name: 'Library picks for Measuring Impact' });
    expect(api.callsTo('GET', '/api/assessment/grow-next').map((c) => c.path)).toEqual([
      `/api/assessment/grow-next?competencies=${encodeURIComponent(`${competencyId(2)},${competencyId(7)}`)}`,
    ]);
    const save = within(list).getByRole('button', { name: 'Save “Measuring learning impact, a primer”' });
    await user.click(save);
    expect(save).toHaveAttribute('aria-pressed', 'true');
    expect(api.callsTo('POST', '/api/saved').map((c) => c.body)).toEqual([{ resourceId: 'res_501' }]);
    expect(screen.getByText('No library items for this competency yet.')).toBeInTheDocument();
  });

  it('keeps the results when the grow-next picks fail, with their own error and retry', async () => {
    let fail = true;
    resultsApi(makeResults({ growNextFor: [competencyId(2)] }), {
      'GET /api/assessment/grow-next': () =>
        fail
          ? jsonResponse(503, { error: { code: 'unavailable', message: 'Try again in a moment.' } })
          : jsonResponse(200, {
              groups: [{ competencyId: competencyId(2), competencyName: 'Measuring Impact', items: [] }],
            }),
    });
    const { user } = renderApp('/ld-assessment');
    expect(
      await screen.findByText('Could not load the library picks', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Key skills' })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: /Try again|Retry/ }));
    expect(await screen.findByText('No library items for this competency yet.')).toBeInTheDocument();
  });

  it('asks for no picks when results name no competencies', async () => {
    const api = resultsApi(makeResults({ growNextFor: [] }));
    renderApp('/ld-assessment');
    await screen.findByRole('list', { name: 'Key skills' });
    expect(screen.queryByRole('heading', { name: 'Grow next' })).toBeNull();
    expect(api.callsTo('GET', '/api/assessment/grow-next')).toEqual([]);
  });

  it('shows "My Results" / "Team Results" tabs to team members, with the team states', async () => {
    let team: unknown = { status: 'none', team: TEAM, nPeople: 0, message: 'No team submissions yet.' };
    resultsApi(makeResults(), { 'GET /api/assessment/team-results': () => jsonResponse(200, team) });
    const { user, queryClient } = renderApp('/ld-assessment');
    const tabs = await screen.findByRole('tablist', { name: 'Results' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['My Results', 'Team Results']);

    await user.click(screen.getByRole('tab', { name: 'Team Results' }));
    expect(await screen.findByText('No team submissions yet.')).toBeInTheDocument();

    team = {
      status: 'withheld',
      team: TEAM,
      nPeople: 2,
      minimum: 3,
      message: TEAM_WITHHELD_REASON,
    };
    await queryClient.invalidateQueries({ queryKey: ['assessment', 'team-results'] });
    expect(
      await screen.findByText(/with fewer, the averages would reveal individual answers/),
    ).toBeInTheDocument();
    expect(screen.getByText(/2 of the 3 teammates needed besides you have submitted/)).toBeInTheDocument();

    // Enough teammates, but the published averages do not cover them yet: why, without a count.
    team = { status: 'withheld', team: TEAM, nPeople: 3, minimum: 3, message: TEAM_WAITING_REASON };
    await queryClient.invalidateQueries({ queryKey: ['assessment', 'team-results'] });
    expect(await screen.findByText(TEAM_WAITING_REASON)).toBeInTheDocument();
    expect(screen.queryByText(/teammates needed besides you/)).toBeNull();

    team = {
      status: 'ready',
      team: TEAM,
      nPeople: 4,
      competencies: makeCompetencyResults().map((r) => ({
        competencyId: r.competencyId,
        competencyName: r.competencyName,
        category: r.category,
        avgLevel: r.levelEstimate,
        avgMeanScore: r.meanScore,
        nPeople: 4,
      })),
      keySkills: [competencyId(4), competencyId(9), competencyId(14)],
    };
    await queryClient.invalidateQueries({ queryKey: ['assessment', 'team-results'] });
    const table = await screen.findByRole('table', { name: 'Team average level per competency' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Competency', 'Average level', 'Average answer (1–5)', 'People']);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/^Knowing the BusinessLevel 1 of 52\.04$/);
    expect(screen.getByText(/averages of the latest self-assessments of 4 people/)).toBeInTheDocument();
  });

  it('has no tabs for a member without a team, and says so', async () => {
    resultsApi(makeResults(), {}, makeBank({ hasResults: true, team: null }));
    renderApp('/ld-assessment');
    expect(await screen.findByTestId('not-in-team')).toHaveTextContent('You are not in a team.');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Key skills' })).toBeInTheDocument();
  });

  it("opens a teammate's results for an administrator, with the teammate badge", async () => {
    const api = resultsApi(
      makeResults({ subject: { id: TEAMMATE_ID, name: 'Ben Carter', isSelf: false } }),
      {},
      makeBank({ hasResults: false }),
    );
    renderApp(`/ld-assessment?view=peer&user=${TEAMMATE_ID}&name=Ben%20Carter`);
    expect(await screen.findByTestId('mode-badge')).toHaveTextContent('Viewing teammate results');
    expect(await screen.findByRole('heading', { name: 'Key skills' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/assessment/results')[0]?.path).toBe(
      `/api/assessment/results?user=${TEAMMATE_ID}`,
    );
    expect(screen.getByText(/Ben Carter's self-assessment submitted on/)).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it("says when a teammate's results cannot be loaded", async () => {
    resultsApi(undefined, {
      'GET /api/assessment/results': () =>
        jsonResponse(404, { error: { code: 'not_found', message: 'Could not load peer results' } }),
    });
    renderApp(`/ld-assessment?view=results&user=${TEAMMATE_ID}`);
    expect(await screen.findByText('Could not load peer results')).toBeInTheDocument();
  });

  it('switches tabs with the arrow keys', async () => {
    resultsApi(makeResults(), {
      'GET /api/assessment/team-results': () =>
        jsonResponse(200, { status: 'no_team', message: 'You are not in a team.' }),
    });
    renderApp('/ld-assessment');
    const mine = await screen.findByRole('tab', { name: 'My Results' });
    mine.focus();
    fireEvent.keyDown(mine, { key: 'ArrowRight' });
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Team Results' })).toHaveFocus());
  });
});
