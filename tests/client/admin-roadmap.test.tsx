import type { AdminFeature } from '@shared/contract/roadmap';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { filterFeatures } from '../../src/client/features/admin/roadmap/roadmap-admin-page';
import { jsonResponse, makeMe, mockApi, renderApp } from './support/app';

const feature = (over: Partial<AdminFeature>): AdminFeature => ({
  id: '00000000-0000-4000-8000-000000000001',
  title: 'Calendar sync',
  description: 'Events in my calendar',
  status: 'idea',
  isPublic: true,
  upvoteCount: 3,
  commentCount: 1,
  author: null,
  statusNote: null,
  statusChangedAt: null,
  createdAt: '2026-10-01T00:00:00.000Z',
  updatedAt: '2026-10-01T00:00:00.000Z',
  ...over,
});

const calendar = feature({});
const export_ = feature({
  id: '00000000-0000-4000-8000-000000000002',
  title: 'Export notes',
  description: 'PDF export of my notes',
  status: 'planned',
  isPublic: false,
  upvoteCount: 1,
  commentCount: 0,
  author: { id: '00000000-0000-4000-8000-00000000000a', email: 'ben@example.com', name: 'Ben Ng' },
});

function renderConsole(extra: Parameters<typeof mockApi>[0] = {}, path = '/admin/roadmap') {
  const api = mockApi({
    'GET /api/me': () => jsonResponse(200, makeMe({ profile: { role: 'admin' } })),
    'GET /api/admin/roadmap/features': () => jsonResponse(200, { features: [calendar, export_], total: 2 }),
    ...extra,
  });
  return { api, ...renderApp(path) };
}

describe('filterFeatures', () => {
  it('keeps features with every typed word, of the chosen status and visibility', () => {
    const all = [calendar, export_];
    expect(filterFeatures(all, { text: '', status: 'all', visibility: 'all' })).toEqual(all);
    expect(filterFeatures(all, { text: 'pdf NOTES', status: 'all', visibility: 'all' })).toEqual([export_]);
    expect(filterFeatures(all, { text: 'calendar pdf', status: 'all', visibility: 'all' })).toEqual([]);
    expect(filterFeatures(all, { text: '', status: 'planned', visibility: 'all' })).toEqual([export_]);
    expect(filterFeatures(all, { text: '', status: 'all', visibility: 'public' })).toEqual([calendar]);
    expect(filterFeatures(all, { text: '', status: 'all', visibility: 'hidden' })).toEqual([export_]);
  });
});

describe('admin roadmap page', () => {
  it('lists every feature, hidden ones marked, and filters them', async () => {
    const { user } = renderConsole();
    const hidden = await screen.findByRole('article', { name: 'Export notes' });
    expect(within(hidden).getByText('Hidden')).toBeInTheDocument();
    expect(within(hidden).getByText('Suggested by Ben Ng')).toBeInTheDocument();
    expect(screen.getByText('2 features')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Visibility'), 'public');
    expect(screen.queryByRole('article', { name: 'Export notes' })).not.toBeInTheDocument();
    expect(screen.getByText('1 of 2 features')).toBeInTheDocument();
  });

  it('asks before a status change, then sends it and reads the list again', async () => {
    const { api, user } = renderConsole({
      'PUT /api/admin/roadmap/features/00000000-0000-4000-8000-000000000001/status': () =>
        jsonResponse(200, { feature: { ...calendar, status: 'in_progress' }, changed: true, notified: 4 }),
    });
    const card = await screen.findByRole('article', { name: 'Calendar sync' });
    await user.selectOptions(within(card).getByLabelText('Status'), 'in_progress');

    const confirm = await screen.findByRole('alertdialog', { name: 'Change the status to In Progress?' });
    expect(within(confirm).getByText(/Its 3 voters and its author are emailed once/)).toBeInTheDocument();
    expect(
      api.callsTo('PUT', '/api/admin/roadmap/features/00000000-0000-4000-8000-000000000001/status'),
    ).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Change status' }));

    await waitFor(() =>
      expect(
        api.callsTo('PUT', '/api/admin/roadmap/features/00000000-0000-4000-8000-000000000001/status'),
      ).toEqual([expect.objectContaining({ body: { status: 'in_progress' } })]),
    );
    expect(await screen.findByText('Now In Progress: 4 people will be emailed')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', '/api/admin/roadmap/features')).toHaveLength(2));
  });

  it('cancelling a status change sends nothing', async () => {
    const { api, user } = renderConsole();
    const card = await screen.findByRole('article', { name: 'Calendar sync' });
    await user.selectOptions(within(card).getByLabelText('Status'), 'planned');
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.calls.filter((c) => c.method === 'PUT')).toEqual([]);
    expect(within(card).getByLabelText('Status')).toHaveValue('idea');
  });

  it('merges a duplicate into the chosen feature', async () => {
    const { api, user } = renderConsole({
      'POST /api/admin/roadmap/features/00000000-0000-4000-8000-000000000002/merge': () =>
        jsonResponse(200, { feature: { ...calendar, upvoteCount: 4 }, movedVotes: 1, movedComments: 0 }),
    });
    const card = await screen.findByRole('article', { name: 'Export notes' });
    await user.click(within(card).getByRole('button', { name: 'Merge “Export notes” into…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Merge a duplicate' });
    const merge = within(dialog).getByRole('button', { name: 'Merge' });
    expect(merge).toBeDisabled();
    await user.selectOptions(within(dialog).getByLabelText('Merge into'), calendar.id);
    await user.click(merge);
    await waitFor(() =>
      expect(
        api.callsTo('POST', '/api/admin/roadmap/features/00000000-0000-4000-8000-000000000002/merge'),
      ).toEqual([expect.objectContaining({ body: { intoId: calendar.id } })]),
    );
    expect(await screen.findByText('Merged into “Calendar sync”: 1 vote moved')).toBeInTheDocument();
  });

  it('edits a feature with the suggestion limits, refusing an empty title', async () => {
    const { api, user } = renderConsole({
      'PATCH /api/admin/roadmap/features/00000000-0000-4000-8000-000000000001': () =>
        jsonResponse(200, { ...calendar, title: 'Calendar sync (Google, Outlook)' }),
    });
    const card = await screen.findByRole('article', { name: 'Calendar sync' });
    await user.click(within(card).getByRole('button', { name: 'Edit “Calendar sync”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit feature' });
    const title = within(dialog).getByLabelText('Title');
    await user.clear(title);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please fill in all fields');
    expect(api.calls.filter((c) => c.method === 'PATCH')).toEqual([]);

    await user.type(title, 'Calendar sync (Google, Outlook)');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.calls.filter((c) => c.method === 'PATCH')).toEqual([
        expect.objectContaining({
          body: { title: 'Calendar sync (Google, Outlook)', description: 'Events in my calendar' },
        }),
      ]),
    );
  });

  it('shows what members wrote about a feature', async () => {
    const { user } = renderConsole({
      'GET /api/admin/roadmap/feedback': () =>
        jsonResponse(200, {
          comments: [
            {
              id: '00000000-0000-4000-8000-0000000000c1',
              featureId: calendar.id,
              featureTitle: calendar.title,
              author: { id: '00000000-0000-4000-8000-00000000000b', email: 'cy@example.com', name: 'Cy Li' },
              comment: 'Outlook first, please',
              createdAt: '2026-11-01T10:00:00.000Z',
            },
          ],
        }),
    });
    const card = await screen.findByRole('article', { name: 'Calendar sync' });
    await user.click(within(card).getByRole('button', { name: 'Feedback (1) on “Calendar sync”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Feedback' });
    expect(await within(dialog).findByText('Outlook first, please')).toBeInTheDocument();
    expect(within(dialog).getByText(/Cy Li/)).toBeInTheDocument();
  });
});

describe('the roadmap board', () => {
  const statusPut = `/api/admin/roadmap/features/${calendar.id}/status`;
  const columns = () => within(screen.getByRole('list', { name: 'Board by status' })).getAllByRole('region');

  it('shows a column per status in the roadmap order, and stays the view in the address', async () => {
    const { user, location } = renderConsole();
    await screen.findByRole('article', { name: 'Calendar sync' });
    await user.click(screen.getByRole('radio', { name: 'Board' }));
    expect(location()).toBe('/admin/roadmap?view=board');
    expect(columns().map((c) => c.getAttribute('data-status'))).toEqual([
      'idea',
      'planned',
      'on_hold',
      'in_progress',
      'implemented',
    ]);
    const [idea, planned, , inProgress] = columns();
    expect(idea).toHaveAccessibleName('Idea (1 feature)');
    expect(inProgress).toHaveAccessibleName('In Progress (0 features)');
    expect(within(idea!).getByRole('article', { name: 'Calendar sync' })).toBeInTheDocument();
    expect(within(planned!).getByRole('article', { name: 'Export notes' })).toBeInTheDocument();
    expect(within(inProgress!).getByText('No features')).toBeInTheDocument();
    // The list's status filter does not apply to the board.
    expect(screen.queryByLabelText('Status')).not.toBeInTheDocument();
  });

  it('moves a card by keyboard with its "Move to…" menu, a confirmation and a note', async () => {
    const note = 'Building it now: Outlook first.';
    const after = { ...calendar, status: 'in_progress' as const, statusNote: note };
    let features = [calendar, export_];
    const { api, user } = renderConsole(
      {
        'GET /api/admin/roadmap/features': () => jsonResponse(200, { features, total: 2 }),
        [`PUT ${statusPut}`]: () => {
          features = [after, export_];
          return jsonResponse(200, { feature: after, changed: true, notified: 3 });
        },
      },
      '/admin/roadmap?view=board',
    );
    const card = await screen.findByRole('article', { name: 'Calendar sync' });
    within(card).getByRole('button', { name: 'Move “Calendar sync” to…' }).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Planned', 'On Hold', 'In Progress', 'Implemented']);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'In Progress' })).toHaveFocus();
    await user.keyboard('{Enter}');

    const confirm = await screen.findByRole('alertdialog', { name: 'Change the status to In Progress?' });
    expect(within(confirm).getByText(/moves from Idea to In Progress/)).toBeInTheDocument();
    await user.type(within(confirm).getByLabelText('Note to members (optional)'), note);
    expect(within(confirm).getByText(`${note.length}/500`)).toBeInTheDocument();
    expect(api.callsTo('PUT', statusPut)).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Change status' }));

    await waitFor(() =>
      expect(api.callsTo('PUT', statusPut)).toEqual([
        expect.objectContaining({ body: { status: 'in_progress', note } }),
      ]),
    );
    expect(await screen.findByText('Now In Progress: 3 people will be emailed')).toBeInTheDocument();
    const moved = await within(columns()[3]!).findByRole('article', { name: 'Calendar sync' });
    expect(within(moved).getByText(note)).toBeInTheDocument();
    // Focus follows the card to its new column.
    await waitFor(() =>
      expect(within(moved).getByRole('button', { name: 'Move “Calendar sync” to…' })).toHaveFocus(),
    );
  });
});
