import { BlockEditor } from '@client/features/admin/content/block-editor';
import {
  addBlock,
  type KeyedBlock,
  moveBlock,
  problemsByKey,
  removeBlock,
  withKeys,
  withoutKeys,
} from '@client/features/admin/content/block-editor-model';
import { emptyFormValues, inputOf } from '@client/features/admin/content/item-form';
import { blockProblem, moveItem } from '@shared/domain/content-editing';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeMe, mockApi, renderApp } from './support/app';

const sample = () =>
  withKeys([
    { type: 'heading', data: { title: 'Intro', level: 2 } },
    { type: 'paragraph', data: { text: 'First' } },
    { type: 'paragraph', data: { text: 'Second' } },
  ]);

const texts = (blocks: KeyedBlock[]) => blocks.map((b) => String(b.data.title ?? b.data.text));

describe('block editor logic', () => {
  it('moves a block and keeps its key, clamping at the ends', () => {
    const blocks = sample();
    const moved = moveBlock(blocks, 2, 0);
    expect(texts(moved)).toEqual(['Second', 'Intro', 'First']);
    expect(moved[0]!.key).toBe(blocks[2]!.key);
    expect(texts(moveBlock(blocks, 0, -5))).toEqual(['Intro', 'First', 'Second']);
    expect(texts(moveBlock(blocks, 0, 99))).toEqual(['First', 'Second', 'Intro']);
    expect(moveItem([1, 2], 5, 0)).toEqual([1, 2]);
  });

  it('adds empty blocks at the end and removes by position', () => {
    const added = addBlock(sample(), 'list');
    expect(added.at(-1)).toMatchObject({ type: 'list', data: { items: [''], style: 'unordered' } });
    expect(texts(removeBlock(sample(), 1))).toEqual(['Intro', 'Second']);
    expect(withoutKeys(added)[0]).toEqual({ type: 'heading', data: { title: 'Intro', level: 2 } });
  });

  it('validates blocks with the shared rules, by key', () => {
    expect(blockProblem({ type: 'video', data: { url: 'https://youtube.com/watch?v=nope' } })).toBe(
      'Invalid YouTube video URL',
    );
    expect(blockProblem({ type: 'video', data: { url: 'https://youtu.be/dQw4w9WgXcQ' } })).toBeNull();
    expect(blockProblem({ type: 'list', data: { items: ['', ' '] } })).toBe(
      'A list needs at least one point',
    );
    expect(blockProblem({ type: 'image', data: { url: 'javascript:alert(1)', alt: 'x' } })).toMatch(
      /address/,
    );
    expect(blockProblem({ type: 'legacy-embed', data: {} })).toBeNull();
    const blocks = addBlock(sample(), 'paragraph');
    const problems = problemsByKey(blocks);
    expect([...problems]).toEqual([[blocks[3]!.key, 'A paragraph needs text']]);
  });

  it('sends only the fields the type shows, and event times in their time zone', () => {
    const values = {
      ...emptyFormValues('event'),
      title: 'Evening',
      date: '2026-07-01T18:00',
      timeZone: 'Europe/Paris',
      challenge: 'hidden for events',
      topics: 'A, , B ',
    };
    const input = inputOf(values, []);
    expect(input.date).toBe('2026-07-01T16:00:00.000Z');
    expect(input.timeZone).toBe('Europe/Paris');
    expect(input.challenge).toBeNull();
    expect(input.topics).toEqual(['A', 'B']);
  });
});

function Harness({
  initial,
  onUpload = async () => '/x.webp',
}: {
  initial: KeyedBlock[];
  onUpload?: (file: File) => Promise<string>;
}) {
  const [blocks, setBlocks] = useState(initial);
  return (
    <>
      <BlockEditor
        blocks={blocks}
        onChange={setBlocks}
        problems={problemsByKey(blocks)}
        onUpload={onUpload}
      />
      <output data-testid="order">{texts(blocks).join(',')}</output>
    </>
  );
}

describe('block editor', () => {
  it('moves blocks with the keyboard, keeps focus on the moved block and announces it', async () => {
    const user = userEvent.setup();
    render(<Harness initial={sample()} />);
    const down = screen.getByRole('button', { name: 'Move block 1 down' });
    expect(screen.getByRole('button', { name: 'Move block 1 up' })).toBeDisabled();
    down.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('order')).toHaveTextContent('First,Intro,Second');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move block 2 down' }));
    expect(screen.getByText('Block moved to position 2 of 3')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('order')).toHaveTextContent('First,Second,Intro');
    // At the bottom the Down button is disabled: focus moves to Up on the same block.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move block 3 up' }));
    await user.click(screen.getByRole('button', { name: 'Remove block 1' }));
    expect(screen.getByTestId('order')).toHaveTextContent('Second,Intro');
  });

  it('labels every field and names every icon button', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[]} />);
    expect(screen.getByText(/No blocks yet/)).toBeInTheDocument();
    const adders = within(screen.getByRole('group', { name: 'Add a block' }));
    await user.click(adders.getByRole('button', { name: 'Video link' }));
    await user.type(screen.getByLabelText('Video link 1'), 'https://www.loom.com/share/nope');
    expect(screen.getAllByText('Invalid Loom video URL').length).toBeGreaterThan(0);
    await user.click(adders.getByRole('button', { name: 'Image' }));
    expect(screen.getByLabelText('Alt text of image 2')).toBeInTheDocument();
    expect(screen.getByLabelText('Upload image 2')).toBeInTheDocument();
    await user.click(adders.getByRole('button', { name: 'Heading' }));
    expect(screen.getByLabelText('Heading 3')).toBeInTheDocument();
    expect(screen.getByLabelText('Level of heading 3')).toHaveValue('2');
  });
});

describe('block image uploads', () => {
  it('keep what was typed while the upload ran, even when the block moved meanwhile', async () => {
    const user = userEvent.setup();
    let finish: (url: string) => void = () => {};
    let uploads = 0;
    const upload = () => {
      uploads++;
      return new Promise<string>((resolve) => (finish = resolve));
    };
    render(
      <Harness
        initial={withKeys([
          { type: 'image', data: { url: '', alt: '' } },
          { type: 'paragraph', data: { text: 'P' } },
        ])}
        onUpload={upload}
      />,
    );
    const input = screen.getByLabelText('Upload image 1');
    await user.upload(input, new File(['x'], 'a.png', { type: 'image/png' }));
    // While it runs the input stays enabled (it keeps focus) and busy, and a second file is ignored.
    expect(input).toBeEnabled();
    expect(input).toHaveAttribute('aria-busy', 'true');
    await user.upload(input, new File(['y'], 'b.png', { type: 'image/png' }));
    expect(uploads).toBe(1);
    await user.type(screen.getByLabelText('Alt text of image 1'), 'A shelf');
    await user.click(screen.getByRole('button', { name: 'Move block 1 down' }));
    await act(async () => finish('/files/content/done.webp'));
    expect(screen.getByLabelText('Alt text of image 2')).toHaveValue('A shelf');
    expect(document.querySelector('img')?.getAttribute('src')).toBe('/files/content/done.webp');
    expect(screen.getByTestId('order')).toHaveTextContent('P');
  });
});

describe('unsaved changes', () => {
  const admin = () =>
    mockApi({
      'GET /api/me': () => jsonResponse(200, makeMe({ profile: { role: 'admin' } })),
      'GET /api/admin/content': () => jsonResponse(200, { items: [], total: 0, page: 1, pageSize: 25 }),
      'GET /api/admin/content/topics': () => jsonResponse(200, { topics: [] }),
    });

  it('asks before leaving an edited item, and stays or leaves as told', async () => {
    admin();
    const { user, location } = renderApp('/admin/content/new');
    await user.type(await screen.findByLabelText('Title'), 'Half-written');
    const leave = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leave);
    expect(leave.defaultPrevented).toBe(true);

    await user.click(screen.getByRole('link', { name: 'All content' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(location()).toBe('/admin/content/new');
    expect(screen.getByLabelText('Title')).toHaveValue('Half-written');

    await user.click(screen.getByRole('link', { name: 'All content' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave without saving' }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Content' })).toBeInTheDocument();
    expect(location()).toBe('/admin/content');
  });

  it('lets an untouched editor go without asking', async () => {
    admin();
    const { user, location } = renderApp('/admin/content/new');
    await screen.findByLabelText('Title');
    const leave = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leave);
    expect(leave.defaultPrevented).toBe(false);
    await user.click(screen.getByRole('link', { name: 'All content' }));
    await act(async () => {});
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(location()).toBe('/admin/content');
  });

  it('does not save an item whose blocks break a rule, and says which', async () => {
    const api = admin();
    const { user } = renderApp('/admin/content/new');
    await user.type(await screen.findByLabelText('Title'), 'Case');
    await user.click(screen.getByRole('button', { name: 'Paragraph' }));
    await user.click(screen.getAllByRole('button', { name: 'Save draft' })[0]!);
    expect(await screen.findByRole('alert')).toHaveTextContent('Block 1: A paragraph needs text');
    expect(screen.getByText('A paragraph needs text')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/content')).toHaveLength(0);
  });

  it('keeps focus on Save while the item is saved, and sends it once', async () => {
    const api = mockApi({
      'GET /api/me': () => jsonResponse(200, makeMe({ profile: { role: 'admin' } })),
      'GET /api/admin/content/topics': () => jsonResponse(200, { topics: [] }),
      // The save never answers: the page stays as it is while a save runs.
      'POST /api/admin/content': () => new Promise<Response>(() => {}),
    });
    const { user } = renderApp('/admin/content/new');
    await user.type(await screen.findByLabelText('Title'), 'Case');
    const save = screen.getAllByRole('button', { name: 'Save draft' })[0]!;
    await user.click(save);
    expect(api.callsTo('POST', '/api/admin/content')).toHaveLength(1);
    expect(save).toHaveFocus();
    expect(save).toBeEnabled();
    expect(save).toHaveAttribute('aria-busy', 'true');
    await user.click(save);
    await user.type(screen.getByLabelText('Title'), '{Enter}');
    expect(api.callsTo('POST', '/api/admin/content')).toHaveLength(1);
  });
});
