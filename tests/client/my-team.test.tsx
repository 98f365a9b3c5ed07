import { screen, waitFor, within } from '@testing-library/react';
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

// The first render loads the page's lazy chunks: allow for a cold start on a busy machine.
describe('/my-team', { timeout: 20_000 }, () => {
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
      await screen.findByRole('heading', { level: 2, name: 'Team Members (3)' }, { timeout: 10_000 }),
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

  describe('rating requests', () => {
    const liam = () =>
      makeMember({ id: uuid(78), name: 'Liam OConnor', firstName: 'Liam', lastName: 'OConnor' });

    it('shows who asked me, whom I asked (requested on a day, or rated) and when I rated each teammate', async () => {
      teamApi(
        makeTeam([
          me(['redo_self', 'see_my_results']),
          makeMember({ asksMeSince: '2026-03-02T09:00:00.000Z', myRatingAt: '2026-03-03T10:00:00.000Z' }),
          makeMember({
            ...liam(),
            myRequest: {
              status: 'requested',
              requestedAt: '2026-03-05T10:00:00.000Z',
              ratedAt: null,
              remindFrom: '2026-03-12T10:00:00.000Z',
            },
          }),
          makeMember({
            id: uuid(79),
            name: 'Nia Park',
            firstName: 'Nia',
            lastName: 'Park',
            myRequest: {
              status: 'rated',
              requestedAt: '2026-03-01T10:00:00.000Z',
              ratedAt: '2026-03-04T10:00:00.000Z',
              remindFrom: null,
            },
          }),
        ]),
      );
      renderApp('/my-team');
      await screen.findByRole('heading', { name: 'Team Members (4)' }, { timeout: 5000 });
      const ben = row('Ben Carter');
      expect(within(ben).getByText('Rating requested by Ben Carter')).toBeInTheDocument();
      expect(within(ben).getByText('You rated Ben on 3 Mar 2026')).toBeInTheDocument();
      expect(within(ben).getByRole('button', { name: 'Rate Ben Carter' })).toBeInTheDocument();

      const liamRow = row('Liam OConnor');
      expect(within(liamRow).getByText('Your rating request: requested on 5 Mar 2026')).toBeInTheDocument();
      expect(within(liamRow).getByRole('button', { name: 'Remind Liam' })).toBeInTheDocument();
      expect(within(liamRow).queryByText(/Rating requested by/)).not.toBeInTheDocument();
      // Never rated: the Rate link goes straight to the rating.
      expect(within(liamRow).getByRole('link', { name: 'Rate Liam OConnor' })).toBeInTheDocument();

      const nia = row('Nia Park');
      expect(within(nia).getByText('Your rating request: rated')).toBeInTheDocument();
      expect(within(nia).queryByRole('button', { name: /Remind/ })).not.toBeInTheDocument();
      // Nothing of the sort on my own row.
      expect(
        within(row('Ada Lovelace')).queryByRole('list', { name: /Ratings with/ }),
      ).not.toBeInTheDocument();
    });

    it('asks before rating a teammate again: the new rating replaces the earlier answers', async () => {
      teamApi(
        makeTeam([
          me(['redo_self', 'see_my_results']),
          makeMember({ myRatingAt: '2026-03-03T10:00:00.000Z' }),
        ]),
      );
      const { user, location } = renderApp('/my-team');
      await screen.findByRole('heading', { name: 'Team Members (2)' }, { timeout: 5000 });
      await user.click(within(row('Ben Carter')).getByRole('button', { name: 'Rate Ben Carter' }));
      const confirm = await screen.findByRole('alertdialog', { name: 'Rate Ben Carter again?' });
      expect(confirm).toHaveTextContent(
        'You rated Ben on 3 Mar 2026. Your new rating replaces your earlier answers about Ben.',
      );
      await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(location()).toBe('/my-team');

      await user.click(within(row('Ben Carter')).getByRole('button', { name: 'Rate Ben Carter' }));
      await user.click(await screen.findByRole('button', { name: 'Rate again' }));
      await waitFor(() => expect(location()).toBe(`/ld-assessment?rate=${TEAMMATE_ID}&name=Ben+Carter`));
    });

    it('asks chosen teammates in a dialog: only those who can be asked, not those asked already', async () => {
      let asked = false;
      const api = mockApi({
        'GET /api/me': () => jsonResponse(200, makeMe()),
        'GET /api/team': () =>
          jsonResponse(
            200,
            makeTeam([
              me(['redo_self', 'see_my_results']),
              makeMember({
                myRequest: asked
                  ? {
                      status: 'requested',
                      requestedAt: '2026-03-05T10:00:00.000Z',
                      ratedAt: null,
                      remindFrom: null,
                    }
                  : null,
              }),
              makeMember({
                ...liam(),
                myRequest: {
                  status: 'requested',
                  requestedAt: '2026-03-01T10:00:00.000Z',
                  ratedAt: null,
                  remindFrom: '2026-03-08T10:00:00.000Z',
                },
              }),
              makeMember({ id: uuid(80), name: 'Lapsed Lee', canAsk: false }),
            ]),
          ),
        'POST /api/assessment/rating-requests': () => {
          asked = true;
          return jsonResponse(200, { asked: [TEAMMATE_ID], alreadyAsked: [] });
        },
      });
      const { user } = renderApp('/my-team');
      await user.click(
        await screen.findByRole('button', { name: 'Ask teammates for a rating' }, { timeout: 5000 }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Ask teammates for a rating' });
      expect(within(dialog).getAllByRole('checkbox')).toHaveLength(2);
      expect(within(dialog).queryByText('Lapsed Lee')).not.toBeInTheDocument();
      const liamBox = within(dialog).getByRole('checkbox', { name: /Liam OConnor/ });
      expect(liamBox).toBeDisabled();
      expect(liamBox).toHaveAccessibleName(/Asked on 1 Mar 2026/);

      // Nothing chosen: a clear message, nothing sent.
      await user.click(within(dialog).getByRole('button', { name: 'Ask for a rating' }));
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose at least one teammate.');
      expect(api.callsTo('POST', '/api/assessment/rating-requests')).toHaveLength(0);

      await user.click(within(dialog).getByRole('checkbox', { name: /Ben Carter/ }));
      await user.click(within(dialog).getByRole('button', { name: 'Ask for a rating' }));
      expect(await screen.findByText('Asked 1 teammate for a rating')).toBeInTheDocument();
      expect(api.callsTo('POST', '/api/assessment/rating-requests')[0]?.body).toEqual({
        raterIds: [TEAMMATE_ID],
      });
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(
        await within(row('Ben Carter')).findByText('Your rating request: requested on 5 Mar 2026'),
      ).toBeInTheDocument();
    });

    it("reminds a teammate, and shows the server's answer when it is too early", async () => {
      let early = false;
      const api = mockApi({
        'GET /api/me': () => jsonResponse(200, makeMe()),
        'GET /api/team': () =>
          jsonResponse(
            200,
            makeTeam([
              me(['redo_self', 'see_my_results']),
              makeMember({
                myRequest: {
                  status: 'requested',
                  requestedAt: '2026-03-01T10:00:00.000Z',
                  ratedAt: null,
                  remindFrom: '2026-03-08T10:00:00.000Z',
                },
              }),
            ]),
          ),
        [`POST /api/assessment/rating-requests/${TEAMMATE_ID}/remind`]: () =>
          early
            ? jsonResponse(409, {
                error: {
                  code: 'remind_too_early',
                  message: 'Ben was asked less than a week ago. You can remind them again on 17 Mar 2026.',
                },
              })
            : jsonResponse(200, {
                remindedAt: '2026-03-10T10:00:00.000Z',
                remindFrom: '2026-03-17T10:00:00.000Z',
              }),
      });
      const { user } = renderApp('/my-team');
      const remind = await screen.findByRole('button', { name: 'Remind Ben' }, { timeout: 5000 });
      await user.click(remind);
      expect(await screen.findByText('Reminder sent to Ben')).toBeInTheDocument();
      expect(screen.getByText('You can remind Ben again on 17 Mar 2026.')).toBeInTheDocument();
      early = true;
      await user.click(screen.getByRole('button', { name: 'Remind Ben' }));
      expect(
        await screen.findByText(
          'Ben was asked less than a week ago. You can remind them again on 17 Mar 2026.',
        ),
      ).toBeInTheDocument();
      expect(api.callsTo('POST', `/api/assessment/rating-requests/${TEAMMATE_ID}/remind`)).toHaveLength(2);
    });
  });
});
