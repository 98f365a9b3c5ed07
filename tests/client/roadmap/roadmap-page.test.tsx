import type { RoadmapFeature } from '@shared/contract/roadmap';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { type ApiHandler, jsonResponse, makeMe, mockApi, renderApp } from '../support/app';

const feature = (over: Partial<RoadmapFeature>): RoadmapFeature => ({
  id: crypto.randomUUID(),
  title: 'A feature',
  description: 'What it does.',
  status: 'idea',
  upvoteCount: 0,
  userUpvoted: false,
  statusNote: null,
  statusChangedAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

// The sort a member chose is kept in the browser: each test starts from a browser that kept none.
beforeEach(() => window.localStorage.clear());

const calendar = feature({ title: 'Calendar sync', status: 'planned', upvoteCount: 4 });
const exportTeam = feature({
  title: 'Team export',
  status: 'in_progress',
  upvoteCount: 9,
  userUpvoted: true,
  statusNote: 'CSV first; <b>Excel</b> after.',
  statusChangedAt: '2026-11-20T10:00:00.000Z',
});

function openRoadmap(handlers: Record<string, ApiHandler> = {}, features = [calendar, exportTeam]) {
  const api = mockApi({
    'GET /api/me': () => jsonResponse(200, makeMe()),
    'GET /api/roadmap/features': ({ path }) =>
      jsonResponse(200, {
        features: path.includes('popularity') ? [...features].reverse() : features,
        total: features.length,
      }),
    ...handlers,
  });
  return { ...renderApp('/roadmap'), api };
}

const card = (title: string) => screen.getByRole('heading', { level: 2, name: title }).closest('li')!;

describe('the roadmap page', { timeout: 20_000 }, () => {
  it('lists features with count, status badges and votes, sorted by status or popularity', async () => {
    const { api, user } = openRoadmap();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Roadmap' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(await screen.findByText('2 features total')).toBeInTheDocument();
    const planned = within(card('Calendar sync')).getByText('Planned');
    expect(planned).toHaveAttribute('data-colour', 'blue');
    expect(within(card('Team export')).getByText('In Progress')).toHaveAttribute('data-colour', 'purple');
    expect(
      within(card('Team export')).getByRole('button', { name: 'Remove your upvote from Team export' }),
    ).toHaveAttribute('aria-pressed', 'true');
    const titles = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles()).toEqual(['Calendar sync', 'Team export']);
    await user.click(screen.getByRole('radio', { name: 'Popularity' }));
    await waitFor(() => expect(titles()).toEqual(['Team export', 'Calendar sync']));
    expect(api.callsTo('GET', '/api/roadmap/features').map((c) => c.path)).toContain(
      '/api/roadmap/features?sort=popularity',
    );
  });

  it('remembers the sort I chose: a reload opens the roadmap sorted by popularity', async () => {
    const first = openRoadmap();
    await screen.findByText('2 features total', {}, { timeout: 10_000 });
    await first.user.click(screen.getByRole('radio', { name: 'Popularity' }));
    await waitFor(() =>
      expect(first.api.callsTo('GET', '/api/roadmap/features').at(-1)?.path).toBe(
        '/api/roadmap/features?sort=popularity',
      ),
    );
    first.unmount();

    const again = openRoadmap();
    await screen.findByText('2 features total', {}, { timeout: 10_000 });
    expect(screen.getByRole('radio', { name: 'Popularity' })).toBeChecked();
    // Asked once, already in the remembered order.
    expect(again.api.callsTo('GET', '/api/roadmap/features').map((c) => c.path)).toEqual([
      '/api/roadmap/features?sort=popularity',
    ]);
    again.unmount();
    window.localStorage.setItem('praxis.roadmap.sort', 'newest');
    const unknown = openRoadmap();
    await screen.findByText('2 features total', {}, { timeout: 10_000 });
    expect(screen.getByRole('radio', { name: 'Status' })).toBeChecked();
    expect(unknown.api.callsTo('GET', '/api/roadmap/features')[0]!.path).toBe(
      '/api/roadmap/features?sort=status',
    );
  });

  it("links each title to the feature's own page and shows the team's note as text", async () => {
    openRoadmap();
    await screen.findByText('2 features total', {}, { timeout: 10_000 });
    expect(within(card('Calendar sync')).getByRole('link', { name: 'Calendar sync' })).toHaveAttribute(
      'href',
      `/roadmap/${calendar.id}`,
    );
    const note = within(card('Team export')).getByRole('figure');
    expect(note).toHaveTextContent('Note from the team · 20 Nov 2026');
    expect(within(note).getByText('CSV first; <b>Excel</b> after.')).toBeInTheDocument();
    expect(within(card('Calendar sync')).queryByRole('figure')).not.toBeInTheDocument();
  });

  it('counts my upvote at once, ignores presses while it is sent, and takes it back when the vote fails', async () => {
    let release: () => void = () => {};
    const { api, user } = openRoadmap(
      {
        [`PUT /api/roadmap/features/${calendar.id}/upvote`]: () =>
          new Promise<Response>((resolve) => {
            release = () =>
              resolve(jsonResponse(200, { featureId: calendar.id, userUpvoted: true, upvoteCount: 5 }));
          }),
        [`DELETE /api/roadmap/features/${calendar.id}/upvote`]: () =>
          jsonResponse(500, { error: { code: 'internal_error', message: 'x' } }),
      },
      [calendar],
    );
    const button = await screen.findByRole('button', { name: 'Upvote Calendar sync' }, { timeout: 10_000 });
    expect(within(button).getByText('4')).toBeInTheDocument();
    await user.click(button);
    // Before the server answers.
    expect(within(button).getByText('5')).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-pressed', 'true');
    // While the vote is sent: marked, not disabled, so it keeps keyboard focus; presses do nothing.
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toBeEnabled();
    expect(button).toHaveFocus();
    await user.click(button);
    await user.keyboard(' ');
    await user.keyboard('{Enter}');
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(api.callsTo('PUT', `/api/roadmap/features/${calendar.id}/upvote`)).toHaveLength(1);
    expect(api.callsTo('DELETE', `/api/roadmap/features/${calendar.id}/upvote`)).toHaveLength(0);
    release();
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
    expect(within(button).getByText('5')).toBeInTheDocument();
    expect(button).toHaveFocus();

    // A failing un-vote: the count comes back and the spec's message shows.
    await user.click(button);
    expect(await screen.findByText('Failed to vote. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(within(button).getByText('5')).toBeInTheDocument());
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(api.callsTo('DELETE', `/api/roadmap/features/${calendar.id}/upvote`)).toHaveLength(1);
  });

  it('shows the empty state and the load error', async () => {
    openRoadmap({}, []);
    expect(await screen.findByText('No features yet', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Be the first to suggest a feature!')).toBeInTheDocument();
    expect(screen.getByText('0 features total')).toBeInTheDocument();
  });

  it("says 'Failed to load features' when the list cannot load", async () => {
    openRoadmap({ 'GET /api/roadmap/features': () => jsonResponse(500) });
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'Failed to load features',
    );
  });
});

describe('Suggest Feature', { timeout: 20_000 }, () => {
  it('validates, counts characters, offers similar features and submits', async () => {
    const { api, user } = openRoadmap({
      'GET /api/roadmap/features/similar': () => jsonResponse(200, { features: [calendar] }),
      'POST /api/roadmap/features': ({ body }) =>
        jsonResponse(201, feature({ ...(body as { title: string; description: string }) })),
      [`PUT /api/roadmap/features/${calendar.id}/upvote`]: () =>
        jsonResponse(200, { featureId: calendar.id, userUpvoted: true, upvoteCount: 5 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Suggest Feature' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Suggest a Feature' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit Feature' }));
    expect(within(dialog).getAllByText('Please fill in all fields')).toHaveLength(2);
    expect(await screen.findByText('Validation Error')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Title'), 'Calender sync');
    expect(within(dialog).getByText('13/100')).toBeInTheDocument();
    expect(within(dialog).getByText('0/1000')).toBeInTheDocument();
    const hint = await within(dialog).findByRole('region', { name: 'Similar features' });
    expect(within(hint).getByText('Calendar sync')).toBeInTheDocument();
    expect(within(hint).getByRole('button', { name: /Vote for this instead/ })).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Description'), 'Subscribe to sessions.');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Feature' }));
    expect(await screen.findByText('Feature submitted!')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/roadmap/features')[0]!.body).toEqual({
      title: 'Calender sync',
      description: 'Subscribe to sessions.',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("'Vote for this instead' votes for the existing feature", async () => {
    const { api, user } = openRoadmap({
      'GET /api/roadmap/features/similar': () => jsonResponse(200, { features: [calendar] }),
      [`PUT /api/roadmap/features/${calendar.id}/upvote`]: () =>
        jsonResponse(200, { featureId: calendar.id, userUpvoted: true, upvoteCount: 5 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Suggest Feature' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Title'), 'calendar');
    await user.click(await within(dialog).findByRole('button', { name: /Vote for this instead/ }));
    await waitFor(() =>
      expect(api.callsTo('PUT', `/api/roadmap/features/${calendar.id}/upvote`)).toHaveLength(1),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('Feedback', { timeout: 20_000 }, () => {
  it("requires text, counts to 1000 and says 'Feedback submitted!'", async () => {
    const { api, user } = openRoadmap({
      [`POST /api/roadmap/features/${calendar.id}/feedback`]: () =>
        jsonResponse(201, { ok: true, message: 'Feedback submitted!' }),
    });
    await screen.findByText('2 features total', {}, { timeout: 10_000 });
    await user.click(within(card('Calendar sync')).getByRole('button', { name: /Feedback/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Feedback' });
    await user.click(within(dialog).getByRole('button', { name: 'Send Feedback' }));
    expect(within(dialog).getByText('Please enter your feedback')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Your feedback'), 'Outlook please');
    expect(within(dialog).getByText('14/1000')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send Feedback' }));
    expect(await screen.findByText('Feedback submitted!')).toBeInTheDocument();
    expect(api.callsTo('POST', `/api/roadmap/features/${calendar.id}/feedback`)[0]!.body).toEqual({
      comment: 'Outlook please',
    });
  });
});
