import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeMemberRow } from '../../support/admin-member';
import { jsonResponse, makeMe, mockApi, renderApp } from '../support/app';

const waiting = makeMemberRow({
  id: '22222222-2222-4222-8222-222222222222',
  email: 'robin@example.test',
  firstName: 'Robin',
  lastName: 'Okafor',
  subscriptionState: 'none',
  waitingSince: '2026-11-20T10:00:00.000Z',
});
const page = (items: unknown[]) => jsonResponse(200, { items, total: items.length, page: 1, pageSize: 100 });
const admin = () => jsonResponse(200, makeMe({ profile: { role: 'admin' } }));
const query = (path: string) => Object.fromEntries(new URL(path, 'http://x').searchParams);

describe('Members: the Waiting view', () => {
  it('lists open requests, oldest first, and activates one with the chosen membership', async () => {
    let answered = false;
    const api = mockApi({
      'GET /api/me': admin,
      'GET /api/admin/members': () => page(answered ? [] : [waiting]),
      'GET /api/admin/teams': () => jsonResponse(200, { items: [] }),
      [`POST /api/admin/members/${waiting.id}/subscription`]: () => {
        answered = true;
        return jsonResponse(200, { ok: true });
      },
    });
    const { user } = renderApp('/admin/members?status=waiting');
    const list = await screen.findByRole('list', { name: 'Waiting for an answer' });
    const person = within(list).getByRole('listitem');
    expect(within(person).getByRole('link', { name: 'Robin Okafor' })).toHaveAttribute(
      'href',
      `/admin/members/${waiting.id}`,
    );
    expect(person).toHaveTextContent('robin@example.test');
    expect(person).toHaveTextContent(/Asked on/);
    expect(screen.getByRole('link', { name: 'Waiting' })).toHaveAttribute('aria-current', 'page');
    // The full list (its table) is not what this view shows.
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(query(api.callsTo('GET', '/api/admin/members')[0]!.path)).toMatchObject({
      status: 'waiting',
      sort: 'joined',
      dir: 'asc',
    });

    await user.selectOptions(within(person).getByLabelText('Activate as'), 'lifetime');
    await user.click(within(person).getByRole('button', { name: 'Activate Robin Okafor' }));
    expect(
      await screen.findByText('Robin Okafor is now a member. A welcome email is on its way.'),
    ).toBeVisible();
    const [activation] = api.callsTo('POST', `/api/admin/members/${waiting.id}/subscription`);
    expect(activation!.body).toEqual({ kind: 'lifetime' });
    expect(await screen.findByText(/^No one is waiting/)).toBeInTheDocument();
  });

  it('refuses a request only after confirming, and says the person is told', async () => {
    const api = mockApi({
      'GET /api/me': admin,
      'GET /api/admin/members': () => page([waiting]),
      'GET /api/admin/teams': () => jsonResponse(200, { items: [] }),
      [`POST /api/admin/members/${waiting.id}/request/refuse`]: () => jsonResponse(200, { ok: true }),
    });
    const { user } = renderApp('/admin/members?status=waiting');
    await user.click(await screen.findByRole('button', { name: 'Refuse' }));
    const dialog = await screen.findByRole('alertdialog', { name: "Refuse Robin Okafor's request?" });
    expect(api.callsTo('POST', `/api/admin/members/${waiting.id}/request/refuse`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Refuse request' }));
    expect(await screen.findByText('Request refused. Robin Okafor has been told by email.')).toBeVisible();
    expect(api.callsTo('POST', `/api/admin/members/${waiting.id}/request/refuse`)).toHaveLength(1);
  });

  it('says when no one is waiting, and offers to try again when loading failed', async () => {
    let fail = true;
    mockApi({
      'GET /api/me': admin,
      'GET /api/admin/members': () =>
        fail ? jsonResponse(500, { error: { code: 'internal', message: 'Something broke.' } }) : page([]),
      'GET /api/admin/teams': () => jsonResponse(200, { items: [] }),
    });
    const { user } = renderApp('/admin/members?status=waiting');
    expect(await screen.findByRole('alert')).toHaveTextContent('The waiting requests could not be loaded.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText('No one is waiting. Membership requests appear here as people ask to join.'),
    ).toBeInTheDocument();
  });
});
