import { topicSuggestions } from '@client/features/admin/content/topics-field';
import { emptyFormValues, inputOf } from '@client/features/admin/content/item-form';
import type { AdminContentItem } from '@shared/contract/admin-content';
import { blockProblem } from '@shared/domain/content-editing';
import { versionChanges } from '@shared/domain/content-versions';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminContentInput } from '../support/admin-content-input';
import { jsonResponse, makeMe, mockApi, renderApp } from './support/app';

describe('editor rules', () => {
  it('checks blocks with the shared rules, refusing unknown kinds and unsafe links', () => {
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
    expect(blockProblem({ type: 'legacy-embed', data: {} })).toBe('Unknown block kind "legacy-embed"');
    expect(blockProblem({ type: 'url', data: { url: '/x', title: 'Kept' } })).toBeNull();
    expect(
      blockProblem({ type: 'paragraph', data: { runs: [{ text: 'x', link: 'javascript:alert(1)' }] } }),
    ).toMatch(/link must start/);
    expect(blockProblem({ type: 'paragraph', data: { runs: [{ text: 'Bold', bold: true }] } })).toBeNull();
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

  it('suggests topics that start with, then contain, what was typed, leaving out chosen ones', () => {
    const all = ['Coaching', 'Onboarding', 'Leadership onboarding', 'Ops'];
    expect(topicSuggestions(all, [], 'onb')).toEqual(['Onboarding', 'Leadership onboarding']);
    expect(topicSuggestions(all, ['onboarding'], 'onb')).toEqual(['Leadership onboarding']);
  });

  it('compares two versions in words', () => {
    const a = inputOf({ ...emptyFormValues('resource'), title: 'Old' }, [
      { type: 'paragraph', data: { text: 'Same' } },
      { type: 'paragraph', data: { text: 'Gone' } },
    ]);
    const b = inputOf({ ...emptyFormValues('resource'), title: 'New' }, [
      { type: 'paragraph', data: { text: 'Same' } },
      {
        type: 'paragraph',
        data: { text: 'Bold now', runs: [{ text: 'Bold', bold: true }, { text: ' now' }] },
      },
    ]);
    expect(versionChanges(a, b)).toEqual({
      fields: [{ field: 'Title', before: 'Old', after: 'New' }],
      blocks: [
        { change: 'added', position: 2, summary: 'Paragraph (formatted): Bold now' },
        { change: 'removed', position: 2, summary: 'Paragraph: Gone' },
      ],
    });
  });
});

const draft = (over: Partial<AdminContentItem> = {}): AdminContentItem => ({
  ...adminContentInput('Draft guide', { topics: ['Onboarding'] }),
  id: 'res_d1',
  status: 'draft',
  revision: 3,
  contentType: 'text',
  viewCount: 0,
  publishAt: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  blocks: [{ id: 'b1', type: 'paragraph', data: { text: 'Hello' }, position: 0 }],
  ...over,
});

describe('the editor page', () => {
  const withDraft = (item = draft()) =>
    mockApi({
      'GET /api/me': () => jsonResponse(200, makeMe({ profile: { role: 'admin' } })),
      'GET /api/admin/content/topics': () => jsonResponse(200, { topics: ['Coaching', 'Onboarding'] }),
      'GET /api/admin/content/res_d1': () => jsonResponse(200, item),
      'GET /api/admin/content/res_d1/versions': () => jsonResponse(200, { versions: [] }),
      'PUT /api/admin/content/res_d1': (call) => {
        const body = call.body as { item: AdminContentItem };
        return jsonResponse(200, { ...item, ...body.item, revision: item.revision + 1, publishAt: null });
      },
    });

  it('saves a draft on its own once the admin pauses, and says so', async () => {
    const api = withDraft();
    const { user } = renderApp('/admin/content/res_d1');
    await user.type(await screen.findByLabelText('Title'), ' v2');
    await waitFor(() => expect(api.callsTo('PUT', '/api/admin/content/res_d1')).toHaveLength(1), {
      timeout: 5000,
    });
    expect(api.callsTo('PUT', '/api/admin/content/res_d1')[0]!.body).toMatchObject({
      revision: 3,
      autosave: true,
      item: { title: 'Draft guide v2' },
    });
    expect(await screen.findByText('· All changes saved')).toBeInTheDocument();
  });

  it('chooses topics from the library, and adds a new one only once confirmed', async () => {
    withDraft(draft({ topics: [] }));
    const { user } = renderApp('/admin/content/res_d1');
    const topics = await screen.findByRole('combobox', { name: 'Topics' });
    await user.type(topics, 'coa');
    expect(await screen.findByRole('option', { name: 'Coaching' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    const chosen = screen.getByRole('list', { name: 'Chosen topics' });
    expect(within(chosen).getByText('Coaching')).toBeInTheDocument();
    await user.type(topics, 'Brand new{Enter}');
    const ask = await screen.findByRole('alert');
    expect(ask).toHaveTextContent('“Brand new” is not a topic of the library yet');
    expect(within(chosen).queryByText('Brand new')).not.toBeInTheDocument();
    await user.click(within(ask).getByRole('button', { name: 'Add new topic' }));
    expect(
      within(screen.getByRole('list', { name: 'Chosen topics' })).getByText('Brand new'),
    ).toBeInTheDocument();
  });

  it('offers media types as a choice and explains summary and description', async () => {
    withDraft();
    renderApp('/admin/content/res_d1');
    const media = await screen.findByRole('combobox', { name: 'Media type' });
    expect(media).toHaveValue('Article');
    expect(within(media).getByRole('option', { name: 'Podcast' })).toBeInTheDocument();
    expect(screen.getByLabelText('Summary')).toHaveAccessibleDescription(/shown on cards/);
    expect(screen.getByLabelText('Description')).toHaveAccessibleDescription(
      /only when the summary is empty/,
    );
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
    await user.click(await screen.findByRole('button', { name: 'Insert image' }));
    await user.click(screen.getAllByRole('button', { name: 'Save draft' })[0]!);
    expect(await screen.findByRole('alert')).toHaveTextContent('Block 1: Upload an image');
    expect(screen.getByText('Upload an image', { selector: 'p' })).toBeInTheDocument();
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
