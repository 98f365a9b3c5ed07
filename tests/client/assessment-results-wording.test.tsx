import type { CompetencyResult, ReadyResults } from '@shared/contract/assessment';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { competencyId, makeBank, makeCompetencyResults, makeResults } from './assessment-fixtures';
import { jsonResponse, makeMe, mockApi, renderApp } from './content/support';

/*
 * What the results say beside each headline level: the average answer and the percentile, each
 * saying what it is and whom it compares with; peers' averages with their number of raters, or why
 * there are none; and the order a member reads the page in (the phone's order).
 */

function showResults(results: ReadyResults) {
  mockApi({
    'GET /api/me': () => jsonResponse(200, makeMe()),
    'GET /api/assessment': () => jsonResponse(200, makeBank({ hasResults: true })),
    'GET /api/assessment/results': () => jsonResponse(200, results),
    'GET /api/assessment/grow-next': () => jsonResponse(200, { groups: [] }),
  });
  renderApp('/ld-assessment');
}

/** The card of the first competency (Knowing the Business), once the results show. */
async function firstCard() {
  const heading = await screen.findByRole('heading', { level: 2, name: 'Competencies' }, { timeout: 15_000 });
  return within(heading.parentElement!).getAllByRole('article')[0]!;
}

const withBasis = (
  basis: CompetencyResult['basis'],
  industry: string | null,
  overrides: Partial<CompetencyResult> = {},
) => {
  const results = makeResults({
    competencies: makeCompetencyResults((i) =>
      i === 0 ? { meanScore: 4, percentile: 72, basis, ...overrides } : { basis },
    ),
  });
  return { ...results, distribution: { ...results.distribution, basis, industry, comparedWith: 240 } };
};

describe('results: the numbers behind each headline', { timeout: 20_000 }, () => {
  it('names the industry compared within', async () => {
    showResults(withBasis('industry', 'Financial Services'));
    const card = await firstCard();
    expect(card).toHaveTextContent('Average answer 4.0 on the 1–5 scale');
    expect(card).toHaveTextContent('Higher than 72% of members in Financial Services');
    expect(screen.getByTestId('comparison-basis')).toHaveTextContent(
      'Compared with the latest self-assessments of 240 members in Financial Services.',
    );
  });

  it('says "of all members" when all members are compared', async () => {
    showResults(withBasis('members', null));
    const card = await firstCard();
    expect(card).toHaveTextContent('Higher than 72% of all members');
    expect(card).not.toHaveTextContent(/industry|typical/);
  });

  it('says the default curve is a typical distribution while fewer than 30 members have taken it', async () => {
    showResults(withBasis('default', null));
    const card = await firstCard();
    expect(card).toHaveTextContent(
      'Higher than 72% on a typical distribution (fewer than 30 members have taken it)',
    );
    expect(screen.getByTestId('overall-standing')).toHaveTextContent(
      'Higher than 70% on a typical distribution (fewer than 30 members have taken it)',
    );
  });

  it("gives peers' averages with how many raters they cover", async () => {
    showResults(
      makeResults({
        peers: { raters: 4, shown: true, minimum: 3 },
        competencies: makeCompetencyResults(() => ({
          peers: { levelEstimate: 3.2, meanScore: 3.46, raters: 4 },
        })),
      }),
    );
    const card = await firstCard();
    expect(card).toHaveTextContent("Peers' average (4 raters): Level 3 of 5, average answer 3.5");
    expect(screen.queryByTestId('peers-withheld')).toBeNull();
  });

  it("says why peers' averages are missing, with the threshold the results give", async () => {
    showResults(makeResults({ peers: { raters: 1, shown: false, minimum: 5 } }));
    expect(await screen.findByTestId('peers-withheld', {}, { timeout: 15_000 })).toHaveTextContent(
      "Peers' averages appear once at least 5 teammates have rated you.",
    );
    expect(await firstCard()).not.toHaveTextContent("Peers' average");
  });
});

describe('results: reading order', { timeout: 20_000 }, () => {
  it('puts the summary first, then grow next, then the charts, then every competency', async () => {
    showResults(makeResults({ growNextFor: [competencyId(2)] }));
    const order = [
      await screen.findByRole('heading', { name: 'Your results at a glance' }, { timeout: 15_000 }),
      screen.getByRole('heading', { level: 3, name: 'Key skills' }),
      screen.getByRole('heading', { level: 2, name: 'Grow next' }),
      // The charts and the competencies come in a second, background render.
      await screen.findByRole('heading', { level: 2, name: 'Competency profile' }),
      screen.getByRole('heading', { level: 2, name: 'Where you stand' }),
      screen.getByRole('heading', { level: 2, name: 'Competencies' }),
    ];
    for (let i = 1; i < order.length; i += 1) {
      expect(
        order[i - 1]!.compareDocumentPosition(order[i]!) & Node.DOCUMENT_POSITION_FOLLOWING,
        `${order[i - 1]!.textContent} before ${order[i]!.textContent}`,
      ).toBeTruthy();
    }
  });
});
