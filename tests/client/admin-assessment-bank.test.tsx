import type { AdminBank, BankCompetency } from '@shared/contract/assessment-bank';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ApiCall, jsonResponse, makeMe, mockApi, renderApp } from './support/app';

/** The console's bank editor, against the console API's shapes (shared/contract/assessment-bank.ts). */

const uuid = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

function competency(n: number, name: string): BankCompetency {
  return {
    id: name.toLowerCase().replace(/\s+/g, '-'),
    name,
    category: n === 0 ? 'STRATEGIZING' : 'LEADING',
    description: `What ${name} is about.`,
    levels: [1, 2, 3, 4, 5].map((l) => `${name} level ${l}.`),
    items: [1, 2, 3, 4, 5].map((level) => ({
      id: uuid(n * 10 + level),
      level,
      prompt: `I do ${name} at level ${level}.`,
      peerPrompt: `{name} does ${name} at level ${level}.`,
    })),
  };
}

const published = {
  name: 'Test bank',
  competencies: [competency(0, 'Knowing the Business'), competency(1, 'Developing Teams')],
};

function adminBank(overrides: Partial<AdminBank> = {}): AdminBank {
  return {
    assessment: { id: uuid(1), name: 'Test bank', version: 1 },
    published,
    draft: null,
    draftUpdatedAt: null,
    versions: [{ version: 1, publishedAt: '2026-01-01T09:00:00.000Z', publishedBy: null }],
    ...overrides,
  };
}

const STAMP = '2026-03-01T10:00:00.000Z';

function bankApi(handlers: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/me': () => jsonResponse(200, makeMe({ profile: { role: 'admin' } })),
    'GET /api/admin/assessment/bank': () => jsonResponse(200, adminBank()),
    ...handlers,
  });
}

/** The server's answer to a draft save: the document sent, kept as the draft. */
const keepDraft = (call: ApiCall) =>
  jsonResponse(
    200,
    adminBank({ draft: (call.body as { bank: AdminBank['published'] }).bank, draftUpdatedAt: STAMP }),
  );

describe('admin console: the competency bank', () => {
  it('edits a level text into the draft, then publishes version 2 after asking', async () => {
    const api = bankApi({
      'PUT /api/admin/assessment/bank/draft': keepDraft,
      'POST /api/admin/assessment/bank/publish': () =>
        jsonResponse(200, adminBank({ assessment: { id: uuid(1), name: 'Test bank', version: 2 } })),
    });
    const { user } = renderApp('/admin/assessment');
    expect(
      await screen.findByRole('link', { name: 'Assessment', current: 'page' }, { timeout: 15_000 }),
    ).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Edit the texts of Knowing the Business' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Knowing the Business' });
    const level1 = within(dialog).getByLabelText('Level 1');
    await user.clear(level1);
    await user.type(level1, 'Knows the products and the customers.');
    await user.click(within(dialog).getByRole('button', { name: 'Save to draft' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [save] = api.callsTo('PUT', '/api/admin/assessment/bank/draft');
    const sent = save!.body as { bank: AdminBank['published']; draftUpdatedAt: string | null };
    expect(sent.draftUpdatedAt).toBeNull();
    expect(sent.bank.competencies[0]!.levels[0]).toBe('Knows the products and the customers.');
    expect(sent.bank.competencies[1]).toEqual(published.competencies[1]);
    const draft = screen.getByRole('region', { name: 'Draft' });
    expect(draft).toHaveTextContent('Draft of version 2');
    expect(draft).toHaveTextContent('1 competency edited');
    expect(screen.getByText('Texts edited')).toBeVisible();

    await user.click(within(draft).getByRole('button', { name: 'Publish version 2' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Publish version 2?' });
    expect(api.callsTo('POST', '/api/admin/assessment/bank/publish')).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Publish version 2' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/admin/assessment/bank/publish')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/admin/assessment/bank/publish')[0]!.body).toEqual({
      draftUpdatedAt: STAMP,
    });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('region', { name: 'Draft' })).toHaveTextContent('No unpublished changes');
  });

  it("keeps the dialog open with the server's message when a wording is refused", async () => {
    const message =
      'Competency 1 ("Knowing the Business"), item 2, peer wording (peerPrompt): uses the pronoun "their"; write it without pronouns, with {name} for the teammate\'s first name.';
    bankApi({
      'PUT /api/admin/assessment/bank/draft': () =>
        jsonResponse(400, { error: { code: 'invalid_bank', message } }),
    });
    const { user } = renderApp('/admin/assessment');
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Edit the wording of the level 2 item: I do Knowing the Business at level 2.' },
        { timeout: 15_000 },
      ),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit an item of Knowing the Business' });
    const peer = within(dialog).getByLabelText('Peer wording');
    await user.clear(peer);
    await user.type(peer, 'Their team relies on {{name}');
    expect(within(dialog).getByText(/This wording uses “their”/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Save to draft' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('adds an item at a level; retires an item only while its level keeps another', async () => {
    const api = bankApi({ 'PUT /api/admin/assessment/bank/draft': keepDraft });
    const { user } = renderApp('/admin/assessment');
    const retire = await screen.findByRole(
      'button',
      { name: 'Retire the level 3 item: I do Developing Teams at level 3.' },
      { timeout: 15_000 },
    );
    expect(retire).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Add an item to Developing Teams' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an item to Developing Teams' });
    await user.selectOptions(within(dialog).getByLabelText('Level'), '3');
    await user.type(within(dialog).getByLabelText('Self wording'), 'I coach new managers.');
    await user.type(within(dialog).getByLabelText('Peer wording'), '{{name} coaches new managers.');
    await user.click(within(dialog).getByRole('button', { name: 'Save to draft' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/admin/assessment/bank/draft')).toHaveLength(1));
    const added = (api.calls.at(-1)!.body as { bank: AdminBank['published'] }).bank.competencies[1]!.items.at(
      -1,
    );
    expect(added).toEqual({
      level: 3,
      prompt: 'I coach new managers.',
      peerPrompt: '{name} coaches new managers.',
    });

    // Level 3 now has two items: the first can be retired.
    const nowEnabled = await screen.findByRole('button', {
      name: 'Retire the level 3 item: I do Developing Teams at level 3.',
    });
    await waitFor(() => expect(nowEnabled).toBeEnabled());
    await user.click(nowEnabled);
    await waitFor(() => expect(api.callsTo('PUT', '/api/admin/assessment/bank/draft')).toHaveLength(2));
    const items = (api.calls.at(-1)!.body as { bank: AdminBank['published'] }).bank.competencies[1]!.items;
    expect(items.map((i) => i.id)).not.toContain(uuid(13));
    expect(await screen.findByText('Retired in this draft')).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Restore the level 3 item: I do Developing Teams at level 3.' }),
    ).toBeVisible();
  });

  it('shows why an imported file was refused', async () => {
    const message =
      'Competency 2 ("Developing Teams"), level texts (levels): must be exactly 5 texts, level 1 first.';
    const api = bankApi({
      'POST /api/admin/assessment/bank/import': () =>
        jsonResponse(400, { error: { code: 'invalid_bank', message } }),
    });
    renderApp('/admin/assessment');
    await screen.findByRole('button', { name: 'Edit the texts of Developing Teams' }, { timeout: 15_000 });
    const input = screen.getByLabelText('Import JSON');
    const file = new File([JSON.stringify({ name: 'x', competencies: [] })], 'bank.json', {
      type: 'application/json',
    });
    fireEvent.change(input, { target: { files: [file] } });
    expect(await screen.findByRole('alert')).toHaveTextContent(`The file was not imported: ${message}`);
    expect(api.callsTo('POST', '/api/admin/assessment/bank/import')[0]!.body).toEqual({
      name: 'x',
      competencies: [],
    });

    const notJson = new File(['not json'], 'notes.txt', { type: 'text/plain' });
    fireEvent.change(input, { target: { files: [notJson] } });
    expect(await screen.findByText(/notes\.txt is not a JSON file/)).toBeVisible();
    expect(api.callsTo('POST', '/api/admin/assessment/bank/import')).toHaveLength(1);
  });
  it('lists the competencies by category above the cards, each a link to its card, with what the draft changes', async () => {
    const draft = structuredClone(published);
    draft.competencies[0]!.levels[0] = 'Knows the products and the customers.';
    draft.competencies[1]!.items.push({
      level: 3,
      prompt: 'I grow the team at level 3 another way.',
      peerPrompt: '{name} grows the team at level 3 another way.',
    });
    bankApi({
      'GET /api/admin/assessment/bank': () => jsonResponse(200, adminBank({ draft, draftUpdatedAt: STAMP })),
    });
    renderApp('/admin/assessment');
    const contents = await screen.findByRole(
      'navigation',
      { name: '2 competencies in 2 categories' },
      { timeout: 15_000 },
    );
    const business = within(contents).getByRole('link', { name: 'Knowing the Business' });
    expect(business).toHaveAttribute('href', '#competency-knowing-the-business');
    expect(document.getElementById('competency-knowing-the-business')).toHaveAccessibleName(
      /^Knowing the Business/,
    );
    expect(business.closest('li')).toHaveTextContent('in the draft: texts edited');
    const teams = within(contents).getByRole('link', { name: 'Developing Teams' });
    expect(teams.closest('li')).toHaveTextContent('in the draft: 1 item added');
    expect(within(contents).getByRole('heading', { name: 'Leading' })).toBeVisible();
    expect(contents).toHaveTextContent('{name} stands for the first name of the person rated');
  });
});
