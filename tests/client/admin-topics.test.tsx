import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeMe, mockApi, renderApp } from './support/app';

describe('admin topics', () => {
  it('says when a new name merges two topics, and posts the rename', async () => {
    const api = mockApi({
      'GET /api/me': () => jsonResponse(200, makeMe({ profile: { role: 'admin' } })),
      'GET /api/admin/topics': () =>
        jsonResponse(200, {
          items: [
            { name: 'Coaching', items: 12 },
            { name: 'Coaching skills', items: 3 },
          ],
        }),
      'POST /api/admin/topics/rename': () => jsonResponse(200, { name: 'Coaching', merged: true, items: 3 }),
    });
    const { user } = renderApp('/admin/topics');
    await user.click(await screen.findByRole('button', { name: 'Rename or merge Coaching skills' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename or merge Coaching skills' });
    const name = within(dialog).getByLabelText('New name');
    await user.clear(name);
    await user.type(name, 'coaching');
    expect(dialog).toHaveTextContent(
      'Coaching exists: its 12 items and these 3 items will share it, and Coaching skills goes.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Merge into Coaching' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/admin/topics/rename')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/admin/topics/rename')[0]?.body).toEqual({
      from: 'Coaching skills',
      to: 'coaching',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
