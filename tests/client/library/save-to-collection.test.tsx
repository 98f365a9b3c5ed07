import { SaveMenu } from '@client/features/library/save-menu';
import { SaveToCollectionDialog } from '@client/features/library/save-to-collection-dialog';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderAt } from '../content/support';

const COLLECTIONS = [
  {
    id: 'c1',
    name: 'Onboarding ideas',
    createdAt: '2026-01-05T10:00:00.000Z',
    resourceCount: 2,
    hasResource: false,
  },
  {
    id: 'c2',
    name: 'Leadership',
    createdAt: '2026-02-01T10:00:00.000Z',
    resourceCount: 1,
    hasResource: true,
  },
];

function deferred() {
  let resolve: (r: Response) => void = () => {};
  const promise = new Promise<Response>((r) => (resolve = r));
  return { promise, resolve };
}

/** The dialog as a card opens it: controlled, reporting when it closes. */
function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? 'dialog open' : 'dialog closed'}</p>
      <SaveToCollectionDialog
        open={open}
        onOpenChange={setOpen}
        resourceId="res_7"
        title="Coaching at scale"
      />
    </>
  );
}

const seedQueries = (queryClient: ReturnType<typeof renderAt>['queryClient']) => {
  queryClient.setQueryData(['content', 'list', 'resources', {}], {
    items: [],
    total: 0,
    page: 1,
    pageSize: 12,
  });
  queryClient.setQueryData(['library', 'saved', { topic: '' }], { items: [], topics: [] });
  queryClient.setQueryData(['home'], { upcomingEvents: [], justAdded: [], recentlySaved: [] });
  queryClient.setQueryData(['roadmap'], []);
};

describe('save to collection dialog', () => {
  it('lists the collections, with a tick on those already holding the item', async () => {
    const api = mockApi({ 'GET /api/collections': () => jsonResponse(200, COLLECTIONS) });
    renderAt(<Harness />);
    const dialog = await screen.findByRole('dialog', { name: 'Save to collection' });
    expect(within(dialog).getByText('Coaching at scale')).toBeInTheDocument();
    const list = await within(dialog).findByRole('list', { name: 'Collections' });
    expect(list).toHaveClass('max-h-[300px]', 'overflow-y-auto');
    const rows = within(list).getAllByRole('button');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Onboarding ideas2 resources',
      'Leadership1 resourceSaved',
    ]);
    expect(rows[0]).toBeEnabled();
    expect(rows[1]).toBeDisabled();
    expect(api.calls.find((c) => c.path.startsWith('/api/collections'))?.path).toBe(
      '/api/collections?resourceId=res_7',
    );
  });

  it('says when there are no collections yet, or when they failed to load', async () => {
    mockApi({ 'GET /api/collections': () => jsonResponse(200, []) });
    const first = renderAt(<Harness />);
    expect(await screen.findByText('No collections yet. Create your first one below.')).toBeInTheDocument();
    first.unmount();

    mockApi({
      'GET /api/collections': () => jsonResponse(500, { error: { code: 'internal', message: 'x' } }),
    });
    renderAt(<Harness />);
    expect(await screen.findAllByText('Failed to load collections. Please try again.')).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('keeps Create disabled for a blank name and sends nothing on Enter', async () => {
    const api = mockApi({ 'GET /api/collections': () => jsonResponse(200, COLLECTIONS) });
    const { user } = renderAt(<Harness />);
    const input = await screen.findByLabelText('Create new collection');
    const create = screen.getByRole('button', { name: 'Create' });
    expect(create).toBeDisabled();
    await user.type(input, '    {Enter}');
    expect(create).toBeDisabled();
    expect(api.callsTo('POST', '/api/collections')).toHaveLength(0);
    await user.type(input, 'x');
    expect(create).toBeEnabled();
  });

  it('creates a collection with Enter, shows it at once with the saved tick, then closes after 1.5 s', async () => {
    const answer = deferred();
    const created = {
      id: 'c3',
      name: 'Team rituals',
      createdAt: '2026-03-01T00:00:00.000Z',
      resourceCount: 1,
    };
    let loads = 0;
    const api = mockApi({
      // Any reload after the first load never answers: what shows must come without one.
      'GET /api/collections': () =>
        loads++ === 0 ? jsonResponse(200, COLLECTIONS) : new Promise<Response>(() => {}),
      'POST /api/collections': () => answer.promise,
    });
    const { user, queryClient } = renderAt(<Harness />);
    seedQueries(queryClient);
    const input = await screen.findByLabelText('Create new collection');
    await screen.findByRole('list', { name: 'Collections' });
    await user.type(input, '  Team rituals  {Enter}');

    expect(api.callsTo('POST', '/api/collections')).toEqual([
      { method: 'POST', path: '/api/collections', body: { name: 'Team rituals', resourceId: 'res_7' } },
    ]);
    // Everything waits for the call. The field keeps focus (read-only, not disabled), Create is busy,
    // and Enter again sends nothing.
    expect(input).toHaveAttribute('readonly');
    expect(input).toHaveFocus();
    const create = screen.getByRole('button', { name: 'Create' });
    expect(create).toHaveAttribute('aria-busy', 'true');
    expect(create).toBeEnabled();
    expect(screen.getByRole('button', { name: /Onboarding ideas/ })).toBeDisabled();
    await user.type(input, '{Enter}');
    expect(api.callsTo('POST', '/api/collections')).toHaveLength(1);

    answer.resolve(jsonResponse(201, created));
    expect(await screen.findByText('Collection created and resource saved')).toBeInTheDocument();
    const row = screen.getByRole('button', { name: /Team rituals/ });
    expect(row).toHaveAttribute('data-ticked', 'true');
    expect(row).toHaveTextContent('Saved');
    expect(input).toHaveValue('');
    expect(screen.getByText('dialog open')).toBeInTheDocument();
    expect(queryClient.getQueryState(['content', 'list', 'resources', {}])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['home'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['roadmap'])?.isInvalidated).toBe(false);

    await waitFor(() => expect(screen.getByText('dialog closed')).toBeInTheDocument(), { timeout: 2500 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('saves into an existing collection: tick for 1.5 s, toast, refreshed lists, then closes', async () => {
    const answer = deferred();
    let stored = COLLECTIONS;
    const api = mockApi({
      'GET /api/collections': () => jsonResponse(200, stored),
      'POST /api/saved': async () => {
        const response = await answer.promise;
        stored = COLLECTIONS.map((c) => (c.id === 'c1' ? { ...c, hasResource: true, resourceCount: 3 } : c));
        return response;
      },
    });
    const { user, queryClient } = renderAt(<Harness />);
    seedQueries(queryClient);
    const row = await screen.findByRole('button', { name: /Onboarding ideas/ });
    await user.click(row);

    expect(api.callsTo('POST', '/api/saved')).toEqual([
      { method: 'POST', path: '/api/saved', body: { resourceId: 'res_7', collectionId: 'c1' } },
    ]);
    expect(row).toBeDisabled();
    expect(screen.getByLabelText('Create new collection')).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Create' })).toBeDisabled();

    const started = Date.now();
    answer.resolve(
      jsonResponse(200, { resourceId: 'res_7', isSaved: true, savedAt: 'x', collectionIds: ['c1'] }),
    );
    expect(await screen.findByText('Saved to collection')).toBeInTheDocument();
    expect(screen.getByText('Item has been added to your collection.')).toBeInTheDocument();
    expect(row).toHaveAttribute('data-ticked', 'true');
    expect(row).toHaveTextContent('3 resources');
    expect(queryClient.getQueryState(['library', 'saved', { topic: '' }])?.isInvalidated).toBe(true);

    await waitFor(() => expect(screen.getByText('dialog closed')).toBeInTheDocument(), { timeout: 2500 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
  });

  it('reverts and stays open when saving into a collection fails', async () => {
    mockApi({
      'GET /api/collections': () => jsonResponse(200, COLLECTIONS),
      'POST /api/saved': () => jsonResponse(500, { error: { code: 'internal', message: 'boom' } }),
    });
    const { user } = renderAt(<Harness />);
    const row = await screen.findByRole('button', { name: /Onboarding ideas/ });
    await user.click(row);
    expect(await screen.findByText('Failed to save to collection. Please try again.')).toBeInTheDocument();
    expect(row).toBeEnabled();
    expect(row).not.toHaveTextContent('Saved');
    expect(row).toHaveTextContent('2 resources');
    expect(screen.getByText('dialog open')).toBeInTheDocument();
  });

  it('says so when creating the collection fails, keeping the name', async () => {
    mockApi({
      'GET /api/collections': () => jsonResponse(200, COLLECTIONS),
      'POST /api/collections': () => jsonResponse(500, { error: { code: 'internal', message: 'boom' } }),
    });
    const { user } = renderAt(<Harness />);
    const input = await screen.findByLabelText('Create new collection');
    await user.type(input, 'Later{Enter}');
    expect(
      await screen.findByText('Failed to create collection or save resource. Please try again.'),
    ).toBeInTheDocument();
    expect(input).toHaveValue('Later');
    expect(input).toBeEnabled();
  });
});

describe('save menu', () => {
  it('shows the save toggle and opens the dialog from "Save to collection"', async () => {
    mockApi({ 'GET /api/collections': () => jsonResponse(200, COLLECTIONS) });
    const { user } = renderAt(<SaveMenu resourceId="res_7" isSaved={false} title="Coaching at scale" />);
    expect(screen.getByRole('button', { name: 'Save “Coaching at scale”' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    const trigger = screen.getByRole('button', { name: 'Save to collection' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Save to collection' });
    expect(await within(dialog).findByRole('button', { name: /Leadership/ })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await act(async () => {});
    expect(trigger).toHaveFocus();
  });
});
