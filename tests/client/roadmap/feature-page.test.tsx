import type { RoadmapFeature } from '@shared/contract/roadmap';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeMe, mockApi, renderApp } from '../support/app';

const digests: RoadmapFeature = {
  id: '5b0c7a52-4d0e-4a4b-9f47-3f3f5f0a1c11',
  title: 'Topic digests by email',
  description: 'A monthly email with new content on my topics.',
  status: 'in_progress',
  upvoteCount: 14,
  userUpvoted: false,
  statusNote: 'Monthly first; weekly if you ask for it.',
  statusChangedAt: '2026-11-24T09:00:00.000Z',
  createdAt: '2026-10-01T00:00:00.000Z',
};

describe("a feature's own page (/roadmap/{id})", { timeout: 20_000 }, () => {
  it("shows the feature with the team's note, takes a vote, and leads back to the roadmap", async () => {
    const api = mockApi({
      'GET /api/me': () => jsonResponse(200, makeMe()),
      [`GET /api/roadmap/features/${digests.id}`]: () => jsonResponse(200, digests),
      [`PUT /api/roadmap/features/${digests.id}/upvote`]: () =>
        jsonResponse(200, { featureId: digests.id, userUpvoted: true, upvoteCount: 15 }),
    });
    const { user } = renderApp(`/roadmap/${digests.id}`);
    const heading = await screen.findByRole(
      'heading',
      { level: 1, name: digests.title },
      { timeout: 10_000 },
    );
    const article = heading.closest('article')!;
    expect(within(article).getByText('In Progress')).toHaveAttribute('data-colour', 'purple');
    expect(within(article).getByRole('figure')).toHaveTextContent(
      'Note from the team · 24 Nov 2026Monthly first; weekly if you ask for it.',
    );
    await user.click(within(article).getByRole('button', { name: `Upvote ${digests.title}` }));
    await waitFor(() => expect(within(article).getByTestId('upvote-count')).toHaveTextContent('15'));
    expect(api.callsTo('PUT', `/api/roadmap/features/${digests.id}/upvote`)).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Back to the roadmap' })).toHaveAttribute('href', '/roadmap');
  });

  it('says a hidden or unknown feature is not found', async () => {
    mockApi({ 'GET /api/me': () => jsonResponse(200, makeMe()) });
    renderApp('/roadmap/3f1c0d9e-0000-4000-8000-000000000000');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Feature not found' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the roadmap' })).toHaveAttribute('href', '/roadmap');
  });
});
