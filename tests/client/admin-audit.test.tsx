import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeMe, mockApi, renderApp } from './support/app';

const MEMBER_ID = '00000000-0000-4000-8000-000000000081';
const entry = {
  id: '00000000-0000-4000-8000-000000000091',
  actorUserId: '00000000-0000-4000-8000-000000000002',
  actorEmail: 'ana@example.com',
  actorName: 'Ana Ruiz',
  action: 'member.subscription.set',
  targetType: 'member',
  targetId: MEMBER_ID,
  targetName: 'Jordan Ellis',
  before: { kind: 'wire', endsAt: null, revision: 2 },
  after: { kind: 'lifetime', endsAt: null, revision: 3 },
  createdAt: '2026-11-26T10:05:00.000Z',
};
const page = {
  items: [entry],
  total: 1,
  page: 1,
  pageSize: 25,
  actions: ['member.subscription.set', 'team.create'],
  targetTypes: ['member', 'team'],
  actors: [{ email: 'ana@example.com', name: 'Ana Ruiz' }],
};

describe('admin audit log', () => {
  it('reads each entry as a sentence linking the record, with only what changed', async () => {
    mockApi({
      'GET /api/me': () => jsonResponse(200, makeMe({ profile: { role: 'admin' } })),
      'GET /api/admin/audit': () => jsonResponse(200, page),
    });
    renderApp('/admin/audit');
    const item = (await screen.findByText(/set/, { selector: 'span' })).closest('li')!;
    expect(item).toHaveTextContent("Ana Ruiz set Jordan Ellis's membership to lifetime");
    expect(within(item).getByRole('link', { name: 'Jordan Ellis' })).toHaveAttribute(
      'href',
      `/admin/members/${MEMBER_ID}`,
    );
    // The kind changed; the unchanged end date and the revision counter are not listed.
    expect(within(item).getByText('Kind')).toBeInTheDocument();
    expect(within(item).queryByText('Ends at')).not.toBeInTheDocument();
    expect(within(item).queryByText('Revision')).not.toBeInTheDocument();
    expect(within(item).getByText('26 Nov 2026, 10:05', { exact: false })).toBeInTheDocument();
  });

  it('filters by who, kind and record in words, and by day with a picker', async () => {
    const api = mockApi({
      'GET /api/me': () => jsonResponse(200, makeMe({ profile: { role: 'admin' } })),
      'GET /api/admin/audit': () => jsonResponse(200, page),
    });
    const { user, location } = renderApp('/admin/audit');
    const who = await screen.findByLabelText('Who');
    await waitFor(() => expect(within(who).getByRole('option', { name: 'Ana Ruiz' })).toBeInTheDocument());
    expect(
      within(screen.getByLabelText('Kind')).getByRole('option', { name: 'Membership set' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByLabelText('Record')).getByRole('option', { name: 'Teams' }),
    ).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Kind'), 'team.create');
    await waitFor(() => expect(location()).toContain('action=team.create'));

    await user.click(screen.getByRole('button', { name: /^From/ }));
    const day = await screen.findByRole('button', { name: /November 12th, 2026/ });
    await user.click(day);
    await waitFor(() => expect(location()).toContain('from=2026-11-12'));
    expect(screen.getByRole('button', { name: 'From 12 Nov 2026' })).toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/admin/audit').some((c) => c.path.includes('from=2026-11-12'))).toBe(
        true,
      ),
    );
  });
  it('says when the log is empty, and when the filters leave nothing', async () => {
    mockApi({
      'GET /api/me': () => jsonResponse(200, makeMe({ profile: { role: 'admin' } })),
      'GET /api/admin/audit': () => jsonResponse(200, { ...page, items: [], total: 0 }),
    });
    const { user } = renderApp('/admin/audit');
    expect(
      await screen.findByText(/^Nothing has been changed in the console yet\./, undefined, {
        timeout: 15_000,
      }),
    ).toBeVisible();
    expect(screen.getByText('0 entries')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByLabelText('Who')).getByRole('option', { name: 'Ana Ruiz' }),
      ).toBeInTheDocument(),
    );
    await user.selectOptions(screen.getByLabelText('Who'), 'ana@example.com');
    expect(await screen.findByText('No change matches these filters.')).toBeVisible();
    expect(screen.queryByText(/^Nothing has been changed/)).not.toBeInTheDocument();
  });
});
