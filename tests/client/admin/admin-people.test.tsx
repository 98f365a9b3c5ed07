import type { AdminMemberDetail, InviteReport } from '@shared/contract/admin-members';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeMemberRow } from '../../support/admin-member';
import { jsonResponse, makeMe, mockApi, renderApp } from '../support/app';

const adminMe = () => jsonResponse(200, makeMe({ profile: { role: 'admin' } }));

const member = (overrides: Partial<AdminMemberDetail> = {}): AdminMemberDetail => ({
  ...makeMemberRow(),
  title: null,
  company: null,
  avatarUrl: null,
  onboardingCompleted: true,
  deactivatedAt: null,
  lastSignInAt: null,
  subscription: {
    state: 'active',
    status: 'active',
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    hasCustomer: false,
    managedBy: 'manual',
  },
  invite: null,
  assessments: { selfSubmitted: 1, peerSubmitted: 0, ratedBy: 0, lastSubmittedAt: null },
  permissions: {
    role: { allowed: true, reason: null, roles: ['member', 'admin', 'super_admin'] },
    deactivate: { allowed: true, reason: null },
    delete: { allowed: true, reason: null },
    membership: { allowed: true, reason: null },
  },
  ...overrides,
});

describe('bulk invite', () => {
  it('sends the pasted lines and shows what became of each', async () => {
    const report: InviteReport = {
      invited: 1,
      failed: 1,
      rows: [
        { line: 2, email: 'ana@example.test', status: 'invited', message: 'Invitation sent.' },
        { line: 3, email: 'bad', status: 'failed', message: '“bad” is not an email address.' },
      ],
    };
    const api = mockApi({
      'GET /api/me': adminMe,
      'GET /api/admin/members': () => jsonResponse(200, { items: [], total: 0, page: 1, pageSize: 25 }),
      'GET /api/admin/teams': () => jsonResponse(200, { items: [] }),
      'POST /api/admin/invites': () => jsonResponse(200, report),
    });
    const { user } = renderApp('/admin/members');
    await user.click(await screen.findByRole('button', { name: 'Invite people' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite people' });
    await user.click(within(dialog).getByRole('radio', { name: 'Paste a list (CSV)' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: /One person per line/ }),
      'email,first,last,team,access{enter}ana@example.test,Ana,Lopez,,lifetime{enter}bad',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send invitations' }));
    expect(await within(dialog).findByText('1 invited, 1 not invited')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/invites')[0]?.body).toEqual({
      rows: [
        {
          line: 2,
          email: 'ana@example.test',
          firstName: 'Ana',
          lastName: 'Lopez',
          teamName: '',
          access: 'lifetime',
        },
        { line: 3, email: 'bad', firstName: '', lastName: '', teamName: '', access: 'wire' },
      ],
      confirmNewTeams: false,
    });
    const rows = within(within(dialog).getByRole('table', { name: /Invitation report/ })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Invited: Invitation sent.');
    expect(rows[2]).toHaveTextContent('Not invited: “bad” is not an email address.');
  });

  it('joins an existing team typed in other capitals, and asks before creating a team no one has', async () => {
    const report = {
      invited: 1,
      failed: 0,
      rows: [{ line: 1, email: 'jo@example.test', status: 'invited', message: 'Invitation sent.' }],
    };
    const helix = {
      id: '00000000-0000-4000-8000-000000000071',
      name: 'Helix Bank',
      createdAt: '2026-01-01T00:00:00.000Z',
      memberCount: 3,
      selfAssessed: 1,
    };
    const api = mockApi({
      'GET /api/me': adminMe,
      'GET /api/admin/members': () => jsonResponse(200, { items: [], total: 0, page: 1, pageSize: 25 }),
      'GET /api/admin/teams': () => jsonResponse(200, { items: [helix] }),
      'POST /api/admin/invites': () => jsonResponse(200, report),
    });
    const { user } = renderApp('/admin/members');
    await user.click(await screen.findByRole('button', { name: 'Invite people' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite people' });
    await user.type(within(dialog).getByLabelText(/^Email/), 'jo@example.test');
    const team = within(dialog).getByLabelText('Team');
    await waitFor(() => expect(dialog.querySelector('datalist option[value="Helix Bank"]')).not.toBeNull());
    await user.type(team, 'helix bank ');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/admin/invites')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/admin/invites')[0]?.body).toMatchObject({
      rows: [{ email: 'jo@example.test', teamName: 'Helix Bank' }],
      confirmNewTeams: false,
    });

    await user.clear(team);
    await user.type(team, 'Helix Bnak');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Create the new team “Helix Bnak”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', '/api/admin/invites')).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Create team and invite' }),
    );
    await waitFor(() => expect(api.callsTo('POST', '/api/admin/invites')).toHaveLength(2));
    expect(api.callsTo('POST', '/api/admin/invites')[1]?.body).toMatchObject({
      rows: [{ teamName: 'Helix Bnak' }],
      confirmNewTeams: true,
    });
  });
});

describe('role control on a member page', () => {
  it('offers the roles the server allows and posts the change', async () => {
    const api = mockApi({
      'GET /api/me': adminMe,
      'GET /api/admin/teams': () => jsonResponse(200, { items: [] }),
      [`GET /api/admin/members/${member().id}`]: () => jsonResponse(200, member()),
      [`POST /api/admin/members/${member().id}/role`]: () => jsonResponse(200, member({ role: 'admin' })),
    });
    const { user } = renderApp(`/admin/members/${member().id}`);
    const select = await screen.findByRole('combobox', { name: 'Role' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Member', 'Admin', 'Super admin']);
    await user.selectOptions(select, 'admin');
    await user.click(screen.getByRole('button', { name: 'Change role' }));
    expect(api.callsTo('POST', `/api/admin/members/${member().id}/role`)[0]?.body).toEqual({ role: 'admin' });
  });

  it('is read-only with the reason when the administrator may not change it', async () => {
    const locked = member({
      role: 'super_admin',
      permissions: {
        role: {
          allowed: false,
          reason: 'Only a super admin can change an administrator’s account.',
          roles: [],
        },
        deactivate: { allowed: false, reason: 'Only a super admin can change an administrator’s account.' },
        delete: { allowed: false, reason: 'Only a super admin can change an administrator’s account.' },
        membership: { allowed: false, reason: 'Only a super admin can change an administrator’s account.' },
      },
    });
    mockApi({
      'GET /api/me': adminMe,
      'GET /api/admin/teams': () => jsonResponse(200, { items: [] }),
      [`GET /api/admin/members/${locked.id}`]: () => jsonResponse(200, locked),
    });
    renderApp(`/admin/members/${locked.id}`);
    const select = await screen.findByRole('combobox', { name: 'Role' });
    expect(select).toBeDisabled();
    expect(select).toHaveAccessibleDescription('Only a super admin can change an administrator’s account.');
    expect(screen.queryByRole('button', { name: 'Change role' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deactivate account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete account' })).not.toBeInTheDocument();
  });
});

describe('assessments on a member page', () => {
  it('gives counts only: self-assessments, ratings given, how many teammates rated the member', async () => {
    const rated = member({
      assessments: {
        selfSubmitted: 2,
        peerSubmitted: 1,
        ratedBy: 4,
        lastSubmittedAt: '2026-02-03T10:00:00.000Z',
      },
    });
    mockApi({
      'GET /api/me': adminMe,
      'GET /api/admin/teams': () => jsonResponse(200, { items: [] }),
      [`GET /api/admin/members/${rated.id}`]: () => jsonResponse(200, rated),
    });
    renderApp(`/admin/members/${rated.id}`);
    const term = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    await screen.findByText('Ratings given', { selector: 'dt' });
    expect(term('Self-assessments')).toHaveTextContent(/^2 \(last .*2026\)$/);
    expect(term('Ratings given')).toHaveTextContent(/^1$/);
    expect(term('Rated by')).toHaveTextContent(/^4 teammates$/);
  });
});

describe('create a team', () => {
  it('keeps focus and sends once while the team is being created', async () => {
    let answer: (r: Response) => void = () => {};
    const api = mockApi({
      'GET /api/me': adminMe,
      'GET /api/admin/teams': () => jsonResponse(200, { items: [] }),
      'POST /api/admin/teams': () => new Promise<Response>((r) => (answer = r)),
    });
    const { user } = renderApp('/admin/teams');
    const create = await screen.findByRole('button', { name: 'Create team' });
    // Unavailable with no name.
    expect(create).toBeDisabled();
    await user.type(screen.getByLabelText('New team'), 'Night shift');
    await user.click(create);
    expect(api.callsTo('POST', '/api/admin/teams')).toEqual([
      { method: 'POST', path: '/api/admin/teams', body: { name: 'Night shift' } },
    ]);
    // While the call runs the button keeps focus, says it is busy, and a second press sends nothing.
    expect(create).toHaveFocus();
    expect(create).toBeEnabled();
    expect(create).toHaveAttribute('aria-busy', 'true');
    await user.click(create);
    await user.keyboard('{Enter}');
    expect(api.callsTo('POST', '/api/admin/teams')).toHaveLength(1);

    answer(
      jsonResponse(201, {
        id: 't1',
        name: 'Night shift',
        memberCount: 0,
        selfAssessed: 0,
        members: [],
      }),
    );
    expect(await screen.findByText('Team Night shift created.')).toBeInTheDocument();
  });
});
