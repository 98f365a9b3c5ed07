import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ApiCall, jsonResponse, makeCard, makeMe, mockApi, renderApp } from '../content/support';

const NO_SAVED = "You haven't saved any resources yet. Start exploring and save content that interests you!";

const collection = (
  id: string,
  name: string,
  resourceCount: number,
  createdAt = '2026-01-05T10:00:00.000Z',
) => ({
  id,
  name,
  createdAt,
  resourceCount,
});

const topicOf = (call: ApiCall) => new URL(call.path, 'http://x').searchParams.get('topic');

/** A small stand-in for the library API that remembers collection changes, as the server does. */
function savedApi(initial: ReturnType<typeof collection>[], extra: Parameters<typeof mockApi>[0] = {}) {
  let collections = [...initial];
  const cards = [
    makeCard({ id: 'res_1', title: 'Coaching guide', topics: ['Coaching'], isSaved: true }),
    makeCard({ id: 'res_2', title: 'AI primer', topics: ['AI in L&D'], isSaved: true }),
  ];
  const idOf = (call: ApiCall) => call.path.split('/').pop()!;
  return mockApi({
    'GET /api/me': () => jsonResponse(200, makeMe()),
    'GET /api/collections': () => jsonResponse(200, collections),
    'POST /api/collections': (call) => {
      const created = collection(`c${collections.length + 10}`, (call.body as { name: string }).name, 0);
      collections = [...collections, created];
      return jsonResponse(201, created);
    },
    'PATCH /api/collections/c1': (call) => {
      collections = collections.map((c) =>
        c.id === idOf(call) ? { ...c, ...(call.body as { name: string }) } : c,
      );
      return jsonResponse(
        200,
        collections.find((c) => c.id === idOf(call)),
      );
    },
    'DELETE /api/collections/c1': (call) => {
      collections = collections.filter((c) => c.id !== idOf(call));
      return jsonResponse(200, { ok: true });
    },
    'GET /api/saved': (call) => {
      const topic = topicOf(call);
      return jsonResponse(200, {
        items: topic ? cards.filter((c) => c.topics.includes(topic)) : cards,
        topics: ['AI in L&D', 'Coaching'],
      });
    },
    ...extra,
  });
}

describe('/saved', { timeout: 15_000 }, () => {
  it('shows both empty texts for a new member', async () => {
    mockApi({
      'GET /api/me': () => jsonResponse(200, makeMe()),
      'GET /api/collections': () => jsonResponse(200, []),
      'GET /api/saved': () => jsonResponse(200, { items: [], topics: [] }),
    });
    renderApp('/saved');
    expect(
      await screen.findByText('No collections yet. Create your first one below.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText(NO_SAVED)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Collections' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'All saved resources' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Topic')).not.toBeInTheDocument();
  });

  it('shows collection cards with name, count and created date, opening the collection', async () => {
    savedApi([
      collection('c1', 'Onboarding ideas', 1),
      collection('c2', 'Leadership', 4, '2026-02-28T12:00:00.000Z'),
    ]);
    renderApp('/saved');
    const list = await screen.findByRole('list', { name: 'Your collections' }, { timeout: 5000 });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('Onboarding ideas');
    expect(cards[0]).toHaveTextContent('1 resource');
    expect(cards[0]).toHaveTextContent('Created January 5, 2026');
    expect(cards[1]).toHaveTextContent('4 resources');
    expect(cards[1]).toHaveTextContent('Created February 28, 2026');
    expect(within(cards[1]!).getByRole('link', { name: 'Leadership' })).toHaveAttribute(
      'href',
      '/collections/c2',
    );
  });

  it('creates a collection that shows at once', async () => {
    let loads = 0;
    const api = savedApi([], {
      // Any reload never answers: the new collection must show without one.
      'GET /api/collections': () => (loads++ === 0 ? jsonResponse(200, []) : new Promise<Response>(() => {})),
      'POST /api/collections': () =>
        jsonResponse(201, collection('c9', 'Team rituals', 0, '2026-03-01T00:00:00.000Z')),
    });
    const { user } = renderApp('/saved');
    const input = await screen.findByLabelText('New collection name', {}, { timeout: 5000 });
    const create = screen.getByRole('button', { name: 'Create' });
    expect(create).toBeDisabled();
    await user.type(input, '  Team rituals {Enter}');
    expect(api.callsTo('POST', '/api/collections').map((c) => c.body)).toEqual([{ name: 'Team rituals' }]);
    expect(await screen.findByText('Collection created')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Team rituals' })).toHaveAttribute('href', '/collections/c9');
    expect(screen.queryByText('No collections yet. Create your first one below.')).not.toBeInTheDocument();
    expect(input).toHaveValue('');
  });

  it('renames in a dialog, ignoring empty or unchanged names', async () => {
    const api = savedApi([collection('c1', 'Onboarding ideas', 2)]);
    const { user } = renderApp('/saved');
    await user.click(
      await screen.findByRole('button', { name: 'Rename collection “Onboarding ideas”' }, { timeout: 5000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Rename collection' });
    const input = within(dialog).getByLabelText('Collection name');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(input).toHaveValue('Onboarding ideas');
    expect(save).toBeDisabled();

    await user.clear(input);
    await user.type(input, '   ');
    expect(save).toBeDisabled();
    await user.clear(input);
    await user.type(input, ' Onboarding ideas ');
    expect(save).toBeDisabled();
    // Enter with an unchanged name does nothing.
    await user.type(input, '{Enter}');
    expect(api.callsTo('PATCH', '/api/collections/c1')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Rename collection “Onboarding ideas”' }));
    const again = await screen.findByRole('dialog', { name: 'Rename collection' });
    const field = within(again).getByLabelText('Collection name');
    await user.clear(field);
    await user.type(field, '  First 90 days ');
    await user.click(within(again).getByRole('button', { name: 'Save' }));
    expect(api.callsTo('PATCH', '/api/collections/c1').map((c) => c.body)).toEqual([
      { name: 'First 90 days' },
    ]);
    expect(await screen.findByRole('link', { name: 'First 90 days' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps focus in the rename dialog while the new name is sent, and sends it once', async () => {
    let answer: (r: Response) => void = () => {};
    const api = savedApi([collection('c1', 'Onboarding ideas', 2)], {
      'PATCH /api/collections/c1': () => new Promise<Response>((r) => (answer = r)),
    });
    const { user } = renderApp('/saved');
    await user.click(
      await screen.findByRole('button', { name: 'Rename collection “Onboarding ideas”' }, { timeout: 5000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Rename collection' });
    const field = within(dialog).getByLabelText('Collection name');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await user.clear(field);
    await user.type(field, 'First 90 days{Enter}');

    // In flight: the field keeps focus, Save is busy but enabled, and more presses send nothing.
    await waitFor(() => expect(save).toHaveAttribute('aria-busy', 'true'));
    expect(save).toHaveAttribute('aria-disabled', 'true');
    expect(save).toBeEnabled();
    expect(field).toBeEnabled();
    expect(field).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(save);
    await user.keyboard('{Enter}');
    expect(save).toHaveFocus();
    expect(api.callsTo('PATCH', '/api/collections/c1')).toHaveLength(1);

    answer(jsonResponse(200, collection('c1', 'First 90 days', 2)));
    expect(await screen.findByText('Collection renamed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PATCH', '/api/collections/c1')).toHaveLength(1);
  });

  it('deletes only after confirming in a dialog', async () => {
    const api = savedApi([collection('c1', 'Onboarding ideas', 2), collection('c2', 'Leadership', 1)]);
    const { user } = renderApp('/saved');
    const trigger = await screen.findByRole(
      'button',
      { name: 'Delete collection “Onboarding ideas”' },
      { timeout: 5000 },
    );
    await user.click(trigger);
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete collection?' });
    expect(dialog).toHaveTextContent(
      '“Onboarding ideas” will be deleted. The resources in it stay in your saved items.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE', '/api/collections/c1')).toHaveLength(0);

    await user.click(trigger);
    dialog = await screen.findByRole('alertdialog', { name: 'Delete collection?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Collection deleted')).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/api/collections/c1')).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Onboarding ideas' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: 'Leadership' })).toBeInTheDocument();
  });

  it('filters the saved resources by topic through the URL', async () => {
    const api = savedApi([]);
    const { user, location } = renderApp('/saved');
    const grid = await screen.findByRole('list', { name: 'Saved resources' }, { timeout: 5000 });
    const titles = () =>
      within(grid)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent);
    expect(titles()).toEqual(['Coaching guide', 'AI primer']);
    const topic = screen.getByLabelText('Topic');
    expect([...topic.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'All topics',
      'AI in L&D',
      'Coaching',
    ]);
    await user.selectOptions(topic, 'Coaching');
    await waitFor(() => expect(location()).toBe('/saved?topic=Coaching'));
    await waitFor(() => expect(titles()).toEqual(['Coaching guide']));
    expect(topicOf(api.callsTo('GET', '/api/saved').at(-1)!)).toBe('Coaching');
    // The filter keeps every topic of the library.
    expect(topic.querySelectorAll('option')).toHaveLength(3);
  });
});
