import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { termsOf } from '../../src/client/features/admin/vocabulary/vocabulary-page';
import { jsonResponse, makeMe, mockApi, renderApp } from './support/app';

const TNA = {
  id: '11111111-1111-4111-8111-111111111111',
  label: 'Training needs analysis',
  terms: ['tna', 'training needs analysis'],
  updatedAt: '2026-11-26T09:00:00.000Z',
};
const admin = () => jsonResponse(200, makeMe({ profile: { role: 'admin' } }));

describe('the console vocabulary', { timeout: 30_000 }, () => {
  it('reads terms one per line or separated by commas', () => {
    expect(termsOf('tna, needs analysis\n\n learning needs analysis ,')).toEqual([
      'tna',
      'needs analysis',
      'learning needs analysis',
    ]);
  });

  it('lists the groups and adds one from the dialog, showing the server’s refusal in it', async () => {
    let groups = [TNA];
    let refuse = true;
    const api = mockApi({
      'GET /api/me': admin,
      'GET /api/admin/vocabulary': () => jsonResponse(200, { items: groups }),
      'POST /api/admin/vocabulary': (call) => {
        if (refuse) {
          refuse = false;
          return jsonResponse(400, {
            error: { code: 'bad_request', message: 'A group needs at least two terms' },
          });
        }
        const added = { ...TNA, id: '22222222-2222-4222-8222-222222222222', ...(call.body as object) };
        groups = [...groups, added];
        return jsonResponse(201, added);
      },
    });
    const { user } = renderApp('/admin/vocabulary');
    const table = await screen.findByRole('table', { name: 'Vocabulary groups' });
    expect(
      await within(table).findByText('tna, training needs analysis', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add a group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a vocabulary group' });
    await user.type(within(dialog).getByLabelText('Label'), 'Onboarding');
    await user.type(within(dialog).getByLabelText('Terms'), 'onboarding');
    await user.click(within(dialog).getByRole('button', { name: 'Save group' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A group needs at least two terms');

    await user.type(within(dialog).getByLabelText('Terms'), '{enter}new starter, induction');
    await user.click(within(dialog).getByRole('button', { name: 'Save group' }));
    expect(await screen.findByText('onboarding, new starter, induction')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/vocabulary').at(-1)!.body).toEqual({
      label: 'Onboarding',
      terms: ['onboarding', 'new starter', 'induction'],
    });
  });

  it('asks before deleting a group', async () => {
    const api = mockApi({
      'GET /api/me': admin,
      'GET /api/admin/vocabulary': () => jsonResponse(200, { items: [TNA] }),
      [`DELETE /api/admin/vocabulary/${TNA.id}`]: () => new Response(null, { status: 204 }),
    });
    const { user } = renderApp('/admin/vocabulary');
    const table = await screen.findByRole('table', { name: 'Vocabulary groups' }, { timeout: 10_000 });
    expect(
      await within(table).findByText('tna, training needs analysis', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Delete Training needs analysis' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Delete the group “Training needs analysis”?',
    });
    expect(api.callsTo('DELETE', `/api/admin/vocabulary/${TNA.id}`)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Delete group' }));
    await screen.findByText('Group “Training needs analysis” deleted.');
    expect(api.callsTo('DELETE', `/api/admin/vocabulary/${TNA.id}`)).toHaveLength(1);
  });
});
