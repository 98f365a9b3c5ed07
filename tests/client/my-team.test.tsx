import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeMember, makeTeam, ME_ID, TEAMMATE_ID, uuid } from './assessment-fixtures';
import { jsonResponse, makeMe, mockApi, renderApp } from './support/app';

const me = (actions: ReturnType<typeof makeMember>['actions']) =>
  makeMember({
    id: ME_ID,
    name: 'Ada Lovelace',
    firstName: 'Ada',
    lastName: 'Lovelace',
    title: 'Head of Learning',
    isSelf: true,
    actions,
  });

function teamApi(body: unknown, status = 200) {
  return mockApi({
    'GET /api/me': () => jsonResponse(200, makeMe()),
    'GET /api/team': () => jsonResponse(status, body),
  });
}

const row = (name: string) =>
  screen.getByRole('heading', { level: 3, name: new RegExp(name) }).closest('article')!;

describe('/my-team', () => {
  it('shows the team name, the member count and each member with the buttons they allow', async () => {
    teamApi(
      makeTeam([
        me(['redo_self', 'see_my_results']),
        makeMember({ actions: ['rate'] }),
        makeMember({
          id: uuid(77),
          name: null,
          firstName: '',
          lastName: '',
          title: null,
          actions: ['rate'],
        }),
      ]),
    );
    renderApp('/my-team');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Team Members (3)' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'My Team' })).toBeInTheDocument();
    expect(screen.getByTestId('team-name')).toHaveTextContent('Helix Bank Learning Team');

    const self = row('Ada Lovelace');
    expect(self).toHaveTextContent('Head of Learning');
    expect(within(self).getByRole('link', { name: 'Redo self' })).toHaveAttribute(
      'href',
      '/ld-assessment?redo=self',
    );
    expect(within(self).getByRole('link', { name: 'See my results' })).toHaveAttribute(
      'href',
      '/ld-assessment',
    );

    const ben = row('Ben Carter');
    expect(ben).toHaveTextContent('Senior Learning Designer');
    expect(within(ben).getByRole('link', { name: 'Rate Ben Carter' })).toHaveAttribute(
      'href',
      `/ld-assessment?rate=${TEAMMATE_ID}&name=Ben+Carter`,
    );
    expect(within(ben).queryByRole('link', { name: /See results/ })).not.toBeInTheDocument();

    const unnamed = row('Unnamed User');
    expect(within(unnamed).getByRole('link', { name: 'Rate Unnamed User' })).toHaveAttribute(
      'href',
      `/ld-assessment?rate=${uuid(77)}`,
    );
  });

  it('offers "Rate" and a disabled "No results yet" to a member without results', async () => {
    teamApi(makeTeam([me(['rate', 'no_results_yet'])]));
    renderApp('/my-team');
    await screen.findByRole('heading', { name: 'Team Members (1)' }, { timeout: 5000 });
    const self = row('Ada Lovelace');
    expect(within(self).getByRole('link', { name: 'Rate yourself' })).toHaveAttribute(
      'href',
      '/ld-assessment',
    );
    expect(within(self).getByRole('button', { name: /No results yet/ })).toBeDisabled();
  });

  it('gives administrators each teammate\'s results, or a disabled "No results yet"', async () => {
    teamApi(
      makeTeam([
        me(['redo_self', 'see_my_results']),
        makeMember({ actions: ['rate', 'see_results'] }),
        makeMember({ id: uuid(78), name: 'Liam OConnor', actions: ['rate', 'no_results_yet'] }),
      ]),
    );
    renderApp('/my-team');
    await screen.findByRole('heading', { name: 'Team Members (3)' }, { timeout: 5000 });
    expect(within(row('Ben Carter')).getByRole('link', { name: 'See results Ben Carter' })).toHaveAttribute(
      'href',
      `/ld-assessment?view=peer&user=${TEAMMATE_ID}&name=Ben+Carter`,
    );
    expect(within(row('Liam OConnor')).getByRole('button', { name: /No results yet/ })).toBeDisabled();
  });

  it('says "No Team Found" to a member without a team', async () => {
    teamApi({ team: null, members: [] });
    renderApp('/my-team');
    expect(
      await screen.findByRole('heading', { name: 'No Team Found' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("You don't have a team set up yet. Contact your administrator to be added to a team."),
    ).toBeInTheDocument();
  });

  it('says when the team has no members', async () => {
    teamApi(makeTeam([]));
    renderApp('/my-team');
    expect(
      await screen.findByRole('heading', { name: 'No team members found' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Try refreshing the page if you expect to see team members here.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Team Members (0)' })).toBeInTheDocument();
  });

  it('shows a skeleton while loading, then the error with its message', async () => {
    let answer: (r: Response) => void = () => {};
    mockApi({
      'GET /api/me': () => jsonResponse(200, makeMe()),
      'GET /api/team': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderApp('/my-team');
    expect(await screen.findByText('Loading your team…', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getAllByTestId('member-skeleton')).toHaveLength(4);
    answer(jsonResponse(500, { error: { code: 'internal', message: 'Database unavailable' } }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error loading team data: Database unavailable',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('says "Unknown error" when the failure carries no message', async () => {
    teamApi('<html>bad gateway</html>', 502);
    renderApp('/my-team');
    expect(await screen.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(
      'Error loading team data: Unknown error',
    );
  });
});
