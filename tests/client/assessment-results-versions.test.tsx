import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COMPETENCY_NAMES, competencyId, makeBank, makeResults } from './assessment-fixtures';
import { jsonResponse, makeMe, mockApi, renderApp } from './content/support';

/** Results read the texts of the bank version they were answered on. */

const bankV2 = makeBank({
  hasResults: true,
  assessment: { id: '00000000-0000-4000-8000-000000000001', name: 'L&D', version: 2 },
});

/** Version 1's texts: the same competencies, with level texts of their own. */
const version1 = {
  version: 1,
  publishedAt: '2026-01-01T00:00:00.000Z',
  competencies: COMPETENCY_NAMES.map(([category, name], i) => ({
    id: competencyId(i),
    name,
    category,
    description: `Version 1 description of ${name}.`,
    levels: [1, 2, 3, 4, 5].map((l) => `Version 1, ${name}, level ${l}.`),
  })),
};

function api(results: unknown, versions: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/me': () => jsonResponse(200, makeMe()),
    'GET /api/assessment': () => jsonResponse(200, bankV2),
    'GET /api/assessment/results': () => jsonResponse(200, results),
    ...versions,
  });
}

describe('results of an earlier bank version', () => {
  it("shows the level texts of the version the results were answered on, not the current bank's", async () => {
    const calls = api(makeResults({ bankVersion: 1 }), {
      'GET /api/assessment/versions/1': () => jsonResponse(200, version1),
    });
    renderApp('/ld-assessment');
    // The first competency is at level 1.0: its card reads version 1's level 1 text.
    expect(
      await screen.findByText('Version 1, Knowing the Business, level 1.', {}, { timeout: 15_000 }),
    ).toBeVisible();
    expect(screen.queryByText('Knowing the Business: level 1 description.')).not.toBeInTheDocument();
    expect(calls.callsTo('GET', '/api/assessment/versions/1')).toHaveLength(1);
  });

  it('uses the bank it has for results of the current version, without asking for texts', async () => {
    const calls = api(makeResults({ bankVersion: 2 }));
    renderApp('/ld-assessment');
    expect(
      await screen.findByText('Knowing the Business: level 1 description.', {}, { timeout: 15_000 }),
    ).toBeVisible();
    expect(calls.calls.filter((c) => c.path.startsWith('/api/assessment/versions'))).toEqual([]);
  });

  it('says the bank changed between the two submissions, and falls back to the current texts when the version cannot be read', async () => {
    api(
      makeResults({
        bankVersion: 1,
        previousBankVersion: 1,
        previousSubmittedAt: '2026-01-10T10:00:00.000Z',
        submissions: 2,
      }),
      {
        'GET /api/assessment/versions/1': () => jsonResponse(500, { error: { code: 'x', message: 'Down' } }),
      },
    );
    renderApp('/ld-assessment');
    expect(await screen.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(
      'The texts of version 1 could not be loaded: the current texts are shown.',
    );
    await waitFor(() => expect(screen.getByText('Knowing the Business: level 1 description.')).toBeVisible());
    expect(
      screen.queryByText(/The assessment was updated between these two submissions/),
    ).not.toBeInTheDocument();
  });

  it('notes a bank change between the previous submission and this one', async () => {
    api(
      makeResults({
        bankVersion: 2,
        previousBankVersion: 1,
        previousSubmittedAt: '2026-01-10T10:00:00.000Z',
        submissions: 2,
      }),
    );
    renderApp('/ld-assessment');
    expect(
      await screen.findByText(
        'The assessment was updated between these two submissions (version 1 to 2): part of the change may come from the new wording.',
        {},
        { timeout: 15_000 },
      ),
    ).toBeVisible();
  });
});
