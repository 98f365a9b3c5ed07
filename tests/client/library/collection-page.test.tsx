import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeCard, makeMe, mockApi, renderApp } from '../content/support';

const collection = (resourceCount: number) => ({
  id: 'c1',
  name: 'Onboarding ideas',
  createdAt: '2026-01-05T10:00:00.000Z',
  resourceCount,
});

const me = () => jsonResponse(200, makeMe());

describe('/collections/{id}', { timeout: 15_000 }, () => {
  it('says "1 resource in this collection" for one item and lists it', async () => {
    mockApi({
      'GET /api/me': me,
      'GET /api/collections/c1': () =>
        jsonResponse(200, {
          collection: collection(1),
          items: [makeCard({ id: 'res_1', title: 'Buddy programmes' })],
        }),
    });
    renderApp('/collections/c1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Onboarding ideas' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('1 resource in this collection')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Resources in Onboarding ideas' });
    expect(within(list).getByRole('heading', { name: 'Buddy programmes' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Saved' })).toHaveAttribute('href', '/saved');
  });

  it('says "N resources in this collection", and removes an item from the collection', async () => {
    let items = [1, 2, 3].map((n) => makeCard({ id: `res_${n}`, title: `Item ${n}`, isSaved: true }));
    const api = mockApi({
      'GET /api/me': me,
      'GET /api/collections/c1': () => jsonResponse(200, { collection: collection(items.length), items }),
      'DELETE /api/collections/c1/items/res_2': () => {
        items = items.filter((c) => c.id !== 'res_2');
        return jsonResponse(200, collection(items.length));
      },
    });
    const { user } = renderApp('/collections/c1');
    expect(
      await screen.findByText('3 resources in this collection', {}, { timeout: 5000 }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove “Item 2” from collection' }));
    expect(await screen.findByText('Resource removed from collection')).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/api/collections/c1/items/res_2')).toHaveLength(1);
    // The item stays saved: nothing else is called.
    expect(api.callsTo('DELETE', '/api/saved/res_2')).toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Item 2' })).not.toBeInTheDocument());
    expect(screen.getByText('2 resources in this collection')).toBeInTheDocument();
  });

  it('says so when removing fails and keeps the item', async () => {
    mockApi({
      'GET /api/me': me,
      'GET /api/collections/c1': () =>
        jsonResponse(200, {
          collection: collection(1),
          items: [makeCard({ id: 'res_1', title: 'Keep me' })],
        }),
      'DELETE /api/collections/c1/items/res_1': () =>
        jsonResponse(500, { error: { code: 'x', message: 'x' } }),
    });
    const { user } = renderApp('/collections/c1');
    const remove = await screen.findByRole(
      'button',
      { name: 'Remove “Keep me” from collection' },
      { timeout: 5000 },
    );
    await user.click(remove);
    expect(await screen.findByText('Failed to remove resource from collection')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Keep me' })).toBeInTheDocument();
    expect(remove).toBeEnabled();
  });

  it('shows the empty text', async () => {
    mockApi({
      'GET /api/me': me,
      'GET /api/collections/c1': () => jsonResponse(200, { collection: collection(0), items: [] }),
    });
    renderApp('/collections/c1');
    expect(await screen.findByText('This collection is empty.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('0 resources in this collection')).toBeInTheDocument();
  });

  it('answers "Collection not found" with a way back to Saved', async () => {
    mockApi({
      'GET /api/me': me,
      'GET /api/collections/other': () =>
        jsonResponse(404, { error: { code: 'not_found', message: 'Collection not found' } }),
    });
    const { user, location } = renderApp('/collections/other');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Collection not found' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Saved' }));
    await waitFor(() => expect(location()).toBe('/saved'));
  });
});
