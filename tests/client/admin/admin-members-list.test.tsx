import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeMemberRow } from '../../support/admin-member';
import { jsonResponse, makeMe, mockApi, renderApp } from '../support/app';

const row = makeMemberRow({ invitePending: true });

const query = (path: string) => Object.fromEntries(new URL(path, 'http://x').searchParams);

describe('members list', () => {
  it('lists the members under their headers and sorts by a header through the address', async () => {
    const api = mockApi({
      'GET /api/me': () => jsonResponse(200, makeMe({ profile: { role: 'admin' } })),
      'GET /api/admin/members': () => jsonResponse(200, { items: [row], total: 1, page: 1, pageSize: 25 }),
      'GET /api/admin/teams': () => jsonResponse(200, { items: [] }),
    });
    const { user, location } = renderApp('/admin/members?role=member&page=2');
    const table = await screen.findByRole('table', { name: 'Members, sorted by name' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers.join(' | ')).toBe('Name | Email | Role | Team | Membership | Last active');
    const link = await within(table).findByRole('link', { name: 'Ana Lopez' });
    expect(link).toHaveAttribute('href', `/admin/members/${row.id}`);
    expect(within(within(table).getAllByRole('row')[1]!).getByText('Invited')).toBeInTheDocument();
    expect(screen.getByText('1 member')).toBeInTheDocument();
    expect(query(api.callsTo('GET', '/api/admin/members')[0]!.path)).toEqual({
      role: 'member',
      sort: 'name',
      dir: 'asc',
      page: '2',
      pageSize: '25',
    });

    // A new sort goes back to the first page; the latest activity comes first.
    await user.click(within(table).getByRole('button', { name: 'Last active' }));
    expect(location()).toBe('/admin/members?role=member&sort=lastActive&dir=desc');
    expect(
      await screen.findByRole('table', { name: 'Members, sorted by last activity' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Last active/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('says when no member matches, and offers to try again when loading failed', async () => {
    let fail = true;
    const api = mockApi({
      'GET /api/me': () => jsonResponse(200, makeMe({ profile: { role: 'admin' } })),
      'GET /api/admin/members': () =>
        fail
          ? jsonResponse(500, { error: { code: 'internal', message: 'Something broke.' } })
          : jsonResponse(200, { items: [], total: 0, page: 1, pageSize: 25 }),
      'GET /api/admin/teams': () => jsonResponse(200, { items: [] }),
    });
    const { user } = renderApp('/admin/members');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The members could not be loaded. Something broke.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('cell', { name: 'No member matches these filters.' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/admin/members')).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
