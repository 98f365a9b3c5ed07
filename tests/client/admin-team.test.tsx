import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeMe, mockApi, renderApp } from './support/app';

const TEAM_ID = '00000000-0000-4000-8000-000000000071';
const team = {
  id: TEAM_ID,
  name: 'Helix',
  createdAt: '2026-01-01T00:00:00.000Z',
  memberCount: 1,
  selfAssessed: 0,
  members: [
    {
      id: '00000000-0000-4000-8000-000000000001',
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      selfAssessedAt: null,
    },
  ],
};

describe('admin team page', () => {
  it('asks in a dialog before deleting a team: cancelling sends nothing, confirming deletes it', async () => {
    const api = mockApi({
      'GET /api/me': () => jsonResponse(200, makeMe({ profile: { role: 'admin' } })),
      [`GET /api/admin/teams/${TEAM_ID}`]: () => jsonResponse(200, team),
      [`DELETE /api/admin/teams/${TEAM_ID}`]: () => jsonResponse(200, { ok: true }),
      'GET /api/admin/teams': () => jsonResponse(200, { items: [] }),
    });
    const { user, location } = renderApp(`/admin/teams/${TEAM_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Delete Helix' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete the team Helix?' });
    expect(within(dialog).getByText(/Its members stay, without a team/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE', `/api/admin/teams/${TEAM_ID}`)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Helix' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete team' }),
    );
    await waitFor(() => expect(api.callsTo('DELETE', `/api/admin/teams/${TEAM_ID}`)).toHaveLength(1));
    await waitFor(() => expect(location()).toBe('/admin/teams'));
  });

  it('merges into a team chosen from the list after a confirmation, then opens it', async () => {
    const INTO = '00000000-0000-4000-8000-000000000072';
    const into = {
      id: INTO,
      name: 'Helix Bank',
      createdAt: '2026-01-01T00:00:00.000Z',
      memberCount: 3,
      selfAssessed: 1,
    };
    const api = mockApi({
      'GET /api/me': () => jsonResponse(200, makeMe({ profile: { role: 'admin' } })),
      [`GET /api/admin/teams/${TEAM_ID}`]: () => jsonResponse(200, team),
      [`GET /api/admin/teams/${INTO}`]: () => jsonResponse(200, { ...into, members: [] }),
      'GET /api/admin/teams': () => jsonResponse(200, { items: [{ ...team, members: undefined }, into] }),
      [`POST /api/admin/teams/${TEAM_ID}/merge`]: () =>
        jsonResponse(200, { ...into, memberCount: 4, members: [] }),
    });
    const { user, location } = renderApp(`/admin/teams/${TEAM_ID}`);
    const select = await screen.findByLabelText('Merge into');
    await waitFor(() =>
      expect(within(select).getByRole('option', { name: 'Helix Bank' })).toBeInTheDocument(),
    );
    expect(within(select).queryByRole('option', { name: 'Helix' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Merge teams' })).toBeDisabled();
    await user.selectOptions(select, INTO);
    await user.click(screen.getByRole('button', { name: 'Merge teams' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Merge Helix into Helix Bank?' });
    expect(dialog).toHaveTextContent('1 member and their assessments move to Helix Bank; Helix is removed.');
    await user.click(within(dialog).getByRole('button', { name: 'Merge teams' }));
    await waitFor(() => expect(api.callsTo('POST', `/api/admin/teams/${TEAM_ID}/merge`)).toHaveLength(1));
    expect(api.callsTo('POST', `/api/admin/teams/${TEAM_ID}/merge`)[0]?.body).toEqual({ intoId: INTO });
    await waitFor(() => expect(location()).toBe(`/admin/teams/${INTO}`));
  });
});
