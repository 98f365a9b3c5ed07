import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeWords } from '../../src/client/features/admin/insight/week-over-week';
import { jsonResponse, makeMe, mockApi, renderApp } from './support/app';

const GROUP = {
  id: '00000000-0000-4000-8000-0000000000a1',
  label: 'Training needs analysis',
  terms: ['training needs analysis', 'needs analysis'],
  updatedAt: '2026-11-01T00:00:00.000Z',
};
const insight = {
  periodDays: 30,
  from: '2026-10-27T00:00:00.000Z',
  to: '2026-11-26T00:00:00.000Z',
  activeMembers: { last7: 12, last30: 30, total: 41 },
  mostViewed: [],
  mostSaved: [],
  searchMisses: [{ query: 'tna', count: 5, days: 3 }],
  savesByType: [],
  weekOverWeek: {
    views: { current: 120, previous: 100 },
    saves: { current: 8, previous: 8 },
    missedSearches: { current: 3, previous: 0 },
    newMembers: { current: 1, previous: 2 },
  },
};

describe('admin insight', () => {
  it('sets this week beside the week before', async () => {
    mockApi({
      'GET /api/me': () => jsonResponse(200, makeMe({ profile: { role: 'admin' } })),
      'GET /api/admin/insight': () => jsonResponse(200, insight),
    });
    renderApp('/admin');
    const week = await screen.findByRole('region', { name: 'This week' });
    expect(week).toHaveTextContent('Views120up 20 % on the week before (100)');
    expect(week).toHaveTextContent('Saves8as many as the week before');
    expect(week).toHaveTextContent('New members1down 50 % on the week before (2)');
    expect(changeWords({ current: 3, previous: 0 })).toBe('none the week before');
  });

  it('adds a search that found nothing to a vocabulary group, or starts a draft titled with it', async () => {
    const api = mockApi({
      'GET /api/me': () => jsonResponse(200, makeMe({ profile: { role: 'admin' } })),
      'GET /api/admin/insight': () => jsonResponse(200, insight),
      'GET /api/admin/vocabulary': () => jsonResponse(200, { items: [GROUP] }),
      [`PUT /api/admin/vocabulary/${GROUP.id}`]: () =>
        jsonResponse(200, { ...GROUP, terms: [...GROUP.terms, 'tna'] }),
    });
    const { user } = renderApp('/admin');
    const misses = await screen.findByRole('region', { name: 'Searches that found nothing' });
    expect(within(misses).getByRole('link', { name: 'Start a draft about “tna”' })).toHaveAttribute(
      'href',
      '/admin/content/new?title=tna',
    );
    await user.click(within(misses).getByRole('button', { name: 'Add a synonym for “tna”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add “tna” to the vocabulary' });
    const group = within(dialog).getByLabelText('Group');
    await waitFor(() => expect(within(group).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(group, GROUP.id);
    await user.click(within(dialog).getByRole('button', { name: 'Add to the vocabulary' }));
    await waitFor(() => expect(api.callsTo('PUT', `/api/admin/vocabulary/${GROUP.id}`)).toHaveLength(1));
    expect(api.callsTo('PUT', `/api/admin/vocabulary/${GROUP.id}`)[0]?.body).toEqual({
      label: 'Training needs analysis',
      terms: ['training needs analysis', 'needs analysis', 'tna'],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
